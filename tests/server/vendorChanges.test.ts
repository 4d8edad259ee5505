import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Expectations, OwnBusiness, VendorBusiness, VendorTask, WeddingVendor } from '../../src/shared/vendors';
import { vendorMessages } from '../../src/shared/vendors';
import { expectProblem, multipart, type SignedUp, signUp, tinyPng } from './api';
import { startTestServer, type TestServer } from './helper';
import { addMember, call, setUpWedding } from './weddingsSupport';

// What issue 15 added after the first vendor pages: a change to the expectations proposed by either side and
// answered by the other, planning tasks linked to a vendor, and a business's photos.

let server: TestServer;
let couple: SignedUp;
let photographer: SignedUp;
let planner: SignedUp;
let vendorId: string;
let weddingId: string;
let business: OwnBusiness;

const as = (user: SignedUp) => user.access_token;
const url = (path = '') => `/api/v1/account-vendors/${vendorId}/${path}`;
const expectationsOf = async () =>
  ((await call(server, as(couple), 'GET', url())).json() as WeddingVendor).expectations!;

beforeAll(async () => {
  server = await startTestServer();
  const [a, b, c] = await Promise.all(['Ann', 'Pia', 'Cleo'].map((first_name) => signUp(server, { first_name })));
  [couple, photographer, planner] = [a!, b!, c!];
  const created = await call(server, as(photographer), 'POST', '/api/v1/vendor/vendors/', {
    name: 'Pia Photography',
    category: 'photography',
  });
  business = created.json() as OwnBusiness;
  const wedding = await setUpWedding(server, as(couple));
  weddingId = wedding.id;
  await addMember(server, wedding.id, planner.user.id);
  const linked = await call(server, as(couple), 'POST', '/api/v1/account-vendors/', {
    account: wedding.id,
    business: business.id,
  });
  vendorId = (linked.json() as WeddingVendor).id;
});
afterAll(() => server.close());

