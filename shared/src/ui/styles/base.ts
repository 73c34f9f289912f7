/** Reset, typography, focus ring and small utilities. */
export const baseCss = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;-webkit-text-size-adjust:100%;text-rendering:optimizeLegibility}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:var(--tt-pale);color:var(--tt-text)}
button,input,select,textarea{font:inherit;color:inherit}
a{color:var(--tt-link);text-underline-offset:2px}
:focus-visible{outline:2px solid var(--tt-focus);outline-offset:2px}
.tt-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.tt-icon{display:inline-block;flex-shrink:0;vertical-align:middle}
.tt-spinner{display:inline-block;flex-shrink:0;width:18px;height:18px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:tt-spin .7s linear infinite}
@keyframes tt-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.tt-spinner{animation-duration:1.8s}}
.tt-area-footer{margin:32px 0 0;font-size:.75rem;color:var(--tt-muted)}
.tt-toolbar{display:flex;flex-wrap:wrap;align-items:flex-end;gap:16px;margin:0 0 16px}
.tt-toolbar>*{flex:1 1 220px}
`;
