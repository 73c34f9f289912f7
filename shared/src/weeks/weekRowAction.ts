import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { LABELS, weekPath, type RowExtraAction } from '@app/shared';

/**
 * A consultant row's 'Week' action: her current week's page, opened with her name (the page's
 * title). Offered by the performance tables, whose 'Under target' flag is about that week.
 */
export function useWeekRowAction<Row extends { id: number; name: string }>(): RowExtraAction<Row> {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      label: LABELS.week,
      icon: 'calendar',
      run: (row: Row) => navigate(weekPath(row.id), { state: { name: row.name } }),
    }),
    [navigate],
  );
}
