import { Button } from '@app/shared';
import { componentOnDemand } from '@app/shared/areas';
import { REJECTED_WEEKS_TEXTS } from '@app/shared/policy';
import { useRejectedWeeks } from '@app/shared/query';

// the list (its weeks in words, and the date library that writes them) is fetched only when a week
// was rejected: the task list's first render does not carry it
const RejectedWeeksList = componentOnDemand('rejected weeks', () =>
  import('./RejectedWeeksList').then((module) => module.RejectedWeeksList),
);

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
        {REJECTED_WEEKS_TEXTS.unreachable}{' '}
        <Button outline onClick={read.reload}>
          {REJECTED_WEEKS_TEXTS.retry}
        </Button>
      </p>
    );
  if (!read.data?.length) return null;
  return <RejectedWeeksList userId={userId} weeks={read.data} />;
}
