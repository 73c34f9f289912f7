import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  Modal,
  NameInput,
  checkProjectName,
  notify,
  refusalNotice,
  type Project,
} from '@app/shared';
import { useCreateProject, useUpdateProject } from '@app/shared/query';

interface ProjectDialogProps {
  companyId: number;
  /** The project to rename; absent to add one. */
  project?: Project;
  /** Saved (the list shows it). */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * 'Add project' / 'Edit project': the name, 4 characters or more ('Invalid name'), changed when
 * editing ('Nothing to change'), not another project's (the server's 409, in its words). POST
 * /projects/{company} or PATCH /project/{id}.
 */
export function ProjectDialog({ companyId, project, onSaved, onClose }: ProjectDialogProps) {
  const [name, setName] = useState(project?.name ?? '');
  const creating = useCreateProject(companyId);
  const updating = useUpdateProject(companyId);
  const busy = creating.isPending || updating.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkProjectName(name, project?.name);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    const input = { name: name.trim() };
    const saved = project ? await updating.attempt({ id: project.id, input }) : await creating.attempt(input);
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
        <Button type="submit" fullwidth loading={busy}>
          {project ? 'Save changes' : LABELS.addProject}
        </Button>
      </form>
    </Modal>
  );
}
