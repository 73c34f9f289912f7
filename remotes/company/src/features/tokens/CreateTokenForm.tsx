import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Select,
  TextInput,
  notify,
  refusedFieldNotice,
  type ApiError,
  type ApiTokenScope,
  type NewApiToken,
} from '@app/shared';
import { useCreateApiToken } from '@app/shared/tokens';
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_SCOPES, TOKEN_TEXTS } from '@app/shared/tokens';
import { CreatedTokenDialog } from './CreatedTokenDialog';
import { expiresAt, expiryDays, isExpiryDay } from './expiry';

type Field = keyof NewApiToken;

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: TOKEN_TEXTS.scopes[scope] }));

/** The field of a new token a refusal (400) names; null when it names none of them. */
const refusedField = (error: ApiError | null): Field | null =>
  error?.field && Object.hasOwn(TOKEN_TEXTS.refused, error.field) ? (error.field as Field) : null;

/**
 * 'New token': a name, its access (read only at first: the least power) and the day it expires on,
 * checked before sending; a field the server refuses says so next to it, any other refusal (too
 * many live tokens) in a notice. A new token's secret shows in its dialog, kept in this form's
 * state alone until the dialog is closed.
 */
export function CreateTokenForm() {
  const headingId = useId();
  const scopeErrorId = useId();
  const creating = useCreateApiToken();
  const [days] = useState(expiryDays);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [day, setDay] = useState(days.initial);
  const [refused, setRefused] = useState<Field | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const errorOf = (field: Field) => (refused === field ? TOKEN_TEXTS.refused[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (creating.isPending) return;
    const problem = !name.trim() ? 'name' : isExpiryDay(day, days) ? null : 'expires_at';
    setRefused(problem);
    if (problem) return;
    const outcome = await creating.attempt({
      token: { name: name.trim(), scope, expires_at: expiresAt(day) },
      reveal: setSecret,
    });
    if (outcome.ok) {
      setName('');
      setScope('read');
      setDay(days.initial);
      return;
    }
    const field = outcome.status === 400 ? refusedField(outcome.error) : null;
    if (field) return setRefused(field);
    const notice =
      outcome.error?.error === 'too_many_tokens'
        ? TOKEN_TEXTS.tooMany
        : refusedFieldNotice(TOKEN_TEXTS.failed, outcome.error);
    notify({ ...notice, mode: 'error' });
  };

  return (
    <>
      <h3 id={headingId}>{TOKEN_TEXTS.newToken}</h3>
      <form
        className="tk-form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextInput
          label={TOKEN_TEXTS.name}
          value={name}
          maxLength={API_TOKEN_NAME_MAX_LENGTH}
          icon={null}
          minLength={0}
          autoComplete="off"
          error={errorOf('name')}
          onChange={(event) => setName(event.target.value)}
        />
        <div>
          <Select
            label={TOKEN_TEXTS.scope}
            value={scope}
            options={SCOPE_OPTIONS}
            aria-invalid={refused === 'scope' || undefined}
            aria-describedby={refused === 'scope' ? scopeErrorId : undefined}
            onChange={(value) => setScope(value as ApiTokenScope)}
          />
          {refused === 'scope' && (
            <p id={scopeErrorId} className="tt-field-error">
              {TOKEN_TEXTS.refused.scope}
            </p>
          )}
        </div>
        <TextInput
          type="date"
          label={TOKEN_TEXTS.expires}
          value={day}
          min={days.min}
          max={days.max}
          icon={null}
          minLength={0}
          error={errorOf('expires_at')}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button contain type="submit" loading={creating.isPending}>
          {TOKEN_TEXTS.create}
        </Button>
      </form>
      {secret !== null && <CreatedTokenDialog secret={secret} onDone={() => setSecret(null)} />}
    </>
  );
}
