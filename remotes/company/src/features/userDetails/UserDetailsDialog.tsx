import { Modal, LABELS } from '@app/shared';
import { componentOnDemand } from '@app/shared/areas';
import type { Person } from '@app/shared/policy';

export interface UserDetails {
  name: string;
  email: string;
  contact: string;
}

// counting days (luxon) and the target form load with the section, not with the dialog
const TargetsSection = componentOnDemand('weekly target', () =>
  import(/* webpackChunkName: "targets" */ './TargetsSection').then((module) => module.TargetsSection),
);
// the audit trail's entry loads with the dialog's history, not with the pages that open the dialog
const HistorySection = componentOnDemand('history', () =>
  import('../audit').then((module) => module.HistorySection),
);

export interface UserDetailsDialogProps {
  person: UserDetails;
  /**
   * The consultant as the policy knows her (id, role, company, department): with it the dialog
   * shows her weekly target, and the form that sets it to those who may, and the history of her
   * record to those who read it.
   */
  consultant?: Person;
  onClose: () => void;
}

/**
 * 'User details' of a consultant: name, email and contact, the email and the contact as links
 * (mail, phone), her weekly target and her record's history. The company's and the department's
 * consultant pages both show it.
 */
export function UserDetailsDialog({ person, consultant, onClose }: UserDetailsDialogProps) {
  return (
    <Modal title={LABELS.userDetails} onClose={onClose}>
      <dl className="tt-details">
        <div>
          <dt>Name</dt>
          <dd>{person.name || '—'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '—'}</dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>{person.contact ? <a href={`tel:${person.contact}`}>{person.contact}</a> : '—'}</dd>
        </div>
      </dl>
      {consultant && <TargetsSection person={consultant} />}
      {consultant?.company != null && (
        <HistorySection
          record={{
            entity: 'person',
            id: consultant.id,
            company: consultant.company,
            department: consultant.department,
          }}
          what={person.name || person.email}
        />
      )}
    </Modal>
  );
}
