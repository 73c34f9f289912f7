/**
 * The data table, fetched when a signed-in page first needs it (the shell starts the load at sign-in)
 * rather than with @app/shared, so the login page does not carry it.
 */
import { onDemandModule } from '../../onDemandModule';
import type { DataTableProps } from './DataTable';

const table = onDemandModule(
  'the data table',
  () => import(/* webpackChunkName: "data-table" */ './DataTable'),
);

export const loadDataTable = table.load;
/** For code that has the table at hand synchronously (unit tests). */
export const provideDataTable = table.provide;

/** The product's data table (see DataTable.tsx); suspends until it is loaded. */
export function DataTable<T extends { id: number }>(props: DataTableProps<T>) {
  table.useLoaded();
  const { DataTable: Table } = table.get();
  return <Table {...props} />;
}
