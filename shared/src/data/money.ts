/**
 * Clients, hourly rates and invoices: the endpoint functions, the reads and the writes of a
 * company's clients, rates and invoices. A client write reads the clients again and the rates too
 * (a client removed takes its rates with it, AFFECTED.clients); a rate write reads the rates again;
 * a write of an invoice shows its answer at once and reads the list again (an issue the company
 * too: its next number, AFFECTED.invoice). A delete leaves its list at once and comes back if
 * refused. An invoice's PDF comes with the session like every call and is handed to the browser as
 * a file.
 *
 * Not part of @app/shared/query like the older data modules: only the money entry
 * (@app/shared/money) reads it, so it loads with the pages that show clients or rates, and it takes
 * the query entry by name (one cache and one ApiFailure for the whole product).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  apiRequest,
  callEndpoint,
  downloadFile,
  endpointRequest,
  type ApiResult,
  type Client,
  type ClientInput,
  type ClientPatch,
  type Invoice,
  type InvoiceInput,
  type InvoiceIssue,
  type InvoicePatch,
  type InvoicePayment,
  type InvoiceSummary,
  type InvoiceVoiding,
  type Rate,
  type RateInput,
} from '@app/shared';
import { invoiceFileName } from '@app/contract/money';
import {
  addRow,
  queryKeys,
  replaceRow,
  useApiMutation,
  useApiQuery,
  useDeleteRow,
  type WriteOutcome,
} from '@app/shared/query';

export const listClients = (companyId: number) =>
  callEndpoint('GET /clients/{companyId}', { params: { companyId } });
export const createClient = (companyId: number, body: ClientInput) =>
  callEndpoint('POST /clients/{companyId}', { params: { companyId }, body });
export const updateClient = (id: number, body: ClientPatch) =>
  callEndpoint('PATCH /client/{id}', { params: { id }, body });
export const deleteClient = (id: number) => callEndpoint('DELETE /client/{id}', { params: { id } });

export const listRates = (companyId: number) =>
  callEndpoint('GET /rates/{companyId}', { params: { companyId } });
export const setRate = (companyId: number, body: RateInput) =>
  callEndpoint('POST /rates/{companyId}', { params: { companyId }, body });
export const deleteRate = (id: number) => callEndpoint('DELETE /rate/{id}', { params: { id } });

/** The clients of `companyId`, the archived ones too; `enabled` false reads nothing. */
export const useClients = (companyId: number, enabled = true) =>
  useApiQuery<Client[]>(queryKeys.clients(companyId), enabled ? () => listClients(companyId) : null);

/** Adds a client to `companyId`; it shows at the end of the list at once. */
export const useCreateClient = (companyId: number) =>
  useApiMutation<ClientInput, Client, Client>({
    request: (input) => createClient(companyId, input),
    affects: queryKeys.clients(companyId),
    update: addRow('end'),
  });

/** Changes the fields of a client of `companyId` that `patch` holds (archived too); the answer shows at once. */
export const useUpdateClient = (companyId: number) =>
  useApiMutation<{ id: number; patch: ClientPatch }, Client, Client>({
    request: ({ id, patch }) => updateClient(id, patch),
    affects: queryKeys.clients(companyId),
    update: replaceRow,
  });

/** Deletes a client of `companyId`: it leaves the list at once and comes back if refused (409 while a project names it). */
export const useDeleteClient = (companyId: number) =>
  useDeleteRow<Client>(queryKeys.clients(companyId), deleteClient);

/** The hourly rates of `companyId`, every level with its history; `enabled` false reads nothing. */
export const useRates = (companyId: number, enabled = true) =>
  useApiQuery<Rate[]>(queryKeys.rates(companyId), enabled ? () => listRates(companyId) : null);

/**
 * Sets a rate of `companyId` from its day on. A rate of the same place and day is replaced (the
 * server answers that row): the answer takes its place, or joins the list; the list is read again
 * in the server's order.
 */
export const useSetRate = (companyId: number) =>
  useApiMutation<RateInput, Rate, Rate>({
    request: (input) => setRate(companyId, input),
    affects: queryKeys.rates(companyId),
    update: (rows, answer) =>
      rows.some((row) => row.id === answer.id) ? replaceRow(rows, answer) : [...rows, answer],
  });

/** Deletes a rate of `companyId`: it leaves the list at once and comes back if refused. */
export const useDeleteRate = (companyId: number) =>
  useDeleteRow<Rate>(queryKeys.rates(companyId), deleteRate);

