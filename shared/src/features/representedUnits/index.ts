/** Companies and departments, each with a representative: add (two steps) and edit, one module for both. */
export { AddRepresentedUnitDialog } from './AddRepresentedUnitDialog';
export { EditRepresentedUnitDialog } from './EditRepresentedUnitDialog';
export {
  REPRESENTED_UNIT_COLUMNS,
  companyUnits,
  departmentUnits,
  type RepresentedUnit,
  type RepresentedUnitKind,
} from './unitKinds';
