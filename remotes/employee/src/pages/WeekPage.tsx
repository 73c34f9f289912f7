import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  Button,
  LABELS,
  MESSAGES,
  DetailHeader,
  notify,
  useRouteId,
  userAtom,
  useAppValue,
  type SessionUser,
  type TaskInput,
  type Timesheet,
  refusalNotice,
} from '@app/shared';
import { WEEK_MESSAGES, allowsTransition, type WeekAction } from '@app/shared/policy';
import { momentInZoneWords } from '@app/shared/days';
import {
  BadLinkRedirect,
  ReadFailed,
  useCompanyDay,
  useCreateDraft,
  useDecideWeek,
  useTimesheet,
} from '@app/shared/query';
import {
  NoteDialog,
  WEEK_CSS,
  WeekNav,
  WeekStatusBadge,
  useWeekParam,
  weekRangeLabel,
} from '@app/shared/weeks';
import { TaskFormModal } from '../tasks/TaskFormModal';
import { useCompanyProjects } from '../tasks/useCompanyProjects';
import { weekLockedNotice } from '../weeks/weekLockedNotice';
import { WeekGrid } from '../weeks/WeekGrid';
import { componentOnDemand, remoteFeature } from '@app/shared/areas';
import type * as Audit from 'company/Audit';
import type { HistoryButtonProps } from 'company/Audit';

// the audit trail is the company remote's: its History button loads from the company's live
// release with this page, not ahead of it
const HistoryButton = remoteFeature<typeof Audit, HistoryButtonProps>(
  'company',
  'Audit',
  'history',
  (module) => module.HistoryButton,
);

// loaded when 'Copy last week' is first asked for, not with the page
const CopyWeekDialog = componentOnDemand('dialog', () =>
  import('../weeks/CopyWeekDialog').then((m) => m.CopyWeekDialog),
);

/** '/employee/week/:id?week=': a consultant's week. */
export function WeekPage() {
  const user = useAppValue(userAtom);
  const employeeId = useRouteId();
  if (!user) return <Navigate to="/" replace />;
  if (employeeId === null) return <BadLinkRedirect />;
  return <Week key={employeeId} viewer={user} employeeId={employeeId} />;
}

const DONE: Record<WeekAction, { title: string; body: string }> = {
  submit: WEEK_MESSAGES.submitted,
  withdraw: WEEK_MESSAGES.withdrawn,
  approve: WEEK_MESSAGES.approved,
  reject: WEEK_MESSAGES.rejected,
  reopen: WEEK_MESSAGES.reopened,
};

