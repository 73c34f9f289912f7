import { DetailHeader, userAtom, useAppValue } from '@app/shared';
import { CompanySections } from './CompanySections';
import { useCompanyIdentity } from './useCompanyIdentity';

interface CompanyHeaderProps {
  companyId: number;
  title: string;
  count?: number;
  /** Present when the viewer may add. */
  onAdd?: () => void;
  addLabel?: string;
}

/** The header of a company page: the company's name, 'controlled by' its representative, the count and the add button. */
export function CompanyHeader({ companyId, title, count, onAdd, addLabel }: CompanyHeaderProps) {
  const identity = useCompanyIdentity(companyId);
  const role = useAppValue(userAtom)?.role;
  return (
    <>
      {role === 'admin' && <CompanySections companyId={companyId} identity={identity} />}
      <DetailHeader
        title={title}
        name={identity?.name}
        controlledBy={identity?.admin_email}
        count={count}
        onAdd={onAdd}
        addLabel={addLabel}
      />
    </>
  );
}
