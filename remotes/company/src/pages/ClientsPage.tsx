import { useCallback, useMemo, useState } from 'react';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  MESSAGES,
  PAGE_ROLES,
  Spinner,
  Toggle,
  notify,
  refusalNotice,
  type Client,
  type Column,
  type RowActions,
} from '@app/shared';
import { MONEY_TEXTS, useClients, useDeleteClient, useUpdateClient } from '@app/shared/money';
import { may, useActor } from '@app/shared/policy';
import { ReadFailed } from '@app/shared/query';
import { ClientDetailsDialog } from '../clients/ClientDetailsDialog';
import { ClientDialog } from '../clients/ClientDialog';
import { CompanyHeader } from '../company/CompanyHeader';
import { CompanyRoute } from '../company/CompanyRoute';

const NO_CLIENTS: Client[] = [];

const COLUMNS: Column<Client>[] = [
  { key: 'name' },
  { key: 'vat_id', label: MONEY_TEXTS.vatId.toUpperCase() },
  {
    key: 'payment_terms_days',
    label: MONEY_TEXTS.paymentTermsColumn.toUpperCase(),
    render: (client) => MONEY_TEXTS.days(client.payment_terms_days),
  },
  {
    key: 'archived',
    label: MONEY_TEXTS.state.toUpperCase(),
    render: (client) => (client.archived ? MONEY_TEXTS.archived : MONEY_TEXTS.active),
  },
];

/** A client the server would not delete because projects name it: its reason, and Archive offered instead. */
interface InUse {
  client: Client;
  reason: string;
}

/**
 * /company/clients/{id}: the company's clients by name (the archived ones on demand), read by the
 * platform admin, the representative and the board members; the representative adds, edits,
 * archives, restores and deletes them (a client that projects name is archived instead).
 */
export function ClientsPage() {
  return (
    <CompanyRoute roles={PAGE_ROLES.clients}>{(companyId) => <Clients companyId={companyId} />}</CompanyRoute>
  );
}

function Clients({ companyId }: { companyId: number }) {
  const actor = useActor();
  const manager = !!actor && may.manageClients(actor, companyId);
  const read = useClients(companyId);
  const all = read.data ?? NO_CLIENTS;
  const [showArchived, setShowArchived] = useState(false);
  const [dialog, setDialog] = useState<{ client?: Client } | null>(null);
  const [opened, setOpened] = useState<Client | null>(null);
  const [inUse, setInUse] = useState<InUse | null>(null);
  const { attempt: updateClient, isPending: updating } = useUpdateClient(companyId);
  const { attempt: deleteClient } = useDeleteClient(companyId);

  const shown = useMemo(
    () =>
      all.filter((client) => showArchived || !client.archived).sort((a, b) => a.name.localeCompare(b.name)),
    [all, showArchived],
  );

  /** PATCH /client/{id} {archived}: an archived client is offered no more, a restored one again. */
  const setArchived = useCallback(
    async (client: Client, archived: boolean) => {
      const outcome = await updateClient({ id: client.id, patch: { archived } });
      notify(
        outcome.ok
          ? { ...(archived ? MONEY_TEXTS.clientArchived : MONEY_TEXTS.clientRestored), mode: 'success' }
          : { ...refusalNotice(MONEY_TEXTS.clientFailed, outcome), mode: 'error' },
      );
      return outcome.ok;
    },
    [updateClient],
  );

  /**
   * Deleted after the confirmation: it leaves the list at once and comes back if refused. While
   * projects name it the server refuses (409 client_in_use): its reason is said, with Archive offered.
   */
  const remove = useCallback(
    async (client: Client) => {
      const outcome = await deleteClient(client);
      if (outcome.ok) notify({ ...MONEY_TEXTS.clientDeleted, mode: 'success' });
      else if (outcome.status === 409 && outcome.error?.error === 'client_in_use' && !client.archived)
        setInUse({ client, reason: outcome.error.detail || MESSAGES.deleteFailed.body });
      else notify({ ...refusalNotice(MESSAGES.deleteFailed, outcome), mode: 'error' });
    },
    [deleteClient],
  );

  const actions = useMemo<RowActions<Client>>(
    () =>
      manager
        ? {
            edit: (client) => setDialog({ client }),
            extra: {
              label: (client) => (client.archived ? MONEY_TEXTS.unarchive : MONEY_TEXTS.archive),
              icon: 'archive',
              run: (client) => void setArchived(client, !client.archived),
            },
            delete: (client) => void remove(client),
          }
        : { info: setOpened },
    [manager, setArchived, remove],
  );

  // a company refused (403), unknown (404) or not answered for: said in place of the list (never
  // 'No clients yet'), with a retry and no Add button
  if (read.failedStatus !== null && !read.data)
    return <ReadFailed status={read.failedStatus} onRetry={read.reload} />;

  return (
    <section>
      <CompanyHeader
        companyId={companyId}
        title={MONEY_TEXTS.clients}
        count={read.data ? shown.length : undefined}
        onAdd={manager ? () => setDialog({}) : undefined}
        addLabel={MONEY_TEXTS.addClient}
      />
      {!read.data ? (
        <Spinner label={MONEY_TEXTS.loadingClients} />
      ) : all.length === 0 ? (
        <EmptyState message={MONEY_TEXTS.noClients} />
      ) : (
        <>
          <div className="tt-toolbar co-toolbar">
            <Toggle label={MONEY_TEXTS.showArchived} checked={showArchived} onChange={setShowArchived} />
          </div>
          <DataTable
            label={MONEY_TEXTS.clients}
            rows={shown}
            columns={COLUMNS}
            actions={actions}
            emptyMessage={MONEY_TEXTS.allArchived}
          />
        </>
      )}
      {dialog && (
        <ClientDialog
          companyId={companyId}
          client={dialog.client}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      )}
      {opened && <ClientDetailsDialog client={opened} onClose={() => setOpened(null)} />}
      {inUse && (
        <ConfirmDialog
          title={MONEY_TEXTS.clientInUse}
          body={inUse.reason}
          confirmLabel={MONEY_TEXTS.archive}
          loading={updating}
          onConfirm={() =>
            void setArchived(inUse.client, true).then((archived) => archived && setInUse(null))
          }
          onCancel={() => setInUse(null)}
        />
      )}
    </section>
  );
}
