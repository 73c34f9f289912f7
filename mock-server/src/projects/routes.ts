/** Projects of a company: listed by its people, managed by its representative. */
import { companyRoutes } from '../companies';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { liveProjectsOfCompany, projectById } from './queries';
import { projectInputSchema, projectPatchSchema } from './schemas';
import { projectBudgets } from './budgets';
import { projectView } from './view';
import { deleteProject, insertProject, updateProject } from './writes';

const MANAGERS_ONLY = "Only the company's representative manages its projects";

const READ_REFUSED = "You may not read this company's projects";

export const projectRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;
  const read = companyRoutes(app, db, { rule: may.readProjects, refusal: READ_REFUSED });
  const manage = companyRoutes(app, db, { rule: may.manageProjects, refusal: MANAGERS_ONLY });

  read('GET /projects/{companyId}', {}, async (company, _input, request) => {
    const seesMoney = may.seeMoney(request.actor, company.id);
    return (await liveProjectsOfCompany(db, company.id)).map((p) => projectView(p, seesMoney));
  });

  read('GET /project_budgets/{companyId}', {}, async (company, _input, request) =>
    projectBudgets(db, company, may.seeMoney(request.actor, company.id)),
  );

  manage('POST /projects/{companyId}', { body: projectInputSchema }, async (company, { body }, request) => {
    const now = options.now();
    const created = await store.write((tx) => insertProject(tx, company.id, body, now));
    return projectView(created, may.seeMoney(request.actor, company.id));
  });

  route(app, 'PATCH /project/{id}', { body: projectPatchSchema }, async (request, { params, body }) => {
    const project = await projectById(db, params.id);
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    const now = options.now();
    const updated = await store.write((tx) => updateProject(tx, project.id, body, now));
    return projectView(updated, may.seeMoney(request.actor, project.company));
  });

  route(app, 'DELETE /project/{id}', {}, async (request, { params }) => {
    const project = await projectById(db, params.id);
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    await store.write((tx) => deleteProject(tx, project.id, options.now()));
    return { deleted: project.id };
  });
};
