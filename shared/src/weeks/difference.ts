import { formatDuration } from '@app/shared';

/** Signed minutes against the target: '+1 HR 30 Mins', '-45 Mins', '0'. */
export function differenceLabel(total: number, target: number): string {
  const difference = total - target;
  if (difference === 0) return '0';
  return `${difference > 0 ? '+' : '-'}${formatDuration(Math.abs(difference))}`;
}
