import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import {
  Button,
  DataTable,
  DetailHeader,
  Icon,
  LABELS,
  MESSAGES,
  addTaskAtom,
  canAddTaskFor,
  canChangeTasksOf,
  createDraft,
  createTask,
  deleteTask,
  encodeId,
  formatDuration,
  formatTotalWorkingHours,
  listTasks,
  notify,
  sumDurations,
  updateTask,
  useRouteId,
  userAtom,
  type Column,
  type SessionUser,
  type Task,
  type TaskInput,
  BadLinkRedirect,
  PageUnavailable,
  unavailableFor,
  useAppValue,
  useAppSetter,
} from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';
import { TaskDetailsModal } from '../tasks/TaskDetailsModal';
import { TaskFilters } from '../tasks/TaskFilters';
import { TaskFormModal } from '../tasks/TaskFormModal';
import { useCompanyProjects } from '../tasks/useCompanyProjects';
import { useTaskFilters } from '../tasks/useTaskFilters';
import { useVisibleTasks } from '../tasks/useVisibleTasks';

const COLUMNS: Column<Task>[] = [
  { key: 'title' },
  { key: 'duration', render: (task) => formatDuration(task.duration) },
  { key: 'project_name' },
];

/** '/employee/:id': the task list of that employee. */
export function TasksPage() {
  const user = useAppValue(userAtom);
  const employeeId = useRouteId();
  if (!user) return <Navigate to="/" replace />;
  if (employeeId === null) return <BadLinkRedirect />;
  // a new employee starts with fresh filters and dialogs
  return <Tasks key={employeeId} user={user} employeeId={employeeId} />;
}

/** The first name of the user row the page was opened from (navigation state), if any. */
function firstNameFrom(state: unknown): string | null {
  const row = state as { first_name?: unknown; name?: unknown } | null;
  if (typeof row?.first_name === 'string' && row.first_name.trim()) return row.first_name.trim();
  if (typeof row?.name === 'string' && row.name.trim()) return row.name.trim().split(/\s+/)[0];
  return null;
}

type Editing = { kind: 'add' } | { kind: 'edit'; task: Task };

function Tasks({ user, employeeId }: { user: SessionUser; employeeId: number }) {
  const firstName = firstNameFrom(useLocation().state);
  const isOwn = user.user_id === employeeId;
  const mayAdd = canAddTaskFor(user, employeeId);
  const mayChange = canChangeTasksOf(user, employeeId);
  const mayDraft = isOwn && user.role === 'employee';
  const addLocalDraft = useAppSetter(addTaskAtom);
  const {
    items: tasks,
    setItems: setTasks,
    replace,
    removeOptimistically,
    loading,
    failedStatus,
  } = useApiList(queryKeys.tasks(employeeId), () => listTasks(employeeId));
  const projects = useCompanyProjects(employeeId, mayAdd || mayChange);
  const [filters, setFilters] = useTaskFilters();
  const visible = useVisibleTasks(tasks, filters);
  // the CSV writer is fetched when it is first asked for: it is not part of the page's first load
  const exportCsv = async () => {
    const { downloadTasksCsv } = await import('../tasks/exportTasksCsv');
    downloadTasksCsv(visible, filters.start, filters.end);
  };
  const [viewing, setViewing] = useState<Task | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const projectName = (id: number | null) => projects.find((p) => p.id === id)?.name ?? null;

  const add = async (input: TaskInput): Promise<boolean> => {
    const result = await createTask(employeeId, input);
    if (!result.ok) {
      notify({ ...MESSAGES.taskAddFailed, mode: 'error' });
      return false;
    }
    setTasks((list) => [result.data, ...list]);
    notify({ ...MESSAGES.taskUploaded, mode: 'success' });
    return true;
  };

  // a draft the server refuses is kept in this browser, so nothing typed is lost
  const saveDraft = async (input: TaskInput): Promise<boolean> => {
    const result = await createDraft(employeeId, input);
    if (result.ok) {
      notify({ ...MESSAGES.draftSaved, mode: 'success' });
      return true;
    }
    addLocalDraft({
      ...input,
      project_name: projectName(input.project),
      created_at: new Date().toISOString(),
      owner: employeeId,
    });
    notify({ ...MESSAGES.draftKeptLocally, mode: 'error' });
    return true;
  };

  const saveEdit = async (task: Task, input: TaskInput): Promise<boolean> => {
    const result = await updateTask(task.id, input);
    if (!result.ok) {
      notify({ ...MESSAGES.taskUpdateFailed, mode: 'error' });
      return false;
    }
    replace(result.data);
    notify({ ...MESSAGES.taskUpdated, mode: 'success' });
    return true;
  };

  const remove = async (task: Task) => {
    if (!(await removeOptimistically(task, () => deleteTask(task.id))))
      notify({ ...MESSAGES.deleteFailed, mode: 'error' });
  };

  const heading = firstName ? LABELS.tasksFor(firstName) : LABELS.tasks;

  // someone else's list the server refuses (403), or an unknown user (404): say so, with no Add button
  const unavailable = unavailableFor(failedStatus);
  if (unavailable) return <PageUnavailable reason={unavailable} />;
  return (
    <section className="tt-employee-page">
      <DetailHeader
        title={heading}
        count={visible.length}
        onAdd={mayAdd ? () => setEditing({ kind: 'add' }) : undefined}
        addLabel="Add task"
      />
      {mayDraft && (
        <nav className="tt-page-links" aria-label="My lists">
          <Link to={`/employee/saved_tasks/${encodeId(employeeId)}`}>{LABELS.pendingTasks}</Link>
          <Link to={`/employee/todos/${encodeId(employeeId)}`}>{LABELS.todos}</Link>
        </nav>
      )}
      <TaskFilters values={filters} onChange={setFilters} />
      <div className="tt-task-summary">
        <p role="status">Total working hours: {formatTotalWorkingHours(sumDurations(visible))}</p>
        <Button contain outline disabled={!visible.length} onClick={() => void exportCsv()}>
          <Icon name="download" size={18} />
          Export CSV
        </Button>
      </div>
      <DataTable
        label={heading}
        rows={visible}
        columns={COLUMNS}
        loading={loading && !tasks.length}
        actions={{
          view: true,
          edit: mayChange ? (task) => setEditing({ kind: 'edit', task }) : undefined,
          delete: mayChange ? (task) => void remove(task) : undefined,
        }}
        onShowBody={setViewing}
        emptyMessage={LABELS.noTasks}
      />
      {viewing && <TaskDetailsModal task={viewing} onClose={() => setViewing(null)} />}
      {editing?.kind === 'add' && (
        <TaskFormModal
          title={LABELS.addTask}
          projects={projects}
          submitLabel="Add task"
          onSubmit={add}
          onSaveDraft={mayDraft ? saveDraft : undefined}
          onClose={() => setEditing(null)}
          keepKey={`${user.user_id}:add:${employeeId}`}
        />
      )}
      {editing?.kind === 'edit' && (
        <TaskFormModal
          title={LABELS.editTask}
          task={editing.task}
          projects={projects}
          submitLabel="Save changes"
          onSubmit={(input) => saveEdit(editing.task, input)}
          onClose={() => setEditing(null)}
          keepKey={`${user.user_id}:task:${editing.task.id}`}
        />
      )}
    </section>
  );
}
