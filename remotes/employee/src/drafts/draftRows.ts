import type { Draft, LocalTask } from '@app/shared';

/** One row of the drafts table: a server draft, or a draft kept only in this browser. */
export interface DraftRow extends Pick<
  LocalTask,
  'title' | 'body' | 'duration' | 'project' | 'project_name' | 'created_at' | 'worked_on'
> {
  /** Unique in the table: the server id, or minus the local id. */
  id: number;
  source: 'server' | 'local';
  /** The id in its own list. */
  sourceId: number;
}

export function draftRows(serverDrafts: readonly Draft[], localDrafts: readonly LocalTask[]): DraftRow[] {
  const fields = (d: Draft | LocalTask) => ({
    title: d.title,
    body: d.body,
    duration: d.duration,
    project: d.project,
    project_name: d.project_name,
    created_at: d.created_at,
    worked_on: d.worked_on,
  });
  return [
    ...serverDrafts.map((d) => ({ ...fields(d), id: d.id, source: 'server' as const, sourceId: d.id })),
    ...localDrafts.map((d) => ({ ...fields(d), id: -d.id, source: 'local' as const, sourceId: d.id })),
  ];
}
