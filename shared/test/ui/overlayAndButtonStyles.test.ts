import { STYLESHEET } from '../../src/ui';

const rule = (selector: string) => {
  const start = STYLESHEET.indexOf(`${selector}{`);
  expect(start).toBeGreaterThanOrEqual(0);
  return STYLESHEET.slice(start, STYLESHEET.indexOf('}', start) + 1);
};

describe('overlay and button styles', () => {
  it('in the dark theme the filled and the outline button differ by border and weight', () => {
    const filled = rule('[data-theme="dark"] .tt-button--filled');
    const outline = rule('[data-theme="dark"] .tt-button--outline');
    expect(filled).toMatch(/font-weight:700/);
    expect(outline).toMatch(/font-weight:500/);
    expect(filled).toMatch(/border-color:rgba\(255,255,255,\.6\)/);
  });

  it('a notification sits low on the screen, off a dialog’s title and first field', () => {
    expect(rule('.tt-notice-overlay')).toMatch(/align-items:flex-end/);
  });

  it('the table styles are not on the login page: they come with the table', () => {
    expect(STYLESHEET).not.toContain('.tt-table');
  });
});
