/**
 * Invoices of a company: GET/POST /invoices/{companyId}, GET/PATCH/DELETE /invoice/{id} (drafts
 * only for PATCH and DELETE), POST /invoice/{id}/issue, /void, /paid, and GET /invoice/{id}/pdf.
 * Read by those who see money; written by the company's representative.
 */
import { Readable } from 'node:stream';
import { companyById, companyRoutes } from '../companies';
import { clientById } from '../clients';
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { Download, route, type RouteModule } from '../kernel/route';
import { invoicePdf } from './pdf';
import { invoiceById, invoicesOf, invoiceView } from './queries';
import {
  invoiceInputSchema,
  invoiceIssueSchema,
  invoicePatchSchema,
  invoicePaymentSchema,
  invoiceVoidingSchema,
} from './schemas';
import { createDraft, deleteDraft, issueInvoice, markPaid, updateDraft, voidInvoice } from './writes';

const MANAGERS_ONLY = "Only the company's representative writes its invoices";
const READ_REFUSED = "You may not read this company's invoices";

export const invoiceRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;
  const read = companyRoutes(app, db, { rule: may.seeMoney, refusal: READ_REFUSED });
  const manage = companyRoutes(app, db, { rule: may.manageMoney, refusal: MANAGERS_ONLY });

  /** Invoice `id`, once `rule` lets the caller in for its company. */
  const invoiceFor = async (
    request: { actor: Parameters<typeof may.seeMoney>[0] },
    id: number,
    write: boolean,
  ) => {
    const invoice = await invoiceById(db, id);
    if (write) ensure(may.manageMoney(request.actor, invoice.company), MANAGERS_ONLY);
    else ensure(may.seeMoney(request.actor, invoice.company), READ_REFUSED);
    return invoice;
  };
  const shown = async (id: number) => invoiceView(db, await invoiceById(db, id));

  read('GET /invoices/{companyId}', {}, (company) => invoicesOf(db, company.id));

  manage('POST /invoices/{companyId}', { body: invoiceInputSchema }, async (company, { body }) => {
    const now = options.now();
    return shown(await store.write((tx) => createDraft(tx, company, body, now)));
  });

  route(app, 'GET /invoice/{id}', {}, async (request, { params }) =>
    invoiceView(db, await invoiceFor(request, params.id, false)),
  );

  route(app, 'PATCH /invoice/{id}', { body: invoicePatchSchema }, async (request, { params, body }) => {
    const invoice = await invoiceFor(request, params.id, true);
    const now = options.now();
    await store.write((tx) => updateDraft(tx, invoice.id, body, now));
    return shown(invoice.id);
  });

  route(app, 'DELETE /invoice/{id}', {}, async (request, { params }) => {
    const invoice = await invoiceFor(request, params.id, true);
    await store.write((tx) => deleteDraft(tx, invoice.id, options.now()));
    return { deleted: invoice.id };
  });

  route(app, 'POST /invoice/{id}/issue', { body: invoiceIssueSchema }, async (request, { params, body }) => {
    const invoice = await invoiceFor(request, params.id, true);
    const now = options.now();
    await store.write((tx) => issueInvoice(tx, invoice.company, invoice.id, body?.issued_on, now));
    return shown(invoice.id);
  });

  route(app, 'POST /invoice/{id}/void', { body: invoiceVoidingSchema }, async (request, { params, body }) => {
    const invoice = await invoiceFor(request, params.id, true);
    const now = options.now();
    await store.write((tx) => voidInvoice(tx, invoice.id, body.reason, now));
    return shown(invoice.id);
  });

  route(app, 'POST /invoice/{id}/paid', { body: invoicePaymentSchema }, async (request, { params, body }) => {
    const invoice = await invoiceFor(request, params.id, true);
    const now = options.now();
    await store.write((tx) => markPaid(tx, invoice.id, body.paid_on, now));
    return shown(invoice.id);
  });

  route(app, 'GET /invoice/{id}/pdf', {}, async (request, { params }) => {
    const row = await invoiceFor(request, params.id, false);
    const invoice = await invoiceView(db, row);
    const company = await companyById(db, row.company);
    const client = await clientById(db, invoice.client);
    const bytes = await invoicePdf(invoice, {
      company: { name: company.name, address: company.address, locale: company.locale },
      client: { name: client.name, address: client.address, vat_id: client.vat_id },
    });
    const name = invoice.number ? `invoice-${invoice.number}` : `draft-invoice-${invoice.id}`;
    return new Download(
      'application/pdf',
      `${name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
      Readable.from([bytes]),
    );
  });
};
