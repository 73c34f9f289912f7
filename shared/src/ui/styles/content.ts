import { BELOW_BREAKPOINT } from './media';

/** Headings, badges, text blocks, empty states, summary cards and the error screen. */
export const contentCss = `
.tt-details{display:grid;gap:12px;margin:0}
.tt-details dt{color:var(--tt-muted);font-size:.75rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase}
.tt-details dd{margin:2px 0 0;overflow-wrap:anywhere}
.tt-page-heading{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px;margin:0 0 24px}
.tt-heading{display:flex;align-items:center;gap:10px;margin:0;font-size:1.5rem;font-weight:700;line-height:1.25}
.tt-subtitle{margin:4px 0 0;color:var(--tt-muted)}
.tt-detail-header{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:16px;margin:0 0 24px}
.tt-detail-name{margin:0 0 2px;color:var(--tt-muted);font-size:.9rem;font-weight:600}
.tt-page-links{display:flex;flex-wrap:wrap;gap:16px;margin:-12px 0 20px;font-weight:600}
.tt-detail-controlled{margin:4px 0 0;color:var(--tt-muted);font-size:.875rem}
.tt-badge{display:inline-flex;align-items:center;justify-content:center;min-width:28px;height:22px;padding:0 8px;border-radius:11px;background:var(--tt-error-strong);color:#FFFFFF;font-size:.75rem;font-weight:700;line-height:1}
.tt-text-block{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.tt-text-line{display:block;min-height:1.5em}
.tt-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:40px 16px;color:var(--tt-muted);text-align:center}
.tt-empty p{margin:0;max-width:48ch}
.tt-summary{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px;margin:0;padding:0;list-style:none}
.tt-summary-card{display:flex;flex-direction:column;gap:4px;padding:20px 24px;background:var(--tt-paper);border:1px solid var(--tt-border);border-radius:12px;box-shadow:var(--tt-shadow)}
.tt-summary-value{font-size:2rem;font-weight:700;line-height:1.1}
.tt-summary-label{display:flex;flex-wrap:wrap;align-items:center;gap:8px;min-width:0;color:var(--tt-muted);font-weight:600}
.tt-summary-note{margin:12px 0 0;color:var(--tt-muted);font-size:.8125rem}
.tt-error-screen{max-width:560px;margin:10vh auto;padding:32px;background:var(--tt-paper);color:var(--tt-text);border:1px solid var(--tt-border);border-top:4px solid var(--tt-error);border-radius:12px;box-shadow:var(--tt-shadow)}
.tt-error-screen h1{margin:0 0 8px;font-size:1.375rem}
.tt-error-detail{margin:0 0 24px;color:var(--tt-error-text);overflow-wrap:anywhere}
.tt-error-actions{display:flex;flex-wrap:wrap;align-items:center;gap:16px}
${BELOW_BREAKPOINT}{
.tt-heading{font-size:1.25rem}
.tt-summary-value{font-size:1.5rem}
.tt-error-screen{margin:24px 16px;padding:24px}
.tt-page-links{gap:4px 16px}
.tt-page-links a,.tt-error-screen a,.tt-error-actions a{display:inline-flex;align-items:center;min-height:44px}
}
`;