describe('a change to the expectations', () => {
  test('cannot be proposed before there are expectations', async () => {
    const res = await call(server, as(photographer), 'POST', url('expectations/proposal/'), {
      deliverables: 'x',
      arrival_time: null,
      day_contacts: '',
      note: '',
    });
    expectProblem(res, 409);
  });

  test('the vendor proposes, cannot accept its own, the couple accepts and it applies, agreed by both', async () => {
    const put = await call(server, as(couple), 'PUT', url('expectations/'), {
      deliverables: '400 photos',
      arrival_time: '11:00',
      day_contacts: 'Ben',
      day_tasks: [],
    });
    expect(put.statusCode, put.body).toBe(200);
    const bad = await call(server, as(photographer), 'POST', url('expectations/proposal/'), {
      deliverables: 'x',
      arrival_time: '25:99',
      day_contacts: '',
      note: '',
    });
    expect(expectProblem(bad, 400).errors).toMatchObject({ arrival_time: [vendorMessages.timeInvalid] });
    const proposed = await call(server, as(photographer), 'POST', url('expectations/proposal/'), {
      deliverables: '500 photos',
      arrival_time: '10:30',
      day_contacts: 'Ben',
      note: 'We need light for the portraits',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const pending = await expectationsOf();
    expect(pending.deliverables).toBe('400 photos');
    expect(pending.proposal).toMatchObject({ side: 'vendor', deliverables: '500 photos', arrival_time: '10:30' });
    const own = await call(server, as(photographer), 'POST', url('expectations/proposal/accept/'));
    expect(expectProblem(own, 409).detail).toBe(vendorMessages.ownProposal);
    const planners = await call(server, as(planner), 'POST', url('expectations/proposal/accept/'));
    expect(planners.statusCode).toBe(403);
    const accepted = await call(server, as(couple), 'POST', url('expectations/proposal/accept/'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const now = accepted.json() as Expectations;
    expect(now).toMatchObject({ deliverables: '500 photos', arrival_time: '10:30', proposal: null });
    expect(now.confirmed_at).not.toBeNull();
  });

  test('the couple proposes, the vendor declines: nothing changes and the confirmation stays', async () => {
    const before = await expectationsOf();
    const proposed = await call(server, as(couple), 'POST', url('expectations/proposal/'), {
      deliverables: '600 photos',
      arrival_time: '09:00',
      day_contacts: 'Ben',
      note: '',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const clients = await call(server, as(photographer), 'GET', `/api/v1/vendor/vendors/${business.id}/clients/`);
    expect(clients.json().results[0].expectations.proposal).toMatchObject({
      side: 'couple',
      deliverables: '600 photos',
    });
    const declined = await call(server, as(photographer), 'DELETE', url('expectations/proposal/'));
    expect(declined.statusCode).toBe(204);
    const after = await expectationsOf();
    expect(after).toMatchObject({
      deliverables: before.deliverables,
      confirmed_at: before.confirmed_at,
      proposal: null,
    });
    expectProblem(await call(server, as(couple), 'DELETE', url('expectations/proposal/')), 409);
  });
});

describe('tasks linked to a vendor', () => {
  test('the couple links the wedding’s tasks; members read them; the vendor never does', async () => {
    const section = await call(server, as(couple), 'POST', '/api/v1/account-sections/', {
      account: weddingId,
      name: 'Vendors',
    });
    expect(section.statusCode, section.body).toBe(201);
    const task = await call(server, as(couple), 'POST', '/api/v1/tasks/', {
      account: weddingId,
      section: section.json().id,
      title: 'Send the shot list',
      due_date: '2030-05-01',
    });
    expect(task.statusCode, task.body).toBe(201);
    const bad = await call(server, as(couple), 'PUT', url('tasks/'), {
      tasks: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(expectProblem(bad, 400).errors).toMatchObject({ tasks: [vendorMessages.tasksInvalid] });
    const linked = await call(server, as(couple), 'PUT', url('tasks/'), { tasks: [task.json().id] });
    expect(linked.statusCode, linked.body).toBe(200);
    const read = await call(server, as(planner), 'GET', url('tasks/'));
    expect((read.json().results as VendorTask[]).map((t) => t.title)).toEqual(['Send the shot list']);
    expect((await call(server, as(photographer), 'GET', url('tasks/'))).statusCode).toBe(403);
  });
});

describe('business photos', () => {
  test('are re-encoded, shown on the public page, and removed by the team', async () => {
    const form = multipart([{ field: 'photos', filename: 'p.png', contentType: 'image/png', data: tinyPng() }]);
    const up = await server.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/vendors/${business.id}/photos/`,
      headers: { ...form.headers, authorization: `Bearer ${as(photographer)}` },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const notAnImage = multipart([
      { field: 'photos', filename: 'p.png', contentType: 'image/png', data: Buffer.from('not an image') },
    ]);
    const refused = await server.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/vendors/${business.id}/photos/`,
      headers: { ...notAnImage.headers, authorization: `Bearer ${as(photographer)}` },
      payload: notAnImage.payload,
    });
    expect(expectProblem(refused, 400).errors).toHaveProperty('photos');
    const page = (await call(server, null, 'GET', `/api/v1/vendor/vendors/${business.id}/`)).json() as VendorBusiness;
    expect(page.photos).toHaveLength(1);
    const image = await call(server, null, 'GET', page.photos[0]!.src);
    expect(image.headers['content-type']).toBe('image/webp');
    const strangers = await call(
      server,
      as(couple),
      'DELETE',
      `/api/v1/vendor/vendors/${business.id}/photos/${page.photos[0]!.id}/`,
    );
    expect(strangers.statusCode).toBe(403);
    const removed = await call(
      server,
      as(photographer),
      'DELETE',
      `/api/v1/vendor/vendors/${business.id}/photos/${page.photos[0]!.id}/`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await call(server, null, 'GET', page.photos[0]!.src)).statusCode).toBe(404);
  });
});
