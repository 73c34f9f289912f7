import { useEffect } from 'react';
import { Button } from '@app/shared';
import { RELEASE_TEXTS } from '@app/shared/releases';
import { reportRefusedRelease } from './refusedReleases';
import type { AreaName } from './remoteRegistry';
import { RemoteUnavailableError, type RemoteIncompatibleError } from './RemoteUnavailableError';

interface Props {
  area: string;
  error: unknown;
  onRetry: () => void;
}

/** What a user sees instead of a blank page when a remote area cannot be loaded or crashed. */
export function AreaUnavailable({ area, error, onRetry }: Props) {
  const unreachable = error instanceof RemoteUnavailableError;
  return (
    <section className="shell-area-error" role="alert" aria-labelledby="area-error-title">
      <h1 id="area-error-title">This part of the application is unavailable</h1>
      <p>
        {unreachable
          ? `The ${area} module could not be loaded. Its server may be down or being redeployed.`
          : `The ${area} module stopped with an error.`}{' '}
        The rest of the application keeps working; you can use the menu or try again.
      </p>
      <Button contain onClick={onRetry}>
        Retry
      </Button>
    </section>
  );
}

/**
 * A remote release this page cannot run (built for other versions of what it shares): what does
 * not match, said once to the server, and the rest of the product left working.
 */
export function AreaIncompatible({ error }: { error: RemoteIncompatibleError }) {
  const { remote, release, mismatches } = error;
  useEffect(
    () => reportRefusedRelease(remote as AreaName, release, mismatches),
    [remote, release, mismatches],
  );
  const texts = RELEASE_TEXTS.incompatible;
  return (
    <section className="shell-area-error" role="alert" aria-labelledby="area-error-title">
      <h1 id="area-error-title">{texts.title}</h1>
      <p>{texts.body(remote, release)}</p>
      <ul>
        {mismatches.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{texts.after}</p>
      <Button contain onClick={() => window.location.reload()}>
        {texts.reload}
      </Button>
    </section>
  );
}
