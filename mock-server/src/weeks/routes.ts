/**
 * Timesheet weeks: GET /timesheet/{user}?week= (a consultant's week), POST
 * /timesheet/{user}/{submit|withdraw|approve|reject|reopen} (its transitions, WEEK_TRANSITIONS;
 * each answers the week), GET /timesheets/{company}?week=[&department=&status=] (the weeks of the
 * consultants in the caller's scope). Who may take which action: the policy's ownerWeekOf,
 * managerWeekOf, representativeWeekOf.
 */
import { weekOf } from '@app/contract/days';
import { WEEK_TRANSITIONS, type WeekActor, type WeekAction } from '@app/contract/weeks';
import type { FastifyRequest } from 'fastify';
import { companyById } from '../companies';
import type { UserRecord } from '../db/records';
import { ensure, invalid } from '../kernel/errors';
import { may } from '../kernel/policy';
import { found, route, type RouteModule } from '../kernel/route';
import { personOf } from '../people';
import { ensureConsultant } from '../tasks';
import { companyWeeks, rejectedWeeksOf, timesheetOf, waitingWeeks } from './queries';
import {
  rejectionSchema,
  reopeningSchema,
  timesheetsQuerySchema,
  waitingWeeksQuerySchema,
  weekQuerySchema,
} from './schemas';
import { decideWeek } from './writes';

const MAY_ACT: Record<WeekActor, (actor: UserRecord, owner: UserRecord) => boolean> = {
  owner: may.ownerWeekOf,
  manager: may.managerWeekOf,
  representative: may.representativeWeekOf,
};

const REFUSED: Record<WeekActor, string> = {
  owner: 'Only the consultant submits or withdraws her own week',
  manager: "Only the consultant's department lead or company representative decides her week",
  representative: "Only the consultant's company representative reopens her week",
};

export const weekRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /timesheet/{userId}', { query: weekQuerySchema }, async (request, { params, query }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.readWeeksOf(request.actor, owner), "You may not read this user's weeks");
    ensureConsultant(owner);
    return timesheetOf(db, owner, weekOf(query.week).from);
  });

  route(app, 'GET /rejected_weeks/{userId}', {}, async (request, { params }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.readWeeksOf(request.actor, owner), "You may not read this user's weeks");
    ensureConsultant(owner);
    return rejectedWeeksOf(db, owner.id);
  });

  const transition =
    <B extends { week: string }>(action: WeekAction, note: (body: B) => string | null) =>
    async (request: FastifyRequest, userId: number, body: B) => {
      const owner = await personOf(request, db, userId);
      ensure(may.readWeeksOf(request.actor, owner), "You may not read this user's weeks");
      ensureConsultant(owner);
      const by = WEEK_TRANSITIONS[action].by;
      ensure(MAY_ACT[by](request.actor, owner), REFUSED[by]);
      const weekStart = weekOf(body.week).from;
      await store.write((tx) =>
        decideWeek(tx, owner, request.actor, action, weekStart, note(body), options.now()),
      );
      return timesheetOf(db, owner, weekStart);
    };
  const noNote = () => null;

  const submit = transition('submit', noNote);
  route(app, 'POST /timesheet/{userId}/submit', { body: weekQuerySchema }, (request, { params, body }) =>
    submit(request, params.userId, body),
  );
  const withdraw = transition('withdraw', noNote);
  route(app, 'POST /timesheet/{userId}/withdraw', { body: weekQuerySchema }, (request, { params, body }) =>
    withdraw(request, params.userId, body),
  );
  const approve = transition('approve', noNote);
  route(app, 'POST /timesheet/{userId}/approve', { body: weekQuerySchema }, (request, { params, body }) =>
    approve(request, params.userId, body),
  );
  const reject = transition('reject', (body: { week: string; comment: string }) => body.comment);
  route(app, 'POST /timesheet/{userId}/reject', { body: rejectionSchema }, (request, { params, body }) =>
    reject(request, params.userId, body),
  );
  const reopen = transition('reopen', (body: { week: string; reason: string }) => body.reason);
  route(app, 'POST /timesheet/{userId}/reopen', { body: reopeningSchema }, (request, { params, body }) =>
    reopen(request, params.userId, body),
  );

  /**
   * The department whose weeks `actor` reads of company `companyId` (null: the whole company): the
   * one asked (a department of that company, else 400), a department's lead's own (403 for
   * another); 403 for a caller who reads none of the company's weeks, 404 for no company. The
   * routes under one company read it first (companyRoutes: 404, then the access rule's 403); here
   * the weeks' statement reads it too, so it is read alone only when the weeks are not read (a
   * refusal) or a department must be checked against it first.
   */
  const weeksScope = async (
    actor: UserRecord,
    companyId: number,
    asked: number | undefined,
  ): Promise<number | null> => {
    const allowed = may.readCompanyWeeks(actor, companyId);
    let department = asked ?? null;
    if (!allowed || department !== null) {
      await companyById(db, companyId);
      ensure(allowed, "You may not read this company's weeks");
    }
    if (department !== null) {
      const named = await db.departments.get(department);
      if (!named || named.company !== companyId)
        throw invalid('department', 'department must be a department of this company');
    }
    // a department's lead reads their own department only
    if (actor.role === 'department_admin') {
      ensure(department === null || department === actor.department, 'You may only read your own department');
      department = actor.department;
    }
    return department;
  };

  route(
    app,
    'GET /timesheets/{companyId}',
    { query: timesheetsQuerySchema },
    async (request, { params, query }) => {
      const department = await weeksScope(request.actor, params.companyId, query.department);
      const weeks = await companyWeeks(
        db,
        params.companyId,
        department,
        weekOf(query.week).from,
        query.status ?? null,
      );
      return found(weeks ?? undefined, 'company', params.companyId);
    },
  );

  route(
    app,
    'GET /waiting_weeks/{companyId}',
    { query: waitingWeeksQuerySchema },
    async (request, { params, query }) => {
      const department = await weeksScope(request.actor, params.companyId, query.department);
      const waiting = await waitingWeeks(db, params.companyId, department);
      return found(waiting ?? undefined, 'company', params.companyId);
    },
  );
};
