import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  Icon,
  PAGE_ROLES,
  Spinner,
  encodeId,
  notify,
  useRouteId,
  type Invoice,
  type InvoiceLine,
} from '@app/shared';
import { todayIn } from '@app/shared/days';
import {
  INVOICE_TEXTS,
  downloadInvoicePdf,
  useDeleteInvoice,
  useInvoice,
  useIssueInvoice,
  useUpdateInvoice,
} from '@app/shared/money';
import { may, useActor } from '@app/shared/policy';
import { BadLinkRedirect, ReadFailed, useCompany } from '@app/shared/query';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';
import { DraftDialog } from '../invoices/DraftDialog';
import { FixedLineDialog } from '../invoices/FixedLineDialog';
import { InvoiceLines } from '../invoices/InvoiceLines';
import { InvoiceStatusBadge } from '../invoices/InvoiceStatusBadge';
import { PaidDialog } from '../invoices/PaidDialog';
import { VoidDialog } from '../invoices/VoidDialog';
import { invoiceRefusal, periodText, shortDay } from '../invoices/invoiceWords';
import { PersonDetails } from '../people/PersonDetails';

/**
 * /company/invoices/{company id}/{invoice id}: one invoice, for those who see money: its state,
 * client, period, days and notes, its lines and totals, and its PDF (named by its number). The
 * representative changes a draft (removes a line after a confirmation, adds a fixed line, edits
 * its notes, due day and tax rate), deletes it or issues it (after a confirmation: it gets its
 * number); an issued invoice she voids (with its reason) or marks paid (on a day). Every refusal
 * is said in the server's words.
 */
export function InvoicePage() {
  const invoiceId = useRouteId('invoiceId');
  return (
    <CompanyRoute roles={PAGE_ROLES.invoices}>
      {(companyId) =>
        invoiceId === null ? <BadLinkRedirect /> : <InvoiceView companyId={companyId} invoiceId={invoiceId} />
      }
    </CompanyRoute>
  );
}

type Step = 'line' | 'edit' | 'issue' | 'delete' | 'void' | 'paid';

