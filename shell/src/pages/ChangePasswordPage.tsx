import { useState, type FormEvent } from 'react';
import {
  Button,
  LABELS,
  MESSAGES,
  TextInput,
  checkPasswordChange,
  notify,
  refusedFieldNotice,
  userAtom,
  useAppValue,
} from '@app/shared';
import { useChangeOwnPassword } from '@app/shared/query';

/**
 * '/change_password': the current password (the server changes one's own password only with it),
 * the new password and its confirmation.
 */
export function ChangePasswordPage() {
  const user = useAppValue(userAtom);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { attempt: changePassword, isPending: busy } = useChangeOwnPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const invalid = checkPasswordChange(password, confirmation, current);
    if (invalid) {
      notify({ ...invalid, mode: 'error' });
      return;
    }
    const outcome = await changePassword({ id: user.user_id, password, current_password: current });
    if (outcome.ok) {
      setCurrent('');
      setPassword('');
      setConfirmation('');
      notify({ ...MESSAGES.passwordUpdated, mode: 'success' });
    } else {
      notify({ ...refusedFieldNotice(MESSAGES.passwordUpdateFailed, outcome.error), mode: 'error' });
    }
  };

  return (
    <section className="shell-page shell-narrow" aria-labelledby="password-title">
      <h1 id="password-title">Change password</h1>
      <form onSubmit={submit} noValidate>
        <TextInput
          label="Current password"
          type="password"
          placeholder="current password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required={false}
          minLength={0}
        />
        <TextInput
          label="New password"
          type="password"
          placeholder="new password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required={false}
          minLength={0}
        />
        <TextInput
          label="Confirm password"
          type="password"
          placeholder="confirm password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          required={false}
          minLength={0}
        />
        <Button type="submit" fullwidth loading={busy}>
          {LABELS.confirmChanges}
        </Button>
      </form>
    </section>
  );
}
