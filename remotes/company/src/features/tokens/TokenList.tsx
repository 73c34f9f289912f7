import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Spinner,
  notify,
  type ApiToken,
  refusalNotice,
} from '@app/shared';
import { momentInWords } from '@app/shared/days';
import { ReadFailed } from '@app/shared/query';
import { useApiTokens, useRevokeApiToken } from '@app/shared/tokens';
import { TOKEN_TEXTS } from '@app/shared/tokens';

export interface TokenListProps {
  /** null: the viewer's own tokens; else every token of this company's people (its representative's) */
  companyId: number | null;
  heading: string;
}

/**
 * A list of tokens, newest first: each with its access, when it was made, when it expires (or
 * expired, or was revoked) and its last use, and a company's with its owner's email. A live one
 * (neither revoked nor expired) is revoked after a confirmation. A read that failed is never shown
 * as an empty list: it says so and offers a retry.
 */
export function TokenList({ companyId, heading }: TokenListProps) {
  const headingId = useId();
  const read = useApiTokens(companyId);
  const revoking = useRevokeApiToken();
  // the token whose revocation waits for its confirmation
  const [asked, setAsked] = useState<ApiToken | null>(null);

  const revoke = async (token: ApiToken) => {
    const outcome = await revoking.attempt(token);
    setAsked(null);
    notify(
      outcome.ok
        ? { ...TOKEN_TEXTS.revoked, mode: 'success' }
        : { ...refusalNotice(TOKEN_TEXTS.revokeFailed, outcome), mode: 'error' },
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {read.failedStatus !== null && !read.data ? (
        <ReadFailed part status={read.failedStatus} onRetry={read.reload} />
      ) : !read.data ? (
        <Spinner label={TOKEN_TEXTS.loading} />
      ) : read.data.length === 0 ? (
        <EmptyState message={TOKEN_TEXTS.none} />
      ) : (
        <ul className="tk-tokens">
          {read.data.map((token) => (
            <li key={token.id} className="tk-token">
              <TokenFacts token={token} withOwner={companyId !== null} />
              {isLive(token) && (
                <Button
                  contain
                  outline
                  aria-label={TOKEN_TEXTS.revokeOf(token.name)}
                  onClick={() => setAsked(token)}
                >
                  {TOKEN_TEXTS.revoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {asked && (
        <ConfirmDialog
          title={TOKEN_TEXTS.revokeConfirm.title}
          body={TOKEN_TEXTS.revokeConfirm.body(asked.name)}
          confirmLabel={TOKEN_TEXTS.revoke}
          loading={revoking.isPending}
          onConfirm={() => void revoke(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
    </section>
  );
}

/** Whether a token still works: neither revoked nor past its expiry. */
const isLive = (token: ApiToken) => token.revoked_at === null && Date.parse(token.expires_at) > Date.now();

/** A moment in words, in the viewer's time zone (as written when unreadable). */
const when = (timestamp: string) => momentInWords(timestamp, null) ?? timestamp;

/** A token's name and access, then its owner (in a company's list), its dates and its last use. */
function TokenFacts({ token, withOwner }: { token: ApiToken; withOwner: boolean }) {
  const ended = !isLive(token);
  return (
    <>
      <p className="tk-token-head">
        <span className="tk-token-name">{token.name}</span>{' '}
        <span className="tk-scope">{TOKEN_TEXTS.scopes[token.scope]}</span>
      </p>
      {withOwner && (
        <p className="tk-fact">
          {TOKEN_TEXTS.owner}: {token.user_email}
        </p>
      )}
      <p className="tk-fact">{TOKEN_TEXTS.created(when(token.created_at))}</p>
      <p className={ended ? 'tk-fact tk-ended' : 'tk-fact'}>
        {token.revoked_at !== null
          ? TOKEN_TEXTS.revokedAt(when(token.revoked_at))
          : ended
            ? TOKEN_TEXTS.expiredAt(when(token.expires_at))
            : TOKEN_TEXTS.expiresAt(when(token.expires_at))}
      </p>
      <p className="tk-fact">
        {token.last_used_at === null
          ? TOKEN_TEXTS.neverUsed
          : token.last_used_from === null
            ? TOKEN_TEXTS.lastUsedAt(when(token.last_used_at))
            : TOKEN_TEXTS.lastUsed(when(token.last_used_at), token.last_used_from)}
      </p>
    </>
  );
}
