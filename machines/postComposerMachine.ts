import { assign, type SnapshotFrom, setup } from 'xstate';
import type { Post, PostAudience } from '../src/shared/socialTypes';
import { missingActor } from './notProvided';

export interface ComposerDraft {
  text: string;
  photos: File[];
  /** A wedding's id: the post goes on its page. Null: on the author's profile. */
  account: string | null;
  audience: PostAudience;
}

export interface PostComposerContext {
  draft: ComposerDraft;
  /** Upload progress of the photos, 0 to 1. */
  progress: number;
  /** Field messages from the server (`text`, `photos`, `account`), or a general one under `form`. */
  errors: Record<string, string[]>;
}

export type PostComposerEvent =
  | { type: 'composer.text'; text: string }
  | { type: 'composer.photosAdded'; photos: File[] }
  | { type: 'composer.photoRemoved'; index: number }
  | { type: 'composer.audience'; audience: PostAudience }
  | { type: 'composer.submit' }
  /** After a post went out, the composer opens empty again for the next. */
  | { type: 'composer.new' }
  | { type: 'upload.progress'; progress: number };

export interface PostComposerInput {
  account?: string | null;
}

/** `send` posts the draft (multipart when it has photos), reporting upload progress through `onProgress`. */
export type SendPost = { draft: ComposerDraft; onProgress: (progress: number) => void };

const emptyDraft = (account: string | null): ComposerDraft => ({
  text: '',
  photos: [],
  account,
  audience: 'followers',
});

/**
 * The post composer: editing, then uploading the photos (with progress) or posting text alone, then posted or failed.
 * A failure keeps the draft and shows the server's field messages, so nothing the user wrote or chose is lost.
 */
export const postComposerMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` only informs TypeScript; at run time setup ignores it
  types: {
    context: {} as PostComposerContext,
    events: {} as PostComposerEvent,
    input: {} as PostComposerInput,
  },
  actions: {
    posted: (_, _params: { post: Post }) => {
      throw new Error('posted not provided');
    },
    setText: assign(({ context }, params: { text: string }) => ({ draft: { ...context.draft, text: params.text } })),
    addPhotos: assign(({ context }, params: { photos: File[] }) => ({
      draft: { ...context.draft, photos: [...context.draft.photos, ...params.photos] },
    })),
    removePhoto: assign(({ context }, params: { index: number }) => ({
      draft: { ...context.draft, photos: context.draft.photos.filter((_, i) => i !== params.index) },
    })),
    setAudience: assign(({ context }, params: { audience: PostAudience }) => ({
      draft: { ...context.draft, audience: params.audience },
    })),
    setProgress: assign((_, params: { progress: number }) => ({ progress: params.progress })),
    clearErrors: assign({ errors: {}, progress: 0 }),
    showErrors: assign((_, params: { error: unknown }) => ({ errors: errorsOf(params.error) })),
    clearDraft: assign(({ context }) => ({ draft: emptyDraft(context.draft.account), progress: 0 })),
  },
  guards: {
    'the draft has photos': ({ context }) => context.draft.photos.length > 0,
    'the draft is empty': ({ context }) => !context.draft.text.trim() && context.draft.photos.length === 0,
  },
  actors: {
    send: missingActor<Post, SendPost>('send'),
  },
}).createMachine({
  id: 'postComposer',
  context: ({ input }) => ({ draft: emptyDraft(input.account ?? null), progress: 0, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'composer.text': { actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) } },
        'composer.photosAdded': { actions: { type: 'addPhotos', params: ({ event }) => ({ photos: event.photos }) } },
        'composer.photoRemoved': {
          actions: { type: 'removePhoto', params: ({ event }) => ({ index: event.index }) },
        },
        'composer.audience': {
          actions: { type: 'setAudience', params: ({ event }) => ({ audience: event.audience }) },
        },
        'composer.submit': [
          { guard: 'the draft is empty' },
          { guard: 'the draft has photos', target: 'uploading', actions: 'clearErrors' },
          { target: 'posting', actions: 'clearErrors' },
        ],
      },
    },
    uploading: { tags: ['sending'], ...sending() },
    posting: { tags: ['sending'], ...sending() },
    posted: {
      entry: 'clearDraft',
      on: {
        'composer.new': 'editing',
        'composer.text': {
          target: 'editing',
          actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
        },
        // The next post may start with its photos as well as with its text.
        'composer.photosAdded': {
          target: 'editing',
          actions: { type: 'addPhotos', params: ({ event }) => ({ photos: event.photos }) },
        },
      },
    },
    failed: {
      on: {
        'composer.text': {
          target: 'editing',
          actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
        },
        'composer.photoRemoved': {
          target: 'editing',
          actions: { type: 'removePhoto', params: ({ event }) => ({ index: event.index }) },
        },
        'composer.submit': [
          { guard: 'the draft has photos', target: 'uploading', actions: 'clearErrors' },
          { target: 'posting', actions: 'clearErrors' },
        ],
      },
    },
  },
});

// Uploading and posting differ only in what the view shows (a progress bar); both send the draft.
function sending() {
  return {
    invoke: {
      src: 'send' as const,
      input: ({ context, self }: { context: PostComposerContext; self: { send: (e: PostComposerEvent) => void } }) => ({
        draft: context.draft,
        onProgress: (progress: number) => self.send({ type: 'upload.progress', progress }),
      }),
      onDone: {
        target: 'posted' as const,
        actions: {
          type: 'posted' as const,
          params: ({ event }: { event: { output: Post } }) => ({ post: event.output }),
        },
      },
      onError: {
        target: 'failed' as const,
        actions: {
          type: 'showErrors' as const,
          params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
        },
      },
    },
    on: {
      'upload.progress': {
        actions: {
          type: 'setProgress' as const,
          params: ({ event }: { event: { progress: number } }) => ({ progress: event.progress }),
        },
      },
    },
  };
}

function errorsOf(error: unknown): Record<string, string[]> {
  const problem = (error as { problem?: { errors?: Record<string, string[]>; detail?: string } }).problem;
  if (problem?.errors) return problem.errors;
  return { form: [problem?.detail ?? 'Your post could not be sent. Please try again.'] };
}

export type PostComposerSnapshot = SnapshotFrom<typeof postComposerMachine>;
export const composerIsSending = (s: PostComposerSnapshot) => s.hasTag('sending');
