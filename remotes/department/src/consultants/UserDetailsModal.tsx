import { LABELS, Modal, type User } from '@app/shared';

/** 'User details': name, email and contact of a consultant (spec section 2). */
export function UserDetailsModal({ user, onClose }: { user: User; onClose: () => void }) {
  return (
    <Modal title={LABELS.userDetails} onClose={onClose}>
      <dl className="tt-details">
        <div>
          <dt>Name</dt>
          <dd>
            {user.first_name} {user.last_name}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${user.email}`}>{user.email}</a>
          </dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            <a href={`tel:${user.contact}`}>{user.contact}</a>
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
