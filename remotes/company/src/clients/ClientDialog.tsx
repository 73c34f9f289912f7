import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  MESSAGES,
  Modal,
  TextInput,
  notify,
  refusalNotice,
  type Client,
  FIELD_RULES,
} from '@app/shared';
import { MONEY_LIMITS, MONEY_TEXTS, useCreateClient, useUpdateClient } from '@app/shared/money';
import { useFieldFailure } from '../features/parts';
import { FormFailure } from '../features/people';
import {
  clientChanges,
  clientFormOf,
  clientInputOf,
  clientProblem,
  clientValuesOf,
  emptyClientForm,
  isClientField,
  type ClientField,
  type ClientForm,
} from './clientForm';

interface ClientDialogProps {
  companyId: number;
  /** The client to edit; absent to add one. */
  client?: Client;
  /** Saved (the list shows it). */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * 'Add client' / 'Edit client': name, address (several lines), VAT id, payment terms in days and
 * notes, checked by FIELD_RULES.client before sending; the field at fault says why, and so does a
 * notice. POST /clients/{company} sends the form; PATCH /client/{id} only the fields changed
 * ('Nothing to change' when none is). A refusal keeps the dialog open with the server's reason
 * (a name another client has: 409).
 */
export function ClientDialog({ companyId, client, onSaved, onClose }: ClientDialogProps) {
  const failureId = useId();
  const [form, setForm] = useState<ClientForm>(() => (client ? clientFormOf(client) : emptyClientForm));
  const creating = useCreateClient(companyId);
  const updating = useUpdateClient(companyId);
  const busy = creating.isPending || updating.isPending;
  const { failure, fail, clear, errorOf } = useFieldFailure<ClientField>();
  const rules = FIELD_RULES.client;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    clear();
    const values = clientValuesOf(form);
    const problem = clientProblem(values);
    if (problem) return fail(problem.field, problem.notice);
    const patch = client ? clientChanges(client, values) : null;
    if (patch && Object.keys(patch).length === 0) return fail(null, MESSAGES.nothingToChange);
    const outcome =
      client && patch
        ? await updating.attempt({ id: client.id, patch })
        : await creating.attempt(clientInputOf(values));
    if (!outcome.ok) {
      // a field the server refused (400) is marked; any other refusal is said under the form
      const named = outcome.error?.field;
      const field = outcome.status === 400 && isClientField(named) ? named : null;
      return fail(field, refusalNotice(MONEY_TEXTS.clientFailed, outcome));
    }
    notify({ ...MONEY_TEXTS.clientSaved, mode: 'success' });
    onSaved();
  };

  const bind = (field: ClientField) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((current) => ({ ...current, [field]: value }));
    },
    disabled: busy,
    error: errorOf(field),
    icon: null,
    required: false,
    minLength: 0,
    autoComplete: 'off',
  });

  return (
    <Modal title={client ? MONEY_TEXTS.editClient : MONEY_TEXTS.addClient} onClose={onClose}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={busy}
        aria-describedby={failure?.field === null ? failureId : undefined}
      >
        <TextInput label={MONEY_TEXTS.name} {...bind('name')} required maxLength={rules.name.maxLength} />
        <TextInput
          label={MONEY_TEXTS.address}
          large
          {...bind('address')}
          maxLength={MONEY_LIMITS.addressMaxLength}
        />
        <TextInput label={MONEY_TEXTS.vatId} {...bind('vat_id')} maxLength={MONEY_LIMITS.vatIdMaxLength} />
        <TextInput label={MONEY_TEXTS.paymentTerms} inputMode="numeric" {...bind('payment_terms_days')} />
        <TextInput
          label={MONEY_TEXTS.notes}
          large
          {...bind('notes')}
          maxLength={MONEY_LIMITS.notesMaxLength}
        />
        {failure?.field === null && <FormFailure failure={failure.notice} id={failureId} />}
        <Button type="submit" fullwidth loading={busy}>
          {client ? MONEY_TEXTS.saveChanges : MONEY_TEXTS.addClient}
        </Button>
      </form>
    </Modal>
  );
}
