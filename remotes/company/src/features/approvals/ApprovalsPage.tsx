import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  type Column,
  DataTable,
  DetailHeader,
  formatDuration,
  notify,
  refusalNotice,
  Select,
  type TimesheetSummary,
  useSessionUser,
  weekPath,
  type WeekStatus,
} from '@app/shared';
import {
  ReadFailed,
  useCompanyOfUser,
  useDecideWeek,
  useTimesheets,
  useWaitingWeeks,
} from '@app/shared/query';
import { addDays, todayIn } from '@app/shared/days';
import {
  WAITING_WEEKS_TEXTS,
  WEEK_MESSAGES,
  WEEK_STATUSES,
  WEEK_STATUS_LABELS,
  may,
  useActor,
} from '@app/shared/policy';
import { HolidaysSection } from './HolidaysSection';
import {
  NoteDialog,
  WEEK_CSS,
  WeekNav,
  WeekStatusBadge,
  differenceLabel,
  useWeekParam,
  weekRangeLabel,
} from '@app/shared/weeks';

type Row = TimesheetSummary & { id: number };

export interface ApprovalsPageProps {
  companyId: number;
  /** a department's lead sees their department */
  departmentId: number | null;
}

/**
 * 'Approvals': the weeks of the consultants in the viewer's scope for one week (last week at
 * first, any week by its arrows, kept in the URL), each with total, target, difference and state;
 * a submitted week is approved or rejected (with a comment) one by one or all selected at once.
 * The heading's badge counts every week waiting in the viewer's scope, whatever week is shown, and
 * a button goes to the oldest of them. Below, the company's holidays from this week on
 * (the representative adds and removes them).
 */
