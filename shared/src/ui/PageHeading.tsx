import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons or controls shown beside the heading. */
  children?: ReactNode;
}

/** A page's h1 with an optional subtitle and actions. */
export function PageHeading({ title, subtitle, children }: PageHeadingProps) {
  return (
    <header className="tt-page-heading">
      <div>
        <h1 className="tt-heading">{title}</h1>
        {subtitle && <p className="tt-subtitle">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}
