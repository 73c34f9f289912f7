import { ErrorScreen } from './ErrorScreen';
import { RouteErrorScreen } from './RouteErrorScreen';

export interface RouterFallbackProps {
  /** The error to show; without this prop the route's error (useRouteError) is shown. */
  error?: unknown;
  onReset?: () => void;
}

/**
 * The router fallback screen: as a route's `errorElement` use `<RouterFallback />`; as an error
 * boundary's fallback pass the error (and a reset).
 */
export function RouterFallback(props: RouterFallbackProps) {
  return 'error' in props ? <ErrorScreen error={props.error} onReset={props.onReset} /> : <RouteErrorScreen />;
}
