import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  Modal,
  NameInput,
  Select,
  checkProjectName,
  notify,
  refusalNotice,
  type Client,
  type Project,
  type ProjectPatch,
} from '@app/shared';
import { MONEY_TEXTS, useClients } from '@app/shared/money';
import { ReadFailed, useCreateProject, useUpdateProject } from '@app/shared/query';
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

/** The fields of `project` that `form` changes. */
const changesOf = (project: Project, form: Required<ProjectPatch>): ProjectPatch => ({
  ...(form.name !== project.name.trim() && { name: form.name }),
  ...(form.client !== project.client && { client: form.client }),
  ...(form.billable !== project.billable && { billable: form.billable }),
});

/**
 * 'Add project' / 'Edit project': the name, 4 characters or more ('Invalid name'), not another
 * project's (the server's 409, in its words); the client it is billed to ('No client' or a client
 * still offered) and whether its hours are billed (a new project is). POST /projects/{company}
 * sends them all; PATCH /project/{id} only those changed ('Nothing to change' when none is).
 */
export function ProjectDialog({ companyId, project, onSaved, onClose }: ProjectDialogProps) {
  const [name, setName] = useState(project?.name ?? '');
  const [client, setClient] = useState(project?.client == null ? '' : String(project.client));
  const [billable, setBillable] = useState(project?.billable ?? true);
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
    // the PATCH is partial: only what changed is sent
    const patch = project ? changesOf(project, { name: name.trim(), client: chosen, billable }) : null;
    if (patch && Object.keys(patch).length === 0) {
      notify({ ...MESSAGES.nothingToChange, mode: 'error' });
      return;
    }
    const saved =
      project && patch
        ? await updating.attempt({ id: project.id, input: patch })
        : await creating.attempt({ name: name.trim(), client: chosen, billable });
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
        <Button type="submit" fullwidth loading={busy}>
          {project ? 'Save changes' : LABELS.addProject}
        </Button>
      </form>
    </Modal>
  );
}
