import { LIMITS } from '@app/shared';

/**
 * The audit trail's own styles, brought by its page and its history (they stay off every other
 * page): the filters, the events (a row of when, who, action and record that opens on its changes)
 * and the changes' table, whose before and after stack on phones. Colours are the theme's variables.
 * Each event is a grid of its own, so its columns line up with the other events' only when none is
 * sized by its content: the time's column is as wide as the longest time in English.
 */
export const AUDIT_CSS = `
.au-zone{margin:-16px 0 16px;color:var(--tt-muted);font-size:.875rem}
.au-retention{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px;margin:0 0 16px}
.au-retention>.tt-field{flex:0 1 240px}
.au-filters{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px 16px;margin:0 0 16px}
.au-filters>.tt-field{flex:1 1 160px}
.au-filters>.tt-button,.au-export>.tt-button,.au-retention>.tt-button{flex:0 0 auto;min-height:44px}
.au-export{display:flex;justify-content:flex-end;margin:0 0 12px}
.au-events{list-style:none;margin:0;padding:0;border-top:1px solid var(--tt-border)}
.au-event{border-bottom:1px solid var(--tt-border)}
.au-event-summary{display:grid;grid-template-columns:16rem minmax(0,2fr) minmax(0,1fr) minmax(0,1fr) 1rem;align-items:baseline;gap:4px 16px;width:100%;min-height:44px;padding:10px 8px;border:0;background:none;color:var(--tt-text);font:inherit;text-align:left;cursor:pointer}
.au-event-summary:hover{background:var(--tt-hover)}
.au-event-summary:focus-visible{outline:2px solid var(--tt-focus);outline-offset:-2px}
.au-event-summary::after{content:'▸';content:'▸' / '';color:var(--tt-muted)}
.au-event-summary[aria-expanded="true"]::after{content:'▾';content:'▾' / ''}
.au-event-summary>*{min-width:0;overflow-wrap:anywhere}
.au-when{font-weight:600}
.au-action,.au-role{color:var(--tt-muted)}
.au-event-details,.au-entry{display:flex;flex-direction:column;gap:8px;padding:4px 8px 16px}
.au-entries{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.au-entry{padding:12px 0;border-bottom:1px solid var(--tt-border)}
.au-entry-title{margin:0;font-weight:600;overflow-wrap:anywhere}
.au-note{margin:0;color:var(--tt-muted);font-size:.875rem;overflow-wrap:anywhere}
.au-facts{display:flex;flex-wrap:wrap;gap:4px 8px;margin:0;font-size:.875rem}
.au-facts dt{color:var(--tt-muted);font-weight:600}
.au-facts dd{margin:0;overflow-wrap:anywhere}
.au-diff{width:100%;border-collapse:collapse;font-size:.875rem}
.au-diff th,.au-diff td{padding:6px 8px;border-bottom:1px solid var(--tt-border);text-align:left;vertical-align:top;white-space:pre-wrap;overflow-wrap:anywhere}
.au-diff ins{background:color-mix(in srgb,var(--tt-success-text) 18%,transparent);color:inherit;text-decoration:underline}
.au-diff del{background:color-mix(in srgb,var(--tt-error-text) 18%,transparent);color:inherit;text-decoration:line-through}
.au-diff thead th{color:var(--tt-muted);font-size:.75rem;text-transform:uppercase}
.au-diff tbody th{font-weight:600}
.au-diff th:first-child{width:22%}
.au-diff td{width:39%}
.au-more{display:flex;flex-direction:column;align-items:flex-start;gap:8px;margin:16px 0 0}
.au-more>.tt-button{min-height:44px}
.tt-modal.au-dialog{width:min(760px,100%)}
@media (max-width:${LIMITS.breakpointPx - 0.02}px){
.au-event-summary{grid-template-columns:minmax(0,1fr) 1rem}
.au-event-summary>*{grid-column:1}
.au-event-summary::after{grid-column:2;grid-row:1}
.au-filters>.tt-field{flex-basis:100%}
.au-filters>.tt-button,.au-export>.tt-button{flex:1 1 100%}
.au-diff thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.au-diff tr{display:grid;grid-template-columns:minmax(0,1fr);padding:6px 0;border-bottom:1px solid var(--tt-border)}
.au-diff th,.au-diff td{display:block;width:auto;padding:2px 0;border:0}
.au-diff th:first-child{width:auto}
.au-diff td::before{content:attr(data-label);content:attr(data-label) / '';display:block;color:var(--tt-muted);font-size:.75rem;font-weight:700;text-transform:uppercase}
.tt-modal.au-dialog{width:100%}
}
`;

/** The stylesheet as its sections take it, under its one name in the document's head. */
export const AUDIT_STYLE = { href: 'au-audit', text: AUDIT_CSS };
