import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundsMessages as fm } from '../../src/shared/fundsText';
import type { Transaction } from '../../src/shared/fundsTypes';
import { socialMessages as sm } from '../../src/shared/socialTypes';
import { bearer, countRows, multipart, PASSWORD, type SignedUp, signUp, tinyPng } from './api';
import { fundsApi, putReceipt, receiptBody } from './fundsSupport';
import { startTestServer, type TestServer } from './helper';
import { ok } from './planningSupport';
import { addMember, call, setUpWedding } from './weddingsSupport';

// A transaction's receipt photo: re-encoded by sharp without metadata, shown on the transaction, replaced, removed,
// and gone with its transaction; bad files, a second file and another wedding's transaction are refused.

let server: TestServer;
let couple: SignedUp;
let otherCouple: SignedUp;

beforeAll(async () => {
  server = await startTestServer();
  [couple, otherCouple] = (await Promise.all(['Rosa', 'Tom'].map((first_name) => signUp(server, { first_name })))) as [
    SignedUp,
    SignedUp,
  ];
});
afterAll(() => server.close());

async function transactionOf(who: SignedUp) {
  const wedding = await setUpWedding(server, who.access_token, {});
  const a = fundsApi(server, who.access_token);
  const account = await a.account(wedding);
  return a.transaction(wedding, { money_account: account.id, amount: '250' });
}

const withGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 230 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 51.5N' } } })
    .toBuffer();

const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

