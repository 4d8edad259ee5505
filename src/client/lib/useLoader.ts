import { useEffect, useRef, useState } from 'react';
import { type AnyActorRef, type AnyStateMachine, createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { useApp } from '../app/AppContext';
import { beginPageLoad, type PageLoad } from './pageLoads';

/** What the resource and pager machines tell the loading bar: the same three actions in both. */
export interface LoadingBarActions {
  loadStarted(): void;
  loadSucceeded(): void;
  loadFailed(_: unknown, params: { error: unknown }): void;
}

/**
 * The life of a loading machine (resource or pager) under a view, shared by `useData` and `usePager`: one actor per
 * `key`, started when the view shows and stopped when the key changes or the view leaves (which aborts its load);
 * its loads drive the loading bar; a new `revision` sends it `refresh`. Returns what `view` makes of its snapshot
 * (`loading` until the actor for this key has run) and a function that sends the running actor an event.
 */
export function useLoader<TMachine extends AnyStateMachine, V>(
  key: string,
  make: (bar: LoadingBarActions) => TMachine,
  view: (snapshot: SnapshotFrom<TMachine>) => V,
  loading: V,
  revision: string | number,
  refresh: EventFromLogic<TMachine>,
): { shown: V; send: (event: EventFromLogic<TMachine>) => void } {
  const { pageFetch } = useApp();
  const latest = useRef({ make, view });
  latest.current = { make, view };
  const [state, setState] = useState<{ key: string; shown: V }>({ key, shown: loading });
  const running = useRef<{ actor: AnyActorRef; revision: string | number } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded; `revision` is followed below.
  useEffect(() => {
    let pageLoad: PageLoad | undefined;
    const actor = createActor(
      latest.current.make({
        loadStarted: () => {
          pageLoad = beginPageLoad(pageFetch);
        },
        loadSucceeded: () => pageLoad?.succeed(),
        loadFailed: (_, { error }) => pageLoad?.fail(error instanceof Error ? error.message : String(error)),
      }),
    );
    actor.subscribe((snapshot) => setState({ key, shown: latest.current.view(snapshot as SnapshotFrom<TMachine>) }));
    running.current = { actor, revision };
    actor.start();
    return () => {
      running.current = null;
      actor.stop();
      // Leaving the page ends its load; a newer load, if one began, keeps the bar.
      pageLoad?.succeed();
    };
  }, [key, pageFetch]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `refresh` is the same event every render.
  useEffect(() => {
    const current = running.current;
    if (!current || current.revision === revision) return;
    current.revision = revision;
    current.actor.send(refresh);
  }, [revision]);

  const [send] = useState(() => (event: EventFromLogic<TMachine>) => running.current?.actor.send(event));
  // Before the effect has run for a new key, what the state holds is another key's.
  return { shown: state.key === key ? state.shown : loading, send };
}
