/**
 * What every route module gets: `route`, which registers one endpoint of the contract's table, and
 * the id look-ups that turn unknown ids into 404s.
 */
import {
  isRecordId,
  successStatus,
  endpointMethod,
  endpointPattern,
  type EndpointKey,
  type EndpointResponse,
} from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerOptions } from '../config';
import type { ReadOptions, Repo } from '../db/repo';
import type {
  JsonText,
  CompanyRecord,
  DepartmentRecord,
  DraftRecord,
  ProjectRecord,
  TaskRecord,
  UserRecord,
} from '../db/records';
import type { Store } from '../db/store';
import { notFound } from '../errors';

/** Options once the token secret is known. */
export type AppOptions = ServerOptions & { jwtSecret: string };

export interface AppContext {
  options: AppOptions;
  store: Store;
}

export type RouteModule = (app: FastifyInstance, ctx: AppContext) => void;

type Handler<K extends EndpointKey> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResponse<K> | JsonText<EndpointResponse<K>>>;

/**
 * Registers the handler of one endpoint of the contract's table: method and path come from its key
 * (`{name}` becomes the parameter `:name`), the handler must answer the endpoint's response type,
 * and the answer goes out with the endpoint's success code. `public` calls need no access token.
 */
export function route<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  handler: Handler<K>,
  { public: isPublic = false }: { public?: boolean } = {},
): void {
  app.route({
    method: endpointMethod(key),
    url: endpointPattern(key).replace(/\{(\w+)\}/g, ':$1'),
    config: { public: isPublic },
    handler: async (request, reply) => {
      const answer = await handler(request, reply);
      reply.code(successStatus(key));
      return typeof answer === 'string'
        ? reply.type('application/json; charset=utf-8').send(answer)
        : reply.send(answer);
    },
  });
}

/** The id in the path (every route has at most one parameter): digits naming a record (`isRecordId`), else 404. */
export function pathId(request: FastifyRequest): number {
  const [raw = ''] = Object.values(request.params as Record<string, string>);
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!isRecordId(id)) throw notFound(`No record with id "${raw}"`);
  return id;
}

/** `rec`, or 404 naming the record: also what a write answers when its record was deleted meanwhile. */
export const found = <R>(rec: R | undefined, what: string, id: number): R => {
  if (rec === undefined) throw notFound(`No ${what} with id ${id}`);
  return rec;
};

export const companyById = async (db: Repo, id: number, how?: ReadOptions): Promise<CompanyRecord> =>
  found(await db.companies.get(id, how), 'company', id);
export const departmentById = async (db: Repo, id: number, how?: ReadOptions): Promise<DepartmentRecord> =>
  found(await db.departments.get(id, how), 'department', id);
export const userById = async (db: Repo, id: number, how?: ReadOptions): Promise<UserRecord> =>
  found(await db.users.get(id, how), 'user', id);

/** The user `id` of a request: the signed-in user (already read for this request) or a look-up. */
export const personOf = (request: FastifyRequest, db: Repo, id: number): Promise<UserRecord> =>
  request.actor?.id === id ? Promise.resolve(request.actor) : userById(db, id);
export const taskById = async (db: Repo, id: number, how?: ReadOptions): Promise<TaskRecord> =>
  found(await db.tasks.get(id, how), 'task', id);

/** Deleted projects are gone as far as the API is concerned. */
export const projectById = async (db: Repo, id: number, how?: ReadOptions): Promise<ProjectRecord> => {
  const project = await db.projects.get(id, how);
  return found(project && !project.deleted_at ? project : undefined, 'project', id);
};

/** Published drafts are no longer drafts. */
export const draftById = async (db: Repo, id: number, how?: ReadOptions): Promise<DraftRecord> => {
  const draft = await db.drafts.get(id, how);
  return found(draft && !draft.published ? draft : undefined, 'draft', id);
};

/** A task or draft just written, as listed: its project's name looked up (deleted projects keep theirs on tasks). */
export const withProjectName = async <R extends TaskRecord>(
  db: Repo,
  rec: R,
): Promise<R & { project_name: string | null }> => ({
  ...rec,
  project_name: rec.project === null ? null : ((await db.projects.get(rec.project))?.name ?? null),
});
