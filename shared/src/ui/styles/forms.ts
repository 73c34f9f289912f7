/** Text inputs, selects, the switch, fieldsets and a form's note and failure lines. */
export const formCss = `
.tt-field{display:flex;flex-direction:column;gap:6px;width:100%;min-width:0}
.tt-field-label{font-size:.875rem;font-weight:600}
.tt-field-error{margin:0;font-size:.8125rem;color:var(--tt-error-text)}
.tt-fieldset{display:flex;flex-direction:column;gap:16px;min-width:0;margin:0;padding:16px;border:1px solid var(--tt-border);border-radius:8px}
.tt-fieldset>legend{padding:0 6px;font-weight:700}
.tt-form-note{margin:0;padding:10px 12px;border-left:4px solid var(--tt-border-strong);background:var(--tt-hover);border-radius:4px;font-size:.875rem}
.tt-form-failure{margin:0;color:var(--tt-error-text);font-size:.875rem}
.tt-input-wrap{position:relative;display:flex;align-items:center}
.tt-input{width:100%;min-height:44px;padding:10px 12px;border:1px solid var(--tt-border-strong);border-radius:5px;background:var(--tt-paper);color:var(--tt-text);font-size:1rem;line-height:1.4}
.tt-input::placeholder{color:var(--tt-placeholder);opacity:1}
.tt-input:focus{outline:2px solid var(--tt-focus);outline-offset:0;border-color:var(--tt-focus)}
.tt-input[aria-invalid="true"]{border-color:var(--tt-error-text)}
textarea.tt-input{min-height:0;resize:vertical}
.tt-input--with-icon{padding-left:40px}
.tt-input--with-toggle{padding-right:48px}
.tt-input-icon{position:absolute;left:12px;top:50%;transform:translateY(-50%);color:var(--tt-muted);pointer-events:none}
.tt-input-wrap--large .tt-input-icon{top:12px;transform:none}
.tt-input-toggle{position:absolute;right:4px;top:50%;transform:translateY(-50%)}
.tt-input[type="search"]::-webkit-search-cancel-button{cursor:pointer}
.tt-select{appearance:none;-webkit-appearance:none;padding-right:36px;cursor:pointer;background-image:linear-gradient(45deg,transparent 50%,currentColor 50%),linear-gradient(135deg,currentColor 50%,transparent 50%);background-position:calc(100% - 19px) 52%,calc(100% - 14px) 52%;background-size:5px 5px;background-repeat:no-repeat}
.tt-toggle{display:inline-flex;align-items:center;gap:10px;vertical-align:middle}
.tt-toggle-label{cursor:pointer}
.tt-switch{position:relative;flex-shrink:0;width:44px;height:44px;padding:0;border:0;border-radius:10px;background:transparent;cursor:pointer}
.tt-switch::before{content:"";position:absolute;top:12px;left:2px;width:40px;height:20px;border-radius:10px;background:var(--tt-border-strong);transition:background-color .15s ease}
.tt-switch::after{content:"";position:absolute;top:14px;left:4px;width:16px;height:16px;border-radius:50%;background:#FFFFFF;box-shadow:0 1px 2px rgba(0,0,0,.3);transition:transform .15s ease}
.tt-switch[aria-checked="true"]::before{background:var(--tt-success-text)}
.tt-switch[aria-checked="true"]::after{transform:translateX(20px)}
.tt-switch:disabled{cursor:not-allowed;opacity:.6}
`;
