/**
 * The audit trail: GET /audit/{company} (a page of events newest first, or with format=csv every
 * event of the query as a streamed CSV file) and the company's retention, GET/PATCH
 * /audit_retention/{company}. What a caller reads is their scope (auditScope): the admin and the
 * company's representative everything, a department's lead the events about their department's
 * people and weeks, a consultant those about her own tasks, drafts, weeks and sign-ins, a board
 * member nothing (403).
 */
import { Readable } from 'node:stream';
import { AUDIT_CSV_COLUMNS, auditScope, maySetAuditRetention, type AuditScope } from '@app/contract/audit';
import type { AuditEvent } from '@app/contract';
import { csvLine } from '@app/contract/csv';
import { companyById, companyRoutes } from '../companies';
import { ensure } from '../kernel/errors';
import { Download, found, route, type RouteModule } from '../kernel/route';
import { eventBatches, eventsPage, eventsWhere, namesDays } from './queries';
import { auditQuerySchema, retentionSchema } from './schemas';
import { retentionOf, setRetention } from './writes';

const READ_REFUSED = 'You may not read the audit trail of this company';
const SET_REFUSED = "Only the platform admin and the company's representative read and set the retention";

const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));

/** An event as a line of the CSV (the one CSV writer's formula guard applies to every cell). */
const csvRow = (e: AuditEvent) =>
  csvLine([
    e.id,
    e.at,
    e.actor.email,
    e.actor.role ?? '',
    e.action,
    e.entity.type,
    e.entity.id,
    e.department,
    json(e.before),
    json(e.after),
    e.reason,
    e.client_address,
    e.request_id,
  ]);

export const auditRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;
  const setters = companyRoutes(app, db, { rule: maySetAuditRetention, refusal: SET_REFUSED });

  // a page whose filters name no days (counted in the company's zone) reads the company in the
  // statement that reads its events (none: 404); any other read reads it first, and a caller the
  // scope refuses learns that the company does not exist (404) before being refused (403)
  route(app, 'GET /audit/{companyId}', { query: auditQuerySchema }, async (request, { params, query }) => {
    const { companyId } = params;
    const scope = auditScope(request.actor, companyId);
    const { limit, cursor, format, ...filters } = query;
    const page = async (allowed: AuditScope, zone: string | null) =>
      found(
        await eventsPage(db, companyId, eventsWhere(companyId, allowed, filters, zone), limit, cursor),
        'company',
        companyId,
      );
    if (scope !== null && format === 'json' && !namesDays(filters)) return page(scope, null);
    const company = await companyById(db, companyId);
    ensure(scope !== null, READ_REFUSED);
    if (format === 'json') return page(scope, company.time_zone);
    const where = eventsWhere(company.id, scope, filters, company.time_zone);
    // streamed: each batch is read when the client has taken the one before
    async function* lines() {
      yield `${csvLine(AUDIT_CSV_COLUMNS)}\r\n`;
      for await (const events of eventBatches(db, where))
        yield events.map((e) => `${csvRow(e)}\r\n`).join('');
    }
    return new Download('text/csv; charset=utf-8', `audit-${company.id}.csv`, Readable.from(lines()));
  });

  // the retention is read by those who read the company's whole trail and set it: a department's
  // lead or a consultant reads only her part of the trail, and nothing of the company's settings
  setters('GET /audit_retention/{companyId}', {}, async (company) => ({
    days: await retentionOf(db, company.id),
  }));

  setters('PATCH /audit_retention/{companyId}', { body: retentionSchema }, async (company, { body }) => {
    const now = options.now();
    await store.write(async (tx) => {
      // the company is locked: two settings at once apply one after the other
      await tx.lock('companies', [company.id]);
      await setRetention(tx, company.id, body.days, now);
    });
    return { days: body.days };
  });
};
