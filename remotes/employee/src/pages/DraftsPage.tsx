import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  Button,
  DataTable,
  Icon,
  LABELS,
  MESSAGES,
  PageHeading,
  PublishConfirmDialog,
  encodeId,
  formatDuration,
  formatTotalWorkingHours,
  notify,
  removeTaskAtom,
  replaceTaskAtom,
  sumDurations,
  tasksAtom,
  useRouteId,
  userAtom,
  refusalNotice,
  type Column,
  type Draft,
  type PublishRefusal,
  type TaskInput,
  useAppValue,
  useAppSetter,
} from '@app/shared';
import {
  useCompanyDay,
  useCreateDraft,
  useDeleteDraft,
  useDrafts,
  usePublishDrafts,
  useUpdateDraft,
  BadLinkRedirect,
  ReadFailed,
} from '@app/shared/query';
import { DRAFT_TEXTS, WEEK_MESSAGES } from '@app/shared/policy';
import { dayInWords, weekRangeLabel } from '@app/shared/weeks';
import { draftRows, type DraftRow } from '../drafts/draftRows';
import { publishAllDrafts } from '../drafts/publishDrafts';
import { useSaveDraft } from '../drafts/useSaveDraft';
import { useOwnLocalList } from '../local/ownLocalList';
import { TaskDetailsModal } from '../tasks/TaskDetailsModal';
import { TaskFormModal } from '../tasks/TaskFormModal';
import { useCompanyProjects } from '../tasks/useCompanyProjects';
import { weekLockedNotice } from '../weeks/weekLockedNotice';

const NO_DRAFTS: Draft[] = [];

/** A draft's day in words; one without a day becomes a task of the day it is published. */
const draftDay = (row: DraftRow) => (row.worked_on ? dayInWords(row.worked_on) : DRAFT_TEXTS.noDay);

/** The table's columns; `chosen` says which drafts 'Publish tasks' publishes, `choose` changes it. */
const columnsOf = (
  chosen: (row: DraftRow) => boolean,
  choose: (row: DraftRow, on: boolean) => void,
): Column<DraftRow>[] => [
  { key: 'title' },
  { key: 'worked_on', label: DRAFT_TEXTS.dayColumn, render: draftDay },
  { key: 'duration', render: (row) => formatDuration(row.duration) },
  { key: 'project_name' },
  {
    key: 'source',
    label: 'SAVED',
    render: (row) => (row.source === 'server' ? 'On the server' : 'On this device only'),
  },
  {
    key: 'publish',
    label: DRAFT_TEXTS.publishColumn,
    render: (row) => (
      <label className="tt-draft-choice">
        <input
          type="checkbox"
          checked={chosen(row)}
          onChange={(event) => choose(row, event.target.checked)}
        />
        <span className="tt-sr-only">Publish {row.title}</span>
      </label>
    ),
  },
];

