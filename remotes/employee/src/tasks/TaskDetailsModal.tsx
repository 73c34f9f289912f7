import { LABELS, Modal, formatCreatedAt, formatDuration } from '@app/shared';
import { TaskBody } from '../richText/LazyRichText';

export interface TaskDetails {
  title: string;
  body: string;
  duration: number;
  project_name: string | null;
  created_at: string;
  /** the work day 'yyyy-MM-dd' (a draft kept only in this browser may have none) */
  worked_on?: string;
}

/** A calendar day as words ('Friday, November 20, 2026'): the day itself, whatever the browser's zone. */
const dayInWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** 'Task details': the task's facts and its body (plain or rich text by creation date). */
export function TaskDetailsModal({ task, onClose }: { task: TaskDetails; onClose: () => void }) {
  return (
    <Modal title={LABELS.taskDetails} onClose={onClose}>
      <h3 className="tt-task-title">{task.title}</h3>
      <dl className="tt-task-facts">
        <div>
          <dt>Date</dt>
          <dd>{formatCreatedAt(task.created_at)}</dd>
        </div>
        {task.worked_on && (
          <div>
            <dt>Day worked</dt>
            <dd>{dayInWords(task.worked_on)}</dd>
          </div>
        )}
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(task.duration)}</dd>
        </div>
        <div>
          <dt>Project</dt>
          <dd>{task.project_name || 'None'}</dd>
        </div>
      </dl>
      <TaskBody body={task.body} createdAt={task.created_at} />
    </Modal>
  );
}
