/**
 * Throttling of POST /token/: failed sign-ins are counted per account and per client address in a
 * fixed window, in the database, so every server process counts the same attempts. Once either
 * count reaches its limit, further attempts are refused with 429 and the seconds to wait, before
 * any password is checked. A successful sign-in clears its account's count; successful sign-ins
 * are never counted.
 *
 * Decided: one atomic upsert per failure instead of rate-limiter-flexible, whose Drizzle and
 * PostgreSQL stores cannot reach the embedded engine.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/engine';
import { loginFailures } from '../db/schema';
import { HttpError } from '../errors';

export interface LoginThrottleSettings {
  /** failed attempts allowed per account within the window */
  maxFailuresPerAccount: number;
  /** failed attempts allowed per client address within the window */
  maxFailuresPerAddress: number;
  /** seconds */
  windowSeconds: number;
}

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, {
    error: 'too_many_attempts',
    detail: `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
    retry_after: retryAfterSeconds,
  });

const accountKey = (account: string) => `account:${account}`;
const addressKey = (address: string) => `address:${address}`;

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly settings: LoginThrottleSettings,
  ) {}

  /** Throws 429 when the account or the address has used up its failed attempts. */
  async ensureAllowed(account: string, address: string): Promise<void> {
    const limits = new Map([
      [accountKey(account), this.settings.maxFailuresPerAccount],
      [addressKey(address), this.settings.maxFailuresPerAddress],
    ]);
    const rows = await this.db
      .select()
      .from(loginFailures)
      .where(inArray(loginFailures.key, [...limits.keys()]));
    const now = Date.now();
    const waits = rows
      .filter((r) => r.window_ends.getTime() > now && r.failures >= (limits.get(r.key) ?? Infinity))
      .map((r) => r.window_ends.getTime() - now);
    if (waits.length) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  async recordFailure(account: string, address: string): Promise<void> {
    const windowEnds = sql`now() + make_interval(secs => ${this.settings.windowSeconds})`;
    for (const key of [accountKey(account), addressKey(address)]) {
      await this.db
        .insert(loginFailures)
        .values({ key, failures: 1, window_ends: windowEnds as unknown as Date })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: sql`case when ${loginFailures.window_ends} <= now() then 1 else ${loginFailures.failures} + 1 end`,
            window_ends: sql`case when ${loginFailures.window_ends} <= now() then excluded.window_ends else ${loginFailures.window_ends} end`,
          },
        });
    }
  }

  async recordSuccess(account: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, accountKey(account)));
  }
}
