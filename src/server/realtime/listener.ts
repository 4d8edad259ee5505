import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

export interface ListenerHandlers {
  onNotification(channel: string, payload: string): void;
  /** The connection came back after a loss: notifications sent meanwhile were missed. */
  onReconnected(): void;
}

/**
 * One dedicated connection LISTENing on some channels (LISTEN needs a session of its own, not a pooled one). It
 * reconnects by itself, a second after a loss, until stopped.
 */
export class Listener {
  private client: pg.Client | null = null;
  private stopped = false;

  constructor(
    private readonly connectionString: string | undefined,
    private readonly channels: string[],
    private readonly handlers: ListenerHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    let listening = false;
    const lost = (error?: Error) => {
      if (!listening) return;
      listening = false;
      client.end().catch(() => {});
      this.client = null;
      if (this.stopped) return;
      this.log.warn({ err: error }, 'realtime: listener connection lost; reconnecting');
      this.retrySoon();
    };
    client.on('notification', (note) => this.handlers.onNotification(note.channel, note.payload ?? ''));
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(this.channels.map((channel) => `LISTEN ${channel};`).join(' '));
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listening = true;
    this.client = client;
  }

  private retrySoon(): void {
    setTimeout(() => {
      if (this.stopped) return;
      this.connect().then(
        () => this.handlers.onReconnected(),
        () => this.retrySoon(),
      );
    }, 1_000).unref();
  }
}
