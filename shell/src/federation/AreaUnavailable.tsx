import { Button } from '@app/shared';
import { RemoteUnavailableError } from './RemoteUnavailableError';

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
