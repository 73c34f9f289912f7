import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  FIELD_RULES,
  LIMITS,
  Modal,
  Select,
  TextInput,
  Toggle,
  checkTaskForm,
  hasRichTextBody,
  normaliseDuration,
  notify,
  type NewTask,
  type Project,
  type TaskInput,
} from '@app/shared';
import { addDays, workDayProblem } from '@app/shared/days';
import { MONEY_TEXTS } from '@app/shared/money';
import { WORK_DAY_MESSAGES } from '@app/shared/policy';
import { RichTextField } from '../richText/LazyRichText';
import { forgetForm, keepForm, readKeptForm, sameFields, type TaskFormFields } from './keptTaskForm';

/** The fields of a task or draft being edited. */
export interface EditableTask {
  title: string;
  body: string;
  duration: number;
  project: number | null;
  created_at?: string;
  /** its work day 'yyyy-MM-dd' */
  worked_on?: string;
}

export interface TaskFormModalProps {
  /** 'add task' or 'Edit task'. */
  title: string;
  /** The task being edited; absent when adding. */
  task?: EditableTask;
  projects: readonly Project[];
  /**
   * Today in the company's time zone ('yyyy-MM-dd'): the work day's default and latest choice;
   * null while it is not known (the day then goes unsent when untouched: the server's today).
   */
  today: string | null;
  /** the work day a new task or draft starts with (a day picked on the week page); default today */
  initialDay?: string;
  submitLabel: string;
  /** Resolves true when the modal may close (the server accepted it); false keeps what was typed. */
  onSubmit: (input: NewTask) => Promise<boolean>;
  /** Offers 'Save as draft' beside the submit button (a draft is billed as its project is). */
  onSaveDraft?: (input: TaskInput) => Promise<boolean>;
  /**
   * Offers 'Billable' for a new task with a project: on as its project is billed, switched to mark
   * the task otherwise (sent as `billable` only then).
   */
  markBillable?: boolean;
  onClose: () => void;
  /**
   * Names the form for keeping what was typed (see keptTaskForm.ts): closing the dialog keeps it,
   * saving or 'Clear' forgets it. Without a key nothing is kept.
   */
  keepKey?: string;
}

type Busy = null | 'submit' | 'draft';

/** The work day by its rule (FIELD_RULES.task.worked_on), against the company's today once known. */
function workDayNotice(day: string, today: string | null) {
  const rule = FIELD_RULES.task.worked_on;
  const problem = workDayProblem(rule, day, today);
  if (problem === 'invalid') return WORK_DAY_MESSAGES.invalid;
  if (problem === 'future') return WORK_DAY_MESSAGES.future;
  return problem === 'tooOld' ? WORK_DAY_MESSAGES.tooOld(rule.maxDaysBack) : null;
}

/**
 * The 'add task' / 'Edit task' form: title, body (rich text, or plain
 * text for tasks created before 2025-02-23), duration in minutes, the work day (a date input from
 * 366 days back to today, the company's; default today, or the task's day) and the attach-project
 * toggle (on: a project select defaulting to the first project; off: no project). A day is sent
 * only when picked (adding) or changed (editing).
 */
