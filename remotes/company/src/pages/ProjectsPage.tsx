import { useCallback, useMemo, useState } from 'react';
import {
  DataTable,
  LABELS,
  MESSAGES,
  PAGE_ROLES,
  notify,
  userAtom,
  type Column,
  type Project,
  type RowActions,
  useAppValue,
  refusalNotice,
} from '@app/shared';
import { MONEY_TEXTS, useClients } from '@app/shared/money';
import { canManageCompany, may, useActor } from '@app/shared/policy';
import { useDeleteProject, useProjectBudgets, useProjects, ReadFailed } from '@app/shared/query';
import { clientNameOf } from '../clients/clientName';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { BudgetBar } from '../projects/BudgetBar';
import { ProjectDialog } from '../projects/ProjectDialog';

const NO_PROJECTS: Project[] = [];

/**
 * /admin/projects/{id}: the company's projects, each with the client it is billed to, whether it
 * is billable and its budget as used to date (admin views; the representative adds, edits, deletes).
 */
export function ProjectsPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.projects}>
      {(companyId) => <Projects companyId={companyId} />}
    </CompanyRoute>
  );
}

function Projects({ companyId }: { companyId: number }) {
  const manager = canManageCompany(useAppValue(userAtom), companyId);
  const actor = useActor();
  const read = useProjects(companyId);
  // the column of each project's client names it from the company's clients (a client not read
  // says its id)
  const clients = useClients(companyId, !!actor && may.readClients(actor, companyId));
  const clientRows = clients.data;
  const projects = read.data ?? NO_PROJECTS;
  const budgets = useProjectBudgets(companyId);
  const budgetRows = budgets.data;
  const [dialog, setDialog] = useState<{ project?: Project } | null>(null);
  const { attempt: deleteProject } = useDeleteProject(companyId);

  const remove = useCallback(
    async (project: Project) => {
      const outcome = await deleteProject(project);
      if (!outcome.ok) notify({ ...refusalNotice(MESSAGES.deleteFailed, outcome), mode: 'error' });
    },
    [deleteProject],
  );
  const columns = useMemo<Column<Project>[]>(
    () => [
      { key: 'name' },
      {
        key: 'client',
        label: MONEY_TEXTS.client.toUpperCase(),
        render: (project) =>
          project.client === null ? MONEY_TEXTS.noClient : clientNameOf(clientRows, project.client),
      },
      {
        key: 'billable',
        label: MONEY_TEXTS.billable.toUpperCase(),
        render: (project) => (project.billable ? MONEY_TEXTS.billable : MONEY_TEXTS.notBillable),
      },
      {
        key: 'budget',
        label: MONEY_TEXTS.budget.toUpperCase(),
        render: (project) => {
          const budget = budgetRows?.find((b) => b.project === project.id);
          // until the budgets are read (or when they cannot be: said above the table) nothing
          if (budget) return <BudgetBar budget={budget} />;
          return budgetRows ? MONEY_TEXTS.noBudget : '';
        },
      },
    ],
    [clientRows, budgetRows],
  );
  const actions = useMemo<RowActions<Project> | undefined>(
    () => (manager ? { edit: (project) => setDialog({ project }), delete: remove } : undefined),
    [manager, remove],
  );

  // a company refused (403), unknown (404) or not answered for: say so in place of the list (never
  // 'Projects 0'), with no Add button
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title="Projects"
        count={projects.length}
        onAdd={manager ? () => setDialog({}) : undefined}
        addLabel={LABELS.addProject}
      />
      {budgets.failedStatus !== null && !budgets.data && (
        <ReadFailed part status={budgets.failedStatus} onRetry={budgets.reload} />
      )}
      <DataTable
        label="Projects"
        rows={projects}
        columns={columns}
        actions={actions}
        loading={read.loading}
      />
      {dialog && (
        <ProjectDialog
          companyId={companyId}
          project={dialog.project}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
    </section>
  );
}
