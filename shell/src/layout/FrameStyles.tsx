/**
 * The signed-in frame's styles (top bar, side menu, bottom bar, account pages): loaded with the
 * frame after sign-in, not with the login page.
 */
export const FRAME_CSS = `
.shell-skip-link{position:absolute;left:8px;top:-48px;z-index:100;padding:8px 12px;background:var(--tt-paper);color:var(--tt-text);border-radius:5px}
.shell-skip-link:focus{top:8px}
.shell-frame{min-height:100vh;display:flex;flex-direction:column;background:var(--tt-pale);color:var(--tt-text)}
html{scroll-padding-top:64px}
.shell-topbar{position:sticky;top:0;z-index:20;height:56px;display:flex;align-items:center;justify-content:space-between;gap:16px;padding:0 20px;background:var(--tt-paper);border-bottom:1px solid var(--tt-border)}
.shell-user{flex:1;display:flex;align-items:center;justify-content:flex-end;gap:10px;min-width:0}
.shell-user-name{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:40vw}
.shell-online-dot{flex-shrink:0;width:10px;height:10px;border-radius:50%;background:var(--tt-success);box-shadow:0 0 0 2px var(--tt-paper),0 0 0 3px var(--tt-success)}
.shell-online-dot[data-offline]{background:var(--tt-error);box-shadow:0 0 0 2px var(--tt-paper),0 0 0 3px var(--tt-error)}
.shell-icon-button{flex-shrink:0;display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:8px;border:1px solid transparent;background:transparent;color:var(--tt-text);cursor:pointer}
.shell-icon-button:hover{background:var(--tt-pale)}
.shell-body{flex:1;display:flex;min-height:0}
.shell-sidenav{width:240px;flex-shrink:0;background:var(--tt-paper);border-right:1px solid var(--tt-border);padding:16px 12px}
.shell-sidenav ul,.shell-bottombar ul{list-style:none;margin:0;padding:0}
.shell-sidenav a{display:flex;align-items:center;gap:12px;padding:10px 12px;border-radius:8px;color:var(--tt-text);text-decoration:none;font-weight:500}
.shell-sidenav a:hover{background:var(--tt-pale)}
.shell-sidenav a.active{background:var(--tt-accent-soft);color:var(--tt-accent-text);font-weight:600}
.shell-nav-badge{margin-left:auto;min-width:20px;padding:0 6px;border-radius:10px;background:var(--tt-error-strong);color:var(--tt-on-primary);font-size:.75rem;font-weight:700;line-height:20px;text-align:center}
.shell-main{flex:1;min-width:0;padding:24px 28px 40px;outline:none}
.shell-bottombar{display:none}
.shell-page{max-width:1100px}
.shell-narrow{max-width:480px}
.shell-page h1{margin:0 0 20px;font-size:1.5rem}
.shell-setting{margin:0 0 20px}
.shell-setting-title{margin:0 0 8px;font-size:1rem}
.shell-page form{display:flex;flex-direction:column;gap:16px}
.shell-more{display:flex;flex-wrap:wrap;gap:12px;margin:0;padding:0;list-style:none}
.shell-more a{display:inline-flex;align-items:center;min-height:44px}
.shell-facts{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0 0 20px}
.shell-facts dt{font-weight:600}
.shell-facts dd{margin:0}
.shell-reports{display:grid;gap:12px;margin:0;padding:0;list-style:none}
.shell-reports li{padding:12px;border:1px solid var(--tt-border);border-radius:8px;background:var(--tt-paper);overflow-wrap:anywhere}
.shell-reports dl{margin:0}
.shell-area-error{max-width:560px;padding:24px;border:1px solid var(--tt-error);border-radius:8px;background:var(--tt-paper)}
.shell-area-error h1{font-size:1.25rem;margin:0 0 8px}
.shell-tests{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}
@media (max-width:767.98px){
  /* what is scrolled into view (a focused control, a found row) stops clear of the sticky top bar
     and the fixed bottom bar, never under them */
  html{scroll-padding:64px 0 88px}
  .shell-sidenav{display:none}
  .shell-main{padding:16px 14px 88px}
  /* what the fixed bottom bar covers of the viewport's bottom: sticky footers stop above it */
  :root{--tt-bottom-bar:calc(62px + env(safe-area-inset-bottom))}
  .shell-bottombar{display:block;position:fixed;left:0;right:0;bottom:0;z-index:20;background:var(--tt-paper);border-top:1px solid var(--tt-border);padding:4px 4px calc(4px + env(safe-area-inset-bottom))}
  .shell-bottombar ul{display:flex;justify-content:space-around}
  .shell-bottombar li{flex:1}
  .shell-bottombar a{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;min-height:52px;box-sizing:border-box;padding:6px 2px;font-size:.7rem;color:var(--tt-text);text-decoration:none;text-align:center;border-radius:8px}
  .shell-bottombar a.active{color:var(--tt-accent-text);background:var(--tt-accent-soft)}
  .shell-bottombar a{position:relative}
  .shell-bottombar .shell-nav-badge{position:absolute;top:2px;left:calc(50% + 6px);margin:0;font-size:.65rem;line-height:16px;min-width:16px;padding:0 4px}
  .shell-topbar{gap:8px;padding:0 4px 0 12px}
  .shell-topbar .shell-brand{font-size:.95rem}
  .shell-user{gap:6px}
  .shell-user-name{max-width:none;font-size:.9rem}
  .shell-icon-button{width:36px;height:36px}
}
`;

export function FrameStyles() {
  return <style>{FRAME_CSS}</style>;
}
