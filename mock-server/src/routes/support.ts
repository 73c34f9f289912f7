/** What every route module gets, and the id look-ups that turn unknown ids into 404s. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerOptions } from '../config';
import { notFound } from '../errors';
import type { Database } from '../store/database';
import type { CompanyRecord, DepartmentRecord, DraftRecord, ProjectRecord, TaskRecord, UserRecord } from '../store/records';
import type { Store } from '../store/store';

/** Options once the token secret is known. */
export type AppOptions = ServerOptions & { jwtSecret: string };

export interface AppContext {
  options: AppOptions;
  store: Store;
}

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

/** The `:id` path parameter; anything but a positive integer cannot name a record: 404. */
export function pathId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,15}$/.test(raw) || Number(raw) === 0) throw notFound(`No record with id "${raw}"`);
  return Number(raw);
}

const found = <R>(rec: R | undefined, what: string, id: number): R => {
  if (rec === undefined) throw notFound(`No ${what} with id ${id}`);
  return rec;
};

export const companyById = (db: Database, id: number): CompanyRecord => found(db.companies.get(id), 'company', id);
export const departmentById = (db: Database, id: number): DepartmentRecord => found(db.departments.get(id), 'department', id);
export const userById = (db: Database, id: number): UserRecord => found(db.users.get(id), 'user', id);
export const taskById = (db: Database, id: number): TaskRecord => found(db.tasks.get(id), 'task', id);

/** Deleted projects are gone as far as the API is concerned. */
export const projectById = (db: Database, id: number): ProjectRecord => {
  const project = db.projects.get(id);
  return found(project && !project.deleted_at ? project : undefined, 'project', id);
};

/** Published drafts are no longer drafts. */
export const draftById = (db: Database, id: number): DraftRecord => {
  const draft = db.drafts.get(id);
  return found(draft && !draft.published ? draft : undefined, 'draft', id);
};
