/** What publishing drafts takes (a new or changed draft takes what a task does). */
import type { PublishDrafts } from '@app/contract';
import { SERVER_LIMITS } from '@app/contract/server-rules';
import { z } from 'zod';
import type { Payload } from '../kernel/input';

const DRAFT_IDS = 'must be a list of draft ids';

/** The body of PATCH /drafts/{user}: the ids of the drafts to publish (repeats count once); none at all publishes every one. */
export const publishSchema = z
  .object({
    drafts: z
      .array(z.number({ invalid_type_error: DRAFT_IDS }).int(DRAFT_IDS).positive(DRAFT_IDS), {
        invalid_type_error: DRAFT_IDS,
      })
      .max(SERVER_LIMITS.publishMaxDrafts, `must list at most ${SERVER_LIMITS.publishMaxDrafts} drafts`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .optional() satisfies Payload<PublishDrafts | undefined>;
