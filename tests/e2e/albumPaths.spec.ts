import { expect, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { albumWallModel } from '../../models/albumWallModel';
import { moderationQueueModel } from '../../models/moderationQueueModel';
import type { Album, AlbumWall } from '../../src/shared/album';
import { refusingRetries } from './holdRequests';
import { testModelPathsInBrowser } from './modelPaths';
import { baseURL, signedInPage } from './support';

// The album's two machines through the real pages: the live wall and the couple's moderation queue. Server answers
// are held by the test, guests' uploads and the couple's moderation elsewhere come through the API (so through the
// socket), and the wall's slide clock is the page's, paused, so each answer, tick and change is a step of its own.

const jpeg = (n: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40 * n, g: 90, b: 200 - 30 * n } } })
    .jpeg()
    .toBuffer();

/** A couple with an album turned on; `n` guests' photos waiting; `call` is the API as the couple. */
async function albumWorld(page: Page, moderation: 'approve_first' | 'publish', n: number) {
  const me = await signedInPage(page, 'Alma', 'Paths');
  const call = async <T>(method: string, url: string, data?: unknown): Promise<T> => {
    const res = await fetch(baseURL + url, {
      method,
      headers: { authorization: `Bearer ${me.access_token}`, 'content-type': 'application/json' },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    expect(res.status, url).toBeLessThan(300);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
  const wedding = await call<{ id: string; slug: string }>('POST', '/api/v1/accounts/set-up/', {
    name: 'Alma & Noor',
    slug: `album-paths-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    date: '2031-06-14',
  });
  await call('PATCH', `/api/v1/accounts/${wedding.id}/add-ons/album/`, { enabled: true });
  const album = await call<Album>('PATCH', `/api/v1/accounts/${wedding.id}/album/`, { moderation });
  let sent = 0;
  const upload = async () => {
    sent += 1;
    const form = new FormData();
    form.append('name', `Guest ${sent}`);
    form.append('photos', new Blob([new Uint8Array(await jpeg(sent % 5))], { type: 'image/jpeg' }), `g${sent}.jpg`);
    const res = await fetch(baseURL + new URL(album.upload_url!).pathname, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { photos: { id: string }[] }).photos[0]!.id;
  };
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await upload());
  return { wedding, call, upload, ids };
}

testModelPathsInBrowser(albumWallModel, async (page) => {
  await page.clock.install();
  const { wedding, call, upload, ids } = await albumWorld(page, 'approve_first', 3);
  for (const id of ids)
    await call('PATCH', `/api/v1/accounts/${wedding.id}/album/photos/${id}/`, { status: 'approved' });
  const wallUrl = new RegExp(`/api/v1/accounts/${wedding.id}/album/wall/$`);
  const held: Route[] = [];
  let hold = true;
  await page.route(wallUrl, (route) => (hold ? void held.push(route) : route.continue()));
  const refuse = await refusingRetries(page);
  const answer = async (how: 'ok' | 'fail') => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const route = held.shift()!;
    if (how === 'ok') await route.continue();
    else await refuse(route);
  };
  const wall = page.getByTestId('album-wall');
  const status = wall.getByRole('status');
  const slide = wall.locator('img[data-photo]');
  /** The approved photos in slide order, and the one on screen. */
  let order: string[] = [];
  let at = 0;
  const server = () => call<AlbumWall>('GET', `/api/v1/accounts/${wedding.id}/album/wall/`);
  const showsSlides = async () => {
    await expect(status).toHaveText(`${order.length} photos`);
    await expect(slide).toHaveAttribute('data-photo', order[at]!);
  };

  // The wall's code once, so that opening it later waits only for its data; then back to the couple's page.
  hold = false;
  await page.goto(`/wedding/${wedding.slug}/album/wall`);
  await expect(slide).toBeVisible();
  await wall.getByRole('link', { name: 'Leave the wall' }).click();
  await expect(page.getByRole('heading', { name: 'Guests’ photos' })).toBeVisible();
  hold = true;
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  return {
    events: {
      OPEN: async () => {
        await page.getByRole('link', { name: 'Open the live wall' }).click();
        await page.clock.runFor(500);
      },
      LOAD_OK: async () => {
        order = (await server()).photos.map((p) => p.id);
        at = 0;
        await answer('ok');
      },
      LOAD_FAILED: () => answer('fail'),
      RETRY: () => wall.getByRole('button', { name: 'Try now' }).click(),
      TICK: async () => {
        await page.clock.runFor(6000);
        at = (at + 1) % order.length;
      },
      PHOTO_APPROVED: async () => {
        const id = await upload();
        await call('PATCH', `/api/v1/accounts/${wedding.id}/album/photos/${id}/`, { status: 'approved' });
        order.splice(at + 1, 0, id);
      },
      PHOTO_REMOVED: async () => {
        const gone = order[at]!;
        await call('PATCH', `/api/v1/accounts/${wedding.id}/album/photos/${gone}/`, { status: 'hidden' });
        order = order.filter((id) => id !== gone);
        at %= order.length;
      },
      CONNECTION_LOST: () => page.context().setOffline(true),
      CONNECTION_BACK: async () => {
        hold = true;
        await page.context().setOffline(false);
      },
      CAUGHT_UP: async () => {
        const shown = order[at]!;
        // One more photo approved while the wall was away: the catch-up brings it.
        const id = await upload();
        await call('PATCH', `/api/v1/accounts/${wedding.id}/album/photos/${id}/`, { status: 'approved' });
        order = (await server()).photos.map((p) => p.id);
        at = Math.max(0, order.indexOf(shown));
        await answer('ok');
      },
      CATCH_UP_FAILED: async () => {
        await page.context().setOffline(true);
        await answer('fail');
      },
    },
    states: {
      notOpened: async () => expect(wall).toHaveCount(0),
      loading: async () => {
        await expect(wall.getByText('Loading…')).toBeVisible();
        await expect.poll(() => held.length).toBeGreaterThan(0);
      },
      failed: async () => {
        await expect(wall.getByRole('alert')).toContainText('The wall could not load');
        hold = true;
      },
      live: async () => {
        hold = false;
        await showsSlides();
      },
      offline: async () => {
        await expect(status).toHaveText('Offline: still showing the photos, catching up when back.');
        await expect(slide).toHaveAttribute('data-photo', order[at]!);
      },
      catchingUp: async () => {
        await expect.poll(() => held.length).toBeGreaterThan(0);
        await showsSlides();
      },
    },
  };
});

testModelPathsInBrowser(moderationQueueModel, async (page) => {
  const { wedding, upload, ids } = await albumWorld(page, 'approve_first', 3);
  const photosUrl = new RegExp(`/api/v1/accounts/${wedding.id}/album/photos/(\\?.*)?$`);
  const actUrl = new RegExp(`/api/v1/accounts/${wedding.id}/album/photos/[0-9a-f-]{36}/$`);
  const loads: Route[] = [];
  const acts: Route[] = [];
  await page.route(photosUrl, (route) => void loads.push(route));
  await page.route(actUrl, (route) => void acts.push(route));
  const refuse = await refusingRetries(page);
  const next = async (list: Route[]) => {
    await expect.poll(() => list.length).toBeGreaterThan(0);
    return list.shift()!;
  };
  /** The album as the server has it: ids with their status, newest first. */
  let photos = ids.map((id) => ({ id, status: 'pending' })).reverse();
  let acting: { id: string; verb: 'approve' | 'hide' | 'delete' } | null = null;
  /** A refusal stays said until the next action. */
  let refused: string | null = null;
  const summary = page.getByRole('status').filter({ hasText: /photos, \d+ waiting|No photos yet/ });
  const shows = async () => {
    const waiting = photos.filter((p) => p.status === 'pending').length;
    await expect(summary).toHaveText(`${photos.length} photos, ${waiting} waiting for you.`);
  };
  const act = async (verb: 'approve' | 'hide' | 'delete', label: string) => {
    const target = photos.find((p) =>
      verb === 'approve' ? p.status !== 'approved' : verb === 'hide' ? p.status !== 'hidden' : true,
    )!;
    acting = { id: target.id, verb };
    refused = null;
    await page
      .locator(`li[aria-label^="Photo from"]`)
      .nth(photos.indexOf(target))
      .getByRole('button', { name: label })
      .click();
  };
  return {
    events: {
      OPEN: () => page.goto(`/wedding/${wedding.slug}/album`).then(() => undefined),
      LOAD_OK: async () => (await next(loads)).continue(),
      LOAD_FAILED: async () => refuse(await next(loads)),
      RETRY: () => page.getByRole('button', { name: 'Try again' }).click(),
      APPROVE: () => act('approve', 'Approve'),
      HIDE: () => act('hide', 'Hide'),
      DELETE: () => act('delete', 'Delete'),
      ACT_OK: async () => {
        await (await next(acts)).continue();
        const { id, verb } = acting!;
        photos =
          verb === 'delete'
            ? photos.filter((p) => p.id !== id)
            : photos.map((p) => (p.id === id ? { id, status: verb === 'approve' ? 'approved' : 'hidden' } : p));
        acting = null;
      },
      ACT_FAILED: async () => {
        await (await next(acts)).fulfill({
          status: 404,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            type: 'about:blank',
            title: 'Not Found',
            status: 404,
            detail: 'No photo of this album has that id.',
          }),
        });
        acting = null;
        refused = 'No photo of this album has that id.';
      },
      SOCKET_CHANGED: async () => {
        const id = await upload();
        photos = [{ id, status: 'pending' }, ...photos];
      },
      REFRESHED: async () => (await next(loads)).continue(),
    },
    states: {
      notOpened: async () => expect(page.getByRole('heading', { name: 'Guests’ photos' })).toHaveCount(0),
      loading: async () => {
        await expect(summary).toHaveCount(0);
        await expect.poll(() => loads.length).toBeGreaterThan(0);
      },
      failed: async () => expect(page.getByRole('alert')).toContainText('The photos could not be loaded.'),
      idle: async () => {
        await shows();
        if (refused) await expect(page.getByRole('alert')).toHaveText(refused);
        else await expect(page.getByRole('alert')).toHaveCount(0);
      },
      refused: async () => {
        await expect(page.getByRole('alert')).toHaveText('No photo of this album has that id.');
      },
      acting: async () => {
        await expect.poll(() => acts.length).toBe(1);
      },
      actingStale: async () => {
        await expect.poll(() => acts.length).toBe(1);
        // The guest's new photo waits for the action to end before the list is read again.
        await expect.poll(() => loads.length).toBe(0);
      },
      refreshing: async () => {
        // The pager reads the first page again (the list stays shown meanwhile).
        await expect.poll(() => loads.length).toBe(1);
      },
    },
  };
});
