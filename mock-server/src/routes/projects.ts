/**
 * Projects of a company. Deleting a project hides it (it can no longer be listed, edited or used
 * in a task) but keeps its name on the tasks that already name it.
 */
import { ensure } from '../errors';
import { may } from '../policy';
import { parseBody, projectInputSchema } from '../schemas';
import { projectView } from '../views';
import { companyById, found, pathId, projectById, route, type RouteModule } from './support';

const MANAGERS_ONLY = "Only the company's representative manages its projects";

export const projectRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /projects/{companyId}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.readProjects(request.actor, company.id), "You may not read this company's projects");
    return (await db.liveProjectsOfCompany(company.id)).map(projectView);
  });

  route(app, 'POST /projects/{companyId}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(may.manageProjects(request.actor, company.id), MANAGERS_ONLY);
    const { name } = parseBody(projectInputSchema, request.body);
    const project = await store.write((tx) =>
      tx.insert('projects', {
        name,
        company: company.id,
        created_at: options.now().toISOString(),
        deleted_at: null,
      }),
    );
    return projectView(project);
  });

  route(app, 'PATCH /project/{id}', async (request) => {
    const project = await projectById(db, pathId(request));
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    const { name } = parseBody(projectInputSchema, request.body);
    const updated = await store.write(async (tx) => {
      // locked from here: deleted meanwhile, it is a 404 and stays deleted
      await projectById(tx.db, project.id, { lock: 'update' });
      return found(await tx.update('projects', project.id, { name }), 'project', project.id);
    });
    return projectView(updated);
  });

  route(app, 'DELETE /project/{id}', async (request) => {
    const project = await projectById(db, pathId(request));
    ensure(may.manageProjects(request.actor, project.company), MANAGERS_ONLY);
    await store.write(async (tx) => {
      await projectById(tx.db, project.id, { lock: 'update' });
      await tx.update('projects', project.id, { deleted_at: options.now().toISOString() });
    });
    return { deleted: project.id };
  });
};
