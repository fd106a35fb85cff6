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
  /** WEBHOOK_ALLOW_PRIVATE=true: webhooks may target plain HTTP and private/loopback addresses (development, tests). */
  webhookAllowPrivate: boolean;
  /** Serve repeated reads from the version-keyed response cache (RESPONSE_CACHE=off disables it). */
  responseCache: boolean;
  /** Byte cap of the response cache (RESPONSE_CACHE_MB, default 64). */
  responseCacheBytes: number;
  /** How long a looked-up session is reused without the database (SESSION_CACHE_TTL_MS, default 5000; 0 disables). */
  sessionCacheTtlMs: number;
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
    sessionCacheTtlMs: Math.max(0, Number(env.SESSION_CACHE_TTL_MS ?? 5000) || 0),
  };
}
