import type { ImportField, ImportQuery } from '@app/shared';
import { IMPORT_FIELDS } from '@app/shared/imports';

/**
 * A file chosen for the import: its name, its bytes (what is sent: the server reads a CSV file's
 * in the encoding chosen or detected, a workbook's as a workbook), the content type they go with,
 * and a CSV file's text as UTF-8 (for its header's columns before a check; none for a workbook).
 */
export interface ChosenFile {
  name: string;
  text: string;
  bytes: ArrayBuffer;
  type: string;
}

/** A file's text (UTF-8), read in the browser. */
export function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** A file's bytes, read in the browser. */
export function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/** The column a field is read from: a column's name, or '' for none. */
export type Mapping = Partial<Record<ImportField, string>>;

/**
 * The columns of a file's header (its first line), as far as the browser can tell before the
 * server has read it: a comma or semicolon list, quotes honoured, a byte order mark dropped. Only
 * offered while the server has not named the columns itself (a check refused for a column).
 */
export function headerColumns(text: string): string[] {
  const line = firstRecord(text.replace(/^\uFEFF/, ''));
  const delimiter = !line.includes(',') && line.includes(';') ? ';' : ',';
  const columns: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      columns.push(current.trim());
      current = '';
    } else current += char;
  }
  columns.push(current.trim());
  return columns.filter((column) => column !== '');
}

/** The file's first record: up to the first line break outside quotes. */
function firstRecord(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return text.slice(0, i);
  }
  return text;
}

/** The `<field>_column` parameters of the columns the user chose ('' sent as is: no column). */
export function mappingQuery(mapping: Mapping): Partial<ImportQuery> {
  const query: Partial<Record<`${ImportField}_column`, string>> = {};
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field];
    if (column !== undefined) query[`${field}_column`] = column;
  }
  return query;
}

/** The field a refusal's `field` names by its `<field>_column` parameter; null for any other. */
export function columnField(field: string | undefined): ImportField | null {
  const match = /^(\w+)_column$/.exec(field ?? '');
  const name = match?.[1];
  return name && (IMPORT_FIELDS as readonly string[]).includes(name) ? (name as ImportField) : null;
}
