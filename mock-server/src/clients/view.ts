/** A client as the API shows it. */
import type { Client } from '@app/contract';
import type { ClientRow } from './queries';

export const clientView = (c: ClientRow): Client => ({
  id: c.id,
  name: c.name,
  address: c.address,
  vat_id: c.vat_id,
  payment_terms_days: c.payment_terms_days,
  notes: c.notes,
  archived: c.archived,
  created_at: c.created_at,
});
