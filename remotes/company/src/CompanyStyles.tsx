import { LIMITS } from '@app/shared';

/** The company remote's few styles of its own (the kit's `tt-` classes do the rest), themed by the kit's variables. */
const CSS = `
.co-details{display:grid;gap:12px;margin:0}
.co-details>div{display:grid;grid-template-columns:7rem 1fr;gap:8px}
.co-details dt{color:var(--tt-muted);font-weight:600}
.co-details dd{margin:0;overflow-wrap:anywhere}
.co-link-button{padding:0;border:0;background:none;color:var(--tt-link);font:inherit;text-decoration:underline;text-underline-offset:2px;cursor:pointer;max-width:100%;overflow:hidden;text-overflow:ellipsis}
.co-toolbar>.tt-button{flex:0 0 auto;align-self:flex-end}
.co-check{display:flex;align-items:center;gap:8px;min-height:44px;cursor:pointer}
.co-check input{width:20px;height:20px;margin:0;accent-color:var(--tt-primary)}
.co-budget{display:grid;gap:4px;min-width:160px}
.co-budget-bar{height:8px;border-radius:4px;background:var(--tt-pale);border:1px solid var(--tt-border);overflow:hidden}
.co-budget-bar span{display:block;height:100%;background:var(--tt-success)}
.co-budget--near .co-budget-bar span{background:var(--tt-accent-text)}
.co-budget--over .co-budget-bar span{background:var(--tt-error)}
.co-budget-text{font-size:.875rem;color:var(--tt-muted)}
.co-budget--over .co-budget-flag{color:var(--tt-error-text)}
.co-budget--near .co-budget-flag{color:var(--tt-accent-text)}
.co-lines{white-space:pre-line}
.co-currency{display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px 12px;margin:0 0 20px}
.co-currency .tt-field{flex:0 1 360px}
.co-currency .tt-button{min-height:44px}
.co-currency-hint{flex-basis:100%;margin:0;color:var(--tt-muted);font-size:.875rem}
.co-hint{margin:-4px 0 12px;color:var(--tt-muted);font-size:.875rem}
.co-field-pair{display:grid;grid-template-columns:1fr 1fr;gap:0 12px}
.co-back{margin:0 0 12px}
.co-back a{color:var(--tt-link);text-underline-offset:2px}
.co-invoice-actions{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px}
.co-invoice-actions .tt-button{min-height:44px}
.co-invoice-heading{margin:24px 0 8px;font-size:1.125rem}
.co-invoice-totals{display:grid;gap:4px;max-width:360px;margin:16px 0 0 auto}
.co-invoice-totals>div{display:flex;justify-content:space-between;gap:16px}
.co-invoice-totals dt{color:var(--tt-muted)}
.co-invoice-totals dd{margin:0;font-variant-numeric:tabular-nums}
.co-invoice-total{padding-top:4px;border-top:1px solid var(--tt-border-strong);font-weight:700}
.co-invoice-total dt{color:var(--tt-text)}
.co-invoice-state{display:inline-block;padding:2px 10px;border:1px solid currentColor;border-radius:999px;font-size:.8rem;font-weight:600;white-space:nowrap}
.co-invoice-state--draft{color:var(--tt-muted)}
.co-invoice-state--issued{color:var(--tt-accent-text);background:var(--tt-accent-soft)}
.co-invoice-state--paid{color:var(--tt-success-text)}
.co-invoice-state--void{color:var(--tt-error-text)}
.co-rate-level{margin:0 0 24px}
.co-rate-level h2{margin:0 0 8px;font-size:1.125rem}
.co-sections{margin:0 0 16px}
.co-sections ul{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.co-sections a{display:inline-block;padding:6px 12px;border:1px solid var(--tt-border);border-radius:16px;color:var(--tt-text);text-decoration:none;font-size:.875rem}
.co-sections a:hover{background:var(--tt-hover)}
.co-sections a[aria-current="page"]{border-color:var(--tt-accent-text);color:var(--tt-accent-text);font-weight:700}
@media (max-width:${LIMITS.breakpointPx - 0.02}px){
.co-details>div{grid-template-columns:1fr}
.co-field-pair{grid-template-columns:1fr}
.co-invoice-totals{max-width:none}
.co-invoice-actions .tt-button{flex:1 1 auto}
}
`;

export function CompanyStyles() {
  return <style>{CSS}</style>;
}
