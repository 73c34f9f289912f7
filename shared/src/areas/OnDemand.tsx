import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button, ErrorBoundary, Spinner, lazyWithRetry, type RetryableLazy } from '@app/shared';

export interface OnDemandProps<P extends object> {
  chunk: RetryableLazy<P>;
  /** What is loading, for the loading and failure messages: 'page', 'editor'. */
  what: string;
  props: P;
}

const STATUS_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 10,
  margin: 0,
  color: 'var(--tt-muted)',
} as const;

/**
 * A component loaded on demand, in place: a loading state while its chunk loads, and a message with
 * a retry if it cannot be loaded (the rest of the page keeps working).
 */
export function OnDemand<P extends object>({ chunk, what, props }: OnDemandProps<P>) {
  // a retry renders anew: the next attempt's component inside a fresh boundary
  const [attempt, setAttempt] = useState(() => chunk.attempt());
  const Component = chunk.get();
  return (
    <ErrorBoundary
      key={attempt}
      fallback={() => (
        <div style={STATUS_STYLE} role="alert">
          <span>The {what} could not be loaded.</span>
          <Button
            contain
            outline
            onClick={() => {
              chunk.retry();
              setAttempt(chunk.attempt());
            }}
          >
            Retry
          </Button>
        </div>
      )}
    >
      <Suspense
        fallback={
          <p style={STATUS_STYLE} role="status">
            <Spinner /> Loading the {what}…
          </p>
        }
      >
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A component whose code is fetched when it is first rendered (a dialog the page may never open),
 * shown in place with OnDemand's loading state and retry.
 */
export function componentOnDemand<P extends object>(
  what: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const chunk = lazyWithRetry<P>(async () => ({ default: await load() }));
  return function LoadedOnDemand(props: P) {
    return <OnDemand chunk={chunk} what={what} props={props} />;
  };
}

/**
 * A page of a remote area, fetched when its route is first opened: a remote's first page does not
 * carry the code of its other pages.
 */
export function pageOnDemand(load: () => Promise<ComponentType>): ReactNode {
  const Page = componentOnDemand<object>('page', load);
  return <Page />;
}
