import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DataTable,
  LABELS,
  MESSAGES,
  PAGE_ROLES,
  canManageCompany,
  createMember,
  deleteEmployee,
  encodeId,
  listMembers,
  notify,
  updateUser,
  userAtom,
  type Column,
  type RowActions,
  type User,
  PageUnavailable,
  unavailableFor,
  useAppValue,
} from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { memberRowClick } from '../members/memberRowClick';
import { AddPersonDialog } from '../people/AddPersonDialog';
import { EditPersonDialog } from '../people/EditPersonDialog';

const MEMBER_NOTICES = { updated: MESSAGES.memberUpdated, updateFailed: MESSAGES.memberUpdateFailed };

/** /admin/members/{id}: the company's board members (department_admin, company_admin, admin). */
export function MembersPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.members}>{(companyId) => <Members companyId={companyId} />}</CompanyRoute>
  );
}

function Members({ companyId }: { companyId: number }) {
  const role = useAppValue(userAtom)?.role;
  const manager = canManageCompany(useAppValue(userAtom), companyId);
  const rowClick = memberRowClick(role);
  const navigate = useNavigate();
  const members = useApiList<User>(queryKeys.members(companyId), () => listMembers(companyId));
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<User | null>(null);
  const { append, replace, setItems, removeOptimistically } = members;

  const open = useCallback(
    (member: User) =>
      rowClick === 'employee page'
        ? navigate(`/employee/${encodeId(member.id)}`, { state: member })
        : setOpened(member),
    [rowClick, navigate],
  );

  const remove = useCallback(
    async (member: User) => {
      if (!(await removeOptimistically(member, () => deleteEmployee(member.id))))
        notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [removeOptimistically],
  );

  /** PATCH /update_user/{id} {is_active}; flips back with 'Board member failed to be updated'. */
  const setActive = useCallback(
    async (id: number, isActive: boolean) => {
      const flip = (value: boolean) =>
        setItems((rows) => rows.map((row) => (row.id === id ? { ...row, is_active: value } : row)));
      flip(isActive);
      const result = await updateUser(id, { is_active: isActive });
      if (result.ok) return replace(result.data);
      flip(!isActive);
      notify({ ...MESSAGES.memberUpdateFailed, mode: 'error' });
    },
    [setItems, replace],
  );

  const columns = useMemo<Column<User>[]>(
    () => [
      {
        key: 'email',
        render: (member) => (
          <button type="button" className="co-link-button" onClick={() => open(member)}>
            {member.email}
          </button>
        ),
      },
      { key: 'first_name' },
      { key: 'last_name' },
      { key: 'contact' },
      { key: 'date_joined' },
    ],
    [open],
  );

  const actions = useMemo<RowActions<User>>(
    () => (manager ? { edit: setOpened, delete: remove } : { view: true }),
    [manager, remove],
  );

  // a refused (403) or unknown (404) company: say so, with no Add button
  const unavailable = unavailableFor(members.failedStatus);
  if (unavailable) return <PageUnavailable reason={unavailable} />;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title="Board members"
        count={members.items.length}
        onAdd={manager ? () => setAdding(true) : undefined}
        addLabel={LABELS.addBoardMember}
      />
      <DataTable
        label="Board members"
        rows={members.items}
        columns={columns}
        actions={actions}
        redirect={rowClick === 'employee page' ? '/employee' : undefined}
        onShowBody={setOpened}
        onToggleActive={setActive}
        onRowClick={open}
        loading={members.loading}
      />
      {adding && (
        <AddPersonDialog
          title={LABELS.addBoardMember}
          create={(person) => createMember(companyId, person)}
          uploaded={MESSAGES.memberUploaded}
          uploadFailed={MESSAGES.memberUploadFailed}
          onClose={() => setAdding(false)}
          onCreated={(member) => {
            append(member);
            setAdding(false);
          }}
        />
      )}
      {opened && (
        <EditPersonDialog
          title={LABELS.editBoardMember}
          user={opened}
          notices={MEMBER_NOTICES}
          onUpdated={replace}
          onClose={() => setOpened(null)}
          readOnlyNote={rowClick === 'details' ? LABELS.boardMembersReadOnly : undefined}
        />
      )}
    </section>
  );
}
