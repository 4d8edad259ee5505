// Every benchmark finishes or fails within its time: a run that hangs (a socket that never says ready, a server
// that never answers) is a defect, not a wait. `deadline` arms a timer that, if the script is still alive when it
// fires, says what the script was waiting for, runs the registered clean-ups (servers started in other processes)
// and exits non-zero. BENCH_DEADLINE_S overrides each script's own default.

let waitingFor = 'start-up';
const cleanups = new Set<() => void>();

export function deadline(name: string, defaultSeconds: number): void {
  const seconds = Number(process.env.BENCH_DEADLINE_S) > 0 ? Number(process.env.BENCH_DEADLINE_S) : defaultSeconds;
  // Unref'd: a script that ends normally is not kept alive by its own deadline.
  setTimeout(
    () => giveUp(`${name}: gave up after ${seconds} s (BENCH_DEADLINE_S) while waiting for: ${waitingFor}`),
    seconds * 1000,
  ).unref();
}

/** Ends the run now with `message`: clean-ups first, then exit 1, whatever sockets or timers are still open. */
export function giveUp(message: string): never {
  console.error(message);
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Exiting anyway.
    }
  }
  process.exit(1);
}

/** Says what the script does next, on stderr, and remembers it for the deadline's message. */
export function progress(message: string): void {
  waitingFor = message;
  console.error(message);
}

/** Something to undo if the deadline fires (a child server's process group); the returned function unregisters it. */
export function onGiveUp(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
