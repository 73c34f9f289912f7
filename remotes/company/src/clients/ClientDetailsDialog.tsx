import { Modal, type Client } from '@app/shared';
import { MONEY_TEXTS } from '@app/shared/money';
import { PersonDetails } from '../people/PersonDetails';

/**
 * 'Client details' for those who read the clients without managing them (the platform admin, the
 * board members): every field of the client, the address and notes line by line as written.
 */
export function ClientDetailsDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  return (
    <Modal title={MONEY_TEXTS.clientDetails} onClose={onClose}>
      <PersonDetails
        entries={[
          [MONEY_TEXTS.name, client.name],
          [MONEY_TEXTS.address, client.address && <span className="co-lines">{client.address}</span>],
          [MONEY_TEXTS.vatId, client.vat_id],
          [MONEY_TEXTS.paymentTerms, MONEY_TEXTS.days(client.payment_terms_days)],
          [MONEY_TEXTS.notes, client.notes && <span className="co-lines">{client.notes}</span>],
          [MONEY_TEXTS.state, client.archived ? MONEY_TEXTS.archived : MONEY_TEXTS.active],
        ]}
      />
    </Modal>
  );
}
