import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary, RouterFallback, Spinner } from '@app/shared';
import { loadArea, type AreaName } from './remoteRegistry';
import { AreaUnavailable } from './AreaUnavailable';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { ResetOnNavigate } from '../routing/ShellErrorBoundary';

/** One lazy component per remote and attempt, kept across navigation inside the same area. */
const lazyAreas = new Map<string, LazyExoticComponent<ComponentType>>();
/** The latest attempt per remote, so coming back to an area after a retry uses the retried load. */
const latestAttempt = new Map<AreaName, number>();

function lazyArea(name: AreaName, attempt: number) {
  const key = `${name}#${attempt}`;
  let component = lazyAreas.get(key);
  if (!component) {
    component = lazy(() => loadArea(name, attempt > 0).then((Root) => ({ default: Root })));
    lazyAreas.set(key, component);
  }
  return component;
}

/**
 * A remote area inside the shell: fetched when first visited, with a loading state, and an error
 * boundary so a remote that cannot be loaded (or crashes) shows a message with a retry while the
 * rest of the shell keeps working.
 */
export function RemoteArea({ name }: { name: AreaName }) {
  const [attempt, setAttempt] = useState(() => latestAttempt.get(name) ?? 0);
  const retry = () => {
    const next = attempt + 1;
    latestAttempt.set(name, next);
    setAttempt(next);
  };
  const Area = lazyArea(name, attempt);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error, reset) =>
        // a remote that cannot be loaded keeps its own message; a page that crashed shows the router fallback
        error instanceof RemoteUnavailableError ? (
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
