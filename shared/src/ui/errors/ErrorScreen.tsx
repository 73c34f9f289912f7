import { useId, type ReactNode } from 'react';
import { LABELS } from '@app/contract';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { errorDetail } from './errorDetail';

export interface ErrorScreenProps {
  error: unknown;
  /** Offers a 'Try again' button (e.g. an error boundary's reset). */
  onReset?: () => void;
  /** A line under the detail (e.g. which module stopped). */
  children?: ReactNode;
}

/** 'Unexpected Application Error!' with the error's status or message. */
export function ErrorScreen({ error, onReset, children }: ErrorScreenProps) {
  const titleId = useId();
  return (
    <section className="tt-error-screen" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId}>{LABELS.unexpectedError}</h1>
      <p className="tt-error-detail">{errorDetail(error)}</p>
      {children}
      <div className="tt-error-actions">
        {onReset && (
          <Button contain onClick={onReset}>
            <Icon name="retry" size={18} />
            Try again
          </Button>
        )}
        <a href="/">Go to the start page</a>
      </div>
    </section>
  );
}
