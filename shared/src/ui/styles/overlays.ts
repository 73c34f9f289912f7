import { BELOW_BREAKPOINT } from './media';

/**
 * Modals, the notification and the row action menu. Modal size: 30vw wide and at
 * most 90vh high from 768 px up; 80vw and 65vh below; the body scrolls inside. Notifications sit
 * low on the screen, so one shown over a dialog never hides its title or first field.
 */
export const overlayCss = `
.tt-overlay{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--tt-backdrop);animation:tt-fade-in .12s ease-out}
.tt-modal{display:flex;flex-direction:column;width:30vw;max-height:90vh;background:var(--tt-paper);color:var(--tt-text);border:1px solid var(--tt-border);border-radius:12px;box-shadow:0 16px 48px rgba(0,0,0,.28)}
.tt-modal:focus{outline:none}
.tt-modal-header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:16px 12px 8px 24px}
.tt-modal-title{margin:0;font-size:1.125rem;font-weight:700;line-height:1.3}
.tt-modal-body{padding:8px 24px 24px;overflow:auto;overscroll-behavior:contain}
.tt-modal-body:focus-visible{outline:2px solid var(--tt-focus);outline-offset:-2px}
.tt-modal-body form{display:flex;flex-direction:column;gap:16px}
.tt-dialog-text{margin:0 0 24px}
.tt-dialog-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:12px}
.tt-notice-overlay{z-index:1200;align-items:flex-end;padding-bottom:6vh;background:rgba(0,0,0,.25)}
.tt-notice{position:relative;display:flex;flex-direction:column;gap:4px;width:30vw;max-height:90vh;overflow:auto;padding:20px 48px 20px 24px;background:var(--tt-paper);color:var(--tt-text);border:1px solid var(--tt-border);border-left:6px solid var(--tt-notice-colour);border-radius:12px;box-shadow:0 16px 48px rgba(0,0,0,.28);animation:tt-slide-in .16s ease-out}
.tt-notice--success{--tt-notice-colour:var(--tt-success);--tt-notice-text:var(--tt-success-text)}
.tt-notice--error{--tt-notice-colour:var(--tt-error);--tt-notice-text:var(--tt-error-text)}
.tt-notice--normal{--tt-notice-colour:var(--tt-border-strong);--tt-notice-text:var(--tt-text)}
.tt-notice-title{margin:0;font-size:1.05rem;font-weight:700;color:var(--tt-notice-text)}
.tt-notice-body{margin:0;color:var(--tt-text)}
.tt-notice-close{position:absolute;top:8px;right:8px}
.tt-notice .tt-dialog-actions{margin-top:16px}
.tt-menu{position:fixed;z-index:1100;min-width:184px;margin:0;padding:6px;list-style:none;background:var(--tt-paper);color:var(--tt-text);border:1px solid var(--tt-border);border-radius:8px;box-shadow:var(--tt-shadow)}
.tt-menu-item{display:flex;align-items:center;gap:10px;width:100%;min-height:44px;padding:9px 12px;border:0;border-radius:6px;background:transparent;color:var(--tt-text);font-size:.9rem;text-align:left;cursor:pointer}
.tt-menu-item:hover,.tt-menu-item:focus{background:var(--tt-hover)}
.tt-menu-item:focus-visible{outline:2px solid var(--tt-focus);outline-offset:-2px}
.tt-menu-item--danger{color:var(--tt-error-text)}
@keyframes tt-fade-in{from{opacity:0}}
@keyframes tt-slide-in{from{opacity:0;transform:translateY(-8px)}}
@media (prefers-reduced-motion:reduce){.tt-overlay,.tt-notice{animation:none}}
${BELOW_BREAKPOINT}{
.tt-modal,.tt-notice{width:80vw;max-height:65vh}
.tt-modal-header{padding:12px 8px 4px 16px}
.tt-modal-body{padding:8px 16px 16px}
}
`;
