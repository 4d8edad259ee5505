import { expect } from 'vitest';
import { createActor } from 'xstate';
import { composerIsSending, postComposerMachine, type SendPost } from '../../machines/postComposerMachine';
import { postComposerModel } from '../../models/postComposerModel';
import { ApiError } from '../../src/shared/apiError';
import type { Post } from '../../src/shared/socialTypes';
import { createFakeServer, settle } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

const photo = () => new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });

testModelPaths(postComposerModel, () => {
  const server = createFakeServer();
  const posted: Post[] = [];
  const actor = createActor(
    postComposerMachine.provide({
      actions: { posted: (_, { post }) => void posted.push(post) },
      actors: { send: server.actor<Post, SendPost>('send') },
    }),
    { input: { account: 'w1' } },
  ).start();
  const snap = () => actor.getSnapshot();
  const draft = () => snap().context.draft;
  let sends = 0;
  const expectSent = (n: number) => expect(server.requests.length).toBe(n);
  return {
    events: {
      TYPE: () => actor.send({ type: 'composer.text', text: 'Our day' }),
      ADD_PHOTO: () => actor.send({ type: 'composer.photosAdded', photos: [photo()] }),
      REMOVE_PHOTO: () => actor.send({ type: 'composer.photoRemoved', index: 0 }),
      SUBMIT: () => {
        if (!snap().matches('editing') || draft().text || draft().photos.length) sends += 1;
        actor.send({ type: 'composer.submit' });
      },
      PROGRESS: async () => {
        (server.requests.at(-1)!.input as SendPost).onProgress(0.5);
        await settle();
      },
      SERVER_OK: () => server.succeed({ send: { id: 'p1' } as Post }),
      SERVER_FAILS: () =>
        server.fail(
          new ApiError(400, { type: 'about:blank', title: 'Bad', status: 400, errors: { photos: ['Nope'] } }),
        ),
      NEW: () => actor.send({ type: 'composer.new' }),
    },
    states: {
      empty: () => {
        expect(snap().matches('editing')).toBe(true);
        expect(draft()).toMatchObject({ text: '', photos: [], account: 'w1' });
        expectSent(sends);
      },
      withText: () => {
        expect(snap().matches('editing')).toBe(true);
        expect(draft().text).toBe('Our day');
        expect(draft().photos).toHaveLength(0);
      },
      withPhoto: () => {
        expect(snap().matches('editing')).toBe(true);
        expect(draft().photos).toHaveLength(1);
        expect(draft().text).toBe('');
      },
      withTextAndPhoto: () => {
        expect(draft().photos).toHaveLength(1);
        expect(draft().text).toBe('Our day');
      },
      posting: () => {
        expect(snap().matches('posting')).toBe(true);
        expect(composerIsSending(snap())).toBe(true);
        expect((server.requests.at(-1)!.input as SendPost).draft.text).toBe('Our day');
      },
      uploading: () => {
        expect(snap().matches('uploading')).toBe(true);
        expect((server.requests.at(-1)!.input as SendPost).draft.photos).toHaveLength(1);
        expect([0, 0.5]).toContain(snap().context.progress);
      },
      failedText: () => {
        expect(snap().matches('failed')).toBe(true);
        expect(snap().context.errors).toEqual({ photos: ['Nope'] });
        expect(draft().text).toBe('Our day');
      },
      failedPhotos: () => {
        expect(snap().matches('failed')).toBe(true);
        // The draft is kept, photos and all.
        expect(draft().photos).toHaveLength(1);
      },
      posted: () => {
        expect(snap().matches('posted')).toBe(true);
        expect(posted.at(-1)?.id).toBe('p1');
        expect(draft()).toMatchObject({ text: '', photos: [] });
      },
    },
    stop: () => actor.stop(),
  };
});