describe('receipt photos', () => {
  it('re-encodes the photo without metadata, shows it on the transaction, and replaces, removes and deletes it', async () => {
    const tx = await transactionOf(couple);
    const before = await countRows(server, 'media');
    const res = await putReceipt(
      server,
      couple.access_token,
      tx.id,
      receiptBody(await withGps(2400, 1200), 'image/jpeg'),
    );
    const withReceipt = ok<Transaction>(res);
    expect(withReceipt.receipt).toMatchObject({ width: 1600, height: 800 });
    expect(withReceipt.receipt!.srcset).toMatch(/320w, .*640w, .*1080w, .*1600w/);
    const served = await server.app.inject({ method: 'GET', url: withReceipt.receipt!.src });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1600);
    expect(await countRows(server, 'media')).toBe(before + 4);
    const read = ok<Transaction>(
      await call(server, couple.access_token, 'GET', `/api/v1/account-transactions/${tx.id}/`),
    );
    expect(read.receipt).toEqual(withReceipt.receipt);

    // A new photo replaces the old one, whose copies go.
    const replaced = ok<Transaction>(await putReceipt(server, couple.access_token, tx.id));
    expect(replaced.receipt!.src).not.toBe(withReceipt.receipt!.src);
    expect(await countRows(server, 'media')).toBe(before + 1);
    expect((await server.app.inject({ method: 'GET', url: withReceipt.receipt!.src })).statusCode).toBe(404);

    const removed = ok<Transaction>(
      await call(server, couple.access_token, 'DELETE', `/api/v1/account-transactions/${tx.id}/receipt/`),
    );
    expect(removed.receipt).toBeNull();
    expect(await countRows(server, 'media')).toBe(before);
    const again = await call(server, couple.access_token, 'DELETE', `/api/v1/account-transactions/${tx.id}/receipt/`);
    expect(again.statusCode).toBe(404);

    // Deleting the transaction deletes its receipt.
    ok(await putReceipt(server, couple.access_token, tx.id));
    expect(await countRows(server, 'media')).toBe(before + 1);
    ok(await call(server, couple.access_token, 'DELETE', `/api/v1/account-transactions/${tx.id}/`), 204);
    expect(await countRows(server, 'media')).toBe(before);
  });

  it('refuses a file that is no photo, an SVG, one over 5 MB, two files or none, and leaves no image behind', async () => {
    const tx = await transactionOf(couple);
    const before = await countRows(server, 'media');
    const refused = async (body: ReturnType<typeof receiptBody>, status: number, message: string) => {
      const res = await putReceipt(server, couple.access_token, tx.id, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(errorsOf(res).receipt).toEqual([message]);
    };
    await refused(receiptBody(Buffer.from('not an image at all'), 'image/png'), 400, sm.photoType);
    await refused(
      receiptBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      400,
      sm.photoType,
    );
    await refused(receiptBody(Buffer.alloc(6 * 1024 * 1024, 1)), 413, sm.photoTooLarge);
    // A PNG cut short: its header says PNG, its data cannot be decoded.
    await refused(receiptBody(tinyPng().subarray(0, 40)), 400, sm.photoUnreadable);
    await refused(receiptBody(tinyPng(), 'image/png', 'photos'), 400, sm.photoType);
    const two = multipart([
      { field: 'receipt', filename: 'a.png', contentType: 'image/png', data: tinyPng() },
      { field: 'receipt', filename: 'b.png', contentType: 'image/png', data: tinyPng() },
    ]);
    await refused(two, 400, fm.oneReceipt);
    const empty = multipart([]);
    const none = await server.app.inject({
      method: 'PUT',
      url: `/api/v1/account-transactions/${tx.id}/receipt/`,
      payload: empty.payload,
      headers: { ...empty.headers, ...bearer(couple.access_token) },
    });
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none).receipt).toEqual([fm.receiptMissing]);
    const json = await call(server, couple.access_token, 'PUT', `/api/v1/account-transactions/${tx.id}/receipt/`, {});
    expect(json.statusCode).toBe(415);
    expect(await countRows(server, 'media')).toBe(before);
    const read = ok<Transaction>(
      await call(server, couple.access_token, 'GET', `/api/v1/account-transactions/${tx.id}/`),
    );
    expect(read.receipt).toBeNull();
  });

  it('refuses another wedding’s couple, who learns nothing and stores nothing', async () => {
    const tx = await transactionOf(couple);
    const before = await countRows(server, 'media');
    const res = await putReceipt(server, otherCouple.access_token, tx.id);
    expect(res.statusCode).toBe(403);
    const remove = await call(
      server,
      otherCouple.access_token,
      'DELETE',
      `/api/v1/account-transactions/${tx.id}/receipt/`,
    );
    expect(remove.statusCode).toBe(403);
    expect(await countRows(server, 'media')).toBe(before);
  });

  it('goes with a deleted account’s own wedding, and stays in a wedding the partner keeps', async () => {
    const [alone, partner, other] = (await Promise.all(
      ['Una', 'Per', 'Oda'].map((first_name) => signUp(server, { first_name })),
    )) as [SignedUp, SignedUp, SignedUp];
    const lonely = await transactionOf(alone);
    const own = ok<Transaction>(await putReceipt(server, alone.access_token, lonely.id));
    const shared = await setUpWedding(server, partner.access_token, { role: 'B' });
    await addMember(server, shared.id, other.user.id, 'G');
    const a = fundsApi(server, other.access_token);
    const account = await a.account(shared);
    const kept = await a.transaction(shared, { money_account: account.id });
    const keptReceipt = ok<Transaction>(await putReceipt(server, other.access_token, kept.id)).receipt!;

    ok(await call(server, alone.access_token, 'DELETE', '/api/v1/users/me/', { password: PASSWORD }), 204);
    expect((await server.app.inject({ method: 'GET', url: own.receipt!.src })).statusCode).toBe(404);
    ok(await call(server, other.access_token, 'DELETE', '/api/v1/users/me/', { password: PASSWORD }), 204);
    // The partner still sees the receipt their partner added before leaving.
    const read = ok<Transaction>(
      await call(server, partner.access_token, 'GET', `/api/v1/account-transactions/${kept.id}/`),
    );
    expect(read.receipt).toEqual(keptReceipt);
    expect((await server.app.inject({ method: 'GET', url: keptReceipt.src })).statusCode).toBe(200);
  });
});
