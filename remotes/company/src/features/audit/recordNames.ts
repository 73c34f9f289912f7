import type { AuditEvent } from '@app/shared';
import { may, useActor } from '@app/shared/policy';
import { listEmployees, queryKeys, useApiQuery, useDepartments, useProjects } from '@app/shared/query';
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

/**
 * The name of the person an event is about (a person record), as the company's consultants are
 * named now, when the viewer may read them; undefined otherwise (the event then says its id).
 */
export function usePersonName(event: AuditEvent): string | undefined {
  const actor = useActor();
  const company = event.company;
  const wanted =
    event.entity.type === 'person' &&
    company !== null &&
    actor !== null &&
    may.readCompanyConsultants(actor, company);
  const consultants = useApiQuery(
    queryKeys.employees(company ?? 0),
    wanted ? () => listEmployees(company!) : null,
  );
  const person = consultants.data?.find((p) => p.id === event.entity.id);
  return person ? `${person.first_name} ${person.last_name}`.trim() || person.email : undefined;
}
