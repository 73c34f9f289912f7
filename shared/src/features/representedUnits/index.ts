/** Companies and departments, each with a representative: the list, add (two steps) and edit, one module for both. */
export { RepresentedUnitList, type RepresentedUnitHeaderProps } from './RepresentedUnitList';
export { useCompanyUnitWrites, useDepartmentUnitWrites, type UnitWrites } from './unitWrites';
export {
  REPRESENTED_UNIT_COLUMNS,
  companyUnits,
  departmentUnits,
  type RepresentedUnit,
  type RepresentedUnitKind,
} from './unitKinds';
