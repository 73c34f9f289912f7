/** The admin remote's few styles of its own (the kit's `tt-` classes do the rest), themed by the kit's variables. */
const CSS = `
.ad-fieldset{display:flex;flex-direction:column;gap:16px;min-width:0;margin:0;padding:16px;border:1px solid var(--tt-border);border-radius:8px}
.ad-fieldset>legend{padding:0 6px;font-weight:700}
.ad-note{margin:0;padding:10px 12px;border-left:4px solid var(--tt-border-strong);background:var(--tt-hover);border-radius:4px;font-size:.875rem}
.ad-error{margin:0;color:var(--tt-error-text);font-size:.875rem}
`;

export function AdminStyles() {
  return <style>{CSS}</style>;
}
