import { LIMITS } from '@app/shared';

/** The company remote's few styles of its own (the kit's `tt-` classes do the rest), themed by the kit's variables. */
const CSS = `
.co-details{display:grid;gap:12px;margin:0}
.co-details>div{display:grid;grid-template-columns:7rem 1fr;gap:8px}
.co-details dt{color:var(--tt-muted);font-weight:600}
.co-details dd{margin:0;overflow-wrap:anywhere}
.co-link-button{padding:0;border:0;background:none;color:var(--tt-link);font:inherit;text-decoration:underline;text-underline-offset:2px;cursor:pointer;max-width:100%;overflow:hidden;text-overflow:ellipsis}
.co-toolbar>.tt-button{flex:0 0 auto;align-self:flex-end}
.co-sections{margin:0 0 16px}
.co-sections ul{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.co-sections a{display:inline-block;padding:6px 12px;border:1px solid var(--tt-border);border-radius:16px;color:var(--tt-text);text-decoration:none;font-size:.875rem}
.co-sections a:hover{background:var(--tt-hover)}
.co-sections a[aria-current="page"]{border-color:var(--tt-accent-text);color:var(--tt-accent-text);font-weight:700}
@media (max-width:${LIMITS.breakpointPx - 0.02}px){
.co-details>div{grid-template-columns:1fr}
}
`;

export function CompanyStyles() {
  return <style>{CSS}</style>;
}