export const listInvoices = (companyId: number) =>
  callEndpoint('GET /invoices/{companyId}', { params: { companyId } });
export const createInvoice = (companyId: number, body: InvoiceInput) =>
  callEndpoint('POST /invoices/{companyId}', { params: { companyId }, body });
export const getInvoice = (id: number) => callEndpoint('GET /invoice/{id}', { params: { id } });
export const updateInvoice = (id: number, body: InvoicePatch) =>
  callEndpoint('PATCH /invoice/{id}', { params: { id }, body });
export const deleteInvoice = (id: number) => callEndpoint('DELETE /invoice/{id}', { params: { id } });
export const issueInvoice = (id: number, body: InvoiceIssue) =>
  callEndpoint('POST /invoice/{id}/issue', { params: { id }, body });
export const voidInvoice = (id: number, body: InvoiceVoiding) =>
  callEndpoint('POST /invoice/{id}/void', { params: { id }, body });
export const markInvoicePaid = (id: number, body: InvoicePayment) =>
  callEndpoint('POST /invoice/{id}/paid', { params: { id }, body });

/** The PDF of invoice `id`, its bytes, asked for with the session like every call. */
export const invoicePdf = (id: number): Promise<ApiResult<Blob>> =>
  apiRequest<Blob>({
    ...endpointRequest('GET /invoice/{id}/pdf', { params: { id } }),
    file: 'application/pdf',
  });

/**
 * Downloads the PDF of `invoice`, named by its number ('invoice-2026-0007.pdf'; a draft by its id);
 * resolves to the call's outcome (a refusal carries the server's reason).
 */
export async function downloadInvoicePdf(
  invoice: Pick<InvoiceSummary, 'id' | 'number'>,
): Promise<WriteOutcome<null>> {
  const result = await invoicePdf(invoice.id);
  if (!result.ok) return result;
  downloadFile(result.data, invoiceFileName(invoice));
  return { ok: true, data: null };
}

/** The invoices of `companyId`, newest first; `enabled` false reads nothing. */
export const useInvoices = (companyId: number, enabled = true) =>
  useApiQuery<InvoiceSummary[]>(
    queryKeys.invoices(companyId),
    enabled ? () => listInvoices(companyId) : null,
  );

/** Invoice `id` with its lines; null reads nothing (a route id not decoded). */
export const useInvoice = (id: number | null) =>
  useApiQuery<Invoice>(queryKeys.invoice(id ?? 0), id === null ? null : () => getInvoice(id));

/** Creates a draft of `companyId`: it joins the top of the list (newest first). */
export const useCreateInvoice = (companyId: number) =>
  useApiMutation<InvoiceInput, Invoice, InvoiceSummary>({
    request: (input) => createInvoice(companyId, input),
    affects: queryKeys.invoices(companyId),
    update: addRow('start'),
  });

/** Deletes a draft of `companyId`: it leaves the list at once and comes back if refused. */
export const useDeleteInvoice = (companyId: number) =>
  useDeleteRow<InvoiceSummary>(queryKeys.invoices(companyId), deleteInvoice);

/**
 * A write of invoice `id` that answers the invoice (a patch of a draft, its issue, its voiding, its
 * payment): the answer shows at once, then the invoice, the list and the company are read again.
 */
function useInvoiceWrite<I>(id: number, request: (id: number, input: I) => Promise<ApiResult<Invoice>>) {
  const client = useQueryClient();
  return useApiMutation<I, Invoice>({
    request: async (input) => {
      const result = await request(id, input);
      if (result.ok) client.setQueryData(queryKeys.invoice(id), result.data);
      return result;
    },
    affects: queryKeys.invoice(id),
  });
}

/** Changes draft `id`: lines removed or added, notes, due day, tax rate (409 once it is no draft). */
export const useUpdateInvoice = (id: number) => useInvoiceWrite<InvoicePatch>(id, updateInvoice);
/** Issues draft `id`: it gets the company's next number (409 without lines). */
export const useIssueInvoice = (id: number) => useInvoiceWrite<InvoiceIssue>(id, issueInvoice);
/** Voids issued invoice `id` with its reason. */
export const useVoidInvoice = (id: number) => useInvoiceWrite<InvoiceVoiding>(id, voidInvoice);
/** Marks issued invoice `id` paid on a day. */
export const useMarkInvoicePaid = (id: number) => useInvoiceWrite<InvoicePayment>(id, markInvoicePaid);
