import type { WeekStatus } from '@app/shared';
import { WEEK_STATUS_LABELS } from '../policy';

/** A week's state as a labelled pill (its colour by state, its word always shown). */
export function WeekStatusBadge({ status }: { status: WeekStatus }) {
  return <span className={`tt-week-status tt-week-status--${status}`}>{WEEK_STATUS_LABELS[status]}</span>;
}
