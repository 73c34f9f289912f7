import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

/** The error screen for the error react-router caught (inside a data router's errorElement). */
export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
