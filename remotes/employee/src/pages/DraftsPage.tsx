import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  Button,
  DataTable,
  LABELS,
  MESSAGES,
  PageHeading,
  PublishConfirmDialog,
  deleteDraft,
  encodeId,
  formatDuration,
  formatTotalWorkingHours,
  listDrafts,
  notify,
  removeTaskAtom,
  replaceTaskAtom,
  sumDurations,
  tasksAtom,
  updateDraft,
  useRouteId,
  userAtom,
  type Column,
  type TaskInput,
  BadLinkRedirect,
  useAppValue,
  useAppSetter,
} from '@app/shared';
import { invalidateAfterWrite, queryKeys, useApiList, useQueryClient } from '@app/shared/query';
import { draftRows, type DraftRow } from '../drafts/draftRows';
import { publishAllDrafts } from '../drafts/publishDrafts';
import { useOwnLocalList } from '../local/ownLocalList';
import { TaskDetailsModal } from '../tasks/TaskDetailsModal';
import { TaskFormModal } from '../tasks/TaskFormModal';
import { useCompanyProjects } from '../tasks/useCompanyProjects';

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
  const queries = useQueryClient();
  const server = useApiList(queryKeys.drafts(userId), () => listDrafts(userId));
  const local = useOwnLocalList(tasksAtom, userId);
  const replaceLocal = useAppSetter(replaceTaskAtom);
  const removeLocal = useAppSetter(removeTaskAtom);
  const projects = useCompanyProjects(userId, true);
  const rows = useMemo(() => draftRows(server.items, local), [server.items, local]);
  const [viewing, setViewing] = useState<DraftRow | null>(null);
  const [editing, setEditing] = useState<DraftRow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [publishing, setPublishing] = useState(false);

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
    const result = await updateDraft(row.sourceId, input);
    if (!result.ok) {
      notify({ ...MESSAGES.taskUpdateFailed, mode: 'error' });
      return false;
    }
    server.replace(result.data);
    notify({ ...MESSAGES.taskUpdated, mode: 'success' });
    return true;
  };

  const remove = async (row: DraftRow) => {
    if (row.source === 'local') {
      removeLocal(row.sourceId);
      return;
    }
    const draft = server.items.find((d) => d.id === row.sourceId);
    if (!draft) return;
    if (!(await server.removeOptimistically(draft, () => deleteDraft(draft.id))))
      notify({ ...MESSAGES.deleteFailed, mode: 'error' });
  };

  const publish = async () => {
    setPublishing(true);
    const outcome = await publishAllDrafts({
      userId,
      serverDrafts: server.items,
      localDrafts: local,
      onLocalSaved: removeLocal,
    });
    setPublishing(false);
    setConfirming(false);
    // published drafts are tasks now (and local ones saved before a failure are drafts on the server)
    invalidateAfterWrite(queries, queryKeys.drafts(userId));
    if (outcome.ok) {
      notify({ ...MESSAGES.publishSuccess, mode: 'success' });
      navigate(`/employee/${encodeId(userId)}`);
      return;
    }
    notify({ ...outcome.message, mode: 'error' });
    server.reload();
  };

  return (
    <section className="tt-employee-page">
      <PageHeading
        title={LABELS.pendingTasks}
        subtitle={`Total: ${formatTotalWorkingHours(sumDurations(rows))}`}
      >
        <Button
          contain
          onClick={() => setConfirming(true)}
          disabled={!rows.length || server.loading}
          loading={publishing}
        >
          {LABELS.publishTasks}
        </Button>
      </PageHeading>
      <DataTable
        label={LABELS.pendingTasks}
        rows={rows}
        columns={COLUMNS}
        loading={server.loading && !rows.length}
        cacheMode
        actions={{ view: true, edit: setEditing, delete: (row) => void remove(row) }}
        onShowBody={setViewing}
      />
      {viewing && <TaskDetailsModal task={viewing} onClose={() => setViewing(null)} />}
      {editing && (
        <TaskFormModal
          title={LABELS.editTask}
          task={editing}
          projects={projects}
          submitLabel="Save changes"
          onSubmit={(input) => saveEdit(editing, input)}
          onClose={() => setEditing(null)}
          keepKey={`${userId}:draft:${editing.source}:${editing.sourceId}`}
        />
      )}
      {confirming && (
        <PublishConfirmDialog
          loading={publishing}
          onConfirm={() => void publish()}
          onCancel={() => !publishing && setConfirming(false)}
        />
      )}
    </section>
  );
}
