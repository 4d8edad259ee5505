import { assign, setup } from 'xstate';
import type { SlugCheck } from '../src/shared/weddings';
import { missingActor } from './notProvided';

export const SLUG_CHECK_PAUSE_MS = 400;

export interface SlugCheckContext {
  slug: string;
  /** The server's answer for `slug`: available, or taken with a free suggestion. */
  result: SlugCheck | null;
}

export type SlugCheckEvent = { type: 'slug.typed'; slug: string };

/**
 * Live availability of a wedding's web address while it is typed: asked once typing pauses, and only the
 * answer for the latest text counts (a newer key press drops the call in flight).
 */
export const slugCheckMachine = setup({
  types: { context: {} as SlugCheckContext, events: {} as SlugCheckEvent, input: {} as { slug?: string } },
  delays: { pause: SLUG_CHECK_PAUSE_MS },
  actions: {
    storeSlug: assign((_, params: { slug: string }) => ({ slug: params.slug, result: null })),
    storeResult: assign((_, params: { result: SlugCheck }) => ({ result: params.result })),
  },
  guards: {
    'slug is empty': (_, params: { slug: string }) => params.slug.trim() === '',
    'is available': (_, params: { result: SlugCheck }) => params.result.is_available,
  },
  actors: {
    checkSlug: missingActor<SlugCheck, { slug: string }>('checkSlug'),
  },
}).createMachine({
  id: 'slugCheck',
  // Stryker disable next-line OptionalChaining: the input is required by the machine's type (the app always gives one)
  context: ({ input }) => ({ slug: input?.slug ?? '', result: null }),
  initial: 'idle',
  on: {
    'slug.typed': [
      {
        guard: { type: 'slug is empty', params: ({ event }) => ({ slug: event.slug }) },
        target: '.idle',
        actions: { type: 'storeSlug', params: ({ event }) => ({ slug: event.slug }) },
      },
      {
        target: '.waiting',
        // Stryker disable next-line BooleanLiteral: a root transition to a child exits and re-enters it either way (tested: typing again starts the pause over)
        reenter: true,
        actions: { type: 'storeSlug', params: ({ event }) => ({ slug: event.slug }) },
      },
    ],
  },
  states: {
    idle: {},
    waiting: { after: { pause: 'checking' } },
    checking: {
      invoke: {
        src: 'checkSlug',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: [
          {
            guard: { type: 'is available', params: ({ event }) => ({ result: event.output }) },
            target: 'available',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          { target: 'taken', actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) } },
        ],
        // Unknown is not "taken": the server decides on submit anyway.
        onError: 'unchecked',
      },
    },
    available: {},
    taken: {},
    unchecked: {},
  },
});
