/**
 * Throttling of POST /token/ (the policy: docs/decisions/0001-login-throttle.md). Failed sign-ins
 * are counted in a fixed window, in the database, so every server process counts the same
 * attempts, on three counters: the account from one client address (the limit a guesser meets
 * first; the owner signing in from her own address is not held back by failures from others), the
 * address over every account, and the account over every address (a much higher cap on a guesser
 * spread over many addresses). That last one does not lock the owner out: once it is full, an
 * address with no failure of its own on the account is still checked, once (its failure makes it
 * wait like the others), up to FRESH_ADDRESS_CAP_FACTOR times the account's limit (migration 0026).
 *
 * An attempt is counted before its password is checked, atomically with the check of the limits
 * (the database function login_attempt, migration 0008): N attempts in parallel cost N, and once a
 * counter has reached its limit further attempts are refused with 429 and the seconds to wait,
 * without being counted. A right password gives its attempt back: the account's count from that
 * address is cleared, the two others go down by one, so successful sign-ins never count.
 *
 * Decided: the counters in our own table instead of rate-limiter-flexible, whose Drizzle and
 * PostgreSQL stores cannot reach the embedded engine.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/engine';
import { loginFailures } from '../db/schema';
import { HttpError } from '../kernel/errors';

export interface LoginThrottleSettings {
  /** failed attempts allowed per account from one client address within the window */
  maxFailuresPerAccount: number;
  /** failed attempts allowed per client address, over every account, within the window */
  maxFailuresPerAddress: number;
  /** failed attempts allowed per account, over every address, within the window */
  maxFailuresPerAccountTotal: number;
  /** seconds */
  windowSeconds: number;
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, {
    error: 'too_many_attempts',
    detail: `Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
    retry_after: retryAfterSeconds,
  });

/**
 * How far past its own limit the account's counter over every address still lets a fresh address
 * (no failure of its own on the account in the window) try once: this many times that limit.
 */
const FRESH_ADDRESS_CAP_FACTOR = 10;

const pairKey = (account: string, address: string) => `account-address:${JSON.stringify([account, address])}`;
const addressKey = (address: string) => `address:${address}`;
const accountKey = (account: string) => `account:${account}`;

/** The values as one parameter each, comma-separated (inside an SQL array constructor). */
const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * Counts one attempt on each counter of `limits` ([key, attempts allowed in the window]) in one
 * statement (login_attempt, migration 0026), or counts nothing and answers the whole seconds to
 * wait when one has used up its attempts; null when counted. `lenient` names the sign-in's
 * exception (see LoginThrottle); without it every counter refuses at its limit.
 */
export async function countAttempt(
  db: Db,
  limits: readonly [string, number][],
  windowSeconds: number,
  lenient?: { freshKey: string; lenientKey: string; lenientCap: number },
): Promise<number | null> {
  const result = await db.execute(
    sql`select login_attempt(array[${list(limits.map(([key]) => key))}]::text[],
      array[${list(limits.map(([, max]) => max))}]::integer[], ${windowSeconds}::integer,
      ${lenient?.freshKey ?? null}::text, ${lenient?.lenientKey ?? null}::text,
      ${lenient?.lenientCap ?? 0}::integer) as wait`,
  );
  const wait = (result as unknown as { rows: { wait: number | null }[] }).rows[0].wait;
  return wait === null ? null : Math.max(1, Math.ceil(Number(wait)));
}

export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly settings: LoginThrottleSettings,
  ) {}

  /**
   * Counts an attempt of `account` from `address` as a failure, or throws 429 (counting nothing)
   * when one of its counters has used up its failures.
   */
  async reserve(account: string, address: string): Promise<void> {
    const limits: [string, number][] = [
      [pairKey(account, address), this.settings.maxFailuresPerAccount],
      [addressKey(address), this.settings.maxFailuresPerAddress],
      [accountKey(account), this.settings.maxFailuresPerAccountTotal],
    ];
    const wait = await countAttempt(this.db, limits, this.settings.windowSeconds, {
      freshKey: pairKey(account, address),
      lenientKey: accountKey(account),
      lenientCap: this.settings.maxFailuresPerAccountTotal * FRESH_ADDRESS_CAP_FACTOR,
    });
    if (wait !== null) throw tooManyAttempts(wait);
  }

  /** Gives back the attempt `reserve` counted, for a right password. */
  async giveBack(account: string, address: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, pairKey(account, address)));
    await this.db
      .update(loginFailures)
      .set({ failures: sql`${loginFailures.failures} - 1` })
      .where(
        and(
          inArray(loginFailures.key, [addressKey(address), accountKey(account)]),
          gt(loginFailures.failures, 0),
          gt(loginFailures.window_ends, sql`now()`),
        ),
      );
  }
}
