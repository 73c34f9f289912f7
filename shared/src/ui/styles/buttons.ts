/**
 * Buttons: 15px vertical and 12px horizontal padding, radius 5px, width 81% by
 * default, 100% when fullwidth, content width when contained. The filled button's text is dark on
 * the light theme's orange for contrast (see themeVariables.ts). In the dark theme, where the
 * spec's dark grey and near-black fills are close, the filled button has a bright border and bold
 * text, the outline one its translucent border and regular weight.
 */
export const buttonCss = `
.tt-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;width:81%;min-height:48px;padding:15px 12px;border:1px solid transparent;border-radius:5px;font-size:.95rem;font-weight:600;line-height:1.2;text-decoration:none;cursor:pointer;transition:background-color .15s ease,box-shadow .15s ease,filter .15s ease}
.tt-button--fullwidth{width:100%}
.tt-button--contain{width:auto;padding-left:20px;padding-right:20px}
.tt-button--filled{background:var(--tt-primary);color:var(--tt-on-primary);box-shadow:0 2px 6px rgba(0,0,0,.16)}
[data-theme="dark"] .tt-button--filled{border-color:rgba(255,255,255,.6);font-weight:700}
.tt-button--filled:hover:not(:disabled){filter:brightness(1.06);box-shadow:0 4px 12px rgba(0,0,0,.2)}
.tt-button--outline{background:var(--tt-pale);border-color:var(--tt-outline-border);color:var(--tt-accent-text)}
[data-theme="dark"] .tt-button--outline{color:var(--tt-text);font-weight:500}
.tt-button--outline:hover:not(:disabled){background:var(--tt-accent-soft)}
.tt-button:disabled{cursor:not-allowed;opacity:.65}
.tt-button[aria-busy="true"]{cursor:progress;opacity:1}
.tt-icon-button{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:1px solid transparent;border-radius:8px;background:transparent;color:var(--tt-text);cursor:pointer}
.tt-icon-button:hover{background:var(--tt-hover)}
.tt-icon-button[aria-expanded="true"]{background:var(--tt-hover);border-color:var(--tt-border)}
`;
