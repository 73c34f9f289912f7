import { LABELS, MESSAGES, type MessagePair } from '@app/shared';
import type { RepresentedUnit } from '@app/shared/lists';

export type { RepresentedUnit };

/**
 * What differs between a company (the admin's 'Companies' page) and a department (a company's
 * 'Departments' page): the words of their forms and their notices (their writes: unitWrites.ts).
 * Everything else about adding and editing one is the same and lives in this module once.
 */
export interface RepresentedUnitKind {
  /** The list's heading and the table's name: 'Companies' or 'Departments'. */
  listTitle: string;
  /** The name field's label and placeholder: 'Company name' or 'Department name'. */
  nameLabel: string;
  addTitle: string;
  editTitle: string;
  /** 'company name must have more than 3 characters' or the department's */
  invalidName: MessagePair;
  uploaded: MessagePair;
  creationFailed: MessagePair;
  nameUpdated: MessagePair;
  representativeChanged: MessagePair;
  representativeUploadFailed: MessagePair;
  representativeUpdateFailed: MessagePair;
}

/** Companies. */
export const companyUnits: RepresentedUnitKind = {
  listTitle: 'Companies',
  nameLabel: 'Company name',
  addTitle: LABELS.addCompany,
  editTitle: LABELS.editCompany,
  invalidName: MESSAGES.invalidCompanyName,
  uploaded: MESSAGES.companyUploaded,
  creationFailed: MESSAGES.companyCreationFailed,
  nameUpdated: MESSAGES.companyNameUpdated,
  representativeChanged: MESSAGES.adminChanged,
  representativeUploadFailed: MESSAGES.companyAdminUploadFailed,
  representativeUpdateFailed: MESSAGES.companyAdminUpdateFailed,
};

/** Departments. */
export const departmentUnits: RepresentedUnitKind = {
  listTitle: 'Departments',
  nameLabel: 'Department name',
  addTitle: LABELS.addDepartment,
  editTitle: LABELS.editDepartment,
  invalidName: MESSAGES.invalidDepartmentName,
  uploaded: MESSAGES.departmentUploaded,
  creationFailed: MESSAGES.departmentCreationFailed,
  nameUpdated: MESSAGES.departmentNameUpdated,
  representativeChanged: MESSAGES.departmentAdminChanged,
  representativeUploadFailed: MESSAGES.departmentAdminUploadFailed,
  representativeUpdateFailed: MESSAGES.departmentAdminUpdateFailed,
};

/** A representative created by an attempt whose later step failed: reused by the next attempt. */
export interface KeptRepresentative {
  id: number;
  email: string;
}

/** Whether a kept representative is the one the form describes (emails compare case-insensitively). */
export function isKeptFor(kept: KeptRepresentative | null, email: string): kept is KeptRepresentative {
  return !!kept && kept.email.toLowerCase() === email.trim().toLowerCase();
}
