import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import {
  composerIsSending,
  type PostComposerInput,
  postComposerMachine,
  type SendPost,
} from '../../machines/postComposerMachine';
import { postComposerModel } from '../../models/postComposerModel';
import { ApiError } from '../../src/shared/apiError';
import type { Post } from '../../src/shared/socialTypes';
import { createFakeServer, settle } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const photo = () => new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });

function startComposer(input: PostComposerInput = { account: 'w1' }) {
  const server = createFakeServer();
  const posted: Post[] = [];
  const actor = createActor(
    postComposerMachine.provide({
      actions: { posted: (_, { post }) => void posted.push(post) },
      actors: { send: server.actor<Post, SendPost>('send') },
    }),
    { input },
  ).start();
  const snap = () => actor.getSnapshot();
  return { server, posted, actor, snap, draft: () => snap().context.draft };
}

testModelPaths(postComposerModel, () => {
  const { server, posted, actor, snap, draft } = startComposer();
  let sends = 0;
  let progress = 0;
  let oks = 0;
  const expectSent = (n: number) => expect(server.requests.length).toBe(n);
  /** Editing: not sending, nothing failed, and the rest of the draft as it starts (audience, account). */
  const expectEditing = () => {
    expect(snap().value).toBe('editing');
    expect(composerIsSending(snap())).toBe(false);
    expect(draft()).toMatchObject({ account: 'w1', audience: 'followers' });
  };
  const expectSending = (state: 'posting' | 'uploading') => {
    expect(snap().value).toBe(state);
    expect(composerIsSending(snap())).toBe(true);
    // A new attempt starts without the last one's messages.
    expect(snap().context.errors).toEqual({});
    expect(snap().context.progress).toBe(progress);
    expect((server.requests.at(-1)!.input as SendPost).draft).toBe(draft());
    expectSent(sends);
  };
  return {
    events: {
      TYPE: () => actor.send({ type: 'composer.text', text: 'Our day' }),
      ADD_PHOTO: () => actor.send({ type: 'composer.photosAdded', photos: [photo()] }),
      REMOVE_PHOTO: () => actor.send({ type: 'composer.photoRemoved', index: 0 }),
      SUBMIT: () => {
        if (!snap().matches('editing') || draft().text || draft().photos.length) {
          sends += 1;
          progress = 0;
        }
        actor.send({ type: 'composer.submit' });
      },
      PROGRESS: async () => {
        progress = 0.5;
        (server.requests.at(-1)!.input as SendPost).onProgress(0.5);
        await settle();
      },
      SERVER_OK: () => {
        oks += 1;
        return server.succeed({ send: { id: 'p1' } as Post });
      },
      SERVER_FAILS: () =>
        server.fail(
          new ApiError(400, { type: 'about:blank', title: 'Bad', status: 400, errors: { photos: ['Nope'] } }),
        ),
      NEW: () => actor.send({ type: 'composer.new' }),
    },
    states: {
      empty: () => {
        expectEditing();
        expect(draft()).toMatchObject({ text: '', photos: [] });
        expect(snap().context.progress).toBe(0);
        expectSent(sends);
      },
      withText: () => {
        expectEditing();
        expect(draft().text).toBe('Our day');
        expect(draft().photos).toHaveLength(0);
      },
      withPhoto: () => {
        expectEditing();
        expect(draft().photos).toHaveLength(1);
        expect(draft().text).toBe('');
      },
      withTextAndPhoto: () => {
        expectEditing();
        expect(draft().photos).toHaveLength(1);
        expect(draft().text).toBe('Our day');
      },
      posting: () => {
        expectSending('posting');
        expect(draft().text).toBe('Our day');
        expect(draft().photos).toHaveLength(0);
      },
      uploading: () => {
        expectSending('uploading');
        expect(draft().photos).toHaveLength(1);
      },
      failedText: () => {
        expect(snap().value).toBe('failed');
        expect(composerIsSending(snap())).toBe(false);
        expect(snap().context.errors).toEqual({ photos: ['Nope'] });
        expect(draft().text).toBe('Our day');
      },
      failedPhotos: () => {
        expect(snap().value).toBe('failed');
        expect(composerIsSending(snap())).toBe(false);
        expect(snap().context.errors).toEqual({ photos: ['Nope'] });
        // The draft is kept, photos and all.
        expect(draft().photos).toHaveLength(1);
      },
      posted: () => {
        expect(snap().value).toBe('posted');
        expect(composerIsSending(snap())).toBe(false);
        expect(posted.at(-1)?.id).toBe('p1');
        expect(posted).toHaveLength(oks);
        // Empty again, for the same wedding and with the audience it starts with.
        expect(draft()).toEqual({ text: '', photos: [], account: 'w1', audience: 'followers' });
        expect(snap().context.progress).toBe(0);
      },
    },
    stop: () => actor.stop(),
  };
});

describe('composer beyond the model', () => {
  test('text of spaces alone is nothing to send', () => {
    const { server, actor, snap } = startComposer();
    actor.send({ type: 'composer.text', text: '   ' });
    actor.send({ type: 'composer.submit' });
    expect(snap().value).toBe('editing');
    expect(server.requests).toHaveLength(0);
  });

  test('the audience chosen goes with the post and is kept when it fails', async () => {
    const { server, actor, snap, draft } = startComposer();
    actor.send({ type: 'composer.text', text: 'Only for us' });
    actor.send({ type: 'composer.audience', audience: 'public' });
    actor.send({ type: 'composer.submit' });
    expect((server.requests[0]!.input as SendPost).draft.audience).toBe('public');
    await server.fail(new TypeError('Failed to fetch'));
    expect(snap().value).toBe('failed');
    expect(draft().audience).toBe('public');
  });

  test('a failure without field messages says so above the form: the detail, or a general message', async () => {
    const { server, actor, snap } = startComposer();
    actor.send({ type: 'composer.text', text: 'Hello' });
    actor.send({ type: 'composer.submit' });
    await server.fail(new TypeError('Failed to fetch'));
    expect(snap().context.errors).toEqual({ form: ['Your post could not be sent. Please try again.'] });
    actor.send({ type: 'composer.submit' });
    await server.fail(new ApiError(429, { type: 'about:blank', title: 'Slow down', status: 429, detail: 'Wait.' }));
    expect(snap().context.errors).toEqual({ form: ['Wait.'] });
  });

  test('removing the photo of a failed post edits the draft again', async () => {
    const { server, actor, snap, draft } = startComposer();
    actor.send({ type: 'composer.photosAdded', photos: [photo(), photo()] });
    actor.send({ type: 'composer.submit' });
    await server.fail(new TypeError('Failed to fetch'));
    actor.send({ type: 'composer.photoRemoved', index: 1 });
    expect(snap().value).toBe('editing');
    expect(draft().photos).toHaveLength(1);
  });

  test("without a wedding the post goes on the author's profile", () => {
    const { draft } = startComposer({});
    expect(draft().account).toBeNull();
  });
});
