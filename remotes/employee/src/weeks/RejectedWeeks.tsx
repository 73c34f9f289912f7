import { Link } from 'react-router-dom';
import { Button, weekPath } from '@app/shared';
import { useRejectedWeeks } from '@app/shared/query';
import { weekRangeLabel } from '@app/shared/weeks';

/**
 * Where a consultant lands (her task list): each week of hers rejected and not resubmitted yet,
 * with who rejected it and the comment, and a link to the week. Nothing when there is none; a
 * list that cannot be read says so.
 */
export function RejectedWeeks({ userId }: { userId: number }) {
  const read = useRejectedWeeks(userId);
  if (read.failedStatus !== null && !read.data)
    return (
      <p className="tt-rejected-weeks" role="status">
        Rejected weeks could not be checked: the server cannot be reached.{' '}
        <Button outline onClick={read.reload}>
          Try again
        </Button>
      </p>
    );
  if (!read.data?.length) return null;
  return (
    <section className="tt-rejected-weeks" aria-labelledby="tt-rejected-weeks-title">
      <h2 id="tt-rejected-weeks-title">
        {read.data.length === 1 ? 'A week was rejected' : `${read.data.length} weeks were rejected`}
      </h2>
      <ul>
        {read.data.map((week) => (
          <li key={week.week_start}>
            <strong>{weekRangeLabel(week.week_start)}</strong>, rejected by {week.by_name}: “{week.comment}”{' '}
            <Link to={weekPath(userId, week.week_start)}>Open the week</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
