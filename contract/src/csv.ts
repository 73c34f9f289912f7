/**
 * @app/contract/csv: the one CSV line writer of the product, with its guard against spreadsheet
 * formulas: the browser's exports and the server's streamed audit export both write through it.
 */

/**
 * Where a spreadsheet may begin a cell inside our text: at its start and after a ';' (Excel in a
 * semicolon locale splits a comma CSV on ';', quotes or not), a ',' (a reader ignoring quotes) or
 * a line break. A cell there runs as a formula when, after spaces and quotes, it starts with one
 * of = + - @ tab or carriage return.
 */
const FORMULA_START = /(^|[;,\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/**
 * A value as the text of its cell. Text that would begin a formula at any of those places gets an
 * apostrophe before its sign (shown as text). A finite number is written as it is, a negative one
 * too, except as a line's first cell: read by semicolons, that cell runs on over the rest of the
 * line up to a ';', so there it is guarded like text. Anything else is text.
 */
function cellText(value: unknown, startsLine: boolean): string {
  if (value == null) return '';
  if (typeof value === 'number' && Number.isFinite(value) && !(startsLine && value < 0)) return String(value);
  return String(value).replace(FORMULA_START, "$1$2'");
}

/** A cell holding a quote, a separator of either reading or a line break is quoted. */
function csvField(value: unknown, startsLine: boolean): string {
  const text = cellText(value, startsLine);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (no line break) of `values`, each cell guarded and quoted as needed. */
export const csvLine = (values: readonly unknown[]): string =>
  values.map((value, i) => csvField(value, i === 0)).join(',');
