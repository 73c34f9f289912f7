import { formatCreatedAt, formatRelative } from './dates';
import { truncateText } from './text';

/** Date columns other than created_at, shown as relative time. */
const RELATIVE_DATE_COLUMNS = new Set(['date_joined']);

/** A data-table cell: created_at as a full date, other dates relative, text cut to length. */
export function formatCell(key: string, value: unknown, noLimit = false): string {
  if (key === 'created_at') return formatCreatedAt(value as string);
  if (RELATIVE_DATE_COLUMNS.has(key)) return formatRelative(value as string);
  if (value == null || typeof value === 'object') return '';
  return truncateText(String(value), noLimit);
}
