/**
 * The shell's first-load styles: the login page and the loading line. Colours come from the
 * theme's CSS variables that @app/shared's GlobalStyles sets, so the theme switch restyles
 * everything at once. The signed-in frame's styles load with the frame (FrameStyles.tsx).
 */
const css = `
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.shell-brand{font-weight:700;font-size:1.05rem;letter-spacing:.2px;margin:0;white-space:nowrap}
.shell-area-loading{display:flex;align-items:center;gap:12px;padding:32px 0;color:var(--tt-muted)}
.shell-login{min-height:100vh;display:grid;grid-template-columns:minmax(320px,460px) 1fr;background:var(--tt-pale);color:var(--tt-text)}
.shell-login-panel{display:flex;flex-direction:column;gap:8px;padding:max(48px,14vh) 40px 48px;background:var(--tt-paper);border-right:1px solid var(--tt-border)}
.shell-login-panel h1{margin:8px 0 0;font-size:1.75rem}
.shell-login-panel form{display:flex;flex-direction:column;gap:16px;margin-top:16px}
.shell-login-aside{display:flex;align-items:center;justify-content:center;padding:48px}
.shell-muted{color:var(--tt-muted);margin:0}
.shell-denied{margin-top:16px;padding:12px;border-radius:8px;border:1px solid var(--tt-error);background:var(--tt-paper)}
.shell-denied a{color:var(--tt-link)}
@media (max-width:767.98px){
  .shell-login{grid-template-columns:1fr}
  .shell-login-panel{padding:32px 20px;border-right:0}
  .shell-login-aside{padding:24px 20px}
}
`;

export function ShellStyles() {
  return <style>{css}</style>;
}
