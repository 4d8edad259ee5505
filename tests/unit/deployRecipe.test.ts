import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

// Issue 41: the container recipe, checked as far as a machine without Docker allows. The compose file is YAML with
// the services it promises, wired as README "Running in production" says; the Dockerfile is multi-stage, Node 20 slim,
// non-root, and lints clean with hadolint where hadolint is installed.

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}

const compose = parse(readFileSync('deploy/compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync('Dockerfile', 'utf8');
const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
const seconds = (value: string) => Number(value.replace(/s$/, ''));

describe('deploy/compose.yaml', () => {
  test('has PostgreSQL, an S3-compatible store with its bucket, two Vowline instances and Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app1',
      'app2',
      'caddy',
      'minio',
      'minio-bucket',
      'postgres',
    ]);
    expect(compose.services.postgres!.image).toMatch(/^postgres:/);
    expect(compose.services.minio!.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(compose.services.caddy!.image).toMatch(/^caddy:2/);
  });

  test.each(['app1', 'app2'])(
    '%s is the built image on PostgreSQL and the bucket, behind one trusted proxy',
    (name) => {
      const app = compose.services[name]!;
      expect(app.build).toMatchObject({ context: '..', dockerfile: 'Dockerfile' });
      const env = app.environment!;
      expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.S3_BUCKET).toBe('vowline-media');
      expect(env.S3_ENDPOINT).toBe('http://minio:9000');
      expect(env.AWS_ACCESS_KEY_ID).toBeDefined();
      expect(env.AWS_SECRET_ACCESS_KEY).toBeDefined();
      expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
      // A stop drains within the grace period, so no request is cut.
      const drain = (Number(env.DRAIN_DELAY_MS) + Number(env.DRAIN_TIMEOUT_MS)) / 1000;
      expect(drain).toBeGreaterThan(0);
      expect(seconds(app.stop_grace_period!)).toBeGreaterThan(drain);
      expect(app.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    },
  );

  test('Caddy publishes HTTPS and balances both instances by their readiness', () => {
    const caddy = compose.services.caddy!;
    expect(caddy.ports).toEqual(expect.arrayContaining(['443:443', '80:80']));
    expect(caddy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    // DRAIN_DELAY_MS covers the time Caddy takes to see a draining instance's 503.
    const interval = Number(/health_interval (\d+)s/.exec(caddyfile)![1]);
    expect(Number(compose.services.app1!.environment!.DRAIN_DELAY_MS)).toBeGreaterThanOrEqual(2 * interval * 1000);
  });
});

describe('Dockerfile', () => {
  test('builds in one stage and runs the built client and server on Node 20 slim as a non-root user', () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\S+))?/gm)];
    expect(stages.length).toBe(2);
    for (const [, image] of stages) expect(image).toMatch(/^node:20-[a-z]+-slim$/);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/COPY --from=build \/src\/dist \.\/dist/);
    expect(runtime).not.toMatch(/COPY \. /);
    expect(runtime).toMatch(/^CMD \["node", "dist\/server\/main\.js"\]$/m);
  });

  const hadolint = spawnSync('hadolint', ['--version']).status === 0;
  if (!hadolint)
    console.warn('hadolint is not installed: the Dockerfile lint is skipped (checked on a machine with it)');
  test.skipIf(!hadolint)('lints clean with hadolint', () => {
    const run = spawnSync('hadolint', ['Dockerfile'], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
