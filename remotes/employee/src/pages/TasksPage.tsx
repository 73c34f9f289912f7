import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import {
  Button,
  DataTable,
  DetailHeader,
  Icon,
  LABELS,
  MESSAGES,
  encodeId,
  weekPath,
  formatDuration,
  formatTotalWorkingHours,
  notify,
  refusalNotice,
  sumDurations,
  useRouteId,
  userAtom,
  type Column,
  type SessionUser,
  type Task,
  type NewTask,
  type TaskInput,
  useAppValue,
} from '@app/shared';
import { componentOnDemand, remoteFeature } from '@app/shared/areas';
import type * as Audit from 'company/Audit';
import type { HistoryDialogProps } from 'company/Audit';
import { MONEY_TEXTS } from '@app/shared/money';
import { canAddTaskFor, canChangeTasksOf, may, readsAuditEventsOf, useActor } from '@app/shared/policy';
import {
  useCreateTask,
  useDeleteTask,
  useTasks,
  useUpdateTask,
  BadLinkRedirect,
  ReadFailed,
} from '@app/shared/query';
import { useSaveDraft } from '../drafts/useSaveDraft';
import { RejectedWeeks } from '../weeks/RejectedWeeks';
import { weekLockedNoticeLater } from '../weeks/weekLockedNoticeLater';
import { billableColumn } from '../tasks/billableColumn';
import { TaskDetailsModal } from '../tasks/TaskDetailsModal';
import { TaskFilters } from '../tasks/TaskFilters';
import { useCompanyProjects } from '../tasks/useCompanyProjects';
import { useTaskFilters } from '../tasks/useTaskFilters';
import { useVisibleTasks } from '../tasks/useVisibleTasks';

const NO_TASKS: Task[] = [];

// the task form (and the day rule it checks a work day with) loads when a task is first added or
// edited, not with the task list
const TaskFormModal = componentOnDemand('dialog', () =>
  import('../tasks/TaskFormModal').then((module) => module.TaskFormModal),
);

