import path from 'node:path';
import type { Limit } from './lib/rateLimit';

// Configuration comes only from the environment; README lists every variable.
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  productName: string;
  smtpUrl: string | undefined;
  /** Unset: the usual port when free, else any free port. */
  embeddedPgPort: number | undefined;
  allowedOrigins: string[];
  clientDir: string;
  logLevel: string;
  /**
   * Which proxies may tell the client's address by X-Forwarded-For: none, a hop count, or their addresses. Never
   * "everyone", which would let any client choose the IP that rate limits count.
   */
  trustProxy: false | number | string[];
  /** User handles that see the ops pages ('This week', 'Today') without being on a vendor team. */
  opsHandles: string[];
  /** Open real-time sockets allowed at once, per user (tabs and devices) and per client address (shared NATs). */
  socketsPerUser: number;
  socketsPerIp: number;
  /**
   * Stopping (SIGTERM): how long the instance keeps serving while /readyz says 503, so a load balancer stops sending it
   * traffic before it closes its sockets and its port; and how long in-flight requests then get before their
   * connections are cut.
   */
  drain: { delayMs: number; timeoutMs: number };
  /** The about site, where the layouts that sign a user out send them (README: "Layouts that sign out"). */
  aboutUrl: string;
  /** The marketing site the public header links to; null: the app's own general pages. */
  marketingUrl: string | null;
  /**
   * Sign-in through an OpenID provider: `issuer` null means the embedded one at PUBLIC_URL/oidc; set, an external
   * provider found by discovery (OIDC_ISSUER), with this app's client id there and, for a confidential client, its secret.
   */
  oidc: { issuer: string | null; clientId: string; clientSecret: string | null };
  media: MediaConfig;
  limits: {
    loginPerIp: Limit;
    loginFailuresPerEmail: Limit;
    forgotPerIp: Limit;
    forgotPerEmail: Limit;
    resetPerIp: Limit;
    refreshPerIp: Limit;
    verifyResendPerUser: Limit;
    signUpPerIp: Limit;
    weddingsPerUser: Limit;
    invitesPerUser: Limit;
    followsPerUser: Limit;
    coversPerUser: Limit;
    sitePasswordPerIp: Limit;
    sitePasswordPerSite: Limit;
    existsPerIp: Limit;
    /** Guests' photo album: upload requests per client address and per upload address (issue 36). */
    albumUploadsPerIp: Limit;
    albumUploadsPerAddress: Limit;
    rsvpFindPerIp: Limit;
  };
  /** Photos decoded and re-encoded at once by this instance (the album's image pool). */
  imageWorkers: number;
}

/**
 * Where uploaded images go: a folder (`DATA_DIR/media`) unless S3_BUCKET names a bucket of an S3-compatible store.
 * `publicUrl` (MEDIA_PUBLIC_URL, a CDN in front of the bucket) is where public images are sent from.
 */
export interface MediaConfig {
  dir: string;
  s3: S3Config | null;
  publicUrl: string | null;
}

export interface S3Config {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Buckets addressed as a path (`host/bucket/key`), as MinIO and most S3-compatible stores want. */
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; unset, the SDK's own chain (profiles, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
}

function mediaPublicUrl(value: string | undefined): string | null {
  const url = value?.trim().replace(/\/+$/, '');
  if (!url) return null;
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error('MEDIA_PUBLIC_URL is the absolute http(s) address of the CDN.');
  return url;
}

function mediaConfig(env: NodeJS.ProcessEnv, dataDir: string): MediaConfig {
  const bucket = env.S3_BUCKET?.trim();
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  const { AWS_ACCESS_KEY_ID: keyId, AWS_SECRET_ACCESS_KEY: secret, AWS_SESSION_TOKEN: session } = env;
  return {
    dir: path.join(dataDir, 'media'),
    s3: bucket
      ? {
          bucket,
          endpoint,
          region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
          forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
          credentials:
            keyId && secret
              ? { accessKeyId: keyId, secretAccessKey: secret, ...(session ? { sessionToken: session } : {}) }
              : undefined,
        }
      : null,
    publicUrl: mediaPublicUrl(env.MEDIA_PUBLIC_URL),
  };
}

