/**
 * Which hourly rate applies to a task: the most specific level that has a rate for it (RATE_LEVELS:
 * a consultant on a project, the project, its client, the consultant, the company), each level's
 * rate the one valid on the task's work day (the latest starting on or before it).
 */
import type { RateLevel } from '@app/contract';
import { RATE_LEVELS } from '@app/contract/money';
import type { Repo } from '../db/repo';
import { dayKeyOfIsoDate } from '../kernel/time';
import { ratesOf, type RateRow } from './queries';

/** A place's rates by day key (yyyymmdd), newest first. */
type History = { from: number; rate: number }[];

/** A company's rates by place, each place's history newest first. */
export type RateBook = Map<string, History>;

const placeKey = (level: RateLevel, client: number | null, project: number | null, user: number | null) =>
  `${level}:${client ?? 0}:${project ?? 0}:${user ?? 0}`;

export function rateBookOf(rates: readonly RateRow[]): RateBook {
  const byPlace: RateBook = new Map();
  for (const r of rates) {
    const key = placeKey(r.level, r.client, r.project, r.user);
    const list = byPlace.get(key) ?? [];
    list.push({ from: dayKeyOfIsoDate(r.from)!, rate: r.hourly_rate });
    byPlace.set(key, list);
  }
  for (const list of byPlace.values()) list.sort((a, b) => b.from - a.from);
  return byPlace;
}

/** The rates of `companyId`, read now, as a book. */
export const rateBook = async (db: Repo, companyId: number): Promise<RateBook> =>
  rateBookOf(await ratesOf(db, companyId));

/** The rate of `user` on `project` (of `client`) on day key `day`, or null when none is set. */
export function rateFor(
  book: RateBook,
  user: number,
  project: number | null,
  client: number | null,
  day: number,
): number | null {
  const places: Record<RateLevel, [number | null, number | null, number | null] | null> = {
    consultant_project: project === null ? null : [null, project, user],
    project: project === null ? null : [null, project, null],
    client: client === null ? null : [client, null, null],
    consultant: [null, null, user],
    company: [null, null, null],
  };
  for (const level of RATE_LEVELS) {
    const place = places[level];
    if (!place) continue;
    const valid = book.get(placeKey(level, ...place))?.find((r) => r.from <= day);
    if (valid) return valid.rate;
  }
  return null;
}
