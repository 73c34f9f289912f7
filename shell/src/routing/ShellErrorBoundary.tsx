import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, RouterFallback } from '@app/shared';

/** Calls `reset` once the user navigates elsewhere, so an error screen does not outlive its page. */
export function ResetOnNavigate({ reset, children }: { reset: () => void; children: ReactNode }) {
  const { pathname } = useLocation();
  const failedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== failedAt.current) reset();
  }, [pathname, reset]);
  return children;
}

/**
 * The router fallback for the shell's own routes: a page that crashes or
 * a shell chunk that fails to load shows 'Unexpected Application Error!' instead of a blank page.
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(error, reset) => (
        <ResetOnNavigate reset={reset}>
          <RouterFallback error={error} onReset={reset} />
        </ResetOnNavigate>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
