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
`;
