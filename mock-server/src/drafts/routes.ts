/**
 * Drafts, owner only: GET/POST /drafts/{user}; PATCH /drafts/{user} publishes them (the drafts its
 * body lists, or all); decided extras PATCH/DELETE /draft/{id} edit and delete one draft, and POST
 * /draft_copies/{user} makes drafts of last week's tasks ('Copy last week').
 * Published drafts are kept but no longer appear.
 */
import { ensure } from '../kernel/errors';
import { may } from '../kernel/policy';
import { route, type RouteModule } from '../kernel/route';
import { personOf, userById } from '../people';
import { ensureWeeksTakeWrites } from '../weeks';
import {
  checkWorkDay,
  checkedNewWork,
  draftDayOf,
  ensureConsultant,
  newTaskFields,
  taskChanges,
  taskInputSchema,
  taskPatchSchema,
  withCleanBody,
  withProjectName,
  zoneOf,
} from '../tasks';
import { draftById, unpublishedDraftsOf } from './queries';
import { weekOf } from '@app/contract/days';
import { draftCopiesSchema, publishSchema } from './schemas';
import { draftView } from './view';
import { copyTasksToDrafts, insertDraft, publishDrafts, removeDraft, updateDraft } from './writes';

const OWNER_ONLY = 'Drafts are private to their owner';

export const draftRoutes: RouteModule = (app, { options, store }) => {
  const { db } = store;

  route(app, 'GET /drafts/{userId}', {}, async (request, { params }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const zone = await zoneOf(db, owner, request.companyZone);
    const now = options.now();
    return (await unpublishedDraftsOf(db, owner.id)).map((draft) => draftView(draft, zone, now));
  });

  route(app, 'POST /drafts/{userId}', { body: taskInputSchema }, async (request, { params, body }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const now = options.now();
    const { zone, input } = await checkedNewWork(db, owner, body, now, request.companyZone);
    const draft = await store.write(async (tx) => {
      await ensureWeeksTakeWrites(tx, owner, request.actor, [draftDayOf(input, zone, now)]);
      return insertDraft(tx, owner, await newTaskFields(tx.db, owner, input), now);
    });
    return draftView(await withProjectName(db, draft), zone, now);
  });

  route(
    app,
    'POST /draft_copies/{userId}',
    { body: draftCopiesSchema },
    async (request, { params, body }) => {
      const owner = await personOf(request, db, params.userId);
      ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
      ensureConsultant(owner);
      const now = options.now();
      const zone = await zoneOf(db, owner, request.companyZone);
      const drafts = await store.write((tx) =>
        copyTasksToDrafts(tx, owner, request.actor, weekOf(body.week).from, body.tasks, zone, now),
      );
      return Promise.all(drafts.map(async (draft) => draftView(await withProjectName(db, draft), zone, now)));
    },
  );

  route(app, 'PATCH /drafts/{userId}', { body: publishSchema }, async (request, { params, body }) => {
    const owner = await personOf(request, db, params.userId);
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const now = options.now();
    const zone = await zoneOf(db, owner, request.companyZone);
    return store.write((tx) => publishDrafts(tx, owner, request.actor, body?.drafts, zone, now));
  });

  route(app, 'PATCH /draft/{draftId}', { body: taskPatchSchema }, async (request, { params, body }) => {
    const draft = await draftById(db, params.draftId);
    const owner = await userById(db, draft.user);
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    const now = options.now();
    const zone = await zoneOf(db, owner, request.companyZone);
    checkWorkDay(zone, body.worked_on, now);
    const patch = await withCleanBody(body);
    const updated = await store.write((tx) =>
      updateDraft(
        tx,
        owner,
        draft.id,
        async (current) => {
          // a draft is no billed hours: only the week it is in after the change must take writes,
          // so one in a locked week can still move to an open day
          await ensureWeeksTakeWrites(tx, owner, request.actor, [
            patch.worked_on ?? draftDayOf(current, zone, now),
          ]);
          return taskChanges(tx.db, owner, current, patch, now);
        },
        now,
      ),
    );
    return draftView(await withProjectName(db, updated), zone, now);
  });

  route(app, 'DELETE /draft/{draftId}', {}, async (request, { params }) => {
    const draft = await draftById(db, params.draftId);
    const owner = await userById(db, draft.user);
    ensure(may.useDraftsOf(request.actor, owner), OWNER_ONLY);
    // a draft is no billed hours: its owner deletes it whatever its week's state
    await store.write((tx) => removeDraft(tx, owner, draft.id, options.now()));
    return { deleted: draft.id };
  });
};
