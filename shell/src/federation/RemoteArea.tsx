import { Suspense, useState } from 'react';
import { ErrorBoundary, RouterFallback, Spinner, lazyWithRetry, type RetryableLazy } from '@app/shared';
import { loadArea, type AreaName } from './remoteRegistry';
import { AreaUnavailable } from './AreaUnavailable';
import { RemoteUnavailableError } from './RemoteUnavailableError';
import { ResetOnNavigate } from '../routing/ShellErrorBoundary';

/**
 * One lazy component per remote, kept across navigation inside the same area and across visits,
 * so coming back to an area after a retry uses the retried load. A retry registers the remote
 * anew (see loadArea).
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

/**
 * A remote area inside the shell: fetched when first visited, with a loading state, and an error
 * boundary so a remote that cannot be loaded (or crashes) shows a message with a retry while the
 * rest of the shell keeps working.
 */
export function RemoteArea({ name }: { name: AreaName }) {
  const area = areaOf(name);
  const [attempt, setAttempt] = useState(() => area.attempt());
  const retry = () => {
    area.retry();
    setAttempt(area.attempt());
  };
  const Area = area.get();
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
