import type { Client, Project, Rate, User } from '@app/shared';
import { MONEY_TEXTS, RATE_PLACES, useClients } from '@app/shared/money';
import { may, type Actor } from '@app/shared/policy';
import { listEmployees, queryKeys, useApiQuery, useProjects, type ApiQuery } from '@app/shared/query';

/** A field of a rate that names its place. */
export type PlaceField = 'client' | 'project' | 'user';

/** How each place field is named (a consultant is a user of the company). */
export const PLACE_LABELS: Readonly<Record<PlaceField, string>> = {
  client: MONEY_TEXTS.client,
  project: MONEY_TEXTS.project,
  user: MONEY_TEXTS.consultant,
};

/** The lists that name the places of a company's rates: its clients, projects and consultants. */
export interface PlaceLists {
  client: ApiQuery<Client[]>;
  project: ApiQuery<Project[]>;
  user: ApiQuery<User[]>;
}

/**
 * The company's clients, projects and consultants a rate is set for, each read when the viewer may
 * read it, from the same cache as the pages that list them.
 */
export function usePlaceLists(companyId: number, actor: Actor | null): PlaceLists {
  const client = useClients(companyId, !!actor && may.readClients(actor, companyId));
  const project = useProjects(companyId, !!actor && may.readProjects(actor, companyId));
  const user = useApiQuery<User[]>(
    queryKeys.employees(companyId),
    actor && may.readCompanyConsultants(actor, companyId) ? () => listEmployees(companyId) : null,
  );
  return { client, project, user };
}

/** A consultant by name (her email when she has none). */
export const consultantName = (user: Pick<User, 'first_name' | 'last_name' | 'email'>): string =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The name of a rate's place `field` as the rate names it, or its id in words when it has none. */
export function placeName(rate: Rate, field: PlaceField): string {
  const id = rate[field];
  if (id === null) return '';
  const name =
    field === 'client' ? rate.client_name : field === 'project' ? rate.project_name : rate.user_name;
  return name ?? MONEY_TEXTS.numbered(PLACE_LABELS[field], id);
}

/** Where a rate applies, in words: the places its level names, or the company's level itself. */
export function ratePlace(rate: Rate): string {
  const names = RATE_PLACES[rate.level].flatMap((field) =>
    rate[field] === null ? [] : [placeName(rate, field)],
  );
  return names.length ? names.join(', ') : MONEY_TEXTS.levels[rate.level];
}
