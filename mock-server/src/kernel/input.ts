/**
 * The pieces every request schema is made of: strings trimmed, without control characters, ids
 * that can name a record, and each payload's fields built from the contract's table of field rules
 * (FIELD_RULES of @app/contract, which the client's forms read too, so both accept the same
 * values). Each resource declares its payloads with them; `parseInput` (run by `route` before any
 * handler) first makes every string well-formed Unicode and refuses a NUL, then turns the first
 * problem into 400 {error:'invalid', detail, field}.
 */
import {
  FIELD_CHECKS,
  isRecordId,
  MAX_RECORD_ID,
  textLength,
  type FieldCheck,
  type FieldRule,
} from '@app/contract';
import { isSupportedDay, SUPPORTED_DAY_RULE, SUPPORTED_DAYS } from '@app/contract/days';
import { WITHOUT_LINE_CONTROLS } from '@app/contract/server-rules';
import { z } from 'zod';
import { invalid } from './errors';
import { canonicalTimeZone } from './time';

/**
 * What the API's document says of a schema beyond what zod states itself (a length counted in
 * characters, a day's format, an id's bounds): read by the document's generator (../openapi),
 * keyed by the schema's definition.
 */
export const DOCUMENTED = new WeakMap<z.ZodTypeDef, Record<string, unknown>>();

/** `schema`, with `annotation` in the API's document. */
export function documented<S extends z.ZodTypeAny>(schema: S, annotation: Record<string, unknown>): S {
  DOCUMENTED.set(schema._def, { ...DOCUMENTED.get(schema._def), ...annotation });
  return schema;
}

/** A payload schema whose parsed value is the contract's type for that payload. */
export type Payload<T> = z.ZodType<T, z.ZodTypeDef, unknown>;

export const str = () =>
  z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).trim();

export const NO_CONTROLS = 'must not contain control or text-direction characters';

/** A one-line string: trimmed, without control characters. */
export const line = () => str().regex(WITHOUT_LINE_CONTROLS, NO_CONTROLS);

/** An IANA time zone name, in its canonical spelling; refused with `example` as the name to write. */
export const timeZoneName = (example: string) =>
  line().transform((v, ctx) => {
    const zone = canonicalTimeZone(v);
    if (zone === null)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `must be an IANA time zone name such as '${example}'`,
      });
    return zone ?? v;
  });

/**
 * A day the API takes (in a body or a query string): a real calendar day within the product's
 * SUPPORTED_DAYS, else 400 naming the field and the rule. A query parameter given twice is refused.
 */
export const day = () =>
  documented(
    z
      .string({ required_error: 'is required', invalid_type_error: `${SUPPORTED_DAY_RULE}, given once` })
      .refine(isSupportedDay, SUPPORTED_DAY_RULE),
    {
      format: 'date',
      description: `A real date written YYYY-MM-DD, from ${SUPPORTED_DAYS.first} to ${SUPPORTED_DAYS.last}`,
    },
  );

/**
 * `text` within a length counted in characters (code points, as the database counts them): `min`
 * and `max` both included, each with its own words.
 */
