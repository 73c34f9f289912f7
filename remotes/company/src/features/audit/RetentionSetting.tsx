import { useState } from 'react';
import { Button, ConfirmDialog, Spinner, Select, notify, refusalNotice } from '@app/shared';
import { ReadFailed } from '@app/shared/query';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_TEXTS } from '@app/shared/audit';
import { useAuditRetention, useSetAuditRetention } from '@app/shared/audit';

/** The retentions offered, in days (null: forever). */
const CHOICES: readonly (number | null)[] = [null, 30, 90, 365, 730, AUDIT_RETENTION_MAX_DAYS];

/** A retention as a select's value: its days, or '' for forever. */
const valueOf = (days: number | null) => (days === null ? '' : String(days));
const daysOf = (value: string) => (value === '' ? null : Number(value));
const labelOf = (days: number | null) => (days === null ? AUDIT_TEXTS.forever : AUDIT_TEXTS.days(days));

/** Whether keeping events `next` days instead of `current` removes some: a shorter time than before. */
const removesEvents = (current: number | null, next: number) => current === null || next < current;

/**
 * 'Keep events': how long the company keeps its audit trail (forever, or a number of days), for
 * those who may set it (maySetAuditRetention). A change that removes events (a shorter time) is
 * confirmed first: the events older than it go for good.
 */
export function RetentionSetting({ companyId }: { companyId: number }) {
  const read = useAuditRetention(companyId);
  const saving = useSetAuditRetention(companyId);
  // what the select shows when changed, else the saved retention
  const [choice, setChoice] = useState<string | null>(null);
  // the days of a shorter retention waiting for its confirmation
  const [confirming, setConfirming] = useState<number | null>(null);

  if (read.failedStatus !== null && !read.data)
    return <ReadFailed part status={read.failedStatus} onRetry={read.reload} />;
  if (!read.data) return <Spinner label={AUDIT_TEXTS.loadingRetention} />;
  const saved = read.data.days;
  const chosen = choice ?? valueOf(saved);
  // a retention set elsewhere (any number of days the server takes) is offered as it is
  const choices = CHOICES.includes(saved) ? CHOICES : [...CHOICES, saved];

  const write = async () => {
    const outcome = await saving.attempt({ days: daysOf(chosen) });
    setConfirming(null);
    if (outcome.ok) setChoice(null);
    // a refusal says the server's reason
    notify(
      outcome.ok
        ? { ...AUDIT_TEXTS.retentionSaved, mode: 'success' }
        : { ...refusalNotice(AUDIT_TEXTS.retentionFailed, outcome), mode: 'error' },
    );
  };

  return (
    <div className="au-retention">
      <Select
        label={AUDIT_TEXTS.retention}
        value={chosen}
        options={choices.map((days) => ({ value: valueOf(days), label: labelOf(days) }))}
        onChange={setChoice}
      />
      <Button
        contain
        outline
        loading={saving.isPending && confirming === null}
        disabled={chosen === valueOf(saved)}
        onClick={() => {
          const next = daysOf(chosen);
          if (next !== null && removesEvents(saved, next)) setConfirming(next);
          else void write();
        }}
      >
        {AUDIT_TEXTS.saveRetention}
      </Button>
      {confirming !== null && (
        <ConfirmDialog
          title={AUDIT_TEXTS.retentionConfirm.title}
          body={AUDIT_TEXTS.retentionConfirm.body(confirming)}
          confirmLabel={AUDIT_TEXTS.retentionConfirm.confirm}
          loading={saving.isPending}
          onConfirm={() => void write()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
