import { useState, type FormEvent, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import {
  Button,
  GlobalStyles,
  NotificationHost,
  TextInput,
  logIn,
  notify,
  useAppState,
  useIdCipher,
  userAtom,
} from '@app/shared';
import { QueryProvider } from '@app/shared/query';

/**
 * Lets a team run its remote alone (`npm run dev -w <remote>`): a router, the theme, the
 * notification area, the server-state cache and a sign-in form against the mock server. The
 * product itself never uses it (it is the @app/shared/dev entry, imported only by each remote's
 * standalone bootstrap); inside the shell a remote gets all of this from the shell.
 */
export function StandaloneHarness({ area, children }: { area: string; children: ReactNode }) {
  return (
    <BrowserRouter>
      <GlobalStyles />
      <HarnessBody area={area}>{children}</HarnessBody>
      <NotificationHost />
    </BrowserRouter>
  );
}

function HarnessBody({ area, children }: { area: string; children: ReactNode }) {
  const [user, setUser] = useAppState(userAtom);
  const navigate = useNavigate();
  useIdCipher(); // the area's routes carry encoded ids
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await logIn(email, password);
    setBusy(false);
    notify({ ...outcome.notice, mode: outcome.ok ? 'success' : 'error' });
    if (outcome.ok) navigate(outcome.path);
  };

  return (
    <div style={{ padding: 16 }}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <strong>{area} remote, standalone</strong>
        {user && (
          <Button contain outline onClick={() => setUser(null)}>
            Sign out {user.email}
          </Button>
        )}
      </header>
      {user ? (
        <main>
          <QueryProvider>{children}</QueryProvider>
        </main>
      ) : (
        <form onSubmit={submit} style={{ maxWidth: 360, display: 'grid', gap: 12 }}>
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required={false}
            minLength={0}
          />
          <TextInput
            label="Password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required={false}
            minLength={0}
          />
          <Button type="submit" loading={busy} fullwidth>
            Sign in
          </Button>
        </form>
      )}
    </div>
  );
}
