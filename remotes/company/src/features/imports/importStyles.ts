/**
 * The import page's own styles, brought by the page (they stay off every other page): the options
 * and the columns as a wrapping grid of fields (one column on a phone), the outcome's words, and
 * the rows' table, which scrolls sideways in its own box on a narrow screen. Colours are the
 * theme's variables.
 */
export const IMPORT_CSS = `
.im-intro{margin:-8px 0 16px;color:var(--tt-muted)}
.im-floor{display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px 12px;margin:0 0 20px;padding:12px 16px;border:1px solid var(--tt-border);border-radius:8px}
.im-floor .tt-field{flex:0 1 360px;margin:0}
.im-floor .tt-form-hint{flex-basis:100%;order:3;margin:0;color:var(--tt-muted)}
.im-floor .tt-button{min-height:44px}
.im-form{display:flex;flex-direction:column;gap:12px;margin:0 0 16px;max-width:48rem}
.im-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.im-field .tt-field{margin:0}
.im-file{min-height:44px;max-width:100%;font:inherit;color:var(--tt-text)}
.im-file:focus-visible{outline:2px solid var(--tt-focus);outline-offset:2px}
.im-note{margin:0;color:var(--tt-muted);font-size:.875rem;overflow-wrap:anywhere}
.im-check{display:flex;align-items:center;gap:8px;min-height:44px;cursor:pointer}
.im-check input{width:20px;height:20px;margin:0;accent-color:var(--tt-primary)}
.im-mapping{margin:0;padding:12px;border:1px solid var(--tt-border);border-radius:8px;min-width:0}
.im-mapping legend{padding:0 4px;font-weight:600}
.im-mapping-fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,14rem),1fr));gap:8px 16px;margin-top:8px}
.im-actions{display:flex;flex-wrap:wrap;gap:12px;margin:0 0 12px}
.im-actions>.tt-button{min-height:44px}
.im-outcome p{margin:0 0 8px;overflow-wrap:anywhere}
.im-summary,.im-done{font-weight:600}
.im-refused,.im-stale{color:var(--tt-error-text);font-weight:600}
.im-rows{margin:16px 0 0}
.im-rows-head{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:8px 16px;margin:0 0 8px}
.im-rows-head h2,.im-people-title{margin:0;font-size:1.125rem}
.im-people-title{margin:0 0 4px}
.im-rows-head .tt-field{margin:0;min-width:12rem}
.im-table-wrap{max-width:100%;overflow-x:auto;border:1px solid var(--tt-border);border-radius:8px}
.im-table-wrap:focus-visible{outline:2px solid var(--tt-focus);outline-offset:2px}
.im-table{width:100%;border-collapse:collapse;font-size:.875rem}
.im-table th,.im-table td{padding:8px;border-bottom:1px solid var(--tt-border);text-align:left;vertical-align:top}
.im-table td{min-width:6rem;max-width:20rem;overflow-wrap:anywhere}
.im-table thead th{color:var(--tt-muted);font-size:.75rem;text-transform:uppercase;white-space:nowrap}
.im-table tbody th{font-weight:600}
.im-nowrap{white-space:nowrap}
.im-table td .tt-field{margin:0;min-width:14rem}
.im-error-row td:last-child{color:var(--tt-error-text)}
.im-status{padding:0 8px;border:1px solid var(--tt-border-strong);border-radius:999px;white-space:nowrap}
.im-status--error{border-color:var(--tt-error);color:var(--tt-error-text)}
.im-more{display:flex;flex-direction:column;align-items:flex-start;gap:8px;margin:12px 0 0}
`;

/** The stylesheet as its sections take it, under its one name in the document's head. */
export const IMPORT_STYLE = { href: 'im-imports', text: IMPORT_CSS };
