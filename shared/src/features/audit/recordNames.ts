import { may } from '@app/shared/policy';
import { useDepartments, useProjects } from '@app/shared/query';
import { useActor } from '../weeks/useActor';
import { valueText } from './eventWords';

/** The fields an event keeps as the id of another record, and the list that names them. */
const NAMED_FIELDS = { department: 'departments', project: 'projects' } as const;

/**
 * How a field's value of `company`'s events reads: a department or a project by its name (events
 * keep ids: names change), read from the company's lists when the viewer may read them; an id no
 * list holds (a record deleted since, or a list the viewer may not read) stays the id.
 */
export function useValueText(
  company: number | null,
  fields: readonly string[],
): (field: string, value: unknown) => string {
  const actor = useActor();
  const wants = (list: 'departments' | 'projects') =>
    company !== null &&
    actor !== null &&
    fields.some((field) => NAMED_FIELDS[field as keyof typeof NAMED_FIELDS] === list);
  const departments = useDepartments(company, wants('departments') && may.readDepartments(actor!, company!));
  const projects = useProjects(company ?? 0, wants('projects') && may.readProjects(actor!, company!));
  return (field, value) => {
    const list = NAMED_FIELDS[field as keyof typeof NAMED_FIELDS];
    const rows = list === 'departments' ? departments.data : list === 'projects' ? projects.data : null;
    const named = typeof value === 'number' ? rows?.find((row) => row.id === value) : undefined;
    return named ? named.name : valueText(value);
  };
}
