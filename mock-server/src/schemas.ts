/**
 * Every request payload as a zod schema: types, required fields, strings trimmed, unknown fields
 * stripped. The limits and rules come from the contract: LIMITS and the password rule of
 * @app/contract, which the client's forms check too, and what only the server enforces
 * (@app/contract/server-rules). Every string is first made well-formed Unicode, and a NUL refused
 * (`wellFormed`); every id is `isRecordId`. `parseBody` turns the first problem into 400
 * {error:'invalid', detail, field}.
 */
import {
  LIMITS,
  REPORT_GROUPINGS,
  REPORT_MAX_DAYS,
  isRecordId,
  isStrongPassword,
  type NewCompany,
  type NewConsultant,
  type NewDepartment,
  type NewPerson,
  type ProjectInput,
  type RefreshRequest,
  type TokenRequest,
} from '@app/contract';
import {
  CONTACT_CHARACTERS,
  SERVER_LIMITS,
  WITHOUT_LINE_CONTROLS,
  WITHOUT_TEXT_CONTROLS,
  hasDigit,
} from '@app/contract/server-rules';
import { z } from 'zod';
import { invalid } from './errors';
import { canonicalTimeZone, dayKeyOfIsoDate, daysBetween } from './time';

/** A payload schema whose parsed value is the contract's type for that payload. */
type Payload<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

/** Company and department names: "more than 3 characters" (the client sends a rename only then). */
const ORG_NAME_MIN = LIMITS.renameMinExclusive + 1;

const str = () => z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).trim();

const NO_CONTROLS = 'must not contain control or text-direction characters';

/** A one-line string: trimmed, without control characters. */
const line = () => str().regex(WITHOUT_LINE_CONTROLS, NO_CONTROLS);

const requiredText = (min: number, max: number) =>
  line()
    .min(min, min <= 1 ? 'is required' : `must have at least ${min} characters`)
    .max(max, `must have at most ${max} characters`);

const email = line()
  .toLowerCase()
  .max(SERVER_LIMITS.emailMaxLength, 'is too long')
  .email('is not a valid email address');

const newPassword = z
  .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
  .min(1, 'is required')
  .max(SERVER_LIMITS.passwordMaxLength, 'is too long')
  .refine(
    isStrongPassword,
    'must contain a number, a lowercase letter, an uppercase letter and a special character',
  );

const contact = z.preprocess(
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
const idRef = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ required_error: 'is required', invalid_type_error: 'must be an id' })
    .refine(isRecordId, 'must be an id'),
);

const orgName = requiredText(ORG_NAME_MIN, SERVER_LIMITS.nameMaxLength);

const nonEmpty = <T extends Record<string, unknown>>(value: T) =>
  Object.values(value).some((v) => v !== undefined);
const NOTHING = { message: 'nothing to change: send at least one field' };

// ---- auth ---------------------------------------------------------------------------------------

/**
 * Sign-in: an email no account can have (a control character, longer than any stored email) is a
 * bad request, not a wrong credential; any other is looked up (an unknown one is 401).
 */
export const tokenRequestSchema = z.object({
  email: line().min(1, 'is required').max(SERVER_LIMITS.emailMaxLength, 'is too long'),
  password: z
    .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
    .min(1, 'is required'),
}) satisfies Payload<TokenRequest>;

export const refreshRequestSchema = z.object({
  refresh: z
    .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
    .min(1, 'is required'),
}) satisfies Payload<RefreshRequest>;

// ---- people -------------------------------------------------------------------------------------

export const newPersonSchema = z.object({
  email,
  password: newPassword,
  first_name: requiredText(1, SERVER_LIMITS.nameMaxLength),
  last_name: requiredText(1, SERVER_LIMITS.nameMaxLength),
  contact,
}) satisfies Payload<NewPerson>;

export const newConsultantSchema = newPersonSchema.extend({
  department: idRef.optional(),
}) satisfies Payload<NewConsultant>;

