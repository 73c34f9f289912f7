import { LABELS, Modal, formatCreatedAt, formatDuration } from '@app/shared';
import { TaskBody } from '../richText/LazyRichText';

export interface TaskDetails {
  title: string;
  body: string;
  duration: number;
  project_name: string | null;
  created_at: string;
}

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