/** The first name of the row the page was opened from (navigation state), if any. */
const firstNameFrom = (state: unknown): string | null => {
  const name = (state as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.trim() ? name.trim().split(/\s+/)[0] : null;
};

/**
 * The week of a consultant (Monday to Sunday in her company's calendar; this week at first, any
 * week by its arrows, kept in the URL): minutes by project and day against the targets, its state
 * with the last decision and its history. The consultant submits or withdraws it and adds drafts to
 * its open days; her department's lead or company's representative approves or rejects it (with a
 * comment); the representative reopens an approved week (with a reason). The server decides.
 */
function Week({ viewer, employeeId }: { viewer: SessionUser; employeeId: number }) {
  const firstName = firstNameFrom(useLocation().state);
  const company = useCompanyDay(employeeId);
  const today = company.data?.today ?? null;
  // her week's events are kept in her company's trail, named by her id and the week's Monday
  const companyId = company.data?.id ?? null;
  const zone = company.data?.time_zone ?? null;
  const [weekStart, goToWeek] = useWeekParam(today);
  const read = useTimesheet(employeeId, weekStart);
  const deciding = useDecideWeek();
  const isOwner = viewer.user_id === employeeId && viewer.role === 'employee';
  const isManager = !isOwner && (viewer.role === 'company_admin' || viewer.role === 'department_admin');
  const isRepresentative = !isOwner && viewer.role === 'company_admin';
  const projects = useCompanyProjects(employeeId, isOwner);
  const creatingDraft = useCreateDraft(employeeId);
  const [addingOn, setAddingOn] = useState<string | null>(null);
  const [noting, setNoting] = useState<'reject' | 'reopen' | null>(null);
  const [copying, setCopying] = useState(false);
  const [busy, setBusy] = useState(false);

  const week: Timesheet | null = read.data;
  const decide = async (action: WeekAction, note?: string): Promise<boolean> => {
    if (!weekStart) return false;
    setBusy(true);
    const input =
      action === 'reject'
        ? { user: employeeId, action, week: weekStart, comment: note ?? '' }
        : action === 'reopen'
          ? { user: employeeId, action, week: weekStart, reason: note ?? '' }
          : { user: employeeId, action, week: weekStart };
    const outcome = await deciding.attempt(input);
    setBusy(false);
    if (outcome.ok) notify({ ...DONE[action], mode: 'success' });
    else if (outcome.status === 409) notify({ ...WEEK_MESSAGES.changedMeanwhile, mode: 'error' });
    else notify({ ...refusalNotice(WEEK_MESSAGES.actionFailed, outcome), mode: 'error' });
    return outcome.ok || outcome.status === 409;
  };

  const saveDraft = async (input: TaskInput): Promise<boolean> => {
    const outcome = await creatingDraft.attempt(input);
    if (outcome.ok) {
      notify({ ...MESSAGES.draftSaved, mode: 'success' });
      read.reload();
      return true;
    }
    notify({ ...(weekLockedNotice(outcome.error) ?? WEEK_MESSAGES.actionFailed), mode: 'error' });
    return false;
  };

  // the week waits for the company's day: a day that cannot be read says so too (never a
  // 'Loading the week' that never ends), and heals with it
  if (company.failedStatus !== null && !company.data)
    return <ReadFailed status={company.failedStatus} onRetry={company.reload} />;
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  const status = week?.status;
  const open = status === 'open' || status === 'rejected';
  const draftDays = new Set(
    week && isOwner && open && today ? week.days.map((d) => d.day).filter((day) => day <= today) : [],
  );
  const last = week?.history.at(-1);
  const can = (action: WeekAction) => !!status && allowsTransition(action, status);
  return (
    <section className="tt-employee-page tt-week-page">
      <style>{WEEK_CSS}</style>
      <DetailHeader title={firstName ? `${LABELS.week} of ${firstName}` : LABELS.week} />
      <WeekNav weekStart={weekStart} today={today} onGo={goToWeek} />
      {!week ? (
        <p role="status">Loading the week</p>
      ) : (
        <>
          <div className="tt-week-actions">
            <WeekStatusBadge status={week.status} />
            {isOwner && can('submit') && (
              <Button contain loading={busy} disabled={busy} onClick={() => void decide('submit')}>
                Submit week
              </Button>
            )}
            {isOwner && can('withdraw') && (
              <Button contain outline loading={busy} disabled={busy} onClick={() => void decide('withdraw')}>
                Withdraw
              </Button>
            )}
            {draftDays.size > 0 && (
              <Button contain outline disabled={busy} onClick={() => setCopying(true)}>
                Copy last week
              </Button>
            )}
            {isManager && can('approve') && (
              <Button contain loading={busy} disabled={busy} onClick={() => void decide('approve')}>
                Approve
              </Button>
            )}
            {isManager && can('reject') && (
              <Button contain outline disabled={busy} onClick={() => setNoting('reject')}>
                Reject
              </Button>
            )}
            {isRepresentative && can('reopen') && (
              <Button contain outline disabled={busy} onClick={() => setNoting('reopen')}>
                Reopen
              </Button>
            )}
            {companyId !== null && (
              // a lead is shown only the weeks of her own department (the server's read): no department to check
              <HistoryButton
                record={{
                  entity: 'week',
                  id: employeeId,
                  company: companyId,
                  subject: employeeId,
                  weekStart: week.week_start,
                }}
                what={weekRangeLabel(week.week_start)}
              />
            )}
          </div>
          {last && (
            <p className="tt-week-decision">
              {decisionWords(last, zone)}
              {last.comment && <> — “{last.comment}”</>}
            </p>
          )}
          <WeekGrid
            week={week}
            addDraft={draftDays.size ? { days: draftDays, onAdd: setAddingOn } : undefined}
          />
          {week.history.length > 0 && (
            <details className="tt-week-history">
              <summary>History ({week.history.length})</summary>
              <ol>
                {week.history.map((entry) => (
                  <li key={`${entry.at}-${entry.status}`}>
                    {decisionWords(entry, zone)}
                    {entry.comment && <> — “{entry.comment}”</>}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      )}
      {addingOn && (
        <TaskFormModal
          title="Add draft"
          projects={projects}
          today={today}
          initialDay={addingOn}
          submitLabel="Save draft"
          onSubmit={saveDraft}
          onClose={() => setAddingOn(null)}
          keepKey={`${viewer.user_id}:week draft:${addingOn}`}
        />
      )}
      {copying && weekStart && today && (
        <CopyWeekDialog
          userId={employeeId}
          weekStart={weekStart}
          today={today}
          onClose={() => setCopying(false)}
        />
      )}
      {noting && (
        <NoteDialog
          title={noting === 'reject' ? 'Reject week' : 'Reopen week'}
          note={noting === 'reject' ? 'comment' : 'reason'}
          confirmLabel={noting === 'reject' ? 'Reject' : 'Reopen'}
          onConfirm={(note) => decide(noting, note)}
          onCancel={() => setNoting(null)}
        />
      )}
    </section>
  );
}

const STATE_WORDS = {
  open: 'Reopened',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;

/**
 * 'Approved by Dan Lead on Nov 24, 2026, 9:15:00 AM': on the company's clocks (`zone`), as the
 * week's History shows its moments, the zone named where the viewer's clocks show another time.
 */
function decisionWords(entry: Timesheet['history'][number], zone: string | null): string {
  return `${STATE_WORDS[entry.status]} by ${entry.by_name} on ${momentInZoneWords(entry.at, zone) ?? entry.at}`;
}
