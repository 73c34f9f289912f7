import { TABLE_ROW_HEIGHT } from '../table/tableLayout';
import { BELOW_BREAKPOINT } from './media';

/**
 * The data table: a scroll container with a sticky header and rows of a fixed height (windowing).
 * Rendered by the table itself (it loads after sign-in), not by GlobalStyles. Cells hold up to two
 * lines (three on phones), enough for the table text cut at 60 characters, so CSS never cuts a
 * second time. Under 768 px the row's identifying column and its actions stay pinned at the left
 * and right edges while the other columns scroll between them.
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
.tt-table{font-size:.85rem}
.tt-table tbody td,.tt-table tbody th{max-width:200px;padding:0 10px}
.tt-table tbody td{min-width:10rem}
.tt-table thead th{padding:12px 10px}
.tt-cell{-webkit-line-clamp:3;line-height:1.2}
.tt-table .tt-col-id,.tt-table .tt-col-actions{position:sticky;z-index:1;background:var(--tt-paper)}
.tt-table thead .tt-col-id,.tt-table thead .tt-col-actions{z-index:3}
.tt-table .tt-col-id{left:0;min-width:40vw;max-width:40vw;box-shadow:inset -1px 0 0 var(--tt-border)}
.tt-table .tt-col-actions{right:0;width:52px;min-width:52px;padding:0 6px;box-shadow:inset 1px 0 0 var(--tt-border)}
.tt-table thead .tt-col-actions{padding:12px 6px}
}
`;
