import type { ReactNode } from 'react';
import type { Company } from '@app/shared';
import { ReadFailed, useCompany } from '@app/shared/query';
import { StyledSection, type SectionStyle } from './StyledSection';

interface CompanyPageProps {
  companyId: number;
  className: string;
  css: SectionStyle;
  /** the page, given its company (null while it is read) */
  children: (company: Company | null) => ReactNode;
}

/**
 * A page about one company. The company refused, unknown or not answered for is said in place of
 * the page, with a retry (never an empty page or zero hours).
 */
export function CompanyPage({ companyId, className, css, children }: CompanyPageProps) {
  const company = useCompany(companyId);
  if (company.failedStatus !== null && !company.data)
    return <ReadFailed status={company.failedStatus} onRetry={company.reload} />;
  return (
    <StyledSection className={className} css={css}>
      {children(company.data)}
    </StyledSection>
  );
}
