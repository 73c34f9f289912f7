import { plainText, type AuditEvent } from '@app/shared';
import { AUDIT_FIELD_LABELS, AUDIT_RICH_TEXT_FIELDS, AUDIT_TEXTS } from '@app/shared/audit';
import { changedFieldNames } from './eventWords';
import { fieldValueText } from './recordNames';
import { TextSide, textChange } from './TextChange';

export interface EventChangesProps {
  event: AuditEvent;
  /** the id of what names the event (its table of changes is named by it) */
  labelledBy: string;
}

/**
 * What an event changed, field by field: a table of Field, Before and After for every field of
 * either side (a field one side lacks shows as absent), then why (the reason given) and from
 * where (the client's address and the request's id). Explicit table roles: on phones the rows are
 * laid out as stacks (CSS display), which must not cost the table its semantics.
 */
export function EventChanges({ event, labelledBy }: EventChangesProps) {
  const fields = changedFieldNames(event.before, event.after);
  return (
    <>
      {fields.length === 0 ? (
        <p className="au-note">{AUDIT_TEXTS.noFields}</p>
      ) : (
        <table className="au-diff" role="table" aria-labelledby={labelledBy}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {AUDIT_TEXTS.field}
              </th>
              <th role="columnheader" scope="col">
                {AUDIT_TEXTS.before}
              </th>
              <th role="columnheader" scope="col">
                {AUDIT_TEXTS.after}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {fields.map((field) => {
              // rich text reads as its text, the words changed marked; a side without it is absent
              const change =
                AUDIT_RICH_TEXT_FIELDS.has(field) &&
                typeof event.before?.[field] === 'string' &&
                typeof event.after?.[field] === 'string'
                  ? textChange(event.before[field], event.after[field])
                  : null;
              const side = (value: unknown, parts: Parameters<typeof TextSide>[0]['parts'] | undefined) =>
                parts ? (
                  <TextSide parts={parts} />
                ) : AUDIT_RICH_TEXT_FIELDS.has(field) && typeof value === 'string' ? (
                  plainText(value)
                ) : (
                  fieldValueText(event, field, value)
                );
              return (
                <tr key={field} role="row">
                  <th role="rowheader" scope="row">
                    {AUDIT_FIELD_LABELS[field] ?? field}
                  </th>
                  <td role="cell" data-label={AUDIT_TEXTS.before}>
                    {side(event.before?.[field], change?.before)}
                  </td>
                  <td role="cell" data-label={AUDIT_TEXTS.after}>
                    {side(event.after?.[field], change?.after)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {event.reason && (
        <dl className="au-facts">
          <dt>{AUDIT_TEXTS.reason}</dt>
          <dd>{event.reason}</dd>
        </dl>
      )}
      {(event.client_address || event.request_id) && (
        <p className="au-note">
          {AUDIT_TEXTS.from_address(
            event.client_address ?? AUDIT_TEXTS.absent,
            event.request_id ?? AUDIT_TEXTS.absent,
          )}
        </p>
      )}
    </>
  );
}
