import type { ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { RouteErrorScreen } from './RouteErrorScreen';

export interface RouterFallbackProps {
  /** The error to show; without this prop the route's error (useRouteError) is shown. */
  error?: unknown;
  onReset?: () => void;
  children?: ReactNode;
}

/**
 * The router fallback screen: as a route's `errorElement` use `<RouterFallback />`; as an error
 * boundary's fallback pass the error (and a reset).
 */
export function RouterFallback(props: RouterFallbackProps) {
  if (!('error' in props)) return <RouteErrorScreen />;
  return (
    <ErrorScreen error={props.error} onReset={props.onReset}>
      {props.children}
    </ErrorScreen>
  );
}
