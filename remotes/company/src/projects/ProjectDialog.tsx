import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  Modal,
  NameInput,
  checkProjectName,
  createProject,
  notify,
  updateProject,
  type Project,
} from '@app/shared';

interface ProjectDialogProps {
  companyId: number;
  /** The project to rename; absent to add one. */
  project?: Project;
  onSaved: (project: Project) => void;
  onClose: () => void;
}

/**
 * 'Add project' / 'Edit project': the name, 4 characters or more ('Invalid name'), changed when
 * editing ('Nothing to change'). POST /projects/{company} or PATCH /project/{id}.
 */
export function ProjectDialog({ companyId, project, onSaved, onClose }: ProjectDialogProps) {
  const [name, setName] = useState(project?.name ?? '');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkProjectName(name, project?.name);
    if (problem) {
      notify({ ...problem, mode: 'error' });
      return;
    }
    setBusy(true);
    const input = { name: name.trim() };
    const result = project ? await updateProject(project.id, input) : await createProject(companyId, input);
    setBusy(false);
    if (!result.ok) {
      notify({ ...(project ? MESSAGES.projectUpdateFailed : MESSAGES.projectUploadFailed), mode: 'error' });
      return;
    }
    notify({ ...(project ? MESSAGES.projectUpdated : MESSAGES.projectUploaded), mode: 'success' });
    onSaved(result.data);
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
