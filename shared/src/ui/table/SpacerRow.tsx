/** Stands in for the rows above or below the rendered window. */
export function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr className="tt-table-spacer" aria-hidden="true">
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}
