/** The employee area's own layout rules (the UI kit styles everything else). */
export const EMPLOYEE_CSS = `
.tt-task-filters>.tt-field{flex:1 1 140px}
.tt-task-filters>.tt-field:nth-child(3){flex-basis:220px}
.tt-task-days{flex-basis:100%;margin:0;color:var(--tt-muted);font-size:.8125rem}
.tt-task-summary{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin:0 0 16px}
.tt-task-summary p{margin:0;font-weight:600}
.tt-task-title{margin:0 0 12px;font-size:1.05rem;overflow-wrap:anywhere}
.tt-task-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:8px 16px;margin:0 0 16px;padding:12px;border:1px solid var(--tt-border);border-radius:8px}
.tt-task-facts dt{color:var(--tt-muted);font-size:.75rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase}
.tt-task-facts dd{margin:2px 0 0}
.tt-drafts-actions{display:flex;flex-wrap:wrap;gap:12px}
.tt-form-hint{margin:-8px 0 0;color:var(--tt-muted);font-size:.8125rem}
.tt-week-grid{width:100%;border-collapse:collapse;font-size:.875rem}
.tt-week-grid th,.tt-week-grid td{padding:8px 6px;border-bottom:1px solid var(--tt-border);text-align:right;white-space:nowrap}
.tt-week-grid th:first-child{text-align:left;white-space:normal;overflow-wrap:anywhere}
.tt-week-grid thead th{font-size:.75rem;letter-spacing:.04em;color:var(--tt-muted);vertical-align:bottom}
.tt-week-grid tfoot th,.tt-week-grid tfoot td{font-weight:700}
.tt-week-day{display:flex;flex-direction:column;align-items:flex-end}
.tt-week-day small{font-weight:400}
.tt-week-add{min-width:44px;min-height:44px;padding:0;margin-top:4px}
.tt-week-wide{overflow-x:auto}
.tt-week-narrow{display:none}
.tt-week-total{position:sticky;bottom:var(--tt-bottom-bar,0px);margin:16px 0 0;padding:12px;background:var(--tt-paper);border-top:2px solid var(--tt-border-strong);font-weight:700}
.tt-week-holiday{color:var(--tt-accent-text);font-weight:600}
.tt-week-history{margin:16px 0}
.tt-draft-choice{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;cursor:pointer}
.tt-draft-choice input{width:20px;height:20px;margin:0;cursor:pointer}
.tt-kept-drafts{margin:12px 0;padding:12px 16px;border:1px solid var(--tt-border-strong);border-left:4px solid var(--tt-error);border-radius:6px;background:var(--tt-paper);overflow-wrap:anywhere}
.tt-kept-drafts ul{margin:8px 0 0;padding-left:20px}
.tt-rejected-weeks{margin:12px 0;padding:12px 16px;border:1px solid var(--tt-border-strong);border-left:4px solid var(--tt-error);border-radius:6px;background:var(--tt-paper);overflow-wrap:anywhere}
.tt-rejected-weeks h2{font-size:1rem;margin:0 0 8px}
.tt-rejected-weeks ul{margin:0;padding-left:20px;display:grid;gap:8px}
.tt-rejected-weeks a,.tt-rejected-weeks button{display:inline-flex;align-items:center;min-height:44px}
.tt-copy-list{list-style:none;margin:12px 0;padding:0;display:grid;gap:8px}
.tt-copy-list li{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;border-bottom:1px solid var(--tt-border);padding-bottom:8px}
.tt-copy-task{display:flex;gap:8px;align-items:flex-start;flex:1 1 220px;min-width:0}
.tt-copy-task input{margin-top:4px;width:20px;height:20px}
.tt-copy-task span{display:grid;gap:2px;min-width:0;overflow-wrap:anywhere}
.tt-copy-task small{color:var(--tt-muted)}
.tt-copy-duration input{width:96px;min-height:44px;padding:4px 8px;font:inherit;color:var(--tt-text);background:var(--tt-paper);border:1px solid var(--tt-border-strong);border-radius:6px}
.tt-week-history summary{cursor:pointer;min-height:44px;display:flex;align-items:center}
@media (max-width:767px){
.tt-week-wide{display:none}
.tt-week-narrow{display:block}
.tt-week-days{display:grid;grid-template-columns:repeat(7,1fr);gap:4px}
.tt-week-daytab{min-height:52px;border:1px solid var(--tt-border);border-radius:8px;background:var(--tt-paper);color:var(--tt-text);font:inherit;font-size:.8rem;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:2px}
.tt-week-daytab[aria-pressed="true"]{border-color:var(--tt-primary);background:var(--tt-accent-soft);font-weight:700}
.tt-week-oneday h2{display:flex;align-items:center;justify-content:space-between;font-size:1rem;margin:16px 0 8px}
.tt-week-oneday ul{list-style:none;margin:0;padding:0}
.tt-week-oneday li{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid var(--tt-border);overflow-wrap:anywhere}
}
`;
