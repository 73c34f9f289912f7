/**
 * Hourly rates of a company: GET/POST /rates/{companyId}, DELETE /rate/{id}. Read by those who see
 * money (the platform admin, the representative, board members); set by the representative.
 */
import { companyRoutes } from '../companies';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { rateById, ratesOf, type RateRow } from './queries';
import { rateInputSchema } from './schemas';
import { removeRate, setRate } from './writes';

const MANAGERS_ONLY = "Only the company's representative sets its rates";

const rateView = ({ company: _company, ...rate }: RateRow) => rate;

export const rateRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;
  const read = companyRoutes(app, db, {
    rule: may.seeMoney,
    refusal: "You may not read this company's rates",
  });
  const manage = companyRoutes(app, db, { rule: may.manageMoney, refusal: MANAGERS_ONLY });

  read('GET /rates/{companyId}', {}, async (company) => (await ratesOf(db, company.id)).map(rateView));

  manage('POST /rates/{companyId}', { body: rateInputSchema }, async (company, { body }, request) => {
    const now = options.now();
    return rateView(await store.write((tx) => setRate(tx, company.id, request.actor, body, now)));
  });

  route(app, 'DELETE /rate/{id}', {}, async (request, { params }) => {
    const rate = await rateById(db, params.id);
    ensure(may.manageMoney(request.actor, rate.company), MANAGERS_ONLY);
    await store.write((tx) => removeRate(tx, rate.id, options.now()));
    return { deleted: rate.id };
  });
};