export function ApprovalsPage({ companyId, departmentId }: ApprovalsPageProps) {
  const user = useSessionUser();
  const actor = useActor();
  const zone = useCompanyOfUser(user?.user_id ?? 0).data?.time_zone ?? null;
  const today = zone ? todayIn(zone) : null;
  const [weekStart, goToWeek] = useWeekParam(today ? addDays(today, -7) : null);
  const [status, setStatus] = useState<WeekStatus | ''>('');
  const query = useMemo(
    () =>
      weekStart ? { week: weekStart, ...(departmentId !== null && { department: departmentId }) } : null,
    [weekStart, departmentId],
  );
  const weeks = useTimesheets(companyId, query);
  const deciding = useDecideWeek();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<readonly number[] | null>(null);
  const [busy, setBusy] = useState(false);

  const rows: Row[] = useMemo(
    () =>
      (weeks.data ?? [])
        .filter((week) => !status || week.status === status)
        .map((week) => ({ ...week, id: week.user })),
    [weeks.data, status],
  );
  // every week waiting in her scope, whatever week is shown
  const waitingRead = useWaitingWeeks(companyId, departmentId);
  const waiting = waitingRead.data?.waiting ?? null;
  const oldestWaiting = waitingRead.data?.oldest_week ?? null;
  const chosen = rows.filter((row) => selected.has(row.user) && row.status === 'submitted');

  /** Decides the weeks of `users` one after another; says how many landed and what refused. */
  const decide = async (
    users: readonly number[],
    decision: { action: 'approve' } | { action: 'reject'; comment: string },
  ) => {
    if (!weekStart) return false;
    setBusy(true);
    let landed = 0;
    let changedMeanwhile = false;
    // the last refusal other than a decision made meanwhile, whose reason is said
    let refused: { status: number; error: { field?: string; detail?: string } | null } | null = null;
    for (const person of users) {
      const outcome = await deciding.attempt({ user: person, week: weekStart, ...decision });
      if (outcome.ok) landed += 1;
      else if (outcome.status === 409) changedMeanwhile = true;
      else refused = outcome;
    }
    setBusy(false);
    setSelected(new Set());
    if (changedMeanwhile) notify({ ...WEEK_MESSAGES.changedMeanwhile, mode: 'error' });
    else if (landed < users.length)
      notify({
        ...(refused ? refusalNotice(WEEK_MESSAGES.actionFailed, refused) : WEEK_MESSAGES.actionFailed),
        mode: 'error',
      });
    else if (decision.action === 'approve')
      notify({
        ...(users.length === 1 ? WEEK_MESSAGES.approved : WEEK_MESSAGES.approvedMany(landed)),
        mode: 'success',
      });
    else
      notify({
        ...(users.length === 1 ? WEEK_MESSAGES.rejected : WEEK_MESSAGES.rejectedMany(landed)),
        mode: 'success',
      });
    return landed > 0 || changedMeanwhile;
  };

  const toggle = (person: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(person)) next.delete(person);
      else next.add(person);
      return next;
    });

  const columns: Column<Row>[] = [
    {
      key: 'name',
      render: (row) => (
        <Link to={weekPath(row.user, weekStart)} state={{ name: row.name }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'department_name', label: 'DEPARTMENT', render: (row) => row.department_name ?? 'None' },
    { key: 'total_duration', label: 'TOTAL', render: (row) => formatDuration(row.total_duration) },
    { key: 'target_duration', label: 'TARGET', render: (row) => formatDuration(row.target_duration) },
    {
      key: 'difference',
      label: 'DIFFERENCE',
      render: (row) => differenceLabel(row.total_duration, row.target_duration),
    },
    { key: 'status', label: 'STATE', render: (row) => <WeekStatusBadge status={row.status} /> },
    {
      key: 'decide',
      label: 'DECIDE',
      render: (row) =>
        row.status === 'submitted' ? (
          <span className="tt-week-row-actions">
            <label className="tt-week-choice">
              <input
                type="checkbox"
                className="tt-week-select"
                aria-label={`Select the week of ${row.name}`}
                checked={selected.has(row.user)}
                onChange={() => toggle(row.user)}
              />
            </label>
            <Button contain disabled={busy} onClick={() => void decide([row.user], { action: 'approve' })}>
              Approve
            </Button>
            <Button contain outline disabled={busy} onClick={() => setRejecting([row.user])}>
              Reject
            </Button>
          </span>
        ) : (
          '—'
        ),
    },
  ];

  if (weeks.failedStatus !== null && !weeks.data)
    return <ReadFailed status={weeks.failedStatus} onRetry={weeks.reload} />;
  return (
    <section className="tt-approvals-page">
      <style>{WEEK_CSS}</style>
      <DetailHeader title="Approvals" count={waiting ?? undefined} />
      <p className="tt-form-hint tt-waiting-weeks">
        <span>
          {waiting !== null
            ? WAITING_WEEKS_TEXTS.count(waiting)
            : waitingRead.failedStatus !== null
              ? WAITING_WEEKS_TEXTS.unreachable
              : WAITING_WEEKS_TEXTS.counting}
        </span>
        {oldestWaiting && oldestWaiting !== weekStart && (
          <Button outline onClick={() => goToWeek(oldestWaiting)}>
            {WAITING_WEEKS_TEXTS.oldest(weekRangeLabel(oldestWaiting))}
          </Button>
        )}
      </p>
      <WeekNav weekStart={weekStart} today={today} onGo={goToWeek} />
      <div className="tt-week-actions">
        <Select
          label="State"
          value={status}
          onChange={(value) => setStatus(value as WeekStatus | '')}
          options={[
            { value: '', label: 'All' },
            ...WEEK_STATUSES.map((value) => ({ value, label: WEEK_STATUS_LABELS[value] })),
          ]}
        />
        <Button
          contain
          disabled={busy || !chosen.length}
          onClick={() =>
            void decide(
              chosen.map((row) => row.user),
              { action: 'approve' },
            )
          }
        >
          Approve selected ({chosen.length})
        </Button>
        <Button
          contain
          outline
          disabled={busy || !chosen.length}
          onClick={() => setRejecting(chosen.map((row) => row.user))}
        >
          Reject selected ({chosen.length})
        </Button>
      </div>
      <DataTable
        label="Approvals"
        rows={rows}
        columns={columns}
        loading={weeks.loading || !weekStart}
        emptyMessage="No consultants' weeks to show"
        rowLabel={(row) => row.name}
      />
      <HolidaysSection
        companyId={companyId}
        today={today}
        canSet={!!actor && may.setHolidays(actor, companyId)}
      />
      {rejecting && (
        <NoteDialog
          title={rejecting.length === 1 ? 'Reject week' : `Reject ${rejecting.length} weeks`}
          note="comment"
          confirmLabel="Reject"
          onConfirm={(comment) => decide(rejecting, { action: 'reject', comment })}
          onCancel={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
