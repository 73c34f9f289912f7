/**
 * GET /reports/{company}: hours by project, consultant, department, day or client over a range
 * of days in the company's time zone, read from the totals kept with every task write.
 * Who sees what (`may.readReports`, `reportScope`): admin any company; company_admin and
 * company_member their whole company; department_admin their own department; employee their own
 * hours. Asking beyond one's scope is refused (403), never silently narrowed; the filters applied
 * are echoed in the answer.
 */
import type { HoursReport, ReportRow } from '@app/contract';
import { MONEY_TEXTS } from '@app/contract/money';
import { companyRoutes } from '../companies';
import { ensure, invalid } from '../kernel/errors';
import { may, reportScope } from '../kernel/policy';
import type { RouteModule } from '../kernel/route';
import { isoDateOfKey } from '../kernel/time';
import { amountOfRated, hoursReport } from './queries';
import { reportQuerySchema } from './schemas';

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const READ_REFUSED = "You may not read this company's reports";

export const reportRoutes: RouteModule = (app, { store }) => {
  const { db } = store;

  const read = companyRoutes(app, db, { rule: may.readReports, refusal: READ_REFUSED });

  read(
    'GET /reports/{companyId}',
    { query: reportQuerySchema },
    async (company, { query }, request): Promise<HoursReport> => {
      const actor = request.actor;
      const filters = {
        department: query.department ?? null,
        project: query.project ?? null,
        consultant: query.consultant ?? null,
      };

      // every filter names something of this company (400 naming it otherwise)
      if (filters.department !== null) {
        const department = await db.departments.get(filters.department);
        if (!department || department.company !== company.id)
          throw invalid('department', 'department must be a department of this company');
      }
      if (filters.project !== null) {
        // a deleted project still has its hours: it may be asked for
        const project = await db.projects.get(filters.project);
        if (!project || project.company !== company.id)
          throw invalid('project', 'project must be a project of this company');
      }
      const consultant = filters.consultant === null ? null : await db.users.get(filters.consultant);
      if (
        consultant === undefined ||
        (consultant && (consultant.company !== company.id || consultant.role !== 'employee'))
      )
        throw invalid('consultant', 'consultant must be a consultant of this company');

      // the caller's scope: asking beyond it is 403
      const scope = actor.role === 'admin' ? null : reportScope(actor);
      if (scope && 'department' in scope) {
        ensure(
          filters.department === null || filters.department === scope.department,
          'You may only read the report of your own department',
        );
        ensure(
          consultant === null || consultant.department === scope.department,
          'You may only read the hours of consultants of your own department',
        );
        filters.department = scope.department;
      } else if (scope) {
        ensure(
          filters.consultant === null || filters.consultant === scope.consultant,
          'You may only read your own hours',
        );
        ensure(
          filters.department === null || filters.department === actor.department,
          'You may only read your own hours',
        );
        filters.consultant = scope.consultant;
      }

      // money only for those who see it: for everyone else the fields are left out
      const money = may.seeMoney(actor, company.id);
      const sums = await hoursReport(db, {
        company: company.id,
        from: query.from,
        to: query.to,
        groupBy: query.group_by,
        approvedOnly: query.status === 'approved',
        money,
        ...filters,
      });
      const rows: ReportRow[] = sums.map((s) => {
        const common = {
          total_duration: s.minutes,
          task_count: s.task_count,
          ...(money && { billable_duration: s.billable_minutes, amount: amountOfRated(s.rated) }),
        };
        switch (query.group_by) {
          case 'day': {
            const day = isoDateOfKey(s.key!);
            return { key: day, name: day, ...common };
          }
          case 'project':
            return { key: s.key, name: s.key === null ? 'No project' : (s.name ?? ''), ...common };
          case 'department':
            return { key: s.key, name: s.key === null ? 'No department' : (s.name ?? ''), ...common };
          case 'client':
            return { key: s.key, name: s.key === null ? MONEY_TEXTS.noClient : (s.name ?? ''), ...common };
          default:
            return { key: s.key, name: s.name ?? '', ...common };
        }
      });
      if (query.group_by === 'day') rows.sort((a, b) => String(a.key).localeCompare(String(b.key)));
      else
        rows.sort(
          (a, b) =>
            b.total_duration - a.total_duration ||
            byName.compare(a.name, b.name) ||
            (a.key === null ? -1 : b.key === null ? 1 : Number(a.key) - Number(b.key)),
        );
      return {
        company: company.id,
        from: isoDateOfKey(query.from),
        to: isoDateOfKey(query.to),
        group_by: query.group_by,
        time_zone: company.time_zone,
        filters,
        status: query.status ?? null,
        rows,
        totals: {
          total_duration: rows.reduce((sum, r) => sum + r.total_duration, 0),
          task_count: rows.reduce((sum, r) => sum + r.task_count, 0),
          ...(money && {
            billable_duration: rows.reduce((sum, r) => sum + (r.billable_duration ?? 0), 0),
            amount: rows.reduce((sum, r) => sum + (r.amount ?? 0), 0),
          }),
        },
        ...(money && { currency: company.currency }),
      };
    },
  );
};