export function TaskFormModal({
  title,
  task,
  projects,
  today,
  initialDay,
  submitLabel,
  onSubmit,
  onSaveDraft,
  onClose,
  keepKey,
  markBillable = false,
}: TaskFormModalProps) {
  const bodyLabelId = useId();
  const initial = useMemo<TaskFormFields>(
    () => ({
      title: task?.title ?? '',
      body: task?.body ?? '',
      duration: task ? String(task.duration) : '',
      attach: task ? task.project !== null : false,
      projectId: task?.project != null ? String(task.project) : '',
      day: task?.worked_on ?? initialDay ?? today ?? '',
      billable: null,
    }),
    [task, initialDay, today],
  );
  const [fields, setFields] = useState<TaskFormFields>(() => (keepKey && readKeptForm(keepKey)) || initial);
  // a fresh editor after 'Clear' (the rich-text editor reads its value once)
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState<Busy>(null);
  const { title: name, body, duration, attach, projectId, day, billable } = fields;
  const set = <K extends keyof TaskFormFields>(field: K, value: TaskFormFields[K]) =>
    setFields((current) => {
      const next = { ...current, [field]: value };
      if (keepKey) {
        if (sameFields(next, initial)) forgetForm(keepKey);
        else keepForm(keepKey, next);
      }
      return next;
    });
  const setName = (value: string) => set('title', value);
  const setBody = (value: string) => set('body', value);
  const setDuration = (value: string) => set('duration', value);
  const setAttach = (value: boolean) => set('attach', value);
  const setProjectId = (value: string) => set('projectId', value);
  const setDay = (value: string) => set('day', value);
  // today known only after the form opened (the company was still being read): the day shows it
  useEffect(() => {
    if (today) setFields((current) => (current.day ? current : { ...current, day: today }));
  }, [today]);
  const typed = !sameFields(fields, initial);
  const clear = () => {
    if (keepKey) forgetForm(keepKey);
    setFields(initial);
    setGeneration((g) => g + 1);
  };
  const richBody = hasRichTextBody(task?.created_at);

  // the select defaults to the first project, also when the list arrives after the form opened
  const chosenProject = attach ? projectId || (projects[0] ? String(projects[0].id) : '') : '';
  const projectBilled = projects.find((p) => String(p.id) === chosenProject)?.billable;
  // the mark only where it differs from the project's: switching back, or to a project billed as
  // marked, is 'as its project'
  const setBillable = (value: boolean) => set('billable', value === projectBilled ? null : value);
  const mark = billable === projectBilled ? null : billable;

  const collect = (): NewTask | null => {
    const project = chosenProject ? Number(chosenProject) : null;
    // a day is sent when another than the default (today, or the edited task's own) is picked: an
    // old task's day is never checked again, and an untouched new task is the server's today
    const workedOn = day && day !== (task ? task.worked_on : today) ? day : undefined;
    const problem =
      checkTaskForm(
        { title: name, body, duration, project, worked_on: workedOn },
        task && { ...task, worked_on: undefined },
      ) ?? (workedOn ? workDayNotice(workedOn, today) : null);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return null;
    }
    return {
      title: name.trim(),
      body,
      duration: normaliseDuration(duration),
      project,
      ...(workedOn && { worked_on: workedOn }),
      ...(markBillable && project !== null && mark !== null && { billable: mark }),
    };
  };

  const run = async (kind: Exclude<Busy, null>, action: (input: NewTask) => Promise<boolean>) => {
    const input = collect();
    if (!input) return;
    setBusy(kind);
    const done = await action(input);
    setBusy(null);
    if (done) {
      if (keepKey) forgetForm(keepKey);
      onClose();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void run('submit', onSubmit);
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Title"
          placeholder="what you worked on"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={LIMITS.titleMaxLength}
          minLength={0}
          icon={null}
        />
        {richBody ? (
          <div className="tt-field">
            <span id={bodyLabelId} className="tt-field-label">
              Body
            </span>
            <RichTextField key={generation} labelId={bodyLabelId} value={body} onChange={setBody} />
          </div>
        ) : (
          <TextInput
            large
            label="Body"
            placeholder="the details of the work"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            minLength={0}
            icon={null}
          />
        )}
        <TextInput
          label="Duration (minutes)"
          type="number"
          placeholder="minutes, e.g. 30"
          inputMode="numeric"
          min={LIMITS.minDuration}
          step={1}
          value={duration}
          onChange={(event) => setDuration(event.target.value)}
          minLength={0}
          icon={null}
        />
        <TextInput
          label="Day"
          type="date"
          value={day}
          max={today ?? undefined}
          min={today ? addDays(today, -LIMITS.workDayMaxDaysBack) : undefined}
          onChange={(event) => setDay(event.target.value)}
          required={false}
          minLength={0}
          icon={null}
        />
        <Toggle
          label="Attach a project"
          checked={attach}
          onChange={setAttach}
          disabled={!projects.length && !attach}
        />
        {attach && (
          <Select
            label="Project"
            value={chosenProject}
            onChange={setProjectId}
            options={projects.map((project) => ({ value: String(project.id), label: project.name }))}
          />
        )}
        {markBillable && attach && projectBilled !== undefined && (
          <>
            <Toggle label={MONEY_TEXTS.billable} checked={mark ?? projectBilled} onChange={setBillable} />
            {mark !== null && (
              <p className="tt-form-hint">
                {mark ? MONEY_TEXTS.taskMarkedBillable : MONEY_TEXTS.taskMarkedNotBillable}
                {onSaveDraft && MONEY_TEXTS.draftBilledAsProject}
              </p>
            )}
          </>
        )}
        {!projects.length && <p className="tt-form-hint">No projects to attach yet.</p>}
        <div className="tt-dialog-actions">
          {typed && (
            <Button contain outline disabled={!!busy} onClick={clear}>
              Clear form
            </Button>
          )}
          {onSaveDraft && (
            <Button
              contain
              outline
              loading={busy === 'draft'}
              disabled={!!busy}
              onClick={() => void run('draft', ({ billable: _mark, ...draft }) => onSaveDraft(draft))}
            >
              Save as draft
            </Button>
          )}
          <Button contain type="submit" loading={busy === 'submit'} disabled={!!busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
