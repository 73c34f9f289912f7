import { useId } from 'react';
import { EmptyState, Spinner } from '@app/shared';
import { ReadFailed } from '@app/shared/query';
import { RELEASE_TEXTS } from '@app/shared/releases';
import { useClientReports } from '../data/clientReports';

const texts = RELEASE_TEXTS.reports;

/** Settings of the platform admin: the remote releases open pages refused, newest first, one card each. */
export function RefusedReleasesSection() {
  const headingId = useId();
  const read = useClientReports();
  return (
    <section className="shell-setting" aria-labelledby={headingId}>
      <h2 id={headingId} className="shell-setting-title">
        {texts.section}
      </h2>
      <p>{texts.intro}</p>
      {read.failedStatus !== null && !read.data ? (
        <ReadFailed part status={read.failedStatus} onRetry={read.reload} />
      ) : !read.data ? (
        <Spinner label={texts.loading} />
      ) : read.data.length === 0 ? (
        <EmptyState message={texts.none} />
      ) : (
        <ul className="shell-reports">
          {read.data.map((report) => (
            <li key={report.id}>
              <dl className="shell-facts">
                <dt>{texts.columns.at}</dt>
                <dd>{new Date(report.at).toLocaleString()}</dd>
                <dt>{texts.columns.who}</dt>
                <dd>{report.user_email}</dd>
                <dt>{texts.columns.area}</dt>
                <dd>{report.area}</dd>
                <dt>{texts.columns.release}</dt>
                <dd>{report.release}</dd>
                <dt>{texts.columns.detail}</dt>
                <dd>{report.mismatches.join('; ')}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
