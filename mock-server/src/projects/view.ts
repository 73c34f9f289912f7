/** A project as the API shows it. */
import type { Project } from '@app/contract';
import type { ProjectRecord } from '../db/records';

export const projectView = (p: ProjectRecord): Project => ({
  id: p.id,
  name: p.name,
  client: p.client,
  billable: p.billable,
});