// the audit trail is the company remote's: a task's History loads from the company's live release
// when first opened, not with the task list
const HistoryDialog = remoteFeature<typeof Audit, HistoryDialogProps>(
  'company',
  'Audit',
  'dialog',
  (module) => module.HistoryDialog,
);

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
  const tasksRead = useTasks(employeeId);
  const tasks = tasksRead.data ?? NO_TASKS;
  const creating = useCreateTask(employeeId);
  const updating = useUpdateTask(employeeId);
  const deleting = useDeleteTask(employeeId);
  const projects = useCompanyProjects(employeeId, mayAdd || mayChange);
  const [filters, setFilters, timeZone, companyRead] = useTaskFilters(employeeId);
  const visible = useVisibleTasks(tasks, filters, timeZone);
  const today = companyRead.data?.today ?? null;
  // the CSV writer is fetched when it is first asked for: it is not part of the page's first load
  const exportCsv = async () => {
    const { downloadTasksCsv } = await import('../tasks/exportTasksCsv');
    downloadTasksCsv(visible, filters.start, filters.end);
  };
  const [viewing, setViewing] = useState<Task | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  // a task's events are kept in its consultant's company's trail and are about her
  const companyId = companyRead.data?.id ?? null;
  // a department's lead reads no task events: her department is not needed here
  const mayReadHistory =
    companyId !== null &&
    readsAuditEventsOf(
      { id: user.user_id, role: user.role, company: user.company, department: null },
      { entity: 'task', company: companyId, subject: employeeId },
    );
  const [historyOf, setHistoryOf] = useState<Task | null>(null);
  // the representative marks tasks billable or not (approved weeks too, until invoiced)
  const actor = useActor();
  const marksBillable = companyId !== null && !!actor && may.manageMoney(actor, companyId);
  const [marking, setMarking] = useState<number | null>(null);
  const markWith = updating.attempt;
  const mark = useCallback(
    async (task: Task, billed: boolean, projectBilled: boolean) => {
      setMarking(task.id);
      // marked only where it differs from its project's; as its project is: no mark
      const billable = billed === projectBilled ? null : billed;
      const outcome = await markWith({ task, input: { billable } });
      setMarking(null);
      notify(
        outcome.ok
          ? { ...MONEY_TEXTS.taskMarked(billed), mode: 'success' }
          : { ...refusalNotice(MONEY_TEXTS.taskNotMarked, outcome), mode: 'error' },
      );
    },
    [markWith],
  );
  const columns = useMemo(
    () =>
      marksBillable
        ? [...COLUMNS, billableColumn(projects, marking, (...args) => void mark(...args))]
        : COLUMNS,
    [marksBillable, projects, marking, mark],
  );

  const add = async (input: NewTask): Promise<boolean> => {
    const outcome = await creating.attempt(input);
    notify(
      outcome.ok
        ? { ...MESSAGES.taskUploaded, mode: 'success' }
        : { ...((await weekLockedNoticeLater(outcome.error)) ?? MESSAGES.taskAddFailed), mode: 'error' },
    );
    return outcome.ok;
  };

  // a draft the server refuses is kept in this browser, so nothing typed is lost
  const saveDraft = useSaveDraft(employeeId, projects);

  const saveEdit = async (task: Task, input: TaskInput): Promise<boolean> => {
    const outcome = await updating.attempt({ task, input });
    notify(
      outcome.ok
        ? { ...MESSAGES.taskUpdated, mode: 'success' }
        : { ...((await weekLockedNoticeLater(outcome.error)) ?? MESSAGES.taskUpdateFailed), mode: 'error' },
    );
    return outcome.ok;
  };

  const remove = async (task: Task) => {
    const outcome = await deleting.attempt(task);
    if (!outcome.ok)
      notify({ ...((await weekLockedNoticeLater(outcome.error)) ?? MESSAGES.deleteFailed), mode: 'error' });
  };

  const heading = firstName ? LABELS.tasksFor(firstName) : LABELS.tasks;

  // someone else's list the server refuses (403), an unknown user (404), or no answer: say so, in
  // place of the list (never 'no tasks' and zero hours), with no Add button
  if (tasksRead.failedStatus !== null && !tasksRead.data)
    return <ReadFailed status={tasksRead.failedStatus} onRetry={tasksRead.reload} />;
  // without the company's time zone no day can be counted: say why instead of loading for ever
  if (companyRead.failedStatus !== null && !companyRead.data)
    return <ReadFailed status={companyRead.failedStatus} onRetry={companyRead.reload} />;
  return (
    <section className="tt-employee-page">
      <DetailHeader
        title={heading}
        count={visible.length}
        onAdd={mayAdd ? () => setEditing({ kind: 'add' }) : undefined}
        addLabel="Add task"
      />
      <nav className="tt-page-links" aria-label={mayDraft ? 'My lists' : 'Lists'}>
        <Link to={weekPath(employeeId)} state={firstName ? { name: firstName } : undefined}>
          {LABELS.week}
        </Link>
        {mayDraft && (
          <>
            <Link to={`/employee/saved_tasks/${encodeId(employeeId)}`}>{LABELS.pendingTasks}</Link>
            <Link to={`/employee/todos/${encodeId(employeeId)}`}>{LABELS.todos}</Link>
          </>
        )}
      </nav>
      {mayDraft && <RejectedWeeks userId={employeeId} />}
      <TaskFilters values={filters} onChange={setFilters} timeZone={timeZone} />
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
        columns={columns}
        loading={tasksRead.loading || !timeZone}
        actions={{
          view: true,
          extra: mayReadHistory ? { label: LABELS.history, icon: 'logs', run: setHistoryOf } : undefined,
          edit: mayChange ? (task) => setEditing({ kind: 'edit', task }) : undefined,
          delete: mayChange ? (task) => void remove(task) : undefined,
        }}
        onShowBody={setViewing}
        emptyMessage={LABELS.noTasks}
      />
      {viewing && <TaskDetailsModal task={viewing} onClose={() => setViewing(null)} />}
      {historyOf && companyId !== null && (
        <HistoryDialog
          record={{ entity: 'task', id: historyOf.id, company: companyId, subject: employeeId }}
          what={historyOf.title}
          onClose={() => setHistoryOf(null)}
        />
      )}
      {editing?.kind === 'add' && (
        <TaskFormModal
          title={LABELS.addTask}
          projects={projects}
          today={today}
          submitLabel="Add task"
          onSubmit={add}
          onSaveDraft={mayDraft ? saveDraft : undefined}
          markBillable
          onClose={() => setEditing(null)}
          keepKey={`${user.user_id}:add:${employeeId}`}
        />
      )}
      {editing?.kind === 'edit' && (
        <TaskFormModal
          title={LABELS.editTask}
          task={editing.task}
          projects={projects}
          today={today}
          submitLabel="Save changes"
          onSubmit={(input) => saveEdit(editing.task, input)}
          onClose={() => setEditing(null)}
          keepKey={`${user.user_id}:task:${editing.task.id}`}
        />
      )}
    </section>
  );
}
