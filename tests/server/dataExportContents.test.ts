import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildPendingExports } from '../../src/server/services/dataExport';
import { bearer, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { ok } from './planningSupport';
import { businessOf } from './vendorsSupport';
import { call } from './weddingsSupport';

// Issue 32 (hardening): "Download my data" held what one wrote but not one's lists, follows, blocks, settings,
// likes, notifications or businesses. The archive now holds them all, and its README.txt says what each file is.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the data download', () => {
  test("holds the person's lists, follows, blocks, settings, likes, notifications and businesses", async () => {
    const [ann, bo, cy] = [await signUp(server, { first_name: 'Ann' }), await signUp(server), await signUp(server)];
    const db = server.database.db;
    const post = ok<{ id: string }>(await call(server, bo.access_token, 'POST', '/api/v1/posts/', { text: 'Hi' }), 201);
    ok(await call(server, ann.access_token, 'POST', '/api/v1/lists/', { name: 'Bridesmaids' }), 201);
    for (const statement of [
      sql`INSERT INTO user_follows (follower_id, followee_id, status) VALUES (${ann.user.id}, ${bo.user.id}, 'approved')`,
      sql`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES (${ann.user.id}, ${cy.user.id})`,
      sql`INSERT INTO post_likes (post_id, user_id) VALUES (${post.id}, ${ann.user.id})`,
      sql`INSERT INTO notifications (recipient_id, kind, text) VALUES (${ann.user.id}, 'like', 'Bo liked your post.')`,
      sql`INSERT INTO user_privacy (user_id, searchable) VALUES (${ann.user.id}, false)`,
    ]) {
      await db.execute(statement);
    }
    await businessOf(server, ann.user.id, 'Ann Flowers');

    const asked = ok<{ id: string }>(await call(server, ann.access_token, 'POST', '/api/v1/users/me/export/'), 202);
    await buildPendingExports(db, server.app.media.store);
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v1/users/me/export/${asked.id}/download/`,
      headers: bearer(ann.access_token),
    });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(read('lists.json').kept).toEqual([expect.objectContaining({ name: 'Bridesmaids' })]);
    expect(read('follows.json').people_i_follow).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ id: bo.user.id }), status: 'approved' }),
    ]);
    expect(read('blocks.json')).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ id: cy.user.id }) }),
    ]);
    expect(read('settings.json')).toMatchObject({ privacy: { searchable: false }, notifications: { digest: false } });
    expect(read('likes.json')).toEqual([expect.objectContaining({ post_id: post.id })]);
    expect(read('notifications.json')).toEqual([expect.objectContaining({ text: 'Bo liked your post.' })]);
    expect(read('businesses.json')).toEqual([expect.objectContaining({ name: 'Ann Flowers', role: 'owner' })]);
    // Others are named, never given away: no one else's email is in the archive.
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(everything).not.toContain(bo.email);
    expect(everything).not.toContain(cy.email);
    const readme = strFromU8(files['README.txt']!);
    for (const name of Object.keys(files).filter((n) => n.endsWith('.json'))) expect(readme).toContain(name);
  });
});
