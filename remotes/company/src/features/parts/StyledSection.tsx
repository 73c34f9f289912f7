import { useId, type ReactNode } from 'react';

/** A section's stylesheet: React puts it in the document's head once, however many sections. */
export interface SectionStyle {
  href: string;
  text: string;
}

interface StyledSectionProps {
  className: string;
  css: SectionStyle;
  /** the heading that names the section (none: the children hold it) */
  title?: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
}

/** A feature's section with its stylesheet, named by its heading when it has one. */
export function StyledSection({ className, css, title, level = 2, children }: StyledSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={title ? headingId : undefined}>
      <style href={css.href} precedence="default">
        {css.text}
      </style>
      {title && <Heading id={headingId}>{title}</Heading>}
      {children}
    </section>
  );
}
