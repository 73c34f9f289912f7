/** Creating a person: the one flow behind every "add user" call. */
import type { z } from 'zod';
import { hashPassword } from './auth/passwords';
import type { Repo } from './db/repo';
import type { UserRecord } from './db/records';
import { ensureEmailFree, putNewUser } from './entities';
import type { AppContext } from './routes/support';
import type { newPersonSchema } from './schemas';

export type NewPersonData = z.output<typeof newPersonSchema>;
export type Placement = Pick<UserRecord, 'role' | 'company' | 'department'>;

/**
 * Hashes the password (slow, so outside the transaction) and stores the person. `recheck` runs
 * again inside the transaction (e.g. the department still exists).
 */
export async function createPerson(
  { store, options }: AppContext,
  input: NewPersonData,
  placement: Placement,
  recheck: (db: Repo) => Promise<unknown> = async () => undefined,
): Promise<UserRecord> {
  await ensureEmailFree(store.db, input.email);
  const password_hash = await hashPassword(input.password, options.passwordHashCost);
  const now = options.now();
  return store.write(async (tx) => {
    await recheck(tx.db);
    return putNewUser(
      tx,
      {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        contact: input.contact,
        password_hash,
        ...placement,
      },
      now,
    );
  });
}
