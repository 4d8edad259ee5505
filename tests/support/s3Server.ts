import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-compatible server (s3rver) on a free port, its files in a temporary folder, with one bucket. */
export interface S3TestServer {
  /** The variables that point Vowline at it (S3_BUCKET, S3_ENDPOINT, credentials). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Stops answering (an outage), keeping its objects for `start`. */
  stop(): Promise<void>;
  /** Answers again on the same port, with the objects it had. */
  start(): Promise<void>;
  close(): Promise<void>;
}

// s3rver's one account; it checks every request's signature against this key.
const ACCESS_KEY = 'S3RVER';

/** `directory` (emptied first) keeps its files; by default a new temporary folder. */
export async function startS3Server(bucket = 'vowline-media', port = 0, directory?: string): Promise<S3TestServer> {
  if (directory) {
    await rm(directory, { recursive: true, force: true });
    await mkdir(directory, { recursive: true });
  }
  const dir = directory ?? (await mkdtemp(path.join(os.tmpdir(), 'vowline-s3-')));
  const make = (on: number) =>
    new S3rver({
      port: on,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = make(port);
  const { port: bound } = (await server.run()) as AddressInfo;
  let running = true;
  const endpoint = `http://127.0.0.1:${bound}`;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    endpoint,
    bucket,
    stop,
    async start() {
      if (running) return;
      server = make(bound);
      await server.run();
      running = true;
    },
    async close() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
