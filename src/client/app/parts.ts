// An area's stores and its API client are made the first time a page of the area asks for them (`useStore`,
// `useApi` in AppContext.tsx), not by the composition root: their code then comes with the chunks of the pages that
// use them, and the entry every route loads carries only the registry. There are two registries of this one kind,
// `stores` and `api` (createApp.ts); each module of src/client/stores and src/client/api declares its part.

/** One store or API client: its name in its registry, and how it is made from the registry's dependencies. */
export interface Part<K extends string, T, D> {
  readonly key: K;
  make(deps: D): T;
}

export const part = <K extends string, T, D = unknown>(key: K, make: (deps: D) => T): Part<K, T, D> => ({ key, make });

/** The parts `M` (name to type) of one kind, each made once, on first use. */
export interface Parts<M, D> {
  /**
   * What has been made so far. Only these can show anything, so the socket folds its events into these alone and a
   * sign-out empties these alone; a part made later starts empty and is seeded by the page that asked for it.
   */
  readonly made: Partial<M>;
  get<K extends keyof M & string>(part: Part<K, M[K], D>): M[K];
}

/** A registry whose parts are made from `deps`, computed over what is already made (a store may reach another). */
export function createParts<M, D>(deps: (made: Partial<M>) => D): Parts<M, D> {
  const made: Partial<M> = {};
  return {
    made,
    get: (wanted) => {
      const existing = made[wanted.key];
      if (existing !== undefined) return existing as M[typeof wanted.key];
      const value = wanted.make(deps(made));
      made[wanted.key] = value;
      return value;
    },
  };
}
