import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  Modal,
  NameInput,
  Select,
  TextInput,
  checkProjectName,
  notify,
  refusalNotice,
  type Client,
  type Project,
  type ProjectPatch,
} from '@app/shared';
import {
  DEFAULT_CURRENCY,
  MONEY_LIMITS,
  MONEY_TEXTS,
  minorDigits,
  parseBudgetHours,
  parseMoney,
  useClients,
} from '@app/shared/money';
import { may, useActor } from '@app/shared/policy';
import { ReadFailed, useCompany, useCreateProject, useUpdateProject } from '@app/shared/query';
import { clientName } from '../clients/clientName';

interface ProjectDialogProps {
  companyId: number;
  /** The project to edit; absent to add one. */
  project?: Project;
  /** Saved (the list shows it). */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The client choices: 'No client', then the company's clients still offered (not archived), by
 * name; the project's own client stays among them when it was archived since, so an edit keeps it.
 */
function clientOptions(clients: readonly Client[] | null, current: number | null) {
  const offered = (clients ?? [])
    .filter((client) => !client.archived || client.id === current)
    .sort((a, b) => a.name.localeCompare(b.name));
  const options = offered.map((client) => ({ value: String(client.id), label: clientName(client) }));
  // a client the list does not hold (not read yet, or unreadable) is still the project's
  if (current !== null && !offered.some((client) => client.id === current))
    options.unshift({ value: String(current), label: MONEY_TEXTS.numbered(MONEY_TEXTS.client, current) });
  return [{ value: '', label: MONEY_TEXTS.noClient }, ...options];
}

/** A project's budget as the form holds it: none, in hours or in money. */
type BudgetKind = '' | 'minutes' | 'amount';

/** The budget fields a write sends for a budget of `kind` of `value` (minutes or minor units). */
const budgetFields = (kind: BudgetKind, value: number | null): ProjectPatch =>
  kind === 'minutes' ? { budget_minutes: value } : kind === 'amount' ? { budget_amount: value } : {};

/** The fields of `project` that `form` changes; a budget removed is sent as null. */
const changesOf = (
  project: Project,
  form: Required<Pick<ProjectPatch, 'name' | 'client' | 'billable'>> & {
    kind: BudgetKind;
    budget: number | null;
  },
): ProjectPatch => ({
  ...(form.name !== project.name.trim() && { name: form.name }),
  ...(form.client !== project.client && { client: form.client }),
  ...(form.billable !== project.billable && { billable: form.billable }),
  ...(form.kind === '' && project.budget_minutes !== null && { budget_minutes: null }),
  ...(form.kind === '' && project.budget_amount != null && { budget_amount: null }),
  ...(form.kind === 'minutes' && form.budget !== project.budget_minutes && { budget_minutes: form.budget }),
  ...(form.kind === 'amount' && form.budget !== project.budget_amount && { budget_amount: form.budget }),
});

/** A budget in money as typed again: its major units with the currency's digits ('5000.00'). */
const amountText = (minor: number, currency: string) =>
  (minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));

/**
 * 'Add project' / 'Edit project': the name, 4 characters or more ('Invalid name'), not another
 * project's (the server's 409, in its words); the client it is billed to ('No client' or a client
 * still offered), whether its hours are billed (a new project is) and its budget: none, in hours
 * (typed as hours, sent as minutes) or, for those who see money, in the company's currency.
 * POST /projects/{company} sends them all; PATCH /project/{id} only those changed ('Nothing to
 * change' when none is).
 */