export const userPatchSchema = z
  .object({
    email: email.optional(),
    first_name: requiredText(1, SERVER_LIMITS.nameMaxLength).optional(),
    last_name: requiredText(1, SERVER_LIMITS.nameMaxLength).optional(),
    contact: contact.optional(),
    password: newPassword.optional(),
    is_active: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
    department: idRef.optional(),
  })
  .refine(nonEmpty, NOTHING);

// ---- organisation -------------------------------------------------------------------------------

/** An IANA time zone name ('Europe/Oslo'), in its canonical spelling. */
const timeZone = line().transform((v, ctx) => {
  const zone = canonicalTimeZone(v);
  if (zone === null)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: "must be an IANA time zone name such as 'Europe/Oslo'",
    });
  return zone ?? v;
});

export const newCompanySchema = z.object({
  name: orgName,
  admin: idRef,
  time_zone: timeZone.optional(),
}) satisfies Payload<NewCompany>;

export const companyPatchSchema = z
  .object({
    name: orgName.optional(),
    admin: idRef.optional(),
    is_active: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
    time_zone: timeZone.optional(),
  })
  .refine(nonEmpty, NOTHING);

export const newDepartmentSchema = z.object({ name: orgName, admin: idRef }) satisfies Payload<NewDepartment>;

export const departmentPatchSchema = z
  .object({ name: orgName.optional(), admin: idRef.optional() })
  .refine(nonEmpty, NOTHING);

export const projectInputSchema = z.object({
  name: requiredText(LIMITS.projectNameMinLength, SERVER_LIMITS.nameMaxLength),
}) satisfies Payload<ProjectInput>;

// ---- tasks and drafts ---------------------------------------------------------------------------

const taskFields = {
  title: requiredText(1, LIMITS.titleMaxLength),
  body: str().min(1, 'is required').regex(WITHOUT_TEXT_CONTROLS, NO_CONTROLS),
  duration: z
    .number({ required_error: 'is required', invalid_type_error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(LIMITS.minDuration, `must be at least ${LIMITS.minDuration} minute`)
    .max(SERVER_LIMITS.maxDuration, 'is too large'),
  project: z.preprocess((v) => (v === '' ? null : v), idRef.nullable()),
};

export const taskInputSchema = z.object({ ...taskFields, project: taskFields.project.optional() });

export const taskPatchSchema = z
  .object({
    title: taskFields.title.optional(),
    body: taskFields.body.optional(),
    duration: taskFields.duration.optional(),
    project: taskFields.project.optional(),
  })
  .refine(nonEmpty, NOTHING);

// ---- reports ------------------------------------------------------------------------------------

/** A query-string day: 'YYYY-MM-DD', a real date, as its day key. */
const queryDay = z
  .string({ required_error: 'is required', invalid_type_error: 'must be given once, as YYYY-MM-DD' })
  .transform((v, ctx) => {
    const key = dayKeyOfIsoDate(v.trim());
    if (key === null)
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'must be a real date written YYYY-MM-DD' });
    return key ?? 0;
  });

/** GET /reports/{company}: the query string (unknown parameters are ignored). */
export const reportQuerySchema = z
  .object({
    from: queryDay,
    to: queryDay,
    group_by: z.enum(REPORT_GROUPINGS, {
      errorMap: () => ({ message: `must be one of ${REPORT_GROUPINGS.join(', ')}` }),
    }),
    department: idRef.optional(),
    project: idRef.optional(),
    consultant: idRef.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['to'], message: 'must not be before from' });
    else if (daysBetween(q.from, q.to) > REPORT_MAX_DAYS)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['to'],
        message: `must be at most ${REPORT_MAX_DAYS} days after from (both counted)`,
      });
  });

export type TaskInputData = z.output<typeof taskInputSchema>;
export type TaskPatchData = z.output<typeof taskPatchSchema>;

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
export function parseBody<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid(undefined, 'The request body must be a JSON object');
  }
  const result = schema.safeParse(wellFormed(body, undefined));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? String(issue.path[0]) : undefined;
  throw invalid(field, field ? `${field} ${issue.message}` : issue.message);
}
