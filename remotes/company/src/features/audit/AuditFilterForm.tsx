import { useState, type FormEvent } from 'react';
import { Button, Select, TextInput, type AuditAction, type AuditEntity } from '@app/shared';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_ENTITIES, AUDIT_TEXTS } from '@app/shared/audit';
import type { AuditFilters } from '@app/shared/audit';

/** The filters as typed: text of each field ('' for none). */
interface Draft {
  from: string;
  to: string;
  entity: AuditEntity | '';
  entityId: string;
  action: AuditAction | '';
  actor: string;
}

const NO_FILTERS: Draft = { from: '', to: '', entity: '', entityId: '', action: '', actor: '' };

/** A typed id: digits only. */
const isId = (text: string) => /^\d+$/.test(text.trim());

/**
 * The query of what was typed: only the fields given; the record and the actor as ids when digits
 * were typed, else by name (the server checks them).
 */
function filtersOf(draft: Draft): AuditFilters {
  const record = draft.entityId.trim();
  const actor = draft.actor.trim();
  return {
    ...(draft.from && { from: draft.from }),
    ...(draft.to && { to: draft.to }),
    ...(draft.entity && { entity: draft.entity }),
    ...(record && (isId(record) ? { entity_id: Number(record) } : { record_name: record })),
    ...(draft.action && { action: draft.action }),
    ...(actor && (isId(actor) ? { actor: Number(actor) } : { actor_name: actor })),
  };
}

const ENTITY_OPTIONS = [
  { value: '', label: AUDIT_TEXTS.anyEntity },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entity })),
];
const ACTION_OPTIONS = [
  { value: '', label: AUDIT_TEXTS.anyAction },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

/**
 * The events' filters: the days from and to (the company's days, both counted), the kind of record
 * and its name or id, the action and the actor's name, email or id. Typing changes nothing shown; Apply (or Enter) asks
 * for the events of what was typed.
 */
export function AuditFilterForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<Draft>(NO_FILTERS);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(filtersOf(draft));
  };
  return (
    <form className="au-filters" aria-label={AUDIT_TEXTS.filters} onSubmit={apply}>
      <TextInput
        label={AUDIT_TEXTS.from}
        type="date"
        icon={null}
        required={false}
        minLength={0}
        value={draft.from}
        max={draft.to || undefined}
        onChange={(event) => set({ from: event.target.value })}
      />
      <TextInput
        label={AUDIT_TEXTS.to}
        type="date"
        icon={null}
        required={false}
        minLength={0}
        value={draft.to}
        min={draft.from || undefined}
        onChange={(event) => set({ to: event.target.value })}
      />
      <Select
        label={AUDIT_TEXTS.entity}
        value={draft.entity}
        options={ENTITY_OPTIONS}
        onChange={(value) => set({ entity: value as AuditEntity | '' })}
      />
      <NameOrIdInput
        label={AUDIT_TEXTS.entityId}
        value={draft.entityId}
        onChange={(entityId) => set({ entityId })}
      />
      <Select
        label={AUDIT_TEXTS.action}
        value={draft.action}
        options={ACTION_OPTIONS}
        onChange={(value) => set({ action: value as AuditAction | '' })}
      />
      <NameOrIdInput label={AUDIT_TEXTS.actor} value={draft.actor} onChange={(actor) => set({ actor })} />
      <Button contain type="submit">
        {AUDIT_TEXTS.apply}
      </Button>
    </form>
  );
}

/** An optional name, email or id: what a person or record is known by. */
function NameOrIdInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      icon={null}
      maxLength={200}
      required={false}
      minLength={0}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
