import { useCallback, useMemo, useState } from 'react';
import {
  DataTable,
  LABELS,
  MESSAGES,
  PAGE_ROLES,
  canManageCompany,
  deleteProject,
  listProjects,
  notify,
  userAtom,
  type Column,
  type Project,
  type RowActions,
  PageUnavailable,
  unavailableFor,
  useAppValue,
} from '@app/shared';
import { queryKeys, useApiList } from '@app/shared/query';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { ProjectDialog } from '../projects/ProjectDialog';

const COLUMNS: Column<Project>[] = [{ key: 'name' }];

/** /admin/projects/{id}: the company's projects (admin views; the representative adds, renames, deletes). */
export function ProjectsPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.projects}>
      {(companyId) => <Projects companyId={companyId} />}
    </CompanyRoute>
  );
}

function Projects({ companyId }: { companyId: number }) {
  const manager = canManageCompany(useAppValue(userAtom), companyId);
  const projects = useApiList<Project>(queryKeys.projects(companyId), () => listProjects(companyId));
  const [dialog, setDialog] = useState<{ project?: Project } | null>(null);
  const { append, replace, removeOptimistically } = projects;

  const remove = useCallback(
    async (project: Project) => {
      if (!(await removeOptimistically(project, () => deleteProject(project.id))))
        notify({ ...MESSAGES.deleteFailed, mode: 'error' });
    },
    [removeOptimistically],
  );
  const actions = useMemo<RowActions<Project> | undefined>(
    () => (manager ? { edit: (project) => setDialog({ project }), delete: remove } : undefined),
    [manager, remove],
  );

  // a refused (403) or unknown (404) company: say so, with no Add button
  const unavailable = unavailableFor(projects.failedStatus);
  if (unavailable) return <PageUnavailable reason={unavailable} />;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title="Projects"
        count={projects.items.length}
        onAdd={manager ? () => setDialog({}) : undefined}
        addLabel={LABELS.addProject}
      />
      <DataTable
        label="Projects"
        rows={projects.items}
        columns={COLUMNS}
        actions={actions}
        loading={projects.loading}
      />
      {dialog && (
        <ProjectDialog
          companyId={companyId}
          project={dialog.project}
          onClose={() => setDialog(null)}
          onSaved={(project) => {
            if (dialog.project) replace(project);
            else append(project);
            setDialog(null);
          }}
        />
      )}
    </section>
  );
}
