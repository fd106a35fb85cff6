// Configuration read once from the environment (README lists every variable).
import path from 'node:path';
import { z } from 'zod';

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /**
   * MAIL=log without SMTP_URL: every email is written to the server log (and the admin sees a warning banner). In
   * production one of the two is required: without both, the server refuses to start rather than drop mail.
   */
  mailLog: boolean;
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
  /**
   * Caps on TCP connections (security/connection-guard.ts). `perAddress` and `idlePerAddress` (CONN_PER_ADDRESS,
   * CONN_IDLE_PER_ADDRESS; 0 = off) default to 512 and 128, or off behind a trusted proxy (every connection then comes
   * from the proxy, which caps per client instead). `max` (CONN_MAX, default 20,000, never past the descriptor limit
   * less a headroom) bounds them all, its last `reserve` places (CONN_RESERVE, default a tenth) kept for addresses
   * holding fewer than 4.
   */
  connections: { perAddress: number; idlePerAddress: number; max: number; reserve: number | null };
  /**
   * E2E=1 (the browser tests' server): a request's `x-test-clock` header sets the time it runs at
   * (src/server/test-clock.ts, decision 0047). Refused in production.
   */
  testClock: boolean;
}

/** A configuration the server cannot start with: one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const flag = z.enum(['true', 'false']).optional();
const positiveInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be from ${min} to ${max}`)
    .optional();

/**
 * The environment the server reads, one rule per variable (empty counts as unset). Checked before anything starts,
 * so `PORT=abc` is a clear error rather than NaN.
 */
const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: positiveInt(1, 65_535),
  HOST: z.string().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL: z.enum(['log'], { message: 'must be "log" (or unset)' }).optional(),
  MAIL_FROM: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://carelink.example' }).optional(),
  STORAGE: z.enum(['local', 's3'], { message: 'must be "local" or "s3"' }).optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_PRESIGNED_DOWNLOADS: flag,
  SEED_DEMO: flag,
  RATE_LIMIT_MAX: positiveInt(1, 1_000_000_000),
  WEBHOOK_ALLOW_PRIVATE: flag,
  RESPONSE_CACHE: z.enum(['on', 'off'], { message: 'must be "on" or "off"' }).optional(),
  RESPONSE_CACHE_MB: positiveInt(1, 65_536),
  SESSION_CACHE_TTL_MS: positiveInt(0, 86_400_000),
  TRUST_PROXY: z.string().optional(),
  CONN_PER_ADDRESS: positiveInt(0, 1_000_000),
  CONN_IDLE_PER_ADDRESS: positiveInt(0, 1_000_000),
  CONN_MAX: positiveInt(16, 10_000_000),
  CONN_RESERVE: positiveInt(0, 1_000_000),
  E2E: z.enum(['1', '0', 'true', 'false'], { message: 'must be 1 or 0 (or unset)' }).optional(),
});

/**
 * Builds the configuration from an environment (process.env by default). Throws a ConfigError naming every bad
 * variable; in production it also refuses a start that would lose mail (no SMTP_URL and no MAIL=log) or seed demo
 * accounts with a known password (SEED_DEMO=true).
 */
export function loadConfig(input: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = Object.fromEntries(
    Object.keys(envSchema.shape).flatMap((k) => (input[k] === undefined || input[k] === '' ? [] : [[k, input[k]]])),
  );
  const parsed = envSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${String(i.path[0])}=${JSON.stringify(raw[String(i.path[0])])}: ${i.message}`);
  const env = parsed.success ? parsed.data : ({} as z.infer<typeof envSchema>);
  const nodeEnv = (
    raw.NODE_ENV === 'production' || raw.NODE_ENV === 'test' ? raw.NODE_ENV : 'development'
  ) as AppConfig['nodeEnv'];
  const production = nodeEnv === 'production';
  if (production && !raw.SESSION_SECRET) problems.push('SESSION_SECRET must be set in production');
  if (production && !raw.SMTP_URL && raw.MAIL !== 'log')
    problems.push(
      'SMTP_URL must be set in production (every email would be lost); set MAIL=log to write each email to the log instead',
    );
  if (production && raw.SEED_DEMO === 'true')
    problems.push('SEED_DEMO=true is refused in production (demo accounts have a published password)');
  const e2e = raw.E2E === '1' || raw.E2E === 'true';
  if (production && e2e)
    problems.push("E2E=1 is refused in production (any request could set the server's clock: decision 0047)");
  let trustProxy: AppConfig['trustProxy'] = false;
  try {
    trustProxy = parseTrustProxy(raw.TRUST_PROXY);
  } catch (err) {
    problems.push((err as Error).message);
  }
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = env.PORT ?? 3000;
  const sessionSecret = env.SESSION_SECRET ?? 'development-only-secret-change-me';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailLog: !env.SMTP_URL && env.MAIL === 'log',
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
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !production,
    rateLimitMax: env.RATE_LIMIT_MAX ?? 300,
    webhookAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    responseCache: env.RESPONSE_CACHE !== 'off',
    responseCacheBytes: (env.RESPONSE_CACHE_MB ?? 64) * 1_048_576,
    sessionCacheTtlMs: env.SESSION_CACHE_TTL_MS ?? null,
    trustProxy,
    connections: {
      perAddress: env.CONN_PER_ADDRESS ?? (trustProxy === false ? 512 : 0),
      idlePerAddress: env.CONN_IDLE_PER_ADDRESS ?? (trustProxy === false ? 128 : 0),
      max: env.CONN_MAX ?? 20_000,
      reserve: env.CONN_RESERVE ?? null,
    },
    testClock: e2e && !production,
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
