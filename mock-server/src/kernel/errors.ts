/** Every refusal the API gives, as a thrown HttpError turned into `ApiError` JSON by the app. */
import type { ApiError } from '@app/contract';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError & Record<string, unknown>,
  ) {
    super(body.detail);
  }
}

export const unauthorized = (detail: string, error = 'unauthorized') => new HttpError(401, { error, detail });

export const forbidden = (detail: string) => new HttpError(403, { error: 'forbidden', detail });

export const notFound = (detail: string) => new HttpError(404, { error: 'not_found', detail });

/** A bad payload; `field` names the first offending field. */
export const invalid = (field: string | undefined, detail: string) =>
  new HttpError(400, field ? { error: 'invalid', detail, field } : { error: 'invalid', detail });

export const duplicateEmail = () =>
  new HttpError(400, {
    error: 'duplicate_email',
    detail: 'A user with this email already exists',
    field: 'email',
  });

export const conflict = (error: string, detail: string) => new HttpError(409, { error, detail });

export const storageUnavailable = (detail: string) =>
  new HttpError(503, { error: 'storage_unavailable', detail });

/** Throws `forbidden(detail)` unless `allowed`. */
export function ensure(allowed: boolean, detail: string): asserts allowed {
  if (!allowed) throw forbidden(detail);
}
