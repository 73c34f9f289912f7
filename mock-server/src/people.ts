/** Creating a person: the one flow behind every "add user" call. */
import { hashPassword } from './auth/passwords';
import { ensureEmailFree, putNewUser } from './entities';
import type { Database } from './store/database';
import type { UserRecord } from './store/records';
import type { AppContext } from './routes/support';
import type { z } from 'zod';
import type { newPersonSchema } from './schemas';

export type NewPersonData = z.output<typeof newPersonSchema>;
export type Placement = Pick<UserRecord, 'role' | 'company' | 'department'>;

/**
 * Hashes the password (slow, so off the write path) and stores the person. `recheck` runs again
 * inside the write, where the state cannot change underneath it (e.g. the department still exists).
 */
export async function createPerson(
  { store, options }: AppContext,
  input: NewPersonData,
  placement: Placement,
  recheck: (db: Database) => void = () => {},
): Promise<UserRecord> {
  ensureEmailFree(store.db, input.email);
  const password_hash = await hashPassword(input.password, options.passwordHashCost);
  const now = options.now();
  return store.write((tx) => {
    recheck(tx.db);
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
