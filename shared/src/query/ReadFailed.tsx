/**
 * What a page shows in place of data its read could not load (part of @app/shared/query, the
 * signed-in area's entry: the login page never needs it).
 */
import { useEffect, useId } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button, Icon, MESSAGES, isUnanswered, notify } from '@app/shared';

export type Unavailable = 'not yours' | 'not found';

/** Why a page's main read was refused, when that means the page cannot be shown (403, 404). */
export function unavailableFor(status: number | null | undefined): Unavailable | null {
  return status === 403 ? 'not yours' : status === 404 ? 'not found' : null;
}

/**
 * Instead of an empty page with an Add button: says that the page is someone else's (403) or does
 * not exist (404), and offers the way back to the user's own pages.
 */
export function PageUnavailable({ reason }: { reason: Unavailable }) {
  const titleId = useId();
  const { title, body } = reason === 'not yours' ? MESSAGES.pageNotYours : MESSAGES.pageNotFound;
  return (
    <section className="tt-error-screen" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{body}</p>
      <Link to="/">Back to your pages</Link>
    </section>
  );
}

/** A route id that cannot be decoded: says why, then goes to '/' (the user's own landing page). */
export function BadLinkRedirect() {
  useEffect(() => notify({ ...MESSAGES.badLink, mode: 'error' }), []);
  return <Navigate to="/" replace />;
}

/** Brought by the component (the signed-in area's), not by the login page's global styles. */
const READ_FAILED_CSS = `
.tt-read-failed{margin:16px 0;padding:20px;background:var(--tt-paper);color:var(--tt-text);border:1px solid var(--tt-border);border-left:4px solid var(--tt-error);border-radius:8px}
.tt-read-failed h2,.tt-read-failed h3{margin:0 0 4px;font-size:1.125rem}
.tt-read-failed p{margin:0 0 12px}
`;

export interface ReadFailedProps {
  /** The failed read's status (0: no answer). */
  status: number;
  /** Reads again. */
  onRetry: () => void;
  /**
   * A part of a page (a section of a dialog or of a page): its heading is a level down, and a
   * refusal (403, 404) says this part could not be loaded instead of replacing the page.
   */
  part?: boolean;
}

/**
 * In place of data a read could not load, never an empty list or zero hours: a refusal that means
 * the page cannot be shown (403, 404) says so (PageUnavailable); no answer or a server failure says
 * that, offers a retry, and heals by itself when the server answers again (QueryProvider).
 */
export function ReadFailed({ status, onRetry, part = false }: ReadFailedProps) {
  const titleId = useId();
  const unavailable = unavailableFor(status);
  if (unavailable && !part) return <PageUnavailable reason={unavailable} />;
  const { title, body } = isUnanswered(status) ? MESSAGES.serverUnreachable : MESSAGES.loadFailed;
  const Heading = part ? 'h3' : 'h2';
  return (
    <section className="tt-read-failed" role="alert" aria-labelledby={titleId}>
      <style href="tt-read-failed" precedence="default">
        {READ_FAILED_CSS}
      </style>
      <Heading id={titleId}>{title}</Heading>
      <p>{body}</p>
      <Button contain outline onClick={onRetry}>
        <Icon name="retry" size={18} />
        Try again
      </Button>
    </section>
  );
}