export function ProjectDialog({ companyId, project, onSaved, onClose }: ProjectDialogProps) {
  const [name, setName] = useState(project?.name ?? '');
  const [client, setClient] = useState(project?.client == null ? '' : String(project.client));
  const [billable, setBillable] = useState(project?.billable ?? true);
  const actor = useActor();
  const seesMoney = !!actor && may.seeMoney(actor, companyId);
  const company = useCompany(companyId);
  const currency = company.data?.currency ?? DEFAULT_CURRENCY;
  const [kind, setKind] = useState<BudgetKind>(
    project?.budget_minutes != null ? 'minutes' : project?.budget_amount != null ? 'amount' : '',
  );
  // the project's budget as typed again, in the company's currency once it is read, until edited
  const [typedBudget, setBudgetText] = useState<string | null>(null);
  const budgetText =
    typedBudget ??
    (project?.budget_minutes != null
      ? String(Math.round((project.budget_minutes / 60) * 100) / 100)
      : project?.budget_amount != null
        ? amountText(project.budget_amount, currency)
        : '');
  const clients = useClients(companyId);
  const creating = useCreateProject(companyId);
  const updating = useUpdateProject(companyId);
  const busy = creating.isPending || updating.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkProjectName(name);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    const chosen = client === '' ? null : Number(client);
    const budget =
      kind === 'minutes'
        ? parseBudgetHours(budgetText)
        : kind === 'amount'
          ? parseMoney(budgetText, currency)
          : null;
    if (kind === 'minutes' && budget === null) {
      notify({ ...MONEY_TEXTS.badBudgetHours, mode: 'error' });
      return;
    }
    if (kind === 'amount' && (budget === null || budget < 1 || budget > MONEY_LIMITS.budgetAmountMax)) {
      notify({ ...MONEY_TEXTS.badBudgetAmount, mode: 'error' });
      return;
    }
    // the PATCH is partial: only what changed is sent
    const patch = project
      ? changesOf(project, { name: name.trim(), client: chosen, billable, kind, budget })
      : null;
    if (patch && Object.keys(patch).length === 0) {
      notify({ ...MESSAGES.nothingToChange, mode: 'error' });
      return;
    }
    const saved =
      project && patch
        ? await updating.attempt({ id: project.id, input: patch })
        : await creating.attempt({
            name: name.trim(),
            client: chosen,
            billable,
            ...budgetFields(kind, budget),
          });
    if (!saved.ok) {
      // a name another project has is refused with the server's words (409)
      const failed = project ? MESSAGES.projectUpdateFailed : MESSAGES.projectUploadFailed;
      notify({ ...refusalNotice(failed, saved), mode: 'error' });
      return;
    }
    notify({ ...(project ? MESSAGES.projectUpdated : MESSAGES.projectUploaded), mode: 'success' });
    onSaved();
  };

  return (
    <Modal title={project ? LABELS.editProject : LABELS.addProject} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <NameInput label="Project name" value={name} onChange={setName} disabled={busy} />
        {clients.failedStatus !== null && !clients.data && (
          <ReadFailed part status={clients.failedStatus} onRetry={clients.reload} />
        )}
        <Select
          label={MONEY_TEXTS.client}
          value={client}
          options={clientOptions(clients.data, project?.client ?? null)}
          onChange={setClient}
          disabled={busy}
        />
        <label className="co-check">
          <input
            type="checkbox"
            checked={billable}
            onChange={(event) => setBillable(event.target.checked)}
            disabled={busy}
          />
          {MONEY_TEXTS.billable}
        </label>
        <Select
          label={MONEY_TEXTS.budget}
          value={kind}
          options={[
            { value: '', label: MONEY_TEXTS.noBudget },
            { value: 'minutes', label: MONEY_TEXTS.budgetInHours },
            // a budget in money for those who see money (or the one the project has)
            ...(seesMoney || kind === 'amount'
              ? [{ value: 'amount', label: MONEY_TEXTS.budgetInMoney }]
              : []),
          ]}
          onChange={(value) => setKind(value as BudgetKind)}
          disabled={busy}
        />
        {kind !== '' && (
          <TextInput
            label={kind === 'minutes' ? MONEY_TEXTS.budgetHours : MONEY_TEXTS.budgetIn(currency)}
            inputMode="decimal"
            autoComplete="off"
            value={budgetText}
            onChange={(event) => setBudgetText(event.target.value)}
            disabled={busy}
            icon={null}
            minLength={0}
          />
        )}
        <Button type="submit" fullwidth loading={busy}>
          {project ? 'Save changes' : LABELS.addProject}
        </Button>
      </form>
    </Modal>
  );
}
