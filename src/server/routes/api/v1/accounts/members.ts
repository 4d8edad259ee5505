import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { inviteBody, type Member, roleLabel } from '../../../../../shared/weddings';
import { users, weddingInvites, weddingMembers } from '../../../../db/schema';
import { parse } from '../../../../lib/problem';
import { accessOf } from '../../../../plugins/access';
import { createInvite, inviterName, mailInvite, toSentInvite } from '../../../../services/invites';
import { toPerson } from '../../../../services/weddings';

type IdParams = { Params: { id: string } };

// The people page: members for every member; invitations (with invitees' emails) for the couple only.
const members: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  const seeMembers = { config: { permission: 'wedding:members.list', target: 'account' } } as const;
  const manageInvites = { config: { permission: 'wedding:invites.manage', target: 'account' } } as const;

  app.get<IdParams>('/:id/members/', seeMembers, async (request) => {
    const rows = await db
      .select({ member: weddingMembers, user: users })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(eq(weddingMembers.weddingId, accessOf(request).wedding.id))
      .orderBy(weddingMembers.createdAt);
    const results: Member[] = rows.map(({ member, user }) => ({
      id: member.id,
      auth_id: user.id,
      role: member.role,
      role_label: roleLabel(member.role),
      user: toPerson(user),
      joined_at: member.createdAt.toISOString(),
    }));
    return { count: results.length, next: null, previous: null, results };
  });

  app.get<IdParams>('/:id/invites/', manageInvites, async (request) => {
    const rows = await db
      .select()
      .from(weddingInvites)
      .where(and(eq(weddingInvites.weddingId, accessOf(request).wedding.id), eq(weddingInvites.status, 'pending')))
      .orderBy(desc(weddingInvites.createdAt));
    const results = rows.map((row) => toSentInvite(row));
    return { count: results.length, next: null, previous: null, results };
  });

  app.post<IdParams>('/:id/invites/', manageInvites, async (request, reply) => {
    const { wedding: row } = accessOf(request);
    const body = parse(inviteBody, request.body);
    const me = request.user!.id;
    const { invite, token } = await db.transaction((tx) =>
      createInvite(tx, row, { email: body.email, role: body.role, invitedBy: me }),
    );
    await mailInvite(app, row, invite, token, await inviterName(db, me));
    return reply.code(201).send(toSentInvite(invite));
  });
};

export default members;
