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
  type Column,
  type Draft,
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
import { draftRows, type DraftRow } from '../drafts/draftRows';
import { publishAllDrafts } from '../drafts/publishDrafts';
import { useSaveDraft } from '../drafts/useSaveDraft';
import { useOwnLocalList } from '../local/ownLocalList';
import { TaskDetailsModal } from '../tasks/TaskDetailsModal';
import { TaskFormModal } from '../tasks/TaskFormModal';
import { useCompanyProjects } from '../tasks/useCompanyProjects';

const NO_DRAFTS: Draft[] = [];

const COLUMNS: Column<DraftRow>[] = [
  { key: 'title' },
  { key: 'duration', render: (row) => formatDuration(row.duration) },
  { key: 'project_name' },
  {
    key: 'source',
    label: 'SAVED',
    render: (row) => (row.source === 'server' ? 'On the server' : 'On this device only'),
  },
];

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
    const saved = !!draft && (await updating.run({ draft, input }));
    notify(
      saved ? { ...MESSAGES.taskUpdated, mode: 'success' } : { ...MESSAGES.taskUpdateFailed, mode: 'error' },
    );
    return saved;
  };

  const remove = async (row: DraftRow) => {
    if (row.source === 'local') {
      removeLocal(row.sourceId);
      return;
    }
    const draft = serverDrafts.find((d) => d.id === row.sourceId);
    if (draft && !(await deleting.run(draft))) notify({ ...MESSAGES.deleteFailed, mode: 'error' });
  };

  // the writes read the drafts, the tasks and what they change again, whatever the outcome
  const publish = async () => {
    setBusy(true);
    const outcome = await publishAllDrafts({
      serverDrafts,
      localDrafts: local,
      save: creating.mutateAsync,
      publish: publishing.mutateAsync,
      onLocalSaved: removeLocal,
    });
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) {
      notify({ ...MESSAGES.publishSuccess, mode: 'success' });
      navigate(`/employee/${encodeId(userId)}`);
      return;
    }
    notify({ ...outcome.message, mode: 'error' });
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
            disabled={!rows.length || draftsRead.loading}
            loading={busy}
          >
            {LABELS.publishTasks}
          </Button>
        </div>
      </PageHeading>
      <DataTable
        label={LABELS.pendingTasks}
        rows={rows}
        columns={COLUMNS}
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
