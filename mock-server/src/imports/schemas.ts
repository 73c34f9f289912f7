/** What an import takes: its query (the format, the file's time zone, the options, the mapping) and the file. */
import { isRecordId, textLength, type ImportFloor, type ImportQuery } from '@app/contract';
import { IMPORT_ENCODINGS, IMPORT_FORMATS } from '@app/contract/imports';
import { WITHOUT_LINE_CONTROLS } from '@app/contract/server-rules';
import { z } from 'zod';
import { day, lengthWithin, line, timeZoneName, type Payload } from '../kernel/input';
import { personKey } from './people';

/** 'true' or 'false', as a query string says it. */
const flag = z
  .enum(['true', 'false'], { errorMap: () => ({ message: "must be 'true' or 'false'" }) })
  .transform((v) => v === 'true')
  .optional();

/** The most people one import's `people` may name. */
const PEOPLE_MAX = 1000;

/**
 * What is wrong with `people` (a JSON object from a person as the file writes them, one line of at
 * most 200 characters, to a consultant's id or to null to skip their rows), or its choices by
 * personKey.
 */
function readPeople(text: string): { problem: string } | { chosen: Map<string, number | null> } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { problem: 'must be a JSON object from people to ids (or null)' };
  const entries = Object.entries(value);
  if (entries.length > PEOPLE_MAX) return { problem: `must name at most ${PEOPLE_MAX} people` };
  const chosen = new Map<string, number | null>();
  for (const [person, id] of entries) {
    const name = person.trim();
    if (!name || textLength(name) > 200 || !WITHOUT_LINE_CONTROLS.test(name))
      return { problem: 'must name each person in one line of 1 to 200 characters' };
    if (id !== null && !isRecordId(id))
      return { problem: `must give "${name}" a consultant's id, or null to skip their rows` };
    chosen.set(personKey(name), id);
  }
  return { chosen };
}

const people = z
  .string()
  .superRefine((text, context) => {
    const read = readPeople(text);
    if ('problem' in read) context.addIssue({ code: 'custom', message: read.problem });
  })
  .optional();

/** The choices of a `people` the query schema took (none: an empty map). */
export function chosenPeople(text: string | undefined): Map<string, number | null> {
  const read = text === undefined ? null : readPeople(text);
  return read && 'chosen' in read ? read.chosen : new Map();
}

/** The header of a column: one line of at most 200 characters; empty: the field is read from no column. */
const column = lengthWithin(line(), { max: 200 }).optional();

export const importQuerySchema = z.object({
  format: z.enum(IMPORT_FORMATS, {
    errorMap: () => ({ message: `must be one of ${IMPORT_FORMATS.join(', ')}` }),
  }),
  time_zone: timeZoneName('Europe/Berlin'),
  encoding: z
    .enum(['auto', ...IMPORT_ENCODINGS], {
      errorMap: () => ({ message: `must be one of auto, ${IMPORT_ENCODINGS.join(', ')}` }),
    })
    .optional(),
  people,
  day_order: z
    .enum(['auto', 'mdy', 'dmy'], { errorMap: () => ({ message: "must be 'auto', 'mdy' or 'dmy'" }) })
    .optional(),
  short_entries: z
    .enum(['skip', 'round_up'], { errorMap: () => ({ message: "must be 'skip' or 'round_up'" }) })
    .optional(),
  dry_run: flag,
  create_projects: flag,
  email_column: column,
  day_column: column,
  time_column: column,
  end_column: column,
  minutes_column: column,
  project_column: column,
  client_column: column,
  title_column: column,
  description_column: column,
}) satisfies Payload<ImportQuery>;

/** The file, as text: something must be sent. */
export const importFileSchema = z
  .string({ invalid_type_error: 'must be the CSV file, sent as text' })
  .refine(
    (text) => text.trim() !== '',
    'is required: send the CSV file as the body',
  ) satisfies Payload<string>;

export type ImportQueryData = z.output<typeof importQuerySchema>;

/** PATCH /import_floor/{company}: a day of the product's range (the route checks it is not after today). */
export const importFloorSchema = z.object({ earliest_day: day() }) satisfies Payload<ImportFloor>;
