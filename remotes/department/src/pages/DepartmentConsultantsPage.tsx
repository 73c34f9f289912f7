import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DataTable,
  DetailHeader,
  LABELS,
  can,
  canMove,
  encodeId,
  useRouteId,
  userAtom,
  type Column,
  type User,
  useAppValue,
} from '@app/shared';
import { queryKeys, useEmployees, BadLinkRedirect, PageUnavailable, ReadFailed } from '@app/shared/query';
import { remoteFeature } from '@app/shared/areas';
import type * as People from 'company/People';
import type { MoveConsultantDialogProps, UserDetailsDialogProps } from 'company/People';
import { useDepartmentContext, useForeignDepartment } from '../consultants/useDepartmentContext';

// a consultant's details and her move are the company remote's: they load from its live release
// when first opened
const UserDetailsDialog = remoteFeature<typeof People, UserDetailsDialogProps>(
  'company',
  'People',
  'dialog',
  (module) => module.UserDetailsDialog,
);
const MoveConsultantDialog = remoteFeature<typeof People, MoveConsultantDialogProps>(
  'company',
  'People',
  'dialog',
  (module) => module.MoveConsultantDialog,
);

const COLUMNS: Column<User>[] = [{ key: 'email' }, { key: 'contact' }, { key: 'date_joined' }];

const NO_CONSULTANTS: User[] = [];

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** '/department/:id': the consultants of a department. */
export function DepartmentConsultantsPage() {
  const departmentId = useRouteId();
  const foreign = useForeignDepartment(departmentId);
  if (departmentId === null) return <BadLinkRedirect />;
  if (foreign) return <PageUnavailable reason="not yours" />;
  return <DepartmentConsultants key={departmentId} departmentId={departmentId} />;
}

function DepartmentConsultants({ departmentId }: { departmentId: number }) {
  const role = useAppValue(userAtom)?.role;
  const read = useEmployees(departmentId);
  const consultants = read.data ?? NO_CONSULTANTS;
  const { department, departments, companyId } = useDepartmentContext(
    departmentId,
    consultants[0]?.company ?? null,
  );
  const [viewing, setViewing] = useState<User | null>(null);
  const [moving, setMoving] = useState<User | null>(null);

  // a department refused (403), unknown (404) or not answered for: say so in place of the list
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  return (
    <section>
      <DetailHeader
        title="Department consultants"
        name={department?.name}
        controlledBy={department?.admin_email}
        count={consultants.length}
      />
      {companyId !== null && (
        <p className="tt-page-links">
          <Link to={`/department/users/${encodeId(departmentId)}`}>Performance of this department</Link>
          <Link to={`/department/departments/${encodeId(companyId)}`}>All departments of the company</Link>
        </p>
      )}
      <DataTable
        label="Department consultants"
        rows={consultants}
        columns={COLUMNS}
        loading={read.loading}
        rowLabel={fullName}
        actions={{ view: true, move: setMoving }}
        allowMove={canMove(role) || can(role, 'manageDepartmentConsultants')}
        onShowBody={setViewing}
        emptyMessage={LABELS.noConsultants}
      />
      {viewing && (
        <UserDetailsDialog
          person={{
            name: `${viewing.first_name} ${viewing.last_name}`,
            email: viewing.email,
            contact: viewing.contact,
          }}
          consultant={{
            id: viewing.id,
            role: viewing.role,
            company: viewing.company ?? companyId,
            department: viewing.department,
          }}
          onClose={() => setViewing(null)}
        />
      )}
      {moving && (
        <MoveConsultantDialog
          consultant={moving}
          departments={departments}
          // read again: a consultant moved to another department is no longer listed here
          shownIn={queryKeys.employees(departmentId)}
          onClose={() => setMoving(null)}
        />
      )}
    </section>
  );
}
