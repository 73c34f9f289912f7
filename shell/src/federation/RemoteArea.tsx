import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  ErrorBoundary,
  RouterFallback,
  Spinner,
  lazyWithRetry,
  notify,
  type RetryableLazy,
} from '@app/shared';
import { RELEASE_POLL_MS, RELEASE_TEXTS } from '@app/shared/releases';
import {
  checkForReleases,
  loadArea,
  mismatches,
  newerRelease,
  type AreaName,
  type RemoteLocation,
} from './remoteRegistry';
import { AreaIncompatible, AreaUnavailable } from './AreaUnavailable';
import { RemoteIncompatibleError, RemoteUnavailableError } from './RemoteUnavailableError';
import { reportRefusedRelease } from './refusedReleases';
import { ResetOnNavigate } from '../routing/ShellErrorBoundary';

/**
 * One lazy component per remote, kept across navigation inside the same area and across visits,
 * so coming back to an area after a retry uses the retried load. A retry registers the remote
 * anew (see loadArea); a new release replaces the area's component (`switchRelease`).
 */
const areas = new Map<AreaName, RetryableLazy<object>>();

function areaOf(name: AreaName): RetryableLazy<object> {
  let area = areas.get(name);
  if (!area) {
    area = lazyWithRetry((attempt) => loadArea(name, attempt > 0).then((Root) => ({ default: Root })));
    areas.set(name, area);
  }
  return area;
}

/** From now on `name` runs `release`: its next render loads it (the old one's page unmounts). */
function switchRelease(name: AreaName, release: RemoteLocation): void {
  areas.set(
    name,
    lazyWithRetry((attempt) =>
      loadArea(name, attempt > 0, attempt > 0 ? undefined : release).then((Root) => ({ default: Root })),
    ),
  );
}

/**
 * Whether the area may be swapped now: never under an open dialog or while a form holds typing
 * (an input or editor whose content differs from what it started with); the next navigation
 * tries again.
 */
function safeToSwitch(): boolean {
  if (document.querySelector('[role="dialog"], [aria-modal="true"], dialog[open]')) return false;
  const main = document.querySelector('main') ?? document.body;
  for (const field of main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
    if (field.type !== 'checkbox' && field.type !== 'radio' && field.value !== field.defaultValue)
      return false;
  return ![...main.querySelectorAll('[contenteditable="true"]')].some((e) => e.textContent?.trim());
}

let polling = false;
/** The light poll: one conditional read of remotes.json a minute while the tab is shown. */
function startPolling(): void {
  if (polling) return;
  polling = true;
  setInterval(() => void checkForReleases(), RELEASE_POLL_MS);
}

/**
 * At each navigation inside the area: asks (at most once a minute) whether the area's live release
 * changed; a new one that this page can run replaces the running one when it is safe (told once),
 * one it cannot is reported and left alone.
 */
function useNewReleases(name: AreaName, onSwitch: () => void): void {
  const { pathname } = useLocation();
  useEffect(() => {
    startPolling();
    let gone = false;
    void (async () => {
      await checkForReleases();
      const next = await newerRelease(name);
      if (gone || !next) return;
      const missing = mismatches(next.requires);
      if (missing.length) return reportRefusedRelease(name, next.release, missing);
      if (!safeToSwitch()) return;
      switchRelease(name, next);
      onSwitch();
      notify({
        title: RELEASE_TEXTS.updated.title,
        body: RELEASE_TEXTS.updated.body(name, next.release),
        mode: 'normal',
      });
    })();
    return () => {
      gone = true;
    };
  }, [name, pathname, onSwitch]);
}

/**
 * A remote area inside the shell: fetched when first visited, with a loading state, and an error
 * boundary so a remote that cannot be loaded (or crashes) shows a message with a retry while the
 * rest of the shell keeps working.
 */
export function RemoteArea({ name }: { name: AreaName }) {
  const area = areaOf(name);
  const [attempt, setAttempt] = useState(() => area.attempt());
  const [release, setRelease] = useState(0);
  const [onSwitch] = useState(() => () => setRelease((n) => n + 1));
  useNewReleases(name, onSwitch);
  const retry = () => {
    area.retry();
    // counted here: the area's own count starts again with each release
    setAttempt((n) => n + 1);
  };
  const Area = area.get();
  return (
    <ErrorBoundary
      key={`${release}-${attempt}`}
      fallback={(error, reset) =>
        // a remote that cannot be loaded keeps its own message; a page that crashed shows the router fallback
        error instanceof RemoteIncompatibleError ? (
          <AreaIncompatible error={error} />
        ) : error instanceof RemoteUnavailableError ? (
          <AreaUnavailable area={name} error={error} onRetry={retry} />
        ) : (
          <ResetOnNavigate reset={reset}>
            <RouterFallback error={error} onReset={reset}>
              <p>
                The {name} module stopped with an error. The rest of the application keeps working; you can
                use the menu or try again.
              </p>
            </RouterFallback>
          </ResetOnNavigate>
        )
      }
    >
      <Suspense
        fallback={
          <div className="shell-area-loading" role="status">
            <Spinner /> <span>Loading the {name} module…</span>
          </div>
        }
      >
        <Area />
      </Suspense>
    </ErrorBoundary>
  );
}
