import type { Theme, ThemeName } from '../theme/themes';

/**
 * Colours derived from a theme for text and controls, chosen for WCAG AA contrast (4.5:1 for text)
 * in both themes. The spec's raw colours stay as they are for fills and borders; where one of them
 * fails AA as text it gets a darker (light theme) or lighter (dark theme) text variant:
 * - text on orange (#FF9100) buttons is dark (#1A1A1A, 7.7:1); white would be 2.3:1;
 * - orange used as text (outline buttons, links, active items) is #A34700 (6.1:1 on white);
 * - error text is #C8002A in light (6.0:1), #FF6B81 in dark (6.0:1); #FF0034 stays the fill colour;
 * - success text is #1B7F2A in light (5.1:1); #34CC43 is already 7.7:1 on the dark paper;
 * - the red count badge is #C8002A with white text (6.0:1).
 */
interface DerivedColours {
  muted: string;
  border: string;
  borderStrong: string;
  onPrimary: string;
  accentText: string;
  accentSoft: string;
  link: string;
  errorText: string;
  errorStrong: string;
  successText: string;
  focus: string;
  hover: string;
  outlineBorder: string;
  backdrop: string;
  shadow: string;
}

const DERIVED: Record<ThemeName, DerivedColours> = {
  light: {
    muted: '#595959',
    border: '#E2E2E2',
    borderStrong: '#8A8A8A',
    onPrimary: '#1A1A1A',
    accentText: '#A34700',
    accentSoft: '#FFF1E0',
    link: '#A34700',
    errorText: '#C8002A',
    errorStrong: '#C8002A',
    successText: '#1B7F2A',
    focus: '#0B57D0',
    hover: '#F2F2F2',
    outlineBorder: '#FF9100',
    backdrop: 'rgba(17, 17, 17, 0.45)',
    shadow: '0 1px 2px rgba(0, 0, 0, 0.06), 0 4px 12px rgba(0, 0, 0, 0.08)',
  },
  dark: {
    muted: '#B3B3B3',
    border: '#333333',
    borderStrong: '#7A7A7A',
    onPrimary: '#F1F1F1',
    accentText: '#FFB45C',
    accentSoft: '#3A2A14',
    link: '#FFB45C',
    errorText: '#FF6B81',
    errorStrong: '#C8002A',
    successText: '#34CC43',
    focus: '#8AB4F8',
    hover: '#2A2A2A',
    outlineBorder: 'rgba(255, 255, 255, 0.28)',
    backdrop: 'rgba(0, 0, 0, 0.6)',
    shadow: '0 1px 2px rgba(0, 0, 0, 0.4), 0 6px 16px rgba(0, 0, 0, 0.35)',
  },
};

/** Every CSS custom property the kit (and the shell's layout styles) read, for one theme. */
export function themeVariables(theme: Theme): Record<string, string> {
  const derived = DERIVED[theme.name];
  return {
    '--tt-error': theme.error,
    '--tt-success': theme.success,
    '--tt-primary': theme.primary,
    '--tt-pale': theme.pale,
    '--tt-paper': theme.paper,
    '--tt-placeholder': theme.placeholder,
    '--tt-text': theme.text,
    '--tt-muted': derived.muted,
    '--tt-border': derived.border,
    '--tt-border-strong': derived.borderStrong,
    '--tt-on-primary': derived.onPrimary,
    '--tt-accent-text': derived.accentText,
    '--tt-accent-soft': derived.accentSoft,
    '--tt-link': derived.link,
    '--tt-error-text': derived.errorText,
    '--tt-error-strong': derived.errorStrong,
    '--tt-success-text': derived.successText,
    '--tt-focus': derived.focus,
    '--tt-hover': derived.hover,
    '--tt-outline-border': derived.outlineBorder,
    '--tt-backdrop': derived.backdrop,
    '--tt-shadow': derived.shadow,
  };
}
