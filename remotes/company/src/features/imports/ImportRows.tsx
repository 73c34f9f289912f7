import { useId, useMemo, useState } from 'react';
import { Button, Select, formatDuration, type ImportRow, type ImportRowStatus } from '@app/shared';
import { IMPORT_TEXTS } from '@app/shared/imports';

/** How many rows show at first, and how many more each 'Show more rows' adds (a file may hold 50,000). */
const PAGE = 200;

type Filter = 'all' | ImportRowStatus;
const FILTERS = (['all', 'error', 'create', 'duplicate', 'skip'] as const).map((value) => ({
  value,
  label: IMPORT_TEXTS.filters[value],
}));

const byErrorsFirst = (a: ImportRow, b: ImportRow) =>
  Number(b.status === 'error') - Number(a.status === 'error') || a.line - b.line;

/**
 * An error row's fault, or why a row is skipped: the field's label (or 'Row' for the row as a
 * whole) and what is wrong.
 */
function faultOf(row: ImportRow): string {
  if (row.status !== 'error' && row.status !== 'skip') return '';
  const where =
    row.field === null || row.field === 'file' ? IMPORT_TEXTS.wholeRow : IMPORT_TEXTS.fields[row.field];
  return `${where}: ${row.error ?? ''}`;
}

/**
 * The rows of a check or an import: errors first, narrowed by status, a page at a time, in a table
 * that scrolls sideways by itself on a phone (the page around it keeps its width).
 */
export function ImportRows({ rows }: { rows: readonly ImportRow[] }) {
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [limit, setLimit] = useState(PAGE);
  const sorted = useMemo(() => [...rows].sort(byErrorsFirst), [rows]);
  const matching = filter === 'all' ? sorted : sorted.filter((row) => row.status === filter);
  const shown = matching.slice(0, limit);
  const columns = IMPORT_TEXTS.columns;
  return (
    <section className="im-rows" aria-labelledby={headingId}>
      <div className="im-rows-head">
        <h2 id={headingId}>{IMPORT_TEXTS.rows}</h2>
        <Select
          label={IMPORT_TEXTS.show}
          value={filter}
          options={FILTERS}
          onChange={(value) => {
            setFilter(value as Filter);
            setLimit(PAGE);
          }}
        />
      </div>
      {shown.length === 0 ? (
        <p className="im-note">{IMPORT_TEXTS.noRows}</p>
      ) : (
        <div className="im-table-wrap" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="im-table">
            <thead>
              <tr>
                <th scope="col">{columns.line}</th>
                <th scope="col">{columns.status}</th>
                <th scope="col">{columns.person}</th>
                <th scope="col">{columns.day}</th>
                <th scope="col">{columns.duration}</th>
                <th scope="col">{columns.project}</th>
                <th scope="col">{columns.title}</th>
                <th scope="col">{columns.error}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.line} className={row.status === 'error' ? 'im-error-row' : undefined}>
                  <th scope="row">{row.line}</th>
                  <td>
                    <span className={`im-status im-status--${row.status}`}>
                      {IMPORT_TEXTS.statuses[row.status]}
                    </span>
                  </td>
                  <td>{row.task?.email ?? row.written.person}</td>
                  <td className="im-nowrap">{row.task?.worked_on ?? row.written.day}</td>
                  <td className="im-nowrap">{row.task ? formatDuration(row.task.duration) : ''}</td>
                  <td>{row.task?.project ?? ''}</td>
                  <td>{row.task?.title ?? row.written.title}</td>
                  <td>{faultOf(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {matching.length > shown.length && (
        <div className="im-more">
          <p className="im-note">{IMPORT_TEXTS.showing(shown.length, matching.length)}</p>
          <Button contain outline onClick={() => setLimit(limit + PAGE)}>
            {IMPORT_TEXTS.showMore}
          </Button>
        </div>
      )}
    </section>
  );
}
