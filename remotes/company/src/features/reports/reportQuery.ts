import type { ReportGroupBy } from '@app/shared';
import {
  RANGE_PRESETS,
  isDay,
  presetRange,
  rangeProblem,
  type DayRange,
  type RangePreset,
} from './reportRange';

/** What a report is grouped by (the server's `group_by`). */
export type ReportGroup = ReportGroupBy;

export const GROUP_LABELS: Record<ReportGroup, string> = {
  project: 'Projects',
  consultant: 'Consultants',
  department: 'Departments',
  day: 'Days',
  client: 'Clients',
};

/** The filters a report may carry: plain ids. */
export interface ReportFilters {
  department: number | null;
  project: number | null;
  consultant: number | null;
}
export type ReportFilter = keyof ReportFilters;
export const REPORT_FILTERS: readonly ReportFilter[] = ['department', 'project', 'consultant'];

/** Everything that decides a report; kept in the URL so a report can be bookmarked and shared. */
export interface ReportQuery extends DayRange, ReportFilters {
  preset: RangePreset;
  group: ReportGroup;
  /** only the hours of approved weeks (billable), or every hour */
  approvedOnly: boolean;
}

/** How ids travel in the URL (encoded like every id of a route). */
export interface IdCodec {
  encode: (id: number) => string;
  decode: (param: string | null) => number | null;
}

const isPreset = (value: string | null): value is RangePreset =>
  (RANGE_PRESETS as readonly string[]).includes(value ?? '');

/**
 * The report a URL's search parameters ask for. Missing or unreadable parts take the defaults
 * (this month, the first grouping offered); a custom range that cannot be asked for is kept as
 * typed so the page can say what is wrong with it.
 */
export function readReportQuery(
  params: URLSearchParams,
  { today, groups, codec }: { today: string; groups: readonly ReportGroup[]; codec: IdCodec },
): ReportQuery {
  const asked = params.get('range');
  const preset: RangePreset = isPreset(asked) ? asked : 'this_month';
  const range: DayRange =
    preset === 'custom'
      ? { from: params.get('from') ?? '', to: params.get('to') ?? '' }
      : presetRange(preset, today);
  const askedGroup = params.get('group') as ReportGroup | null;
  const group = askedGroup && groups.includes(askedGroup) ? askedGroup : groups[0];
  const id = (name: ReportFilter) => {
    const param = params.get(name);
    return param ? codec.decode(param) : null;
  };
  return {
    preset,
    ...range,
    group,
    department: id('department'),
    project: id('project'),
    consultant: id('consultant'),
    approvedOnly: params.get('hours') === 'approved',
  };
}

/** The search parameters of a report, the inverse of readReportQuery. */
export function writeReportQuery(query: ReportQuery, codec: IdCodec): URLSearchParams {
  const params = new URLSearchParams({ range: query.preset });
  if (query.preset === 'custom') {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  params.set('group', query.group);
  for (const name of REPORT_FILTERS) {
    const value = query[name];
    if (value != null) params.set(name, codec.encode(value));
  }
  if (query.approvedOnly) params.set('hours', 'approved');
  return params;
}

/** The query with a new preset: its days, or the current days kept for a custom range. */
export function withPreset(query: ReportQuery, preset: RangePreset, today: string): ReportQuery {
  return preset === 'custom' ? { ...query, preset } : { ...query, preset, ...presetRange(preset, today) };
}

/** Whether the server can be asked: a readable range of at most a year. */
export const isAskable = (query: ReportQuery) =>
  isDay(query.from) && isDay(query.to) && rangeProblem(query) === null;
