/** Performance rows of a company's or a department's consultants. */
import { companyById } from '../companies';
import { departmentById } from '../departments';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { performanceRows } from './queries';

export const performanceRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /grouped_tasks/{companyId}', {}, async (request, { params }) => {
    const id = params.companyId;
    // the rule needs only the id; an unknown company is looked up only when nothing is found
    if (!may.readCompanyPerformance(request.actor, id)) await companyById(db, id);
    ensure(may.readCompanyPerformance(request.actor, id), "You may not read this company's performance");
    const rows = await performanceRows(db, id, null, options.now(), request.companyZone);
    if (rows === '[]') await companyById(db, id);
    return rows;
  });

  route(app, 'GET /task_grouping_by_department/{departmentId}', {}, async (request, { params }) => {
    const department = await departmentById(db, params.departmentId);
    ensure(
      may.readDepartmentPerformance(request.actor, department),
      "You may not read this department's performance",
    );
    return performanceRows(db, department.company, department.id, options.now(), request.companyZone);
  });
};
