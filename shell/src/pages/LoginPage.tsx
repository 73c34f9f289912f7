import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  Button,
  LABELS,
  MESSAGES,
  SummaryCards,
  TextInput,
  appConfig,
  companyAtom,
  departmentAtom,
  landingPath,
  logIn,
  notify,
  userAtom,
  useIdCipher,
  useAppValue,
} from '@app/shared';

/** '/': the login form; signed-in users go straight to their role's page. */
export function LoginPage() {
  const user = useAppValue(userAtom);
  return user?.email ? <SignedInVisitor /> : <LoginForm />;
}

function SignedInVisitor() {
  useIdCipher(); // the role's page has an encoded id in its URL
  const user = useAppValue(userAtom)!;
  const company = useAppValue(companyAtom);
  const department = useAppValue(departmentAtom);
  const home = landingPath(user, {
    companyId: company?.id ?? user.company,
    departmentId: department?.id ?? null,
  });
  // a session whose role has no page of its own (or whose company is unknown) stays on the form
  return home !== '/' ? <Navigate to={home} replace /> : <LoginForm />;
}

function LoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(false);
  /** seconds left before the server takes another attempt (it answered 429) */
  const [wait, setWait] = useState(0);
  // the sign-in's user is set before it ends (the company or department is read after): the form
  // then gives way to the role's page, where the user may already have moved on; only a form still
  // shown takes the user to her page
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  useEffect(() => {
    if (wait <= 0) return;
    const tick = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(tick);
  }, [wait]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (wait > 0) return;
    setBusy(true);
    // fetch-ahead (a chunk of its own): the signed-in frame while the password is checked, then
    // the landing page's remote and data
    const ahead = import(/* webpackChunkName: "areas" */ '../federation/RemoteAreaSwitch');
    ahead.then((m) => m.warmUp()).catch(() => undefined);
    const outcome = await logIn(email, password);
    setBusy(false);
    setDenied(!outcome.ok && !!outcome.accessDenied);
    setWait((!outcome.ok && outcome.retryAfter) || 0);
    if (outcome.ok) {
      ahead.then((m) => m.prefetchLanding(outcome.path)).catch(() => undefined);
      notify({ ...outcome.notice, mode: 'success' });
      if (shown.current) navigate(outcome.path, { replace: true });
    } else if (!outcome.retryAfter) {
      // a throttled login is told once, by the notice below the form that counts the wait down
      notify({ ...outcome.notice, mode: 'error' });
    }
  };

  return (
    <div className="shell-login">
      <section className="shell-login-panel" aria-labelledby="login-title">
        <p className="shell-brand">Task Tracker</p>
        <h1 id="login-title">Sign in</h1>
        <p className="shell-muted">Log your work, keep drafts and see your team&apos;s hours.</p>
        <form onSubmit={submit} noValidate>
          <TextInput
            label="Email"
            type="email"
            placeholder="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required={false}
            minLength={0}
          />
          <TextInput
            label="Password"
            type="password"
            placeholder="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required={false}
            minLength={0}
          />
          <Button type="submit" fullwidth loading={busy} disabled={wait > 0}>
            {LABELS.login}
          </Button>
        </form>
        {denied && (
          <p className="shell-denied" role="alert">
            This account is not authorized to use this application. Please use the{' '}
            <a href={appConfig.newerSystemUrl}>newer system</a> instead.
          </p>
        )}
        {wait > 0 && (
          <p className="shell-denied" role="alert">
            <strong>{MESSAGES.tooManyAttempts(wait).title}</strong>
            <br />
            {MESSAGES.tooManyAttempts(wait).body}
          </p>
        )}
      </section>
      <aside className="shell-login-aside" aria-label="Platform overview">
        <SummaryCards />
      </aside>
    </div>
  );
}
