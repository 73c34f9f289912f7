import type { Company } from '@app/shared';
import type { ApiQuery } from '@app/shared/query';
import { RepresentedUnitList } from './RepresentedUnitList';
import { companyUnits } from './unitKinds';
import { useCompanyUnitWrites } from './unitWrites';

export interface CompanyUnitListProps {
  read: ApiQuery<Company[]>;
  /** The page's delete (optimistic). */
  remove: (company: Company) => void;
  onToggleActive: (id: number, isActive: boolean) => void;
}

/** The platform admin's companies: the list with add, edit, delete, view and the active switch. */
export function CompanyUnitList({ read, remove, onToggleActive }: CompanyUnitListProps) {
  const writes = useCompanyUnitWrites();
  return (
    <RepresentedUnitList
      kind={companyUnits}
      read={read}
      writes={writes}
      remove={remove}
      manage
      redirect="/admin/company"
      onToggleActive={onToggleActive}
    />
  );
}
