/** Projects of a company: listed by its people, managed by its representative. */
import { companyRoutes } from '../companies';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { liveProjectsOfCompany, projectById } from './queries';
import { projectInputSchema, projectPatchSchema } from './schemas';
import { projectView } from './view';
import { deleteProject, insertProject, updateProject } from './writes';

const MANAGERS_ONLY = "Only the company's representative manages its projects";

const READ_REFUSED = "You may not read this company's projects";

export const projectRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;
  const read = companyRoutes(app, db, { rule: may.readProjects, refusal: READ_REFUSED });
  const manage = companyRoutes(app, db, { rule: may.manageProjects, refusal: MANAGERS_ONLY });

  read('GET /projects/{companyId}', {}, async (company) =>
    (await liveProjectsOfCompany(db, company.id)).map(projectView),
  );

  manage('POST /projects/{companyId}', { body: projectInputSchema }, async (company, { body }) => {
    const now = options.now();
    return projectView(await store.write((tx) => insertProject(tx, company.id, body, now)));
  });

  route(app, 'PATCH /project/{id}', { body: projectPatchSchema }, async (request, { params, body }) => {
    const project = await projectById(db, params.id);
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    const now = options.now();
    return projectView(await store.write((tx) => updateProject(tx, project.id, body, now)));
  });

  route(app, 'DELETE /project/{id}', {}, async (request, { params }) => {
    const project = await projectById(db, params.id);
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    await store.write((tx) => deleteProject(tx, project.id, options.now()));
    return { deleted: project.id };
  });
};
