import { isRouteErrorResponse } from 'react-router-dom';

/** What went wrong, in one line: a route error's status, else the error's message. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ');
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}
