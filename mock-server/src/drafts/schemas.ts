/** What publishing drafts takes (a new or changed draft takes what a task does). */
import { FIELD_RULES, type DraftCopies, type PublishDrafts } from '@app/contract';
import { SERVER_LIMITS } from '@app/contract/server-rules';
import { z } from 'zod';
import { fieldSchema, idRef, recordId, type Payload } from '../kernel/input';

const DRAFT_IDS = 'must be a list of draft ids';

/** The body of PATCH /drafts/{user}: the ids of the drafts to publish (repeats count once); none at all publishes every one. */
export const publishSchema = z
  .object({
    drafts: z
      .array(recordId(DRAFT_IDS), {
        invalid_type_error: DRAFT_IDS,
      })
      .max(SERVER_LIMITS.publishMaxDrafts, `must list at most ${SERVER_LIMITS.publishMaxDrafts} drafts`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .optional() satisfies Payload<PublishDrafts | undefined>;

const COPIES = 'must be a list of { task, duration }';

/**
 * The body of POST /draft_copies/{user}: the week the drafts go to (any day of it) and the tasks
 * of the week before to copy, each with its duration (a task listed once).
 */
export const draftCopiesSchema = z.object({
  week: fieldSchema(FIELD_RULES.task.worked_on),
  tasks: z
    .array(
      z.object(
        { task: idRef, duration: fieldSchema(FIELD_RULES.task.duration) },
        { invalid_type_error: COPIES },
      ),
      { required_error: 'is required', invalid_type_error: COPIES },
    )
    .min(1, 'must list at least one task')
    .max(SERVER_LIMITS.publishMaxDrafts, `must list at most ${SERVER_LIMITS.publishMaxDrafts} tasks`)
    .refine((items) => new Set(items.map((i) => i.task)).size === items.length, 'must list each task once'),
}) satisfies Payload<DraftCopies>;
