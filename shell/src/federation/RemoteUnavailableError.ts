/** A remote area that could not be fetched or started. */
export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, cause?: unknown) {
    super(`The ${remote} module could not be loaded.`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.cause = cause;
  }
}
