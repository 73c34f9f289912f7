/**
 * The key that signs tokens. An operator sets JWT_SECRET (at least 32 characters); without it the
 * server generates 64 random bytes at first start and keeps them in `jwt-secret` beside its data,
 * readable by the owner only, so no two installs share a key and restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE_NAME = 'jwt-secret';
export const MIN_SECRET_LENGTH = 32;

export class SecretError extends Error {}

/** The secret stored in `dir`, created (owner-only) when there is none yet. */
export function loadOrCreateSecret(dir: string): string {
  const file = path.join(dir, SECRET_FILE_NAME);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': never overwrite a secret another process created first
    fs.writeFileSync(file, randomBytes(64).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new SecretError(
      `${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it to have a new one generated`,
    );
  }
  const mode = fs.statSync(file).mode & 0o777;
  if (mode & 0o077) fs.chmodSync(file, 0o600);
  return secret;
}
