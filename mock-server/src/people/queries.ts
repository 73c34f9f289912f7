/** Looking people up: an unknown id is a 404. */
import type { FastifyRequest } from 'fastify';
import type { ReadOptions, Repo } from '../db/repo';
import type { UserRecord } from '../db/records';
import { ensure, notFound } from '../kernel/errors';
import { may } from '../kernel/policy';
import { found } from '../kernel/route';

export const userById = async (db: Repo, id: number, how?: ReadOptions): Promise<UserRecord> =>
  found(await db.users.get(id, how), 'user', id);

/** The user `id` of a request: the signed-in user (already read for this request) or a look-up. */
export const personOf = (request: FastifyRequest, db: Repo, id: number): Promise<UserRecord> =>
  request.actor?.id === id ? Promise.resolve(request.actor) : userById(db, id);

/**
 * The id of the company (or department) person `id` belongs to, read for the caller of `request`:
 * 404 for an unknown person or one without any, 403 when the caller may not read it.
 */
export async function affiliationOf(
  request: FastifyRequest,
  db: Repo,
  id: number,
  unit: 'company' | 'department',
): Promise<number> {
  const user = await userById(db, id);
  ensure(may.readAffiliationOf(request.actor, user), `You may not read this user's ${unit}`);
  const unitId = user[unit];
  if (unitId === null) throw notFound(`User ${user.id} has no ${unit}`);
  return unitId;
}
