import { Modal, LABELS } from '@app/shared';

export interface UserDetails {
  name: string;
  email: string;
  contact: string;
}

/**
 * 'User details' of a consultant: name, email and contact, the email and the
 * contact as links (mail, phone). The company's and the department's consultant pages both show it.
 */
export function UserDetailsDialog({ person, onClose }: { person: UserDetails; onClose: () => void }) {
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
    </Modal>
  );
}
