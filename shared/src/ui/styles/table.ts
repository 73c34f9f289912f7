import { TABLE_ROW_HEIGHT } from '../table/tableLayout';
import { BELOW_BREAKPOINT } from './media';

/** The data table: a scroll container with a sticky header and rows of a fixed height (windowing). */
export const tableCss = `
.tt-table-scroll{position:relative;max-height:min(70vh,720px);overflow:auto;background:var(--tt-paper);border:1px solid var(--tt-border);border-radius:10px;box-shadow:0 1px 2px rgba(0,0,0,.04)}
.tt-table{width:100%;border-collapse:separate;border-spacing:0;font-size:.9rem}
.tt-table thead th{position:sticky;top:0;z-index:1;padding:12px 16px;background:var(--tt-paper);border-bottom:1px solid var(--tt-border);color:var(--tt-muted);font-size:.75rem;font-weight:700;letter-spacing:.05em;text-align:left;white-space:nowrap}
.tt-table tbody td,.tt-table tbody th{height:${TABLE_ROW_HEIGHT}px;max-width:320px;padding:0 16px;border-bottom:1px solid var(--tt-border);font-weight:400;text-align:left;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.tt-table tbody tr.tt-row:hover{background:var(--tt-hover)}
.tt-table tbody tr.tt-row:last-child>*{border-bottom:0}
.tt-table .tt-col-actions{width:64px;text-align:right}
.tt-table .tt-col-toggle{width:96px}
.tt-table tbody tr.tt-table-spacer>td{height:auto;padding:0;border:0}
.tt-table tbody tr.tt-table-message>td{height:auto;padding:40px 16px;border:0;color:var(--tt-muted);text-align:center;white-space:normal}
.tt-table-loading{display:inline-flex;align-items:center;gap:12px}
${BELOW_BREAKPOINT}{
.tt-table tbody td,.tt-table tbody th{max-width:200px;padding:0 12px}
.tt-table thead th{padding:12px}
}
`;
