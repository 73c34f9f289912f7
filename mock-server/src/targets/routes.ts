/**
 * Targets: GET/POST /targets/{user} (a consultant's target schedules; a new one from a day on),
 * GET/POST /holidays/{company} and DELETE /holiday/{id} (the company's holidays). A planned day
 * (a schedule's first day, a holiday) is never before the current week of the company's calendar:
 * past weeks keep their targets.
 */
import { plannedDayProblem, todayIn } from '@app/contract/days';
import { PLANNED_DAY_MAX_DAYS_AHEAD } from '@app/contract/weeks';
import { companyById, companyRoutes } from '../companies';
import { conflict, ensure, invalid } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { personOf } from '../people';
import { ensureConsultant, zoneOf } from '../tasks';
import { holidayById, holidaysOf, schedulesOf } from './queries';
import { holidaySchema, targetSchema } from './schemas';
import { insertHoliday, removeHoliday, setSchedule } from './writes';

/** A planned day of the company's calendar (`today` there) must be fine, or 400 naming `field`. */
function checkPlannedDay(field: string, day: string, today: string): void {
  const problem = plannedDayProblem(day, today);
  if (problem === 'past')
    throw invalid(field, `${field} must not be before this week (${today}'s): past weeks keep their targets`);
  if (problem === 'tooFar')
    throw invalid(field, `${field} must be at most ${PLANNED_DAY_MAX_DAYS_AHEAD} days after today`);
}

export const targetRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /targets/{userId}', {}, async (request, { params }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.readTargetsOf(request.actor, owner), "You may not read this user's targets");
    ensureConsultant(owner);
    return schedulesOf(db, owner.id);
  });

  route(app, 'POST /targets/{userId}', { body: targetSchema }, async (request, { params, body }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(
      may.setTargetsOf(request.actor, owner),
      "Only the consultant's department lead or company representative sets her targets",
    );
    ensureConsultant(owner);
    const now = options.now();
    checkPlannedDay(
      'effective_from',
      body.effective_from,
      todayIn(await zoneOf(db, owner, request.companyZone), now),
    );
    return store.write((tx) => setSchedule(tx, owner, request.actor, body, now));
  });

  const read = companyRoutes(app, db, {
    rule: may.readHolidays,
    refusal: "You may not read this company's holidays",
  });
  read('GET /holidays/{companyId}', {}, (company) => holidaysOf(db, company.id));

  const set = companyRoutes(app, db, {
    rule: may.setHolidays,
    refusal: "Only the company's representative sets its holidays",
  });
  set('POST /holidays/{companyId}', { body: holidaySchema }, async (company, { body }) => {
    const now = options.now();
    checkPlannedDay('day', body.day, todayIn(company.time_zone, now));
    return store.write((tx) => insertHoliday(tx, company.id, body.day, body.name, now));
  });

  route(app, 'DELETE /holiday/{holidayId}', {}, async (request, { params }) => {
    const holiday = await holidayById(db, params.holidayId);
    ensure(
      may.setHolidays(request.actor, holiday.company),
      "Only the company's representative sets its holidays",
    );
    const company = await companyById(db, holiday.company);
    const now = options.now();
    await store.write((tx) =>
      removeHoliday(
        tx,
        holiday.id,
        (current) => {
          if (plannedDayProblem(current.day, todayIn(company.time_zone, now)) === 'past')
            throw conflict(
              'holiday_past',
              `The holiday of ${current.day} is in a past week: past weeks keep their targets`,
            );
        },
        now,
      ),
    );
    return { deleted: holiday.id };
  });
};
