import { useMemo, useState, type FormEvent } from 'react';
import { Button, FIELD_RULES, Modal, Toggle, formatDuration, notify, type Task } from '@app/shared';
import { addDays } from '@app/shared/days';
import { COPY_MESSAGES, WEEK_MESSAGES } from '@app/shared/policy';
import { ReadFailed, useCopyToDrafts, useDrafts, useTasks } from '@app/shared/query';
import { dayInWords } from '@app/shared/weeks';
import { weekLockedNotice } from './weekLockedNotice';

export interface CopyWeekDialogProps {
  userId: number;
  /** the Monday of the week the drafts go to */
  weekStart: string;
  /** today in the company's calendar: later days are not copied yet */
  today: string;
  onClose: () => void;
}

interface Choice {
  chosen: boolean;
  /** as typed (minutes) */
  duration: string;
}

const DURATION = FIELD_RULES.task.duration;
const isDuration = (text: string) => {
  const value = Number(text);
  return /^\d+$/.test(text.trim()) && value >= DURATION.min && value <= DURATION.max;
};

/**
 * 'Copy last week': last week's tasks, each to become a draft on the same weekday of this week
 * with its title, body and project. Durations are typed, or copied when 'Copy durations' is on; a
 * day still to come is shown but cannot be chosen yet, nor a task in her drafts already (copied
 * before). Everything chosen is copied at once, or nothing (the server's answer is said as it is).
 */
export function CopyWeekDialog({ userId, weekStart, today, onClose }: CopyWeekDialogProps) {
  const tasks = useTasks(userId);
  const drafts = useDrafts(userId);
  const copying = useCopyToDrafts(userId);
  // the tasks a draft of hers was copied from: not copied twice (the server skips them too)
  const copiedAlready = useMemo(
    () => new Set((drafts.data ?? []).map((draft) => draft.copied_from).filter((id) => id !== null)),
    [drafts.data],
  );
  const lastWeekStart = addDays(weekStart, -7);
  const lastWeek = useMemo(
    () =>
      (tasks.data ?? [])
        .filter((t: Task) => t.worked_on >= lastWeekStart && t.worked_on < weekStart)
        .sort((a, b) => a.worked_on.localeCompare(b.worked_on) || a.id - b.id),
    [tasks.data, lastWeekStart, weekStart],
  );
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [withDurations, setWithDurations] = useState(false);
  const [busy, setBusy] = useState(false);

  const toCome = (task: Task) => addDays(task.worked_on, 7) > today;
  /** a task that cannot be chosen: its day is still to come, or it is in her drafts already */
  const unavailable = (task: Task) => toCome(task) || copiedAlready.has(task.id);
  const choiceOf = (task: Task): Choice =>
    choices[task.id] ?? { chosen: !unavailable(task), duration: withDurations ? String(task.duration) : '' };
  const change = (task: Task, next: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [task.id]: { ...choiceOf(task), ...next } }));
  const copyDurations = (on: boolean) => {
    setWithDurations(on);
    // the durations typed give way to last week's, or are cleared
    setChoices((all) =>
      Object.fromEntries(
        lastWeek.map((task) => [
          task.id,
          { chosen: all[task.id]?.chosen ?? !unavailable(task), duration: on ? String(task.duration) : '' },
        ]),
      ),
    );
  };
  const chosen = lastWeek.filter((task) => !unavailable(task) && choiceOf(task).chosen);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || chosen.length === 0) return;
    if (chosen.some((task) => !isDuration(choiceOf(task).duration))) {
      notify({ ...COPY_MESSAGES.durationRequired, mode: 'error' });
      return;
    }
    setBusy(true);
    const outcome = await copying.attempt({
      week: weekStart,
      tasks: chosen.map((task) => ({ task: task.id, duration: Number(choiceOf(task).duration) })),
    });
    setBusy(false);
    if (outcome.ok) {
      // a task copied meanwhile (another tab) is skipped by the server: say how many
      const skipped = chosen.length - outcome.data.length;
      notify({
        ...(skipped
          ? COPY_MESSAGES.copiedSkipping(outcome.data.length, skipped)
          : COPY_MESSAGES.copied(outcome.data.length)),
        mode: 'success',
      });
      onClose();
    } else notify({ ...(weekLockedNotice(outcome.error) ?? WEEK_MESSAGES.actionFailed), mode: 'error' });
  };

  return (
    <Modal title="Copy last week" onClose={() => !busy && onClose()} className="tt-copy-week">
      {tasks.failedStatus !== null && !tasks.data ? (
        <ReadFailed status={tasks.failedStatus} onRetry={tasks.reload} />
      ) : !tasks.data ? (
        <p role="status">Loading last week's tasks</p>
      ) : lastWeek.length === 0 ? (
        <p>{COPY_MESSAGES.nothingToCopy}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          {drafts.failedStatus !== null && !drafts.data && (
            <p className="tt-field-error" role="alert">
              {COPY_MESSAGES.draftsUnread}{' '}
              <Button outline onClick={drafts.reload}>
                {COPY_MESSAGES.retry}
              </Button>
            </p>
          )}
          <Toggle label="Copy durations" checked={withDurations} onChange={copyDurations} />
          <ul className="tt-copy-list">
            {lastWeek.map((task) => {
              const choice = choiceOf(task);
              const later = toCome(task);
              const copied = copiedAlready.has(task.id);
              const day = addDays(task.worked_on, 7);
              return (
                <li key={task.id}>
                  <label className="tt-copy-task">
                    <input
                      type="checkbox"
                      checked={!later && !copied && choice.chosen}
                      disabled={later || copied}
                      onChange={(event) => change(task, { chosen: event.target.checked })}
                    />
                    <span>
                      <strong>{task.title}</strong>
                      <small>
                        {dayInWords(day)} · {task.project_name ?? 'No project'} · last week{' '}
                        {formatDuration(task.duration)}
                      </small>
                      {later && <small>{COPY_MESSAGES.dayToCome}</small>}
                      {copied && <small>{COPY_MESSAGES.alreadyCopied}</small>}
                    </span>
                  </label>
                  <label className="tt-copy-duration">
                    <span className="tt-sr-only">Duration of {task.title} (minutes)</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={DURATION.min}
                      max={DURATION.max}
                      placeholder="min"
                      value={choice.duration}
                      disabled={later || copied || !choice.chosen}
                      onChange={(event) => change(task, { duration: event.target.value })}
                    />
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="tt-dialog-actions">
            <Button contain outline disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button contain type="submit" loading={busy} disabled={busy || chosen.length === 0}>
              {chosen.length === 1 ? 'Copy 1 task' : `Copy ${chosen.length} tasks`}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