/** The drafts the last publish kept: each one's title and day, and its week's state in words. */
function KeptDrafts({ kept, rows }: { kept: readonly PublishRefusal[]; rows: readonly DraftRow[] }) {
  if (!kept.length) return null;
  return (
    <div className="tt-kept-drafts" role="status">
      <strong>{DRAFT_TEXTS.kept}</strong>
      <ul>
        {kept.map((refusal) => {
          const title = rows.find((row) => row.source === 'server' && row.sourceId === refusal.draft)?.title;
          return (
            <li key={refusal.draft}>
              {title ?? `Draft ${refusal.draft}`} ({dayInWords(refusal.worked_on)}):{' '}
              {WEEK_MESSAGES.locked(weekRangeLabel(refusal.week), refusal.status).body}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A refused write's notice: the locked week in words, else the server's reason, else `notice`. */
const refusedNotice = (
  notice: { title: string; body: string },
  failure: { status: number; error: Parameters<typeof weekLockedNotice>[0] },
) => weekLockedNotice(failure.error) ?? refusalNotice(notice, failure);

/** '/employee/saved_tasks/:id': the owner's drafts; other users go to '/'. */
export function DraftsPage() {
  const user = useAppValue(userAtom);
  const routeId = useRouteId();
  if (!user) return <Navigate to="/" replace />;
  if (routeId === null) return <BadLinkRedirect />;
  // drafts and todos are their owner's alone: anyone else goes to '/'
  if (routeId !== user.user_id) return <Navigate to="/" replace />;
  return <Drafts userId={user.user_id} />;
}

/**
 * 'Pending Task(s)' with their total time and 'Publish tasks'. The list is
 * the user's drafts on the server plus those only this browser holds (the server refused them or
 * they were generated on '/tests'); publishing turns exactly the drafts shown into tasks.
 */
function Drafts({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const draftsRead = useDrafts(userId);
  const serverDrafts = draftsRead.data ?? NO_DRAFTS;
  const creating = useCreateDraft(userId);
  const updating = useUpdateDraft(userId);
  const deleting = useDeleteDraft(userId);
  const publishing = usePublishDrafts(userId);
  const today = useCompanyDay(userId).data?.today ?? null;
  const local = useOwnLocalList(tasksAtom, userId);
  const replaceLocal = useAppSetter(replaceTaskAtom);
  const removeLocal = useAppSetter(removeTaskAtom);
  const projects = useCompanyProjects(userId, true);
  // a draft added here that the server refuses is kept in this browser, as on the task list
  const saveDraft = useSaveDraft(userId, projects);
  const rows = useMemo(() => draftRows(serverDrafts, local), [serverDrafts, local]);
  const [viewing, setViewing] = useState<DraftRow | null>(null);
  const [editing, setEditing] = useState<DraftRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // the drafts left out of 'Publish tasks' (every draft is chosen until she unticks it)
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  // the drafts the last publish kept, each with why (its week takes no writes)
  const [kept, setKept] = useState<PublishRefusal[]>([]);
  const chosenRows = rows.filter((row) => !leftOut.has(row.id));
  const columns = useMemo(
    () =>
      columnsOf(
        (row) => !leftOut.has(row.id),
        (row, on) =>
          setLeftOut((before) => {
            const next = new Set(before);
            if (on) next.delete(row.id);
            else next.add(row.id);
            return next;
          }),
      ),
    [leftOut],
  );

  const saveEdit = async (row: DraftRow, input: TaskInput): Promise<boolean> => {
    if (row.source === 'local') {
      const original = local.find((d) => d.id === row.sourceId);
      if (original) {
        const projectName = projects.find((p) => p.id === input.project)?.name ?? null;
        replaceLocal({ ...original, ...input, project_name: projectName });
      }
      notify({ ...MESSAGES.taskUpdated, mode: 'success' });
      return true;
    }
    const draft = serverDrafts.find((d) => d.id === row.sourceId);
    if (!draft) return false;
    const outcome = await updating.attempt({ draft, input });
    notify(
      outcome.ok
        ? { ...MESSAGES.taskUpdated, mode: 'success' }
        : { ...refusedNotice(MESSAGES.taskUpdateFailed, outcome), mode: 'error' },
    );
    return outcome.ok;
  };

  const remove = async (row: DraftRow) => {
    if (row.source === 'local') {
      removeLocal(row.sourceId);
      return;
    }
    const draft = serverDrafts.find((d) => d.id === row.sourceId);
    if (!draft) return;
    const outcome = await deleting.attempt(draft);
    if (!outcome.ok) notify({ ...refusedNotice(MESSAGES.deleteFailed, outcome), mode: 'error' });
  };

  // the writes read the drafts, the tasks and what they change again, whatever the outcome
  const publish = async () => {
    setBusy(true);
    const chosen = new Set(chosenRows.map((row) => row.id));
    const outcome = await publishAllDrafts({
      serverDrafts: serverDrafts.filter((d) => chosen.has(d.id)),
      localDrafts: local.filter((d) => chosen.has(-d.id)),
      save: creating.mutateAsync,
      publish: publishing.mutateAsync,
      onLocalSaved: removeLocal,
    });
    setBusy(false);
    setConfirming(false);
    if (!outcome.ok) {
      notify({ ...outcome.message, mode: 'error' });
      return;
    }
    setKept(outcome.refused);
    // some kept: she stays here, where each kept draft says why, to delete or move it
    if (outcome.refused.length) {
      notify({ ...WEEK_MESSAGES.publishedPartly(outcome.published, outcome.refused.length), mode: 'error' });
      return;
    }
    notify({ ...MESSAGES.publishSuccess, mode: 'success' });
    navigate(`/employee/${encodeId(userId)}`);
  };

  // drafts the server could not list: say so in place of the page (never 'No results found'),
  // with nothing to publish or add over a list that is not known
  if (draftsRead.failedStatus !== null && !draftsRead.data)
    return <ReadFailed status={draftsRead.failedStatus} onRetry={draftsRead.reload} />;
  return (
    <section className="tt-employee-page">
      <PageHeading
        title={LABELS.pendingTasks}
        subtitle={`Total: ${formatTotalWorkingHours(sumDurations(rows))}`}
      >
        <div className="tt-drafts-actions">
          <Button contain outline onClick={() => setAdding(true)}>
            <Icon name="add" size={18} />
            {LABELS.add('draft')}
          </Button>
          <Button
            contain
            onClick={() => setConfirming(true)}
            disabled={!chosenRows.length || draftsRead.loading}
            loading={busy}
          >
            {LABELS.publishTasks}
          </Button>
        </div>
      </PageHeading>
      <KeptDrafts kept={kept} rows={rows} />
      <DataTable
        label={LABELS.pendingTasks}
        rows={rows}
        columns={columns}
        loading={draftsRead.loading && !rows.length}
        cacheMode
        actions={{ view: true, edit: setEditing, delete: (row) => void remove(row) }}
        onShowBody={setViewing}
      />
      {viewing && <TaskDetailsModal task={viewing} onClose={() => setViewing(null)} />}
      {adding && (
        <TaskFormModal
          title={LABELS.add('draft')}
          projects={projects}
          today={today}
          submitLabel="Save draft"
          onSubmit={saveDraft}
          onClose={() => setAdding(false)}
          keepKey={`${userId}:add draft`}
        />
      )}
      {editing && (
        <TaskFormModal
          title={LABELS.editTask}
          task={editing}
          projects={projects}
          today={today}
          submitLabel="Save changes"
          onSubmit={(input) => saveEdit(editing, input)}
          onClose={() => setEditing(null)}
          keepKey={`${userId}:draft:${editing.source}:${editing.sourceId}`}
        />
      )}
      {confirming && (
        <PublishConfirmDialog
          loading={busy}
          onConfirm={() => void publish()}
          onCancel={() => !busy && setConfirming(false)}
        />
      )}
    </section>
  );
}
