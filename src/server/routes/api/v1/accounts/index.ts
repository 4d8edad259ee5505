import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { slugify } from '../../../../../shared/slug';
import {
  slugCheckBody,
  WEDDING_ROLES,
  weddingSetUpBody,
  weddingUpdateBody,
  weddingMessages as wm,
} from '../../../../../shared/weddings';
import { weddingMembers, weddings } from '../../../../db/schema';
import { HttpError, parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { createInvite, inviterName, mailInvite } from '../../../../services/invites';
import { findById, isUniqueViolation } from '../../../../services/users';
import {
  myWeddings,
  slugConflict,
  suggestWeddingSlug,
  toWedding,
  weddingSlugTaken,
} from '../../../../services/weddings';
import { approveAllRequests } from '../../../../services/weddingsFollows';
import content from './content';
import cover from './cover';
import followers from './followers';
import members from './members';
import planning from './planning';

type IdParams = { Params: { id: string } };

// /api/v1/accounts/: weddings (the spec's "account"). Routes on one wedding name a `wedding:<action>` permission.
const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const view = { config: { permission: 'wedding:view', target: 'account' } } as const;
  const update = { config: { permission: 'wedding:update', target: 'account' } } as const;
  const signedIn = { config: { permission: 'authenticated' as const } };

  app.get('/roles/', { config: { permission: 'public' } }, async () => ({
    count: WEDDING_ROLES.length,
    next: null,
    previous: null,
    results: WEDDING_ROLES,
  }));

  app.post('/slug-exists/', signedIn, async (request) => {
    const { slug } = parse(slugCheckBody, request.body);
    const wanted = slugify(slug);
    const free = wanted.length >= 3 && !(await weddingSlugTaken(db, wanted));
    return { is_available: free, slug: free ? wanted : await suggestWeddingSlug(db, wanted) };
  });

  app.get('/', signedIn, async (request) => {
    const results = await myWeddings(db, request.user!.id);
    return { count: results.length, next: null, previous: null, results };
  });

  // The creator becomes one of the couple; the partner, when given, is invited by mail.
  app.post('/set-up/', signedIn, async (request, reply) => {
    const body = parse(weddingSetUpBody, request.body);
    const me = await findById(db, request.user!.id);
    if (!me) throw new HttpError(401, 'Your account no longer exists.');
    if (body.partner_email && body.partner_email === me.email.toLowerCase()) {
      throw new HttpError(400, wm.partnerIsYou, { partner_email: [wm.partnerIsYou] });
    }
    if (body.slug && (await weddingSlugTaken(db, body.slug))) throw slugConflict();
    const slug = body.slug ?? (await suggestWeddingSlug(db, body.name));
    const created = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(weddings)
          .values({ slug, name: body.name, date: body.date, followPolicy: body.follow_policy, createdBy: me.id })
          .returning();
        await tx.insert(weddingMembers).values({ weddingId: row!.id, userId: me.id, role: body.role });
        const partner = body.partner_email
          ? await createInvite(tx, row!, {
              email: body.partner_email,
              role: body.partner_role ?? (body.role === 'B' ? 'G' : 'B'),
              invitedBy: me.id,
            })
          : null;
        return { row: row!, partner };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'weddings_slug_idx')) throw slugConflict();
        throw error;
      });
    if (created.partner) {
      await mailInvite(app, created.row, created.partner.invite, created.partner.token, await inviterName(db, me.id));
    }
    const wedding = await toWedding(db, created.row, { role: body.role, follow: 'none' });
    return reply.code(201).send(wedding);
  });

  app.get<IdParams>('/:id/', view, async (request) => {
    const { wedding: row, standing } = accessOf(request);
    return toWedding(db, row, standing);
  });

  app.patch<IdParams>('/:id/', update, async (request) => {
    const { wedding: row, standing } = accessOf(request);
    const body = parse(weddingUpdateBody, request.body);
    if (body.slug && body.slug !== row.slug.toLowerCase() && (await weddingSlugTaken(db, body.slug))) {
      throw slugConflict();
    }
    const updated = await db
      .transaction(async (tx) => {
        const [next] = await tx
          .update(weddings)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.date !== undefined ? { date: body.date } : {}),
            ...(body.slug !== undefined ? { slug: body.slug } : {}),
            ...(body.follow_policy !== undefined ? { followPolicy: body.follow_policy } : {}),
          })
          .where(eq(weddings.id, row.id))
          .returning();
        if (body.follow_policy === 'open') await approveAllRequests(tx, row.id);
        return next!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'weddings_slug_idx')) throw slugConflict();
        throw error;
      });
    return toWedding(db, updated, standing);
  });

  await app.register(followers);
  await app.register(members);
  await app.register(cover);
  await app.register(content);
  await app.register(planning);
};

export default accountsRoutes;
