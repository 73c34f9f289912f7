import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A library imported the first time it is needed instead of with @app/shared, so pages that do
 * not use it (the login page) do not load it. Once loaded it is read synchronously; components
 * call `useLoaded()`, which suspends until then by throwing the loading promise: React renders the
 * component again from the start when it resolves. (React's `use` would replay the component with
 * a different hook sequence once loaded, which React refuses, error #467; and `use` of even a
 * settled promise defers synchronous test renders.) A failed load reaches the nearest error
 * boundary instead of suspending for ever.
 */
export interface OnDemandModule<T> {
  /** Starts the import (once) and resolves with the library. */
  load(): Promise<T>;
  /** The library; throws when it is not loaded yet. */
  get(): T;
  /** Hook: suspends the component until the library is loaded. */
  useLoaded(): void;
  /** For code that has the library at hand synchronously (unit tests, Node scripts). */
  provide(library: T): void;
}

export function onDemandModule<T>(name: string, importer: () => Promise<T>): OnDemandModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  /** why the last load failed, for the next render to show (once) instead of waiting again */
  let failure: { error: unknown } | null = null;
  const load = (): Promise<T> => {
    if (!loading) {
      loading = importer().then(
        (library) => {
          loaded = library;
          return library;
        },
        (error: unknown) => {
          loading = null; // a later call tries again
          failure = { error };
          throw error;
        },
      );
    }
    return loading;
  };
  return {
    load,
    get() {
      if (loaded === null)
        throw new Error(`${name} is not loaded yet: call its hook in the component or await its load()`);
      return loaded;
    },
    useLoaded() {
      if (loaded !== null) return;
      if (failure) {
        // the nearest error boundary shows it (with its retry); the render after that loads again
        const { error } = failure;
        failure = null;
        throw error;
      }
      throw load();
    },
    provide(library) {
      loaded = library;
      loading = Promise.resolve(library);
    },
  };
}

/** A component loaded on demand whose failed load can be tried again. */
export interface RetryableLazy<P extends object> {
  /** The lazy component of the current attempt (the same one until `retry`). */
  get(): LazyExoticComponent<ComponentType<P>>;
  /** How many times `retry` was called. */
  attempt(): number;
  /** A fresh lazy component for the next render: React keeps a failed lazy load for good. */
  retry(): void;
}

/**
 * The one lazy-load-with-retry helper for components (the shell's remote areas, the employee
 * remote's rich-text chunks): `React.lazy` with a retry. A failed load stays failed (the error
 * boundary keeps its message) until `retry`, which loads again; `load` gets the attempt number, so
 * a retry can do more than fetch again (the shell registers the remote anew). Libraries read
 * synchronously use `onDemandModule` above instead.
 */
export function lazyWithRetry<P extends object>(
  load: (attempt: number) => Promise<{ default: ComponentType<P> }>,
): RetryableLazy<P> {
  let attempt = 0;
  let component = lazy(() => load(0));
  return {
    get: () => component,
    attempt: () => attempt,
    retry() {
      const next = ++attempt;
      component = lazy(() => load(next));
    },
  };
}
