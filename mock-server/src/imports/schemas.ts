/** What an import takes: its query (the format, the file's time zone, the options, the mapping) and the file. */
import type { ImportFloor, ImportQuery } from '@app/contract';
import { IMPORT_FORMATS } from '@app/contract/imports';
import { z } from 'zod';
import { day, lengthWithin, line, timeZoneName, type Payload } from '../kernel/input';

/** 'true' or 'false', as a query string says it. */
const flag = z
  .enum(['true', 'false'], { errorMap: () => ({ message: "must be 'true' or 'false'" }) })
  .transform((v) => v === 'true')
  .optional();

/** The header of a column: one line of at most 200 characters; empty: the field is read from no column. */
const column = lengthWithin(line(), { max: 200 }).optional();

export const importQuerySchema = z.object({
  format: z.enum(IMPORT_FORMATS, {
    errorMap: () => ({ message: `must be one of ${IMPORT_FORMATS.join(', ')}` }),
  }),
  time_zone: timeZoneName('Europe/Berlin'),
  dry_run: flag,
  create_projects: flag,
  email_column: column,
  day_column: column,
  time_column: column,
  minutes_column: column,
  project_column: column,
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
