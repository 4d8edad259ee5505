import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { vendorTeamMembers } from '../../src/server/db/schema';
import { bearer, multipart, PASSWORD, signUp } from './api';
import { startTestServer, type TestServer } from './helper';
import { businessOf } from './vendorsSupport';

// Issue 32: a business's photos uploaded by a team member stayed served at /media/{id} after the business went with
// its owner's account (their media rows are the uploader's). They now go with the business.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('deleting the account that owns a business', () => {
  test("takes the business's photos with it, whoever on the team uploaded them", async () => {
    const [owner, helper] = [await signUp(server), await signUp(server)];
    const business = await businessOf(server, owner.user.id);
    await server.database.db.insert(vendorTeamMembers).values({ businessId: business.id, userId: helper.user.id });
    const data = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ field: 'photos', filename: 'p.jpg', contentType: 'image/jpeg', data }]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/vendors/${business.id}/photos/`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(helper.access_token) },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const src = (uploaded.json().results as { src: string }[])[0]!.src;
    expect((await server.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);

    const gone = await server.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/',
      headers: bearer(owner.access_token),
      payload: { password: PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: src })).statusCode).toBe(404);
  });
});
