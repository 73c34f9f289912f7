/**
 * The pieces every request schema is made of: strings trimmed, without control characters, ids
 * that can name a record, names, emails, passwords and contacts by the contract's limits and
 * rules (LIMITS and the password rule of @app/contract, which the client's forms check too, and
 * what only the server enforces: @app/contract/server-rules). Each resource declares its payloads
 * with them; `parseInput` (run by `route` before any handler) first makes every string well-formed
 * Unicode and refuses a NUL, then turns the first problem into 400 {error:'invalid', detail, field}.
 */
import { LIMITS, isRecordId, isStrongPassword } from '@app/contract';
import {
  CONTACT_CHARACTERS,
  SERVER_LIMITS,
  WITHOUT_LINE_CONTROLS,
  hasDigit,
} from '@app/contract/server-rules';
import { z } from 'zod';
import { invalid } from './errors';

/** A payload schema whose parsed value is the contract's type for that payload. */
export type Payload<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

export const str = () =>
  z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).trim();

export const NO_CONTROLS = 'must not contain control or text-direction characters';

/** A one-line string: trimmed, without control characters. */
export const line = () => str().regex(WITHOUT_LINE_CONTROLS, NO_CONTROLS);

export const requiredText = (min: number, max: number) =>
  line()
    .min(min, min <= 1 ? 'is required' : `must have at least ${min} characters`)
    .max(max, `must have at most ${max} characters`);

export const email = line()
  .toLowerCase()
  .max(SERVER_LIMITS.emailMaxLength, 'is too long')
  .email('is not a valid email address');

/** A secret as typed (not trimmed): present. */
export const secret = () =>
  z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).min(1, 'is required');

export const newPassword = z
  .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
  .min(1, 'is required')
  .max(SERVER_LIMITS.passwordMaxLength, 'is too long')
  .refine(
    isStrongPassword,
    'must contain a number, a lowercase letter, an uppercase letter and a special character',
  );

export const contact = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  str()
    .min(1, 'is required')
    .max(SERVER_LIMITS.contactMaxLength, 'is too long')
    .regex(CONTACT_CHARACTERS, 'may only contain digits, spaces, +, - and parentheses')
    .refine(hasDigit, 'must contain digits'),
);

/**
 * An id in a payload or a query: what can name a record (`isRecordId`: 1 to 2^31 - 1, the
 * database's integer), else 400 naming the field (a string of digits is accepted, as from a select).
 */
export const idRef = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ required_error: 'is required', invalid_type_error: 'must be an id' })
    .refine(isRecordId, 'must be an id'),
);

/** Company and department names: "more than 3 characters" (the client sends a rename only then). */
export const orgName = requiredText(LIMITS.renameMinExclusive + 1, SERVER_LIMITS.nameMaxLength);

export const personName = () => requiredText(1, SERVER_LIMITS.nameMaxLength);

export const isActive = () => z.boolean({ invalid_type_error: 'must be true or false' });

/** A patch: its fields, of which at least one must be sent. */
export const patchOf = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape).refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'nothing to change: send at least one field',
  });

/** Node 20's String.prototype.toWellFormed (ES2024: beyond the ES2023 library the server compiles with). */
type Es2024String = string & { toWellFormed(): string };

/**
 * Every string of a request, before any schema reads it: a NUL (U+0000), which PostgreSQL cannot
 * store in a text, is refused with 400 naming the field; a lone surrogate becomes U+FFFD, as the
 * database would store it, so an answer shows what is stored.
 */
function wellFormed(value: unknown, field: string | undefined): unknown {
  if (typeof value === 'string') {
    if (value.includes('\0'))
      throw invalid(field, `${field ?? 'The request'} must not contain the character U+0000`);
    return (value as Es2024String).toWellFormed();
  }
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, field));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, wellFormed(v, field ?? key)]));
  return value;
}

/** Validates a JSON body (or a query string) against `schema`; throws 400 naming the first bad field. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  if (input === null || input === undefined || typeof input !== 'object' || Array.isArray(input)) {
    throw invalid(undefined, 'The request body must be a JSON object');
  }
  const result = schema.safeParse(wellFormed(input, undefined));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? String(issue.path[0]) : undefined;
  throw invalid(field, field ? `${field} ${issue.message}` : issue.message);
}
