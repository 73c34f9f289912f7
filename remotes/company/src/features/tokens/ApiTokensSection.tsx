import { useActor } from '@app/shared/policy';
import { StyledSection } from '../parts';
import { TOKEN_TEXTS, maySeeCompanyTokens } from '@app/shared/tokens';
import { CreateTokenForm } from './CreateTokenForm';
import { TokenList } from './TokenList';
import { TOKENS_STYLE } from './tokenStyles';

/**
 * Settings' 'API tokens': what a token is, the form that makes one, the viewer's own tokens, and for
 * a company's representative every token of her company's people (maySeeCompanyTokens), each
 * revoked from its list.
 */
export function ApiTokensSection() {
  const actor = useActor();
  const company = actor?.company ?? null;
  return (
    <StyledSection className="tk-section" css={TOKENS_STYLE} title={TOKEN_TEXTS.section}>
      <p className="tk-intro">{TOKEN_TEXTS.intro}</p>
      <CreateTokenForm />
      <TokenList companyId={null} heading={TOKEN_TEXTS.yourTokens} />
      {actor && company !== null && maySeeCompanyTokens(actor, company) && (
        <TokenList companyId={company} heading={TOKEN_TEXTS.companyTokens} />
      )}
    </StyledSection>
  );
}