export const lengthWithin = <S extends z.ZodType<string, z.ZodTypeDef, unknown>>(
  text: S,
  { min, max }: { min?: number; max?: number },
) =>
  documented(
    text.superRefine((value, ctx) => {
      const length = textLength(value);
      if (min !== undefined && length < min)
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: min === 1 ? 'is required' : `must have at least ${min} characters`,
        });
      else if (max !== undefined && length > max)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must have at most ${max} characters` });
    }),
    // JSON Schema counts a string's length in characters (code points) too
    { ...(min !== undefined && { minLength: min }), ...(max !== undefined && { maxLength: max }) },
  );

/** A secret as typed (not trimmed): present. */
export const secret = () =>
  z.string({ required_error: 'is required', invalid_type_error: 'must be a string' }).min(1, 'is required');

/**
 * An id in a payload or a query: what can name a record (`isRecordId`: 1 to 2^31 - 1, the
 * database's integer), else 400 naming the field (a string of digits is accepted, as from a select).
 */
export const recordId = (message: string, required = 'is required') =>
  documented(
    z.number({ required_error: required, invalid_type_error: message }).refine(isRecordId, message),
    { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID },
  );

export const idRef = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  recordId('must be an id'),
);

/** What the server says when a field fails a named check of its rule. */
const CHECK_DETAILS: Record<FieldCheck, string> = {
  oneLine: NO_CONTROLS,
  multiLine: NO_CONTROLS,
  email: 'is not a valid email address',
  phoneNumber: "must be a phone number: digits, optionally grouped by spaces, '-' or brackets, after a '+'",
  strongPassword: 'must contain a number, a lowercase letter, an uppercase letter and a special character',
  visibleContent: 'is required',
};

/** The schema a field's rule gives: an id, a whole number or a string. */
type SchemaOf<R extends FieldRule> = R extends { kind: 'id' }
  ? typeof idRef
  : z.ZodType<R extends { kind: 'wholeNumber' } ? number : string, z.ZodTypeDef, unknown>;

/** The schema of one field, from its rule in the contract's table (FIELD_RULES). */
export function fieldSchema<R extends FieldRule>(rule: R): SchemaOf<R> {
  return fieldSchemaOf(rule) as SchemaOf<R>;
}

function fieldSchemaOf(rule: FieldRule): z.ZodTypeAny {
  switch (rule.kind) {
    case 'id':
      return idRef;
    case 'day':
      // the rule's own range (not after today, not too far back) needs the company's today:
      // checked by the resource
      return day();
    case 'wholeNumber': {
      const whole = 'must be a whole number';
      return z
        .number({ required_error: 'is required', invalid_type_error: whole })
        .int(whole)
        .min(rule.min, `must be at least ${rule.min}`)
        .max(rule.max, `must be at most ${rule.max}`);
    }
    default: {
      let text =
        rule.kind === 'text'
          ? str()
          : z.string({ required_error: 'is required', invalid_type_error: 'must be a string' });
      if (rule.lowerCase) text = text.toLowerCase();
      const min = Math.max(rule.required ? 1 : 0, rule.minLength ?? 0);
      // the lengths are said to the document by lengthWithin; an email's format here
      const checked = (rule.checks ?? []).reduce<z.ZodTypeAny>(
        (schema, check) => schema.refine(FIELD_CHECKS[check], CHECK_DETAILS[check]),
        lengthWithin(text, { min: min || undefined, max: rule.maxLength }),
      );
      return rule.checks?.includes('email') ? documented(checked, { format: 'email' }) : checked;
    }
  }
}

/** The schemas of a payload's fields, from their rules. */
export const fieldSchemas = <R extends Readonly<Record<string, FieldRule>>>(rules: R) =>
  Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, fieldSchema(rule)])) as {
    [K in keyof R]: SchemaOf<R[K]>;
  };

export const isActive = () => z.boolean({ invalid_type_error: 'must be true or false' });

/** A patch: its fields, of which at least one must be sent. */
export const patchOf = <T extends z.ZodRawShape>(shape: T) =>
  documented(
    z.object(shape).refine((value) => Object.values(value).some((v) => v !== undefined), {
      message: 'nothing to change: send at least one field',
    }),
    { minProperties: 1 },
  );

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

/**
 * The field names an object schema takes, through the wrappers a payload schema is built with
 * (refinements, optional, nullable, defaults; each member of a union); null when `schema` is no
 * object (a file, a list).
 */
export function fieldsOf(schema: z.ZodTypeAny): Set<string> | null {
  const def = schema._def as {
    typeName?: string;
    schema?: z.ZodTypeAny;
    innerType?: z.ZodTypeAny;
    options?: z.ZodTypeAny[];
  };
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodObject:
      return new Set(Object.keys((schema as z.AnyZodObject).shape));
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return fieldsOf(def.schema!);
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
    case z.ZodFirstPartyTypeKind.ZodDefault:
      return fieldsOf(def.innerType!);
    case z.ZodFirstPartyTypeKind.ZodUnion: {
      const members = def.options!.map(fieldsOf);
      if (members.some((m) => m === null)) return null;
      return new Set(members.flatMap((m) => [...m!]));
    }
    default:
      return null;
  }
}

/**
 * Refuses a body field its call does not take (400 naming it), as the API's document says
 * (`additionalProperties: false`): a misspelt field is never silently dropped.
 */
export function refuseUnknownFields(fields: Set<string> | null, body: unknown): void {
  if (fields === null || body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const unknown = Object.keys(body).find((key) => !fields.has(key));
  if (unknown !== undefined)
    throw invalid(unknown, `${unknown} is not a field of this call (it takes: ${[...fields].join(', ')})`);
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

/** Validates a body sent as text (a file) against `schema`; throws 400 naming `field`. */
export function parseText<S extends z.ZodTypeAny>(schema: S, text: string, field: string): z.output<S> {
  const result = schema.safeParse(wellFormed(text, field));
  if (result.success) return result.data;
  throw invalid(field, `${field} ${result.error.issues[0].message}`);
}
