/**
 * Password hashing with node:crypto scrypt, a random salt per user, and a timing-safe compare.
 * Stored form: `scrypt$N$r$p$<salt base64>$<hash base64>`.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { UserRecord } from '../db/records';
import { invalid } from '../kernel/errors';
import type { LoginThrottle } from './loginThrottle';

/** scrypt cost (N) used unless the server is configured otherwise (PASSWORD_HASH_COST). */
export const DEFAULT_HASH_COST = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `cost` is scrypt's N (a power of two); it is stored in the hash, so verification needs no setting. */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * Hashes of a random password, one per cost: compared against when the email is unknown, at the
 * cost real hashes have, so the time of an answer does not tell whether the account exists.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHashFor(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) decoys.set(cost, (decoy = hashPassword(randomBytes(12).toString('base64'), cost)));
  return decoy;
}

/** `decoyCost` is the server's configured cost, used when there is no stored hash to compare. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  decoyCost = DEFAULT_HASH_COST,
): Promise<boolean> {
  const parts = (stored ?? (await decoyHashFor(decoyCost))).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected) && stored !== null && stored !== undefined;
}

/**
 * One's own password changes only with the current one: `given` must be `owner`'s password, else
 * 400 naming `current_password`. Each try counts as a sign-in of the owner's account from
 * `address` (the login throttle: 429 once its failures are used up), given back when right, so a
 * session left open cannot be used to guess the password.
 */
export async function checkCurrentPassword(
  throttle: LoginThrottle,
  owner: Pick<UserRecord, 'email' | 'password_hash'>,
  given: string | undefined,
  address: string,
  options: { passwordHashCost: number },
): Promise<void> {
  if (given === undefined)
    throw invalid('current_password', 'current_password is required to change your own password');
  const account = owner.email.toLowerCase();
  await throttle.reserve(account, address);
  if (!(await verifyPassword(given, owner.password_hash, options.passwordHashCost)))
    throw invalid('current_password', 'current_password is not your current password');
  await throttle.giveBack(account, address);
}
