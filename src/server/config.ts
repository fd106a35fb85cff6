// Configuration read once from the environment (README lists every variable).
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  sessionSecret: string;
  publicUrl: string;
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        endpoint?: string;
        bucket: string;
        region: string;
        /** Serve files by redirect to a presigned URL (needs CORS on the bucket). */ presignedDownloads?: boolean;
      };
  seedDemo: boolean;
  /** Relax rate limits for automated tests. */
  rateLimitMax: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-For is believed for the client address (rate limits, logs). `false` (default): no
   * one, the TCP peer is the client. A number: that many proxy hops in front. A list: the proxies' addresses/CIDRs.
   */
  trustProxy: false | number | string[];
  /** WEBHOOK_ALLOW_PRIVATE=true: webhooks may target plain HTTP and private/loopback addresses (development, tests). */
  webhookAllowPrivate: boolean;
  /** Serve repeated reads from the version-keyed response cache (RESPONSE_CACHE=off disables it). */
  responseCache: boolean;
  /** Byte cap of the response cache (RESPONSE_CACHE_MB, default 64). */
  responseCacheBytes: number;
  /**
   * How long a looked-up session is reused without the database (SESSION_CACHE_TTL_MS). Default: 30 s on the
   * embedded PGlite (one process, which hears every logout and password change before the change's response leaves),
   * 0 (off) on PostgreSQL: another instance hears of a logout or password change a moment after it commits, so a
   * cached session could outlive it there; enable it there only where one instance serves the site. Uncached lookups
   * of concurrent requests share one statement (src/server/plugins/auth.ts).
   */
  /** null: the default for the database the app runs on (see above). */
  sessionCacheTtlMs: number | null;
}

/** Builds the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = (
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development'
  ) as AppConfig['nodeEnv'];
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  const sessionSecret = env.SESSION_SECRET ?? (nodeEnv === 'production' ? '' : 'development-only-secret-change-me');
  if (!sessionSecret) throw new Error('SESSION_SECRET must be set in production');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CareLink <no-reply@carelink.local>',
    sessionSecret,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET ?? 'carelink',
            region: env.S3_REGION ?? 'us-east-1',
            presignedDownloads: env.S3_PRESIGNED_DOWNLOADS === 'true',
          }
        : { kind: 'local', dir: path.join(dataDir, 'files') },
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : nodeEnv !== 'production',
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 300),
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    responseCache: env.RESPONSE_CACHE !== 'off',
    responseCacheBytes: Math.max(1, Number(env.RESPONSE_CACHE_MB ?? 64) || 64) * 1_048_576,
    sessionCacheTtlMs:
      env.SESSION_CACHE_TTL_MS === undefined || env.SESSION_CACHE_TTL_MS === ''
        ? null
        : Math.max(0, Number(env.SESSION_CACHE_TTL_MS) || 0),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * Parses TRUST_PROXY: empty/`false`/`0` → off; a positive integer → hop count; otherwise a comma-separated list of
 * addresses or CIDRs (e.g. `10.0.0.0/8,127.0.0.1`). `true` is refused: trusting every hop lets any client choose its
 * own address with a made-up X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true') throw new Error('TRUST_PROXY=true is not accepted: give a hop count (e.g. 1) or a CIDR list');
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const entry of list)
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or CIDR (expected a hop count or a CIDR list)`);
  return list;
}
