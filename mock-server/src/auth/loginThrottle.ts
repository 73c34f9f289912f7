/**
 * Throttling of POST /token/: failed sign-ins are counted per account and per client address in a
 * sliding window (rate-limiter-flexible). Once either count reaches its limit, further attempts
 * are refused with 429 and the seconds to wait, before any password is checked. A successful
 * sign-in clears its account's count, so a user who finally types the right password (within the
 * limit) starts afresh; successful sign-ins are never counted.
 */
import { RateLimiterMemory, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
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

export class LoginThrottle {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;

  constructor(private readonly settings: LoginThrottleSettings) {
    this.byAccount = new RateLimiterMemory({ keyPrefix: 'login-account', points: settings.maxFailuresPerAccount, duration: settings.windowSeconds });
    this.byAddress = new RateLimiterMemory({ keyPrefix: 'login-address', points: settings.maxFailuresPerAddress, duration: settings.windowSeconds });
  }

  /** Throws 429 when the account or the address has used up its failed attempts. */
  async ensureAllowed(account: string, address: string): Promise<void> {
    const [acc, addr] = await Promise.all([this.byAccount.get(account), this.byAddress.get(address)]);
    const waits = [
      blockedFor(acc, this.settings.maxFailuresPerAccount),
      blockedFor(addr, this.settings.maxFailuresPerAddress),
    ].filter((ms): ms is number => ms !== null);
    if (waits.length) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([spend(this.byAccount, account), spend(this.byAddress, address)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.byAccount.delete(account);
  }
}

function blockedFor(res: RateLimiterRes | null, limit: number): number | null {
  return res && res.consumedPoints >= limit ? res.msBeforeNext : null;
}

/** Counts one failure; going over the limit is what `ensureAllowed` reports next time. */
async function spend(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
  }
}
