import {
  FIELD_RULES,
  MESSAGES,
  firstFieldProblem,
  type Client,
  type ClientInput,
  type ClientPatch,
  type MessagePair,
} from '@app/shared';
import { CLIENT_DEFAULTS, MONEY_TEXTS } from '@app/shared/money';

/** A client's fields on the add and edit forms, as typed. */
export interface ClientForm {
  name: string;
  address: string;
  vat_id: string;
  payment_terms_days: string;
  notes: string;
}

export type ClientField = keyof ClientForm;

export const CLIENT_FIELDS: readonly ClientField[] = [
  'name',
  'address',
  'vat_id',
  'payment_terms_days',
  'notes',
];

/** The add form as it opens: the company's default payment terms, the rest empty. */
export const emptyClientForm: ClientForm = {
  name: '',
  address: '',
  vat_id: '',
  payment_terms_days: String(CLIENT_DEFAULTS.paymentTermsDays),
  notes: '',
};

/** The edit form as it opens for `client`. */
export const clientFormOf = (client: Client): ClientForm => ({
  name: client.name,
  address: client.address,
  vat_id: client.vat_id,
  payment_terms_days: String(client.payment_terms_days),
  notes: client.notes,
});

/**
 * The form as the API takes it: texts trimmed (FIELD_RULES.client stores them so), the payment
 * terms a number when typed as digits (anything else stays text, which the whole-number rule
 * refuses), left out when empty (a new client then gets the company's default).
 */
export function clientValuesOf(form: ClientForm) {
  const terms = form.payment_terms_days.trim();
  return {
    name: form.name.trim(),
    address: form.address.trim(),
    vat_id: form.vat_id.trim(),
    payment_terms_days: terms === '' ? undefined : /^\d+$/.test(terms) ? Number(terms) : terms,
    notes: form.notes.trim(),
  };
}

export type ClientValues = ReturnType<typeof clientValuesOf>;

/**
 * The first field FIELD_RULES.client refuses, with the words to say it in: a name is required, the
 * payment terms are whole days within their bounds, a text no longer than its limit and free of
 * control characters. Null when the form passes.
 */
export function clientProblem(values: ClientValues): { field: ClientField; notice: MessagePair } | null {
  const problem = firstFieldProblem(FIELD_RULES.client, values);
  if (!problem) return null;
  const field = problem.field as ClientField;
  if (field === 'payment_terms_days') return { field, notice: MONEY_TEXTS.badPaymentTerms };
  switch (problem.rule) {
    case 'required':
      return { field, notice: MONEY_TEXTS.nameRequired };
    case 'maxLength':
      return { field, notice: MESSAGES.tooLong(problem.label, problem.limit ?? 0) };
    case 'oneLine':
    case 'multiLine':
      return { field, notice: MESSAGES.invalidCharacters(problem.label) };
    default:
      return { field, notice: MESSAGES.emptyForm };
  }
}

/** A new client: the values checked by clientProblem, as POST /clients takes them. */
export const clientInputOf = (values: ClientValues): ClientInput => ({
  ...values,
  payment_terms_days: values.payment_terms_days as number | undefined,
});

/** The fields of `client` the values change (PATCH /client/{id} is partial: only these are sent). */
export function clientChanges(client: Client, values: ClientValues): ClientPatch {
  const input = clientInputOf(values);
  const patch: ClientPatch = {};
  if (input.name !== client.name) patch.name = input.name;
  if (input.address !== client.address) patch.address = input.address;
  if (input.vat_id !== client.vat_id) patch.vat_id = input.vat_id;
  if (input.payment_terms_days !== undefined && input.payment_terms_days !== client.payment_terms_days)
    patch.payment_terms_days = input.payment_terms_days;
  if (input.notes !== client.notes) patch.notes = input.notes;
  return patch;
}

/** Whether a field the server named in its refusal (400) is one of the form's. */
export const isClientField = (field: string | undefined): field is ClientField =>
  !!field && (CLIENT_FIELDS as readonly string[]).includes(field);
