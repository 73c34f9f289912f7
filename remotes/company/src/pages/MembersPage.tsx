import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DataTable,
  LABELS,
  MESSAGES,
  PAGE_ROLES,
  encodeId,
  notify,
  userAtom,
  type Column,
  type RowActions,
  type User,
  useAppValue,
  refusalNotice,
} from '@app/shared';
import { canManageCompany } from '@app/shared/policy';
import {
  queryKeys,
  useCreateMember,
  useDeleteEmployee,
  useMembers,
  useUpdatePersonRow,
  ReadFailed,
} from '@app/shared/query';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { memberRowClick } from '../members/memberRowClick';
import { AddPersonDialog } from '../people/AddPersonDialog';
import { EditPersonDialog } from '../people/EditPersonDialog';

const MEMBER_NOTICES = { updated: MESSAGES.memberUpdated, updateFailed: MESSAGES.memberUpdateFailed };
const NO_MEMBERS: User[] = [];
const withAnswer = (member: User, user: User): User => ({ ...member, ...user });

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
  const read = useMembers(companyId);
  const members = read.data ?? NO_MEMBERS;
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<User | null>(null);
  const { attempt: createMember } = useCreateMember(companyId);
  const { attempt: deleteMember } = useDeleteEmployee<User>(queryKeys.members(companyId));
  const { attempt: saveMember } = useUpdatePersonRow(queryKeys.members(companyId), withAnswer);

  const open = useCallback(
    (member: User) =>
      rowClick === 'employee page'
        ? navigate(`/employee/${encodeId(member.id)}`, { state: member })
        : setOpened(member),
    [rowClick, navigate],
  );

  const remove = useCallback(
    async (member: User) => {
      const outcome = await deleteMember(member);
      if (!outcome.ok) notify({ ...refusalNotice(MESSAGES.deleteFailed, outcome), mode: 'error' });
    },
    [deleteMember],
  );

  /** PATCH /update_user/{id} {is_active}: flips at once, and back with 'Board member failed to be updated'. */
  const setActive = useCallback(
    async (id: number, isActive: boolean) => {
      const outcome = await saveMember({ id, patch: { is_active: isActive } });
      if (!outcome.ok) notify({ ...refusalNotice(MESSAGES.memberUpdateFailed, outcome), mode: 'error' });
    },
    [saveMember],
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

  // a company refused (403), unknown (404) or not answered for: say so in place of the list, with
  // no Add button
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title="Board members"
        count={members.length}
        onAdd={manager ? () => setAdding(true) : undefined}
        addLabel={LABELS.addBoardMember}
      />
      <DataTable
        label="Board members"
        rows={members}
        columns={columns}
        actions={actions}
        redirect={rowClick === 'employee page' ? '/employee' : undefined}
        onShowBody={setOpened}
        onToggleActive={setActive}
        onRowClick={open}
        loading={read.loading}
      />
      {adding && (
        <AddPersonDialog
          title={LABELS.addBoardMember}
          create={createMember}
          uploaded={MESSAGES.memberUploaded}
          uploadFailed={MESSAGES.memberUploadFailed}
          onClose={() => setAdding(false)}
          onCreated={() => setAdding(false)}
        />
      )}
      {opened && (
        <EditPersonDialog
          title={LABELS.editBoardMember}
          user={opened}
          notices={MEMBER_NOTICES}
          save={saveMember}
          onClose={() => setOpened(null)}
          readOnlyNote={rowClick === 'details' ? LABELS.boardMembersReadOnly : undefined}
        />
      )}
    </section>
  );
}
