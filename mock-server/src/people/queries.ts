/** Looking people up: an unknown id is a 404. */
import type { FastifyRequest } from 'fastify';
import type { ReadOptions, Repo } from '../db/repo';
import type { UserRecord } from '../db/records';
import { found } from '../kernel/route';

export const userById = async (db: Repo, id: number, how?: ReadOptions): Promise<UserRecord> =>
  found(await db.users.get(id, how), 'user', id);

/** The user `id` of a request: the signed-in user (already read for this request) or a look-up. */
export const personOf = (request: FastifyRequest, db: Repo, id: number): Promise<UserRecord> =>
  request.actor?.id === id ? Promise.resolve(request.actor) : userById(db, id);
