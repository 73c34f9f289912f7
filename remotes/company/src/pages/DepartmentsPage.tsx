import { useMemo, useState } from 'react';
import {
  DataTable,
  LABELS,
  PAGE_ROLES,
  userAtom,
  type Department,
  type RowActions,
  PageUnavailable,
  unavailableFor,
  useAppValue,
} from '@app/shared';
import {
  REPRESENTED_UNIT_COLUMNS,
  AddRepresentedUnitDialog,
  EditRepresentedUnitDialog,
  departmentUnits,
} from '@app/shared/features';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { canManageCompany } from '../company/permissions';
import { useDepartmentList } from '../departments/useDepartmentList';

/** /admin/company/{id}: the company's departments (admin views; the representative also adds, edits, deletes). */
export function DepartmentsPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.departments}>
      {(companyId) => <Departments companyId={companyId} />}
    </CompanyRoute>
  );
}

function Departments({ companyId }: { companyId: number }) {
  const manager = canManageCompany(useAppValue(userAtom)?.role);
  const departments = useDepartmentList(companyId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Department | null>(null);
  const { append, replace, remove } = departments;
  const kind = useMemo(() => departmentUnits(companyId), [companyId]);

  const actions = useMemo<RowActions<Department>>(
    () => (manager ? { view: true, edit: setEditing, delete: remove } : { view: true }),
    [manager, remove],
  );

  // a refused (403) or unknown (404) company: say so, with no Add button
  const unavailable = unavailableFor(departments.failedStatus);
  if (unavailable) return <PageUnavailable reason={unavailable} />;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title="Departments"
        count={departments.items.length}
        onAdd={manager ? () => setAdding(true) : undefined}
        addLabel={LABELS.addDepartment}
      />
      <DataTable
        label="Departments"
        rows={departments.items}
        columns={REPRESENTED_UNIT_COLUMNS}
        actions={actions}
        redirect="/department"
        loading={departments.loading}
        emptyMessage={LABELS.noResults}
      />
      {adding && (
        <AddRepresentedUnitDialog
          kind={kind}
          onClose={() => setAdding(false)}
          onCreated={(department) => {
            append(department);
            setAdding(false);
          }}
        />
      )}
      {editing && (
        <EditRepresentedUnitDialog
          kind={kind}
          unit={editing}
          onUpdated={replace}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
