import { LIMITS } from '@app/shared';

/** The report page's own styles, rendered with it (they stay off the login page). */
export const REPORT_CSS = `
.rp-controls>.tt-field{flex:1 1 180px}
.rp-zone{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px;margin:0 0 16px}
.rp-zone>.tt-field{flex:0 1 320px}
.rp-tabs{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px}
.rp-tab{min-height:40px;padding:8px 16px;border:1px solid var(--tt-border);border-radius:20px;background:var(--tt-paper);color:var(--tt-text);font:inherit;cursor:pointer}
.rp-tab:hover{background:var(--tt-hover)}
.rp-tab[aria-selected="true"]{border-color:var(--tt-accent-text);color:var(--tt-accent-text);font-weight:700}
.rp-title{margin:0 0 8px;font-size:1.1rem}
.rp-note{margin:8px 0;color:var(--tt-muted)}
.rp-table-wrap{margin:16px 0 0;overflow-x:auto}
.rp-table{width:100%;border-collapse:collapse;font-size:.9375rem}
.rp-table th,.rp-table td{padding:10px 12px;border-bottom:1px solid var(--tt-border);text-align:left}
.rp-table td{white-space:nowrap}
.rp-table thead th{color:var(--tt-muted);font-size:.8125rem;text-transform:uppercase}
.rp-table tfoot th,.rp-table tfoot td{font-weight:700;border-bottom:0}
.rp-drill{padding:0;border:0;background:none;color:var(--tt-link);font:inherit;text-align:left;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.rp-export{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin:16px 0 0}
@media (max-width:${LIMITS.breakpointPx - 0.02}px){
.rp-table th,.rp-table td{padding:8px 6px}
.rp-export>.tt-button{flex:1 1 140px}
}
`;
