import {
  MESSAGES,
  createDraft,
  publishDrafts,
  type Draft,
  type LocalTask,
  type MessagePair,
  type TaskInput,
} from '@app/shared';

export type PublishOutcome = { ok: true; published: number } | { ok: false; message: MessagePair };

export interface PublishRequest {
  userId: number;
  /** The user's unpublished drafts on the server, as shown. */
  serverDrafts: readonly Draft[];
  /** The user's drafts the server has not accepted yet, kept in this browser, as shown. */
  localDrafts: readonly LocalTask[];
  /** A local draft is on the server now: remove it from the browser's list. */
  onLocalSaved: (localId: number) => void;
}

const asTaskInput = ({ title, body, duration, project }: TaskInput): TaskInput => ({
  title,
  body,
  duration,
  project,
});

/**
 * Publishing the drafts shown: those only this browser holds are first saved as
 * drafts on the server ('Upload Error' when one is refused; those saved are off the browser's
 * list), then one call turns exactly the drafts shown into tasks, once ('Publish failed' when it
 * is refused). The server publishes them in one transaction and skips drafts already published,
 * so a retry or a second tab never makes a task twice, and a draft saved elsewhere meanwhile stays
 * a draft.
 */
export async function publishAllDrafts({
  userId,
  serverDrafts,
  localDrafts,
  onLocalSaved,
}: PublishRequest): Promise<PublishOutcome> {
  const listed = serverDrafts.map((d) => d.id);
  for (const draft of localDrafts) {
    const saved = await createDraft(userId, asTaskInput(draft));
    if (!saved.ok) return { ok: false, message: MESSAGES.draftUploadError };
    onLocalSaved(draft.id);
    listed.push(saved.data.id);
  }
  const published = await publishDrafts(userId, { drafts: listed });
  if (!published.ok) return { ok: false, message: MESSAGES.publishFailed };
  return { ok: true, published: published.data.published };
}
