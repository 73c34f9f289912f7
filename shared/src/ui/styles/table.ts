import { TABLE_ROW_HEIGHT } from '../table/tableLayout';
import { BELOW_BREAKPOINT } from './media';

/**
 * A field of a row shown as a card on a phone: its label's line over two lines of its value; every
 * card of a table is as tall.
 */
const PHONE_FIELD_HEIGHT = 52;

/**
 * The data table: a scroll container with a sticky header and rows of a fixed height (windowing).
 * Rendered by the table itself (it loads after sign-in), not by GlobalStyles. Cells hold up to two
 * lines (three on phones), enough for the table text cut at 60 characters, so CSS never cuts a
 * second time. Under 768 px each row is a card: its identifying column and its actions button
 * (44 px) on the first line, then every other field under its column label (the value has the
 * card's whole width, so an email fits on one line), each of the same
 * height (so windowing still measures one row height), nothing to scroll sideways.
 */
export const tableCss = `
.tt-table-scroll{position:relative;max-height:min(70vh,720px);overflow:auto;background:var(--tt-paper);border:1px solid var(--tt-border);border-radius:10px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
.tt-table{width:100%;border-collapse:separate;border-spacing:0;font-size:.9rem}
.tt-table thead th{position:sticky;top:0;z-index:2;padding:12px 16px;background:var(--tt-paper);border-bottom:1px solid var(--tt-border);color:var(--tt-muted);font-size:.75rem;font-weight:700;letter-spacing:.05em;text-align:left;white-space:nowrap}
.tt-table tbody td,.tt-table tbody th{height:${TABLE_ROW_HEIGHT}px;max-width:320px;padding:0 16px;border-bottom:1px solid var(--tt-border);font-weight:400;text-align:left;overflow:hidden}
.tt-cell{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;overflow-wrap:anywhere;line-height:1.25}
.tt-table tbody tr.tt-row:hover>*{background:var(--tt-hover)}
.tt-table tbody tr.tt-row:last-child>*{border-bottom:0}
.tt-table .tt-col-actions{width:64px;text-align:right}
.tt-table .tt-col-toggle{width:96px}
.tt-table tbody tr.tt-table-spacer>td{height:auto;padding:0;border:0}
.tt-table tbody tr.tt-table-message>td{height:auto;max-width:none;padding:40px 16px;border:0;color:var(--tt-muted);text-align:center;white-space:normal}
.tt-table-loading{display:inline-flex;align-items:center;gap:12px}
.tt-table tr.tt-row-link{cursor:pointer}
${BELOW_BREAKPOINT}{
.tt-table,.tt-table tbody{display:block;font-size:.875rem}
.tt-table thead{display:block;position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
.tt-table tbody tr.tt-row{display:grid;grid-template-columns:minmax(0,1fr) 44px;column-gap:8px;padding:8px 8px 8px 12px;border-bottom:1px solid var(--tt-border)}
.tt-table tbody tr.tt-row:last-child{border-bottom:0}
.tt-table tbody tr.tt-row>*{display:flex;flex-direction:column;justify-content:center;grid-column:1/-1;width:auto;height:${PHONE_FIELD_HEIGHT}px;max-width:none;min-width:0;padding:0;border:0;background:transparent}
.tt-table tbody tr.tt-row>*::before{content:attr(data-label);color:var(--tt-muted);font-size:.6875rem;font-weight:700;letter-spacing:.04em;overflow-wrap:anywhere}
.tt-table tbody tr.tt-row>.tt-col-id{grid-row:1;grid-column:1;font-weight:600;font-size:.9375rem}
.tt-table tbody tr.tt-row>.tt-col-id::before,.tt-table tbody tr.tt-row>.tt-col-actions::before{content:none}
.tt-table tbody tr.tt-row>.tt-col-actions{flex-direction:row;align-items:center;justify-content:flex-end;grid-row:1;grid-column:2;width:auto}
.tt-table tbody tr.tt-row>.tt-col-actions .tt-icon-button{width:44px;height:44px}
.tt-cell{-webkit-line-clamp:2;line-height:1.2;overflow-wrap:break-word;word-break:break-word}
.tt-table tbody tr.tt-table-spacer,.tt-table tbody tr.tt-table-spacer>td,.tt-table tbody tr.tt-table-message,.tt-table tbody tr.tt-table-message>td{display:block}
}
`;
