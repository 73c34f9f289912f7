import { useId } from 'react';
import type { IconName } from '../iconNames';
import { Icon } from './Icon';

/** The product's fixed placeholder figures: not live data. */
const SUMMARY_FIGURES: readonly { label: string; value: number; icon: IconName }[] = [
  { label: 'Users', value: 50, icon: 'users' },
  { label: 'Companies', value: 5670, icon: 'companies' },
];

/** Two cards with the number of users and companies, marked as sample figures. */
export function SummaryCards() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="tt-sr-only">
        Platform summary
      </h2>
      <ul className="tt-summary">
        {SUMMARY_FIGURES.map((figure) => (
          <li key={figure.label} className="tt-summary-card">
            <span className="tt-summary-value">{figure.value}</span>
            <span className="tt-summary-label">
              <Icon name={figure.icon} size={18} />
              {figure.label}
            </span>
          </li>
        ))}
      </ul>
      <p className="tt-summary-note">Sample figures, not live data.</p>
    </section>
  );
}
