/**
 * Drafts, owner only: GET/POST /drafts/{user}; PATCH /drafts/{user} publishes all of them
 * (the client has already posted each one to /tasks/{user}); decided extras PATCH/DELETE
 * /draft/{id} edit and delete one draft. Published drafts are kept but no longer appear.
 */
import { logActions, putLog, putNewDraft } from '../entities';
import { ensure } from '../errors';
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

  route(app, 'PATCH /drafts/{userId}', async (request) => {
    const owner = await personOf(request, db, pathId(request));
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const now = options.now();
    const published = await store.write(async (tx) => {
      const drafts = await tx.db.unpublishedDraftsOf(owner.id);
      for (const d of drafts)
        await tx.update('drafts', d.id, { published: true, updated_at: now.toISOString() });
      if (drafts.length && owner.company !== null)
        await putLog(tx, owner.company, request.actor.email, logActions.published(drafts.length), now);
      return drafts.length;
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
