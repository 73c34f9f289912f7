/**
 * Drafts, owner only: GET/POST /drafts/{user}; PATCH /drafts/{user} publishes them (the drafts its
 * body lists, or all); decided extras PATCH/DELETE /draft/{id} edit and delete one draft.
 * Published drafts are kept but no longer appear.
 */
import type { PublishDrafts } from '@app/contract';
import { SERVER_LIMITS } from '@app/contract/server-rules';
import { z } from 'zod';
import { logActions, putLog, putNewDraft, putNewTaskWithLog } from '../entities';
import { ensure, invalid } from '../errors';
import { may } from '../policy';
import { parseBody, taskInputSchema, taskPatchSchema } from '../schemas';
import { ensureConsultant, newTaskFields, taskChanges, withCleanBody } from '../taskContent';
import { draftView } from '../views';
import {
  draftById,
  found,
  pathId,
  personOf,
  userById,
  route,
  withProjectName,
  type RouteModule,
} from './support';

const OWNER_ONLY = 'Drafts are private to their owner';

const DRAFT_IDS = 'must be a list of draft ids';

/** The body of PATCH /drafts/{user}: the ids of the drafts to publish (repeats count once). */
const publishSchema = z.object({
  drafts: z
    .array(z.number({ invalid_type_error: DRAFT_IDS }).int(DRAFT_IDS).positive(DRAFT_IDS), {
      invalid_type_error: DRAFT_IDS,
    })
    .max(SERVER_LIMITS.publishMaxDrafts, `must list at most ${SERVER_LIMITS.publishMaxDrafts} drafts`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
}) satisfies z.ZodType<PublishDrafts, z.ZodTypeDef, unknown>;

export const draftRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /drafts/{userId}', async (request) => {
    const owner = await personOf(request, db, pathId(request));
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    return (await db.unpublishedDraftsOf(owner.id)).map(draftView);
  });

  route(app, 'POST /drafts/{userId}', async (request) => {
    const owner = await personOf(request, db, pathId(request));
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    ensureConsultant(owner);
    const input = await withCleanBody(parseBody(taskInputSchema, request.body));
    const now = options.now();
    const draft = await store.write(async (tx) =>
      putNewDraft(tx, await newTaskFields(tx.db, owner, input), now),
    );
    return draftView((await db.draftWithProject(draft.id))!);
  });

  /**
   * Publishing, in one transaction: the drafts listed (every unpublished one of the owner when the
   * body lists none) are locked, each one still unpublished becomes a task (with its task-log entry
   * and totals, as POST /tasks/{user} writes them) and is marked published. Drafts already
   * published are skipped, so two tabs publishing the same drafts make each one task once; a draft
   * saved after the client read its list is not listed and stays a draft. An id that is not one of
   * the owner's drafts: 400 naming `drafts`, nothing published.
   */
  route(app, 'PATCH /drafts/{userId}', async (request) => {
    const owner = await personOf(request, db, pathId(request));
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const listed = request.body === undefined ? undefined : parseBody(publishSchema, request.body).drafts;
    const now = options.now();
    const published = await store.write(async (tx) => {
      const drafts = await tx.db.lockDraftsForPublishing(owner.id, listed);
      const owned = new Set(drafts.filter((d) => d.user === owner.id).map((d) => d.id));
      const stranger = listed?.find((id) => !owned.has(id));
      if (stranger !== undefined) throw invalid('drafts', `drafts: ${stranger} is not one of your drafts`);
      const pending = drafts.filter((d) => !d.published);
      for (const draft of pending) {
        const { title, body, duration, project } = draft;
        const fields = await newTaskFields(tx.db, owner, { title, body, duration, project });
        await putNewTaskWithLog(tx, owner, request.actor.email, fields, now);
        await tx.update('drafts', draft.id, { published: true, updated_at: now.toISOString() });
      }
      if (pending.length && owner.company !== null)
        await putLog(tx, owner.company, request.actor.email, logActions.published(pending.length), now);
      return pending.length;
    });
    return { published };
  });

  route(app, 'PATCH /draft/{draftId}', async (request) => {
    const draft = await draftById(db, pathId(request));
    const owner = await userById(db, draft.user);
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const patch = await withCleanBody(parseBody(taskPatchSchema, request.body));
    const now = options.now();
    const updated = await store.write(async (tx) => {
      // locked from here: deleted or published meanwhile, it is a 404 and nothing is written
      const current = await draftById(tx.db, draft.id, { lock: 'update' });
      const changes = await taskChanges(tx.db, owner, current, patch, now);
      return found(await tx.update('drafts', draft.id, changes), 'draft', draft.id);
    });
    return draftView(await withProjectName(db, updated));
  });

  route(app, 'DELETE /draft/{draftId}', async (request) => {
    const draft = await draftById(db, pathId(request));
    ensure(may.useDraftsOf(request.actor, await userById(db, draft.user)), OWNER_ONLY);
    await store.write(async (tx) => {
      // a draft published meanwhile is a task's record now: 404, kept
      await draftById(tx.db, draft.id, { lock: 'update' });
      await tx.remove('drafts', draft.id);
    });
    return { deleted: draft.id };
  });
};