function InvoiceView({ companyId, invoiceId }: { companyId: number; invoiceId: number }) {
  const actor = useActor();
  const manager = !!actor && may.manageMoney(actor, companyId);
  const navigate = useNavigate();
  const company = useCompany(companyId);
  const read = useInvoice(invoiceId);
  const [step, setStep] = useState<Step | null>(null);
  const [removing, setRemoving] = useState<InvoiceLine | null>(null);
  const [downloading, setDownloading] = useState(false);
  const updating = useUpdateInvoice(invoiceId);
  const issuing = useIssueInvoice(invoiceId);
  const deleting = useDeleteInvoice(companyId);
  const listPath = `/company/invoices/${encodeId(companyId)}`;
  const close = useCallback(() => setStep(null), []);

  const removeLine = async (line: InvoiceLine) => {
    const outcome = await updating.attempt({ remove_lines: [line.id] });
    setRemoving(null);
    notify(
      outcome.ok
        ? { ...INVOICE_TEXTS.lineRemoved, mode: 'success' }
        : { ...invoiceRefusal(INVOICE_TEXTS.invoiceNotChanged, outcome), mode: 'error' },
    );
  };

  const issue = async () => {
    // the issue day is the company's today, as the server counts it
    const outcome = await issuing.attempt({});
    setStep(null);
    notify(
      outcome.ok
        ? { ...INVOICE_TEXTS.issued(outcome.data.number ?? ''), mode: 'success' }
        : { ...invoiceRefusal(INVOICE_TEXTS.invoiceNotChanged, outcome), mode: 'error' },
    );
  };

  const remove = async (invoice: Invoice) => {
    const outcome = await deleting.attempt(invoice);
    setStep(null);
    if (!outcome.ok) {
      notify({ ...invoiceRefusal(INVOICE_TEXTS.invoiceNotChanged, outcome), mode: 'error' });
      return;
    }
    notify({ ...INVOICE_TEXTS.draftDeleted, mode: 'success' });
    navigate(listPath);
  };

  const download = async (invoice: Invoice) => {
    setDownloading(true);
    const outcome = await downloadInvoicePdf(invoice);
    setDownloading(false);
    if (!outcome.ok) notify({ ...invoiceRefusal(INVOICE_TEXTS.pdfFailed, outcome), mode: 'error' });
  };

  // refused (403), unknown (404) or not answered for: said in place of the invoice, with a retry;
  // one shown from the cache that is gone since (a draft deleted) is said to be gone too
  if (read.failedStatus !== null && (!read.data || read.failedStatus === 404))
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;
  const invoice = read.data;
  if (!invoice) return <Spinner label={INVOICE_TEXTS.loadingInvoice} />;

  const draft = invoice.status === 'draft';
  const issued = invoice.status === 'issued';
  const today = todayIn(company.data?.time_zone);

  return (
    <section>
      <CompanyHeader companyId={companyId} title={INVOICE_TEXTS.invoiceName(invoice)} />
      <p className="co-back">
        <Link to={listPath}>
          <span aria-hidden="true">← </span>
          {INVOICE_TEXTS.allInvoices}
        </Link>
      </p>
      <div className="co-invoice-actions">
        {manager && draft && (
          <>
            <Button contain onClick={() => setStep('issue')}>
              {INVOICE_TEXTS.issue}
            </Button>
            <Button contain outline onClick={() => setStep('line')}>
              {INVOICE_TEXTS.addFixedLine}
            </Button>
            <Button contain outline onClick={() => setStep('edit')}>
              {INVOICE_TEXTS.editDraft}
            </Button>
            <Button contain outline onClick={() => setStep('delete')}>
              {INVOICE_TEXTS.deleteDraft}
            </Button>
          </>
        )}
        {manager && issued && (
          <>
            <Button contain onClick={() => setStep('paid')}>
              {INVOICE_TEXTS.markPaid}
            </Button>
            <Button contain outline onClick={() => setStep('void')}>
              {INVOICE_TEXTS.void}
            </Button>
          </>
        )}
        <Button contain outline loading={downloading} onClick={() => void download(invoice)}>
          <Icon name="download" size={18} />
          {INVOICE_TEXTS.downloadPdf}
        </Button>
      </div>
      <PersonDetails
        // a day or a text the invoice does not have yet (or any more) is left out
        entries={(
          [
            [INVOICE_TEXTS.state, <InvoiceStatusBadge key="state" status={invoice.status} />],
            [INVOICE_TEXTS.client, invoice.client_name],
            [INVOICE_TEXTS.period, periodText(invoice)],
            [INVOICE_TEXTS.groupBy, INVOICE_TEXTS.groupings[invoice.group_by]],
            [INVOICE_TEXTS.issuedOn, invoice.issued_on && shortDay(invoice.issued_on)],
            [
              INVOICE_TEXTS.due,
              invoice.due_on ? shortDay(invoice.due_on) : draft ? INVOICE_TEXTS.dueOnIssue : null,
            ],
            [INVOICE_TEXTS.paid, invoice.paid_on && shortDay(invoice.paid_on)],
            [INVOICE_TEXTS.notes, invoice.notes && <span className="co-lines">{invoice.notes}</span>],
            [
              INVOICE_TEXTS.voidReason,
              invoice.void_reason && <span className="co-lines">{invoice.void_reason}</span>,
            ],
          ] as const
        ).filter(([, value]) => !!value)}
      />
      <InvoiceLines invoice={invoice} onRemove={manager && draft ? setRemoving : undefined} />
      {removing && (
        <ConfirmDialog
          title={INVOICE_TEXTS.removeLine}
          body={INVOICE_TEXTS.removeLineBody(removing.description)}
          confirmLabel={INVOICE_TEXTS.removeLine}
          loading={updating.isPending}
          onConfirm={() => void removeLine(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
      {step === 'issue' && (
        <ConfirmDialog
          title={INVOICE_TEXTS.issueTitle}
          body={INVOICE_TEXTS.issueBody}
          confirmLabel={INVOICE_TEXTS.issue}
          loading={issuing.isPending}
          onConfirm={() => void issue()}
          onCancel={close}
        />
      )}
      {step === 'delete' && (
        <ConfirmDialog
          title={INVOICE_TEXTS.deleteDraft}
          body={INVOICE_TEXTS.deleteDraftBody}
          confirmLabel={INVOICE_TEXTS.deleteDraft}
          loading={deleting.isPending}
          onConfirm={() => void remove(invoice)}
          onCancel={close}
        />
      )}
      {step === 'line' && <FixedLineDialog invoice={invoice} onClose={close} />}
      {step === 'edit' && <DraftDialog invoice={invoice} onClose={close} />}
      {step === 'void' && <VoidDialog invoice={invoice} onClose={close} />}
      {step === 'paid' && <PaidDialog invoice={invoice} today={today} onClose={close} />}
    </section>
  );
}
