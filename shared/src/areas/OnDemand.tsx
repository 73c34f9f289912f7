import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button, ErrorBoundary, Spinner, lazyWithRetry, type RetryableLazy } from '@app/shared';

/** The code of a component loaded on demand could not be fetched. */
class LoadFailure extends Error {
  constructor(what: string, cause: unknown) {
    super(`The ${what} could not be loaded`, { cause });
    this.name = 'LoadFailure';
  }
}

/** A loading or failure line in place of a component loaded on demand. */
export const STATUS_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 10,
  margin: 0,
  color: 'var(--tt-muted)',
} as const;

interface OnDemandProps<P extends object> {
  chunk: RetryableLazy<P>;
  /** the component when its code is already here: shown at once, inside the same boundaries */
  loaded: ComponentType<P> | null;
  what: string;
  props: P;
}

/**
 * In place: a loading state while the chunk loads, and a message with a retry if it cannot be
 * loaded (the rest of the page keeps working). Any other error, such as a crash of the loaded
 * component, goes on to the boundary above (the router fallback).
 */
function OnDemand<P extends object>({ chunk, loaded, what, props }: OnDemandProps<P>) {
  // a retry renders anew: the next attempt's component inside a fresh boundary
  const [attempt, setAttempt] = useState(() => chunk.attempt());
  // fixed for the life of this mount: switching from the lazy component to the loaded one would remount it
  const [ready] = useState(() => loaded);
  const Component = ready ?? chunk.get();
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => {
        if (!(error instanceof LoadFailure)) throw error;
        return (
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
        );
      }}
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
 * A component whose code is fetched when it is first rendered (a page, a dialog the page may never
 * open, the rich-text editor), shown in place with a loading state and, if it cannot be fetched, a
 * retry. `what` names it in those messages: 'page', 'dialog', 'editor'.
 */
export function componentOnDemand<P extends object>(
  what: string,
  load: () => Promise<ComponentType<P>>,
): OnDemandComponent<P> {
  // one fetch for a preload and the first render; a failed one is forgotten, so a retry fetches again
  let pending: Promise<ComponentType<P>> | null = null;
  /** The component, once fetched: later mounts show it at once, without a loading state. */
  let loaded: ComponentType<P> | null = null;
  const fetchOnce = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const chunk = lazyWithRetry<P>(async () => {
    try {
      return { default: await fetchOnce() };
    } catch (cause) {
      throw new LoadFailure(what, cause);
    }
  });
  const LoadedOnDemand = (props: P) => <OnDemand chunk={chunk} loaded={loaded} what={what} props={props} />;
  return Object.assign(LoadedOnDemand, {
    preload: () =>
      fetchOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** A component loaded on demand, whose code can also be fetched ahead (`preload`, never failing). */
export type OnDemandComponent<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A page of a remote area (spread into its AreaPage), fetched when its route is first opened, or
 * ahead while the user reads another page: a remote's first page does not carry its other pages.
 */
export function pageOnDemand(load: () => Promise<ComponentType>): {
  page: ReactNode;
  preload(): Promise<void>;
} {
  const Page = componentOnDemand<object>('page', load);
  return { page: <Page />, preload: Page.preload };
}
