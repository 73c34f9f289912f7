/** A draft as the API shows it: a task not yet published. */
import type { Draft } from '@app/contract';
import type { DraftRecord } from '../db/records';
import { taskView } from '../tasks';

/** A draft as listed: its project's name joined in. */
export type DraftRow = DraftRecord & { project_name: string | null };

export const draftView = (d: DraftRow): Draft => ({ ...taskView(d), published: d.published });
