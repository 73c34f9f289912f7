/** A draft as the API shows it: a task not yet published. */
import type { Draft } from '@app/contract';
import type { DraftRecord } from '../db/records';
import { draftDayOf, workView } from '../tasks';

/** A draft as listed: its project's name joined in. */
export type DraftRow = DraftRecord & { project_name: string | null };

/**
 * A draft without a work day becomes a task of the day it is published: it shows today (at `now`)
 * in `zone`, the owner's company's.
 */
export const draftView = (d: DraftRow, zone: string, now: Date): Draft => ({
  ...workView(d, zone),
  worked_on: draftDayOf(d, zone, now),
  published: d.published,
  copied_from: d.copied_from,
});
