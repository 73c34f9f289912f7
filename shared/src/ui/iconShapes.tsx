import type { ReactNode } from 'react';
import type { IconName } from '../iconNames';

/**
 * Outline shapes on a 24x24 grid, drawn with the current text colour. The login page's own icons
 * are here; the signed-in area's join them when its entry loads (@app/shared/query adds them before
 * any signed-in page renders), so the login page does not carry every shape.
 */
const shapes: Partial<Record<IconName, ReactNode>> = {
  close: (
    <>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </>
  ),
  email: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </>
  ),
  password: (
    <>
      <rect x="3" y="11" width="18" height="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </>
  ),
  eye: (
    <>
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 3l18 18" />
    </>
  ),
  retry: (
    <>
      <path d="M23 4v6h-6" />
      <path d="M20.49 15a9 9 0 1 1-2.12-9.36L23 10" />
    </>
  ),
};

/** The shape of an icon (null before the signed-in area has added it). */
export const iconShape = (name: IconName): ReactNode => shapes[name] ?? null;

/** Adds shapes (the signed-in area's). */
export function addIconShapes(more: Partial<Record<IconName, ReactNode>>): void {
  Object.assign(shapes, more);
}
