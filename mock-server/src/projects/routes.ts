/** Projects of a company: listed by its people, managed by its representative. */
import { companyFor } from '../companies';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { liveProjectsOfCompany, projectById } from './queries';
import { projectInputSchema } from './schemas';
import { projectView } from './view';
import { deleteProject, insertProject, renameProject } from './writes';

const MANAGERS_ONLY = "Only the company's representative manages its projects";

const READ_REFUSED = "You may not read this company's projects";

export const projectRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /projects/{companyId}', {}, async (request, { params }) => {
    const company = await companyFor(request, db, params.companyId, may.readProjects, READ_REFUSED);
    return (await liveProjectsOfCompany(db, company.id)).map(projectView);
  });

  route(
    app,
    'POST /projects/{companyId}',
    { body: projectInputSchema },
    async (request, { params, body }) => {
      const company = await companyFor(request, db, params.companyId, may.manageProjects, MANAGERS_ONLY);
      const now = options.now();
      return projectView(await store.write((tx) => insertProject(tx, company.id, body.name, now)));
    },
  );

  route(app, 'PATCH /project/{id}', { body: projectInputSchema }, async (request, { params, body }) => {
    const project = await projectById(db, params.id);
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    return projectView(await store.write((tx) => renameProject(tx, project.id, body.name)));
  });

  route(app, 'DELETE /project/{id}', {}, async (request, { params }) => {
    const project = await projectById(db, params.id);
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    const now = options.now();
    await store.write((tx) => deleteProject(tx, project.id, now));
    return { deleted: project.id };
  });
};
