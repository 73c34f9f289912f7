import { LIMITS } from '@app/contract';

/** Table text: beyond 60 characters, the first 57 plus '...'; 1000 with `noLimit`. */
export function truncateText(text: string | number | null | undefined, noLimit = false): string {
  const value = text == null ? '' : String(text);
  const limit = noLimit ? LIMITS.tableTextLengthNoLimit : LIMITS.tableTextLength;
  return value.length > limit ? `${value.slice(0, limit - 3)}...` : value;
}

/** A count badge caps at '99+'. */
export function countBadge(count: number): string {
  return count > LIMITS.badgeMax ? `${LIMITS.badgeMax}+` : String(count);
}

const COLUMN_LABELS: Record<string, string> = {
  created_at: 'DATE',
  project_name: 'PROJECT',
  admin_email: 'EMAIL',
  admin_contact: 'CONTACT',
};

/** Upper-case column label; a few keys are renamed. */
export function columnLabel(key: string): string {
  return COLUMN_LABELS[key] ?? key.replace(/_/g, ' ').toUpperCase();
}
