/**
 * Drafts, owner only: GET/POST /drafts/{user}; PATCH /drafts/{user} publishes all of them
 * (the client has already posted each one to /tasks/{user}); decided extras PATCH/DELETE
 * /draft/{id} edit and delete one draft. Published drafts are kept but no longer appear.
 */
import { STATUS } from '../../../shared/src/contract';
import { logActions, putLog, putNewDraft } from '../entities';
import { ensure } from '../errors';
import { may } from '../policy';
import { parseBody, taskInputSchema, taskPatchSchema } from '../schemas';
import { ensureConsultant, newTaskFields, patchedTask, withCleanBody } from '../taskContent';
import { draftView, newestFirst } from '../views';
import { draftById, pathId, userById, type RouteModule } from './support';

const OWNER_ONLY = 'Drafts are private to their owner';

export const draftRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;
  const unpublished = (userId: number) => db.draftsOfUser(userId).filter((d) => !d.published);

  app.get('/drafts/:id', async (request) => {
    const owner = userById(db, pathId(request));
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    return unpublished(owner.id)
      .sort(newestFirst)
      .map((d) => draftView(db, d));
  });

  app.post('/drafts/:id', async (request, reply) => {
    const owner = userById(db, pathId(request));
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    ensureConsultant(owner);
    const input = await withCleanBody(parseBody(taskInputSchema, request.body));
    const now = options.now();
    const draft = await store.write((tx) => putNewDraft(tx, newTaskFields(tx.db, owner, input), now));
    return reply.code(STATUS.created).send(draftView(db, draft));
  });

  app.patch('/drafts/:id', async (request, reply) => {
    const owner = userById(db, pathId(request));
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const now = options.now();
    const published = await store.write((tx) => {
      const drafts = unpublished(owner.id);
      for (const d of drafts) tx.put('drafts', { ...d, published: true, updated_at: now.toISOString() });
      if (drafts.length && owner.company !== null) putLog(tx, owner.company, request.actor.email, logActions.published(drafts.length), now);
      return drafts.length;
    });
    return reply.code(STATUS.accepted).send({ published });
  });

  app.patch('/draft/:id', async (request, reply) => {
    const draft = draftById(db, pathId(request));
    const owner = userById(db, draft.user);
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const patch = await withCleanBody(parseBody(taskPatchSchema, request.body));
    const now = options.now();
    const updated = await store.write((tx) => {
      const next = patchedTask(tx.db, owner, draft, patch, now);
      tx.put('drafts', next);
      return next;
    });
    return reply.code(STATUS.accepted).send(draftView(db, updated));
  });

  app.delete('/draft/:id', async (request, reply) => {
    const draft = draftById(db, pathId(request));
    ensure(may.useDraftsOf(request.actor, userById(db, draft.user)), OWNER_ONLY);
    await store.write((tx) => tx.remove('drafts', draft.id));
    return reply.code(STATUS.accepted).send({ deleted: draft.id });
  });
};
