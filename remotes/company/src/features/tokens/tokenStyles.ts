/**
 * The tokens section's own styles, brought by the section (they stay off every other page): the
 * create form, the lists (a token's name and access, then its dates, one under the other, so a
 * phone shows them whole) and the new token's dialog. Colours are the theme's variables.
 */
export const TOKENS_CSS = `
.tk-section{margin:0 0 20px;padding-top:16px;border-top:1px solid var(--tt-border)}
.tk-section h2{margin:0 0 4px;font-size:1.125rem}
.tk-section h3{margin:20px 0 8px;font-size:1rem}
.tk-intro{margin:0 0 8px;color:var(--tt-muted)}
.tk-form{display:flex;flex-direction:column;gap:12px}
.tk-form>.tt-button{align-self:flex-start;min-height:44px}
.tk-tokens{list-style:none;margin:0;padding:0;border-top:1px solid var(--tt-border)}
.tk-token{display:flex;flex-direction:column;gap:2px;padding:10px 0;border-bottom:1px solid var(--tt-border)}
.tk-token-head{display:flex;margin:0;flex-wrap:wrap;align-items:baseline;gap:4px 8px}
.tk-token-name{min-width:0;font-weight:600;overflow-wrap:anywhere}
.tk-scope{padding:0 8px;border:1px solid var(--tt-border-strong);border-radius:999px;color:var(--tt-muted);font-size:.8rem;white-space:nowrap}
.tk-fact{margin:0;color:var(--tt-muted);font-size:.875rem;overflow-wrap:anywhere}
.tk-fact.tk-ended{color:var(--tt-error-text);font-weight:600}
.tk-token>.tt-button{align-self:flex-start;margin-top:6px;min-height:44px}
.tk-warning{margin:0 0 16px;font-weight:600}
.tk-secret{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.tk-copy-status{min-height:1.25rem;margin:8px 0 16px;color:var(--tt-muted);font-size:.875rem}
`;

/** The stylesheet as its sections take it, under its one name in the document's head. */
export const TOKENS_STYLE = { href: 'tk-tokens', text: TOKENS_CSS };
