import type { ReactNode } from 'react';

interface PersonDetailsProps {
  entries: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}

/** A person's details as a description list (the 'User details' modal and read-only views). */
export function PersonDetails({ entries }: PersonDetailsProps) {
  return (
    <dl className="co-details">
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
