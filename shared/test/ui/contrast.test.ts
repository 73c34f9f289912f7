import { darkTheme, lightTheme, type Theme } from '../../src/theme/themes';
import { themeVariables } from '../../src/ui';

/** WCAG 2 contrast ratio of two '#RRGGBB' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Text colour / background pairs the kit uses. */
const TEXT_PAIRS: [string, string][] = [
  ['--tt-text', '--tt-paper'],
  ['--tt-text', '--tt-pale'],
  ['--tt-text', '--tt-hover'],
  ['--tt-muted', '--tt-paper'],
  ['--tt-muted', '--tt-pale'],
  ['--tt-placeholder', '--tt-paper'],
  ['--tt-on-primary', '--tt-primary'],
  ['--tt-accent-text', '--tt-paper'],
  ['--tt-accent-text', '--tt-pale'],
  ['--tt-accent-text', '--tt-accent-soft'],
  ['--tt-link', '--tt-paper'],
  ['--tt-error-text', '--tt-paper'],
  ['--tt-error-text', '--tt-pale'],
  ['--tt-success-text', '--tt-paper'],
];

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
] as [string, Theme][])('the %s theme', (_name, theme) => {
  const vars = themeVariables(theme);
  it.each(TEXT_PAIRS)('%s on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrast(vars[text], vars[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('white badge text on the badge red meets WCAG AA', () => {
    expect(contrast('#FFFFFF', vars['--tt-error-strong'])).toBeGreaterThanOrEqual(4.5);
  });
});
