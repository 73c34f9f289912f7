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

/**
 * A remote release built for a shared library or contract this shell does not offer: not loaded
 * (its code would run against other versions of what it shares).
 */
export class RemoteIncompatibleError extends Error {
  readonly remote: string;

  constructor(
    remote: string,
    readonly release: string,
    /** what does not match, one line per package */
    readonly mismatches: string[],
  ) {
    super(`The ${remote} module (release ${release}) needs ${mismatches.join(', ')}.`);
    this.name = 'RemoteIncompatibleError';
    this.remote = remote;
  }
}
