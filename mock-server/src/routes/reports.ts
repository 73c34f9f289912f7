/** Task logs (newest first, no paging limit) and performance rows of a company or a department. */
import { ensure } from '../errors';
import { performanceRows } from '../performance';
import { may } from '../policy';
import { logView } from '../views';
import { consultantsOfDepartment } from './departments';
import { companyById, departmentById, pathId, type RouteModule } from './support';

export const reportRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  app.get('/tasks_logs/:id', async (request) => {
    const company = companyById(db, pathId(request));
    ensure(may.readLogs(request.actor, company.id), "Only the platform admin and the company's representative read its task logs");
    // Logs are appended in creation order (ids follow it), so newest first is the reverse.
    return db.logsOfCompany(company.id).reverse().map(logView);
  });

  app.get('/grouped_tasks/:id', async (request) => {
    const company = companyById(db, pathId(request));
    ensure(may.readCompanyPerformance(request.actor, company.id), "You may not read this company's performance");
    const consultants = db.usersOfCompany(company.id).filter((u) => u.role === 'employee');
    return performanceRows(db, consultants, options.now());
  });

  app.get('/task_grouping_by_department/:id', async (request) => {
    const department = departmentById(db, pathId(request));
    ensure(may.readDepartmentPerformance(request.actor, department), "You may not read this department's performance");
    return performanceRows(db, consultantsOfDepartment(db, department.id, department.company), options.now());
  });
};
