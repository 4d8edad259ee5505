import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SLUG_CHECK_PAUSE_MS, slugCheckMachine } from '../../machines/slugCheckMachine';
import { slugCheckModel } from '../../models/slugCheckModel';
import { ApiError } from '../../src/shared/apiError';
import type { SlugCheck } from '../../src/shared/weddings';
import { createFakeServer, settle } from './support/fakes';
import { testModelPaths } from './support/modelPaths';

function startCheck() {
  const server = createFakeServer();
  const clock = new SimulatedClock();
  const actor = createActor(
    slugCheckMachine.provide({ actors: { checkSlug: server.actor<SlugCheck, { slug: string }>('checkSlug') } }),
    { clock, input: {} },
  ).start();
  return { actor, server, clock };
}

testModelPaths(slugCheckModel, () => {
  const { actor, server, clock } = startCheck();
  let typed = 0;
  let slug = '';
  const expectState = (value: string, result: SlugCheck | null) => {
    expect(actor.getSnapshot().value).toBe(value);
    expect(actor.getSnapshot().context).toEqual({ slug, result });
  };
  return {
    events: {
      TYPE: () => {
        typed += 1;
        slug = `ann-and-ben-${typed}`;
        actor.send({ type: 'slug.typed', slug });
      },
      // Only spaces count as empty: nothing to ask the server.
      CLEAR: () => {
        slug = typed % 2 === 0 ? '' : '  ';
        actor.send({ type: 'slug.typed', slug });
      },
      // Just short of the pause nothing is asked; at the pause, the latest text is.
      PAUSE: () => {
        clock.increment(SLUG_CHECK_PAUSE_MS - 1);
        expect(server.requests.filter((r) => r.open)).toEqual([]);
        clock.increment(1);
        expect(server.requests.at(-1)).toMatchObject({ actor: 'checkSlug', open: true, input: { slug } });
      },
      SERVER_AVAILABLE: () => server.succeed({ checkSlug: { is_available: true, slug } }),
      SERVER_TAKEN: () => server.succeed({ checkSlug: { is_available: false, slug: `${slug}-2` } }),
      SERVER_FAILS: () => server.fail(new ApiError(0, undefined)),
    },
    states: {
      idle: () => expectState('idle', null),
      waiting: () => expectState('waiting', null),
      checking: () => expectState('checking', null),
      available: () => expectState('available', { is_available: true, slug }),
      taken: () => expectState('taken', { is_available: false, slug: `${slug}-2` }),
      unchecked: () => expectState('unchecked', null),
    },
    stop: () => actor.stop(),
  };
});

test('an answer for text that has since changed is dropped', async () => {
  const { actor, server, clock } = startCheck();
  actor.send({ type: 'slug.typed', slug: 'first' });
  clock.increment(SLUG_CHECK_PAUSE_MS);
  const stale = server.requests.at(-1)!;
  actor.send({ type: 'slug.typed', slug: 'second' });
  stale.resolve({ is_available: false, slug: 'first-2' });
  await settle();
  expect(actor.getSnapshot().value).toBe('waiting');
  expect(actor.getSnapshot().context).toEqual({ slug: 'second', result: null });
});

test('typing again before the pause ends starts the pause over', () => {
  const { actor, server, clock } = startCheck();
  actor.send({ type: 'slug.typed', slug: 'ann' });
  clock.increment(SLUG_CHECK_PAUSE_MS - 100);
  actor.send({ type: 'slug.typed', slug: 'ann-and-ben' });
  clock.increment(SLUG_CHECK_PAUSE_MS - 1);
  expect(server.requests).toEqual([]);
  clock.increment(1);
  expect(server.requests.map((r) => r.input)).toEqual([{ slug: 'ann-and-ben' }]);
});

test('a slug given at the start is the one checked', () => {
  const actor = createActor(slugCheckMachine, { input: { slug: 'ann' } }).start();
  expect(actor.getSnapshot().value).toBe('idle');
  expect(actor.getSnapshot().context).toEqual({ slug: 'ann', result: null });
});
