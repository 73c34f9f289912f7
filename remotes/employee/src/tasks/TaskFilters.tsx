import { MESSAGES, SearchBox, SortMenu, TextInput } from '@app/shared';
import { TASK_SORT_OPTIONS, type TaskSortKey } from '@app/shared/lists';

export interface TaskFilterValues {
  /** 'yyyy-MM-dd', inclusive; empty = open. */
  start: string;
  end: string;
  query: string;
  sort: TaskSortKey;
}

export interface TaskFiltersProps {
  values: TaskFilterValues;
  onChange: (next: TaskFilterValues) => void;
  /** the company's time zone the days are counted in; null until it is known (no days offered) */
  timeZone: string | null;
}

/**
 * Start and end dates (inclusive), search and sort of the task list, and the time zone its days
 * are counted in: the company's, the same for everyone whatever the browser's zone.
 */
export function TaskFilters({ values, onChange, timeZone }: TaskFiltersProps) {
  const set = <K extends keyof TaskFilterValues>(key: K, value: TaskFilterValues[K]) =>
    onChange({ ...values, [key]: value });
  const reversed = !!values.start && !!values.end && values.start > values.end;
  return (
    <div className="tt-toolbar tt-task-filters">
      <TextInput
        label="From"
        type="date"
        value={values.start}
        max={values.end || undefined}
        onChange={(event) => set('start', event.target.value)}
        disabled={!timeZone}
        required={false}
        minLength={0}
        icon={null}
      />
      <TextInput
        label="To"
        type="date"
        value={values.end}
        min={values.start || undefined}
        onChange={(event) => set('end', event.target.value)}
        disabled={!timeZone}
        required={false}
        minLength={0}
        icon={null}
        error={reversed ? MESSAGES.invalidDateRange.body : undefined}
      />
      <SearchBox label="Search tasks" value={values.query} onChange={(query) => set('query', query)} />
      <SortMenu options={TASK_SORT_OPTIONS} value={values.sort} onChange={(sort) => set('sort', sort)} />
      {timeZone && <p className="tt-task-days">Days in {timeZone}</p>}
    </div>
  );
}
