import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** Set once the instance is stopping: /readyz answers 503 and /ws refuses new upgrades with 503. */
  readonly draining: boolean;
  /** Marks the instance draining (idempotent); nothing closes yet. */
  markDraining(): void;
  /**
   * A graceful stop: draining, then DRAIN_DELAY_MS for load balancers to see /readyz fail, then `app.close()`, which
   * closes the real-time sockets with 1001 (clients reconnect elsewhere with `since=`), stops listening and lets
   * in-flight requests finish. Connections still busy after DRAIN_TIMEOUT_MS are cut. Resolves once closed.
   */
  drain(): Promise<void>;
}

export default fp(async (app) => {
  let draining = false;
  let closing: Promise<void> | null = null;
  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    markDraining() {
      if (!draining) app.log.info('draining: /readyz now answers 503 and new real-time sockets are refused');
      draining = true;
    },
    drain() {
      lifecycle.markDraining();
      closing ??= (async () => {
        const { delayMs, timeoutMs } = app.config.drain;
        if (delayMs > 0) await sleep(delayMs);
        const closed = app.close();
        const cut = setTimeout(() => {
          app.log.warn(`draining: requests still in flight after ${timeoutMs} ms; closing their connections`);
          app.server.closeAllConnections();
        }, timeoutMs);
        try {
          await closed;
        } finally {
          clearTimeout(cut);
        }
      })();
      return closing;
    },
  };
  app.decorate('lifecycle', lifecycle);
});
