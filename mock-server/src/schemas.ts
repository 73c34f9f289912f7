/**
 * Every request payload as a zod schema: types, required fields, strings trimmed, unknown fields
 * stripped, the limits of spec sections 5 and 9. `parseBody` turns the first problem into
 * 400 {error:'invalid', detail, field}.
 */
import { z } from 'zod';
import { REPORT_GROUPINGS, REPORT_MAX_DAYS } from '../../shared/src/contract';
import { invalid } from './errors';
import { canonicalTimeZone, dayKeyOfIsoDate, daysBetween } from './time';

export const LIMITS = {
  titleMax: 50,
  durationMin: 1,
  /** a sanity bound (almost two years of minutes) that keeps sums exact */
  durationMax: 1_000_000,
  projectNameMin: 4,
  /** company and department names: "more than 3 characters" */
  orgNameMin: 4,
  nameMax: 100,
  emailMax: 254,
  contactMax: 32,
  passwordMax: 256,
} as const;

/** Spec section 5: a digit, a lowercase and an uppercase letter and a punctuation character. */
export const isStrongPassword = (password: string): boolean =>
  /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password) && /[!-\/:-@[-`{-~]/.test(password);

const str = () => z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).trim();

/** No control characters or bidirectional overrides (they disguise what a name or title says). */
const WITHOUT_LINE_CONTROLS = /^[^\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/;
/** The same, but tab and line breaks are allowed: plain-text bodies use them. */
const WITHOUT_TEXT_CONTROLS =
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
const NO_CONTROLS = 'must not contain control or text-direction characters';

/** A one-line string: trimmed, without control characters. */
const line = () => str().regex(WITHOUT_LINE_CONTROLS, NO_CONTROLS);

const requiredText = (min: number, max: number) =>
  line()
    .min(min, min <= 1 ? 'is required' : `must have at least ${min} characters`)
    .max(max, `must have at most ${max} characters`);

const email = line().toLowerCase().max(LIMITS.emailMax, 'is too long').email('is not a valid email address');

const newPassword = z
  .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
  .min(1, 'is required')
  .max(LIMITS.passwordMax, 'is too long')
  .refine(
    isStrongPassword,
    'must contain a number, a lowercase letter, an uppercase letter and a special character',
  );

const contact = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
  str()
    .min(1, 'is required')
    .max(LIMITS.contactMax, 'is too long')
    .regex(/^[0-9+\-() ]+$/, 'may only contain digits, spaces, +, - and parentheses')
    .refine((v) => /\d/.test(v), 'must contain digits'),
);

/** An id in a payload: a positive integer (a string of digits is accepted, as from a select). */
const idRef = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ required_error: 'is required', invalid_type_error: 'must be an id' })
    .int('must be an id')
    .positive('must be an id'),
);

const orgName = requiredText(LIMITS.orgNameMin, LIMITS.nameMax);

const nonEmpty = <T extends Record<string, unknown>>(value: T) =>
  Object.values(value).some((v) => v !== undefined);
const NOTHING = { message: 'nothing to change: send at least one field' };

// ---- auth ---------------------------------------------------------------------------------------

export const tokenRequestSchema = z.object({
  email: str().min(1, 'is required'),
  password: z
    .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
    .min(1, 'is required'),
});

export const refreshRequestSchema = z.object({
  refresh: z
    .string({ required_error: 'is required', invalid_type_error: 'must be a string' })
    .min(1, 'is required'),
});

// ---- people -------------------------------------------------------------------------------------

export const newPersonSchema = z.object({
  email,
  password: newPassword,
  first_name: requiredText(1, LIMITS.nameMax),
  last_name: requiredText(1, LIMITS.nameMax),
  contact,
});

export const newConsultantSchema = newPersonSchema.extend({ department: idRef.optional() });

export const userPatchSchema = z
  .object({
    email: email.optional(),
    first_name: requiredText(1, LIMITS.nameMax).optional(),
    last_name: requiredText(1, LIMITS.nameMax).optional(),
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

export const newCompanySchema = z.object({ name: orgName, admin: idRef, time_zone: timeZone.optional() });

export const companyPatchSchema = z
  .object({
    name: orgName.optional(),
    admin: idRef.optional(),
    is_active: z.boolean({ invalid_type_error: 'must be true or false' }).optional(),
    time_zone: timeZone.optional(),
  })
  .refine(nonEmpty, NOTHING);

export const newDepartmentSchema = z.object({ name: orgName, admin: idRef });

export const departmentPatchSchema = z
  .object({ name: orgName.optional(), admin: idRef.optional() })
  .refine(nonEmpty, NOTHING);

export const projectInputSchema = z.object({ name: requiredText(LIMITS.projectNameMin, LIMITS.nameMax) });

// ---- tasks and drafts ---------------------------------------------------------------------------

const taskFields = {
  title: requiredText(1, LIMITS.titleMax),
  body: str().min(1, 'is required').regex(WITHOUT_TEXT_CONTROLS, NO_CONTROLS),
  duration: z
    .number({ required_error: 'is required', invalid_type_error: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(LIMITS.durationMin, `must be at least ${LIMITS.durationMin} minute`)
    .max(LIMITS.durationMax, 'is too large'),
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

/** Validates a JSON body against `schema`; throws 400 naming the first bad field. */
export function parseBody<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) {
    throw invalid(undefined, 'The request body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length ? String(issue.path[0]) : undefined;
  throw invalid(field, field ? `${field} ${issue.message}` : issue.message);
}
