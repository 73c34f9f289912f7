import {
  MESSAGES,
  type ApiError,
  type Draft,
  type LocalTask,
  type MessagePair,
  type Published,
  type TaskInput,
} from '@app/shared';
import { weekLockedNotice } from '../weeks/weekLockedNotice';

/** Published: how many became tasks, and the drafts kept because their week takes no writes. */
export type PublishOutcome = ({ ok: true } & Published) | { ok: false; message: MessagePair };

export interface PublishRequest {
  /** The user's unpublished drafts on the server, as shown. */
  serverDrafts: readonly Draft[];
  /** The user's drafts the server has not accepted yet, kept in this browser, as shown. */
  localDrafts: readonly LocalTask[];
  /** Saves a draft on the server: the saved draft, or a rejection when the server refuses it. */
  save: (input: TaskInput) => Promise<Draft>;
  /** Publishes the drafts with these ids: what became tasks and what was kept, or a rejection. */
  publish: (ids: number[]) => Promise<Published>;
  /** A local draft is on the server now: remove it from the browser's list. */
  onLocalSaved: (localId: number) => void;
}

const asTaskInput = ({ title, body, duration, project, worked_on }: TaskInput): TaskInput => ({
  title,
  body,
  duration,
  project,
  ...(worked_on && { worked_on }),
});

/**
 * Publishing the drafts chosen: those only this browser holds are first saved as drafts on the
 * server ('Upload Error' when one is refused; those saved are off the browser's list), then one
 * call turns exactly the drafts chosen into tasks, once ('Publish failed' when it is refused). The
 * server publishes them in one transaction, keeps (and names) those whose week takes no writes and
 * skips drafts already published, so a retry or a second tab never makes a task twice, and a draft
 * saved elsewhere meanwhile stays a draft.
 */
export async function publishAllDrafts({
  serverDrafts,
  localDrafts,
  save,
  publish,
  onLocalSaved,
}: PublishRequest): Promise<PublishOutcome> {
  const listed = serverDrafts.map((d) => d.id);
  for (const draft of localDrafts) {
    let saved: Draft;
    try {
      saved = await save(asTaskInput(draft));
    } catch {
      return { ok: false, message: MESSAGES.draftUploadError };
    }
    onLocalSaved(draft.id);
    listed.push(saved.id);
  }
  try {
    return { ok: true, ...(await publish(listed)) };
  } catch (failure) {
    // a draft's week that takes no writes is named; any other refusal is the catalogue's
    const error = (failure as { error?: ApiError | null } | null)?.error ?? null;
    return { ok: false, message: weekLockedNotice(error) ?? MESSAGES.publishFailed };
  }
}
