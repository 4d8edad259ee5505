/** A value made the first time it is asked for, then kept: for costly objects a module may never need. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
