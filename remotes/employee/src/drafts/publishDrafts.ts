import {
  MESSAGES,
  createTask,
  publishDrafts as markDraftsPublished,
  type Draft,
  type LocalTask,
  type MessagePair,
  type TaskInput,
} from '@app/shared';
import { clearPosted, postedDraftIds, rememberPosted } from './publishLedger';

export type PublishOutcome = { ok: true; published: number } | { ok: false; message: MessagePair };

export interface PublishRequest {
  userId: number;
  /** The user's unpublished drafts on the server. */
  serverDrafts: readonly Draft[];
  /** The user's drafts the server has not accepted yet, kept in this browser. */
  localDrafts: readonly LocalTask[];
  /** A local draft is now a task: remove it from the browser's list. */
  onLocalPublished: (localId: number) => void;
}

const asTaskInput = ({ title, body, duration, project }: TaskInput): TaskInput => ({
  title,
  body,
  duration,
  project,
});

/**
 * Publishing (spec section 4): each draft is posted as a new task of the user, then the server's
 * drafts are marked published with one call. It stops at the first refusal ('Upload Error' for a
 * post that is not 201, 'Publish failed' for the final call); every draft not yet a task stays a
 * draft, and drafts already posted are not posted again on the next attempt.
 */
export async function publishAllDrafts({
  userId,
  serverDrafts,
  localDrafts,
  onLocalPublished,
}: PublishRequest): Promise<PublishOutcome> {
  const alreadyPosted = postedDraftIds(userId);
  for (const draft of serverDrafts) {
    if (alreadyPosted.has(draft.id)) continue;
    const posted = await createTask(userId, asTaskInput(draft));
    if (!posted.ok) return { ok: false, message: MESSAGES.draftUploadError };
    rememberPosted(userId, draft.id);
  }
  for (const draft of localDrafts) {
    const posted = await createTask(userId, asTaskInput(draft));
    if (!posted.ok) return { ok: false, message: MESSAGES.draftUploadError };
    onLocalPublished(draft.id);
  }
  if (serverDrafts.length) {
    const marked = await markDraftsPublished(userId);
    if (!marked.ok) return { ok: false, message: MESSAGES.publishFailed };
  }
  clearPosted(userId);
  return { ok: true, published: serverDrafts.length + localDrafts.length };
}
