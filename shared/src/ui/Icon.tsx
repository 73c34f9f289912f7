import type { IconName } from '../iconNames';
import { iconShape } from './iconShapes';

export interface IconProps {
  name: IconName;
  /** Gives the icon a text alternative; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Width and height in pixels (default 20). */
  size?: number;
  className?: string;
}

/** An inline SVG icon that takes the current text colour. */
export function Icon({ name, label, size = 20, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={className ? `tt-icon ${className}` : 'tt-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      {iconShape(name)}
    </svg>
  );
}
