import { formatDuration } from '@app/shared';
import { TARGET_MESSAGES, TARGET_TEXTS } from '@app/shared/policy';

/** Brought by the badge itself: the pages that show it carry no week styles otherwise. */
const UNDER_TARGET_CSS = `
.tt-under-target{display:inline-block;margin-left:8px;padding:0 8px;border:1px solid currentColor;border-radius:999px;font-size:.75rem;font-weight:600;line-height:1.5;white-space:nowrap;vertical-align:middle;color:#8a5a00;background:#fff4d6}
[data-theme='dark'] .tt-under-target{color:#ffd27a;background:#3a2c0a}
@media (max-width:767px){.tt-under-target{display:table;margin:4px 0 0;white-space:normal}}
`;

export interface UnderTargetBadgeProps {
  /** the minutes of the week so far */
  done: number;
  /** the target minutes of the week's days up to today (PerformanceRow.weekly_target) */
  target: number | null | undefined;
}

/**
 * The performance tables' flag of a consultant whose week so far is under its target: a pill
 * 'Under target', its full text ('Under target: X of Y') as its title and what assistive
 * technology reads; nothing when the week is at or over its target (or no target is known).
 */
export function UnderTargetBadge({ done, target }: UnderTargetBadgeProps) {
  if (typeof target !== 'number' || !(done < target)) return null;
  const detail = TARGET_TEXTS.underTargetDetail(formatDuration(done), formatDuration(target));
  return (
    <span className="tt-under-target" title={detail}>
      <style href="tt-under-target" precedence="default">
        {UNDER_TARGET_CSS}
      </style>
      <span aria-hidden="true">{TARGET_MESSAGES.underTarget}</span>
      {/* read after the cell's own text: a space first, as the pill's margin shows one */}
      <span className="tt-sr-only">{` ${detail}`}</span>
    </span>
  );
}
