import { LABELS, Modal } from '@app/shared';
import { PersonDetails } from '../people/PersonDetails';
import type { ConsultantRow } from './consultantRows';

/** The row's 'User details' modal: name, email, contact (spec section 2). */
export function UserDetailsDialog({
  consultant,
  onClose,
}: {
  consultant: ConsultantRow;
  onClose: () => void;
}) {
  return (
    <Modal title={LABELS.userDetails} onClose={onClose}>
      <PersonDetails
        entries={[
          ['Name', consultant.name],
          ['Email', consultant.email],
          ['Contact', consultant.contact],
        ]}
      />
    </Modal>
  );
}
