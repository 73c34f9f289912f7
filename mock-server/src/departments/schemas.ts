/** What creating and changing a department take. */
import { FIELD_RULES, type NewDepartment } from '@app/contract';
import { z } from 'zod';
import { fieldSchema, idRef, patchOf, type Payload } from '../kernel/input';

const name = fieldSchema(FIELD_RULES.department.name);

export const newDepartmentSchema = z.object({ name, admin: idRef }) satisfies Payload<NewDepartment>;

export type NewDepartmentData = z.output<typeof newDepartmentSchema>;

export const departmentPatchSchema = patchOf({ name: name.optional(), admin: idRef.optional() });

export type DepartmentPatchData = z.output<typeof departmentPatchSchema>;