export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const raw = (value ?? '').trim();
  if (!raw || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((entry) => ['true', '*', 'all'].includes(entry.toLowerCase()))) {
    throw new Error('TRUST_PROXY takes a hop count or a list of proxy addresses, never "trust everything".');
  }
  return list;
}

/** A duration in milliseconds: a whole number ≥ 0, else the default. */
function millis(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function limit(value: string | undefined, fallback: number, windowSeconds: number): Limit {
  const max = Number(value);
  return { max: Number.isFinite(max) && max > 0 ? max : fallback, windowSeconds };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    publicUrl,
    productName: env.PRODUCT_NAME ?? 'Vowline',
    smtpUrl: env.SMTP_URL || undefined,
    embeddedPgPort: env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? publicUrl)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    opsHandles: (env.OPS_HANDLES ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    socketsPerUser: limit(env.SOCKETS_PER_USER, 20, 0).max,
    socketsPerIp: limit(env.SOCKETS_PER_IP, 200, 0).max,
    drain: { delayMs: millis(env.DRAIN_DELAY_MS, 0), timeoutMs: millis(env.DRAIN_TIMEOUT_MS, 10_000) },
    aboutUrl: env.ABOUT_URL || 'https://vowline.com/about',
    marketingUrl: env.MARKETING_URL ? env.MARKETING_URL.replace(/\/+$/, '') : null,
    oidc: {
      issuer: env.OIDC_ISSUER ? env.OIDC_ISSUER.replace(/\/+$/, '') : null,
      clientId: env.OIDC_CLIENT_ID || 'vowline-web',
      clientSecret: env.OIDC_CLIENT_SECRET || null,
    },
    media: mediaConfig(env, dataDir),
    limits: {
      loginPerIp: limit(env.LOGIN_LIMIT_PER_IP, 30, 15 * 60),
      loginFailuresPerEmail: limit(env.LOGIN_FAILURE_LIMIT_PER_EMAIL, 10, 15 * 60),
      forgotPerIp: limit(env.FORGOT_LIMIT_PER_IP, 10, 60 * 60),
      forgotPerEmail: limit(env.FORGOT_LIMIT_PER_EMAIL, 3, 60 * 60),
      resetPerIp: limit(env.RESET_LIMIT_PER_IP, 30, 60 * 60),
      refreshPerIp: limit(env.REFRESH_LIMIT_PER_IP, 600, 15 * 60),
      verifyResendPerUser: limit(env.VERIFY_RESEND_LIMIT_PER_USER, 3, 60 * 60),
      signUpPerIp: limit(env.SIGNUP_LIMIT_PER_IP, 20, 60 * 60),
      weddingsPerUser: limit(env.WEDDING_LIMIT_PER_USER, 10, 24 * 60 * 60),
      invitesPerUser: limit(env.INVITE_LIMIT_PER_USER, 50, 60 * 60),
      followsPerUser: limit(env.FOLLOW_LIMIT_PER_USER, 100, 60 * 60),
      coversPerUser: limit(env.COVER_LIMIT_PER_USER, 30, 60 * 60),
      sitePasswordPerIp: limit(env.SITE_PASSWORD_LIMIT_PER_IP, 20, 15 * 60),
      sitePasswordPerSite: limit(env.SITE_PASSWORD_LIMIT_PER_SITE, 100, 15 * 60),
      existsPerIp: limit(env.EXISTS_LIMIT_PER_IP, 20, 60 * 60),
      albumUploadsPerIp: limit(env.ALBUM_UPLOAD_LIMIT_PER_IP, 120, 10 * 60),
      albumUploadsPerAddress: limit(env.ALBUM_UPLOAD_LIMIT_PER_ADDRESS, 1500, 10 * 60),
      rsvpFindPerIp: limit(env.RSVP_FIND_LIMIT_PER_IP, 20, 15 * 60),
    },
    imageWorkers: limit(env.IMAGE_WORKERS, 2, 0).max,
  };
}
