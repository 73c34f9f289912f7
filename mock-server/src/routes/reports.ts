/** Task logs (newest first, no paging limit) and performance rows of a company or a department. */
import { ensure } from '../errors';
import { may } from '../policy';
import { companyById, departmentById, pathId, route, type RouteModule } from './support';

export const reportRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /tasks_logs/{companyId}', async (request) => {
    const company = await companyById(db, pathId(request));
    ensure(
      may.readLogs(request.actor, company.id),
      "Only the platform admin and the company's representative read its task logs",
    );
    return db.logsOfCompanyJson(company.id);
  });

  route(app, 'GET /grouped_tasks/{companyId}', async (request) => {
    const id = pathId(request);
    // the rule needs only the id; an unknown company is looked up only when nothing is found
    if (!may.readCompanyPerformance(request.actor, id)) await companyById(db, id);
    ensure(may.readCompanyPerformance(request.actor, id), "You may not read this company's performance");
    const rows = await db.performance(id, null, options.now());
    if (rows === '[]') await companyById(db, id);
    return rows;
  });

  route(app, 'GET /task_grouping_by_department/{departmentId}', async (request) => {
    const department = await departmentById(db, pathId(request));
    ensure(
      may.readDepartmentPerformance(request.actor, department),
      "You may not read this department's performance",
    );
    return db.performance(department.company, department.id, options.now());
  });
};
