import { Link } from 'react-router-dom';
import { weekPath, type RejectedWeek } from '@app/shared';
import { REJECTED_WEEKS_TEXTS } from '@app/shared/policy';
import { weekRangeLabel } from '@app/shared/weeks';

/** Her rejected weeks, each in words with who rejected it, the comment and a link to the week. */
export function RejectedWeeksList({ userId, weeks }: { userId: number; weeks: readonly RejectedWeek[] }) {
  return (
    <section className="tt-rejected-weeks" aria-labelledby="tt-rejected-weeks-title">
      <h2 id="tt-rejected-weeks-title">{REJECTED_WEEKS_TEXTS.heading(weeks.length)}</h2>
      <ul>
        {weeks.map((week) => (
          <li key={week.week_start}>
            <strong>{weekRangeLabel(week.week_start)}</strong>
            {REJECTED_WEEKS_TEXTS.rejectedBy(week.by_name, week.comment)}{' '}
            <Link to={weekPath(userId, week.week_start)}>{REJECTED_WEEKS_TEXTS.open}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
