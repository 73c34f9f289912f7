import { Toggle, type Column, type Project, type Task } from '@app/shared';
import { MONEY_TEXTS } from '@app/shared/money';

/**
 * The representative's column of a consultant's tasks: whether each task is billed (its own mark,
 * else its project's), as a switch she turns until an invoice bills the task (the server refuses
 * it then, and says so). A task without a project is never billed: no switch.
 */
export function billableColumn(
  projects: readonly Project[],
  marking: number | null,
  mark: (task: Task, billed: boolean, projectBilled: boolean) => void,
): Column<Task> {
  return {
    key: 'billable',
    label: MONEY_TEXTS.billable.toUpperCase(),
    render: (task) => {
      const projectBilled = projects.find((p) => p.id === task.project)?.billable;
      if (task.project === null || projectBilled === undefined) return '—';
      return (
        <Toggle
          label={MONEY_TEXTS.billableTask(task.title)}
          hideLabel
          checked={task.billable ?? projectBilled}
          disabled={marking === task.id}
          onChange={(billed) => mark(task, billed, projectBilled)}
        />
      );
    },
  };
}
