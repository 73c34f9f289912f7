import { useMemo, useState } from 'react';
import {
  DataTable,
  DetailHeader,
  LABELS,
  RequireRole,
  PAGE_ROLES,
  type Company,
  type RowActions,
} from '@app/shared';
import {
  REPRESENTED_UNIT_COLUMNS,
  AddRepresentedUnitDialog,
  EditRepresentedUnitDialog,
  companyUnits,
} from '@app/shared/features';
import { useCompanyList } from '../companies/useCompanyList';

/** /admin/companies (admin only): the companies, with add, edit, delete, view and the active switch. */
export function CompaniesPage() {
  return (
    <RequireRole roles={PAGE_ROLES.companies}>
      <Companies />
    </RequireRole>
  );
}

function Companies() {
  const companies = useCompanyList();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Company | null>(null);
  const { append, replace, remove } = companies;

  const actions = useMemo<RowActions<Company>>(
    () => ({ view: true, edit: setEditing, delete: remove }),
    [remove],
  );

  return (
    <section>
      <DetailHeader
        title="Companies"
        count={companies.items.length}
        onAdd={() => setAdding(true)}
        addLabel={LABELS.addCompany}
      />
      <DataTable
        label="Companies"
        rows={companies.items}
        columns={REPRESENTED_UNIT_COLUMNS}
        actions={actions}
        redirect="/admin/company"
        onToggleActive={companies.setActive}
        loading={companies.loading}
        emptyMessage={LABELS.noResults}
      />
      {adding && (
        <AddRepresentedUnitDialog
          kind={companyUnits}
          onClose={() => setAdding(false)}
          onCreated={(company) => {
            append(company);
            setAdding(false);
          }}
        />
      )}
      {editing && (
        <EditRepresentedUnitDialog
          kind={companyUnits}
          unit={editing}
          onUpdated={replace}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
