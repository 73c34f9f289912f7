/** What creating and changing a department take. */
import type { NewDepartment } from '@app/contract';
import { z } from 'zod';
import { idRef, orgName, patchOf, type Payload } from '../kernel/input';

export const newDepartmentSchema = z.object({ name: orgName, admin: idRef }) satisfies Payload<NewDepartment>;

export type NewDepartmentData = z.output<typeof newDepartmentSchema>;

export const departmentPatchSchema = patchOf({ name: orgName.optional(), admin: idRef.optional() });

export type DepartmentPatchData = z.output<typeof departmentPatchSchema>;
