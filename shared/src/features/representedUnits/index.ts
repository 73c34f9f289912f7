/** Companies and departments, each with a representative: the list, add (two steps) and edit, one module for both. */
export {
  RepresentedUnitList,
  type RepresentedUnitHeaderProps,
  type RepresentedUnitRows,
} from './RepresentedUnitList';
export {
  REPRESENTED_UNIT_COLUMNS,
  companyUnits,
  departmentUnits,
  type RepresentedUnit,
  type RepresentedUnitKind,
} from './unitKinds';
