/**
 * Clients of a company: GET/POST /clients/{companyId}, PATCH/DELETE /client/{id}. Read by those
 * who read the company's projects and by its board members; managed by its representative.
 */
import { companyRoutes } from '../companies';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { clientById, clientsOf } from './queries';
import { clientInputSchema, clientPatchSchema } from './schemas';
import { clientView } from './view';
import { deleteClient, insertClient, updateClient } from './writes';

const MANAGERS_ONLY = "Only the company's representative manages its clients";

export const clientRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;
  const read = companyRoutes(app, db, {
    rule: may.readClients,
    refusal: "You may not read this company's clients",
  });
  const manage = companyRoutes(app, db, { rule: may.manageClients, refusal: MANAGERS_ONLY });

  read('GET /clients/{companyId}', {}, async (company) => (await clientsOf(db, company.id)).map(clientView));

  manage('POST /clients/{companyId}', { body: clientInputSchema }, async (company, { body }) => {
    const now = options.now();
    return clientView(await store.write((tx) => insertClient(tx, company.id, body, now)));
  });

  route(app, 'PATCH /client/{id}', { body: clientPatchSchema }, async (request, { params, body }) => {
    const client = await clientById(db, params.id);
    ensure(may.manageClients(request.actor, client.company), MANAGERS_ONLY);
    const now = options.now();
    return clientView(await store.write((tx) => updateClient(tx, client.id, body, now)));
  });

  route(app, 'DELETE /client/{id}', {}, async (request, { params }) => {
    const client = await clientById(db, params.id);
    ensure(may.manageClients(request.actor, client.company), MANAGERS_ONLY);
    await store.write((tx) => deleteClient(tx, client.id, options.now()));
    return { deleted: client.id };
  });
};
