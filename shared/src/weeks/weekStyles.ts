/**
 * The week pages' styles: state pills, the week's navigation and grid, the approvals' actions and
 * the holidays' section.
 */
export const WEEK_CSS = `
.tt-week-status { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 0.8rem;
  font-weight: 600; border: 1px solid currentColor; white-space: nowrap; }
.tt-week-status--open { color: var(--tt-muted); }
.tt-week-status--submitted { color: #8a5a00; background: #fff4d6; }
.tt-week-status--approved { color: #11632f; background: #e3f6e9; }
.tt-week-status--rejected { color: #a11d2b; background: #fde7ea; }
[data-theme='dark'] .tt-week-status--submitted { color: #ffd27a; background: #3a2c0a; }
[data-theme='dark'] .tt-week-status--approved { color: #8fe0ab; background: #123322; }
[data-theme='dark'] .tt-week-status--rejected { color: #ff9aa5; background: #3b1419; }
.tt-week-nav { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 8px 0 16px; }
.tt-week-nav h2 { font-size: 1.05rem; margin: 0 8px; }
.tt-week-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0 16px; }
.tt-week-decision { margin: 4px 0 12px; }
.tt-waiting-weeks { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; }
.tt-waiting-weeks button { min-height: 44px; }
.tt-week-row-actions { display: flex; gap: 6px; align-items: center; }
.tt-week-actions .tt-field { flex: 0 1 220px; margin: 0; }
@media (max-width: 767px) {
  .tt-week-nav { display: grid; grid-template-columns: 1fr 1fr; }
  .tt-week-nav h2 { grid-column: 1 / -1; grid-row: 1; text-align: center; }
  .tt-week-actions .tt-field { flex-basis: 100%; }
}
.tt-week-row-actions button { min-height: 44px; white-space: nowrap; }
.tt-week-row-actions { min-width: 210px; }
.tt-week-select { width: 22px; height: 22px; margin: 0; }
.tt-week-choice { display: inline-flex; align-items: center; justify-content: center; min-width: 44px;
  min-height: 44px; cursor: pointer; }
.tt-approvals-page :is(td, th) a { display: inline-flex; align-items: center; min-height: 44px; }
.tt-holidays { margin: 24px 0 0; }
.tt-holidays h2 { font-size: 1.125rem; margin: 0 0 8px; }
.tt-holiday-list { list-style: none; margin: 0 0 12px; padding: 0; border-top: 1px solid var(--tt-border); }
.tt-holiday-list li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; padding: 8px 0;
  border-bottom: 1px solid var(--tt-border); }
.tt-holiday-day { flex: 0 0 9.5rem; font-weight: 600; }
.tt-holiday-name { flex: 1 1 10rem; min-width: 0; overflow-wrap: anywhere; }
.tt-holiday-list button { min-height: 44px; }
.tt-holiday-form { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 8px 12px; }
.tt-holiday-form .tt-field { flex: 1 1 12rem; }
.tt-holiday-form > .tt-button { align-self: flex-end; min-height: 44px; }
.tt-holiday-form .tt-form-failure { flex-basis: 100%; }
`;
