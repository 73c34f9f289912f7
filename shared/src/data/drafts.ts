/**
 * Drafts: the endpoint functions, the read and the writes of one user's drafts. Every write
 * invalidates what a draft changes (AFFECTED.drafts: the drafts, and the tasks, logs, performance
 * and reports that publishing them changes); a delete leaves the list at once and comes back if
 * refused.
 */
import { callEndpoint, type Draft, type DraftCopies, type PublishDrafts, type TaskInput } from '@app/shared';
import { queryKeys } from '../query/keys';
import { useApiQuery } from '../query/useApiQuery';
import { addRow, replaceRow, useApiMutation, useDeleteRow } from '../query/useApiMutation';

export const listDrafts = (userId: number) => callEndpoint('GET /drafts/{userId}', { params: { userId } });
export const createDraft = (userId: number, body: TaskInput) =>
  callEndpoint('POST /drafts/{userId}', { params: { userId }, body });
/** Turns the drafts listed into tasks, once (drafts another call published already are skipped). */
export const publishDrafts = (userId: number, body: PublishDrafts) =>
  callEndpoint('PATCH /drafts/{userId}', { params: { userId }, body });
export const updateDraft = (draftId: number, body: Partial<TaskInput>) =>
  callEndpoint('PATCH /draft/{draftId}', { params: { draftId }, body });
/** 'Copy last week': drafts of the tasks listed (of the week before `week`), on the same weekdays. */
export const copyToDrafts = (userId: number, body: DraftCopies) =>
  callEndpoint('POST /draft_copies/{userId}', { params: { userId }, body });
export const deleteDraft = (draftId: number) =>
  callEndpoint('DELETE /draft/{draftId}', { params: { draftId } });

/** The unpublished drafts of `userId`. */
export const useDrafts = (userId: number) => useApiQuery(queryKeys.drafts(userId), () => listDrafts(userId));

/** Saves a draft of `userId` on the server; it shows last in the list at once. */
export const useCreateDraft = (userId: number) =>
  useApiMutation<TaskInput, Draft, Draft>({
    request: (input) => createDraft(userId, input),
    affects: queryKeys.drafts(userId),
    update: addRow('end'),
  });

/** Changes one draft of `userId`'s list. */
export const useUpdateDraft = (userId: number) =>
  useApiMutation<{ draft: Draft; input: Partial<TaskInput> }, Draft, Draft>({
    request: ({ draft, input }) => updateDraft(draft.id, input),
    affects: queryKeys.drafts(userId),
    update: replaceRow,
  });

/** Deletes one draft of `userId`'s list: it leaves the list at once and comes back if refused. */
export const useDeleteDraft = (userId: number) => useDeleteRow<Draft>(queryKeys.drafts(userId), deleteDraft);

/**
 * Publishes exactly the drafts of `userId` with these ids, each turned into a task once; the
 * drafts and the tasks (and what tasks change) are read again.
 */
export const usePublishDrafts = (userId: number) =>
  useApiMutation({
    request: (drafts: number[]) => publishDrafts(userId, { drafts }),
    affects: queryKeys.drafts(userId),
  });

/** Makes drafts of `userId`'s tasks of last week ('Copy last week'); the drafts are read again. */
export const useCopyToDrafts = (userId: number) =>
  useApiMutation<DraftCopies, Draft[]>({
    request: (body) => copyToDrafts(userId, body),
    affects: queryKeys.drafts(userId),
  });
