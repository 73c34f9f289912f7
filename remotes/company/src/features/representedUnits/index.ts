/**
 * Companies and departments, each with a representative: the list, add (two steps) and edit, one
 * module for both. Exposed as company/Units: the admin area's 'Companies' page shows the companies'
 * list (CompanyUnitList) through federation.
 */
export { RepresentedUnitList, type RepresentedUnitHeaderProps } from './RepresentedUnitList';
export { useCompanyUnitWrites, useDepartmentUnitWrites, type UnitWrites } from './unitWrites';
export { companyUnits, departmentUnits, type RepresentedUnit, type RepresentedUnitKind } from './unitKinds';
export { CompanyUnitList, type CompanyUnitListProps } from './CompanyUnitList';
