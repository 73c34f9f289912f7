/** A project as the API shows it. */
import type { Project } from '@app/contract';
import type { ProjectRecord } from '../db/records';

/** `seesMoney`: whether the caller sees money (a budget in money is left out for everyone else). */
export const projectView = (p: ProjectRecord, seesMoney: boolean): Project => ({
  id: p.id,
  name: p.name,
  client: p.client,
  billable: p.billable,
  budget_minutes: p.budget_minutes,
  ...(seesMoney && { budget_amount: p.budget_amount }),
});
