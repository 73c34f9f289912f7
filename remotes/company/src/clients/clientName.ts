import type { Client } from '@app/shared';
import { MONEY_TEXTS } from '@app/shared/money';

/** A client as a list or a choice names it: an archived one says so ('Acme (archived)'). */
export const clientName = (client: Pick<Client, 'name' | 'archived'>): string =>
  client.archived ? MONEY_TEXTS.archivedClient(client.name) : client.name;

/**
 * The name of client `id` among `clients`, or its id in words when they do not hold it (not read
 * yet, or unreadable for the viewer).
 */
export function clientNameOf(clients: readonly Client[] | null, id: number): string {
  const client = clients?.find((row) => row.id === id);
  return client ? clientName(client) : MONEY_TEXTS.numbered(MONEY_TEXTS.client, id);
}
