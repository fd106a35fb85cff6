// Issue 34 "deploy defaults that cannot lose mail": the environment is parsed by one schema with one clear error per
// bad variable, and production refuses to start without a mail transport or with the demo seed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { HANG_MS } from './test/hang';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
};
const prod = { NODE_ENV: 'production', SESSION_SECRET: 's', SMTP_URL: 'smtp://mail.example:587' };

describe('loadConfig', () => {
  it('refuses PORT=abc (never NaN) and names each bad variable once', () => {
    expect(problems({ PORT: 'abc' })).toEqual(['PORT="abc": must be a whole number']);
    const many = problems({ PORT: '70000', RATE_LIMIT_MAX: '-3', RESPONSE_CACHE: 'maybe', PUBLIC_URL: 'nope' });
    expect(many).toHaveLength(4);
    expect(many.map((p) => p.split('=')[0]).sort()).toEqual(['PORT', 'PUBLIC_URL', 'RATE_LIMIT_MAX', 'RESPONSE_CACHE']);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Configuration error:\n {2}- PORT="abc": must be a whole number/);
  });

  it('reads good values, and empty counts as unset', () => {
    const c = loadConfig({ PORT: '8080', RATE_LIMIT_MAX: '', SEED_DEMO: 'false' });
    expect(c.port).toBe(8080);
    expect(c.rateLimitMax).toBe(300);
    expect(c.seedDemo).toBe(false);
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('in production: a mail transport is required unless MAIL=log', () => {
    const { SMTP_URL: _smtp, ...noMail } = prod;
    expect(problems(noMail)).toEqual([expect.stringMatching(/^SMTP_URL must be set in production.*MAIL=log/)]);
    const logged = loadConfig({ ...noMail, MAIL: 'log' });
    expect(logged.mailLog).toBe(true);
    expect(loadConfig(prod)).toMatchObject({ smtpUrl: 'smtp://mail.example:587', mailLog: false });
    expect(problems({ ...prod, MAIL: 'drop' })).toEqual(['MAIL="drop": must be "log" (or unset)']);
    // Outside production the development outbox keeps every email.
    expect(loadConfig({ NODE_ENV: 'development' }).mailLog).toBe(false);
  });

  it('in production: SEED_DEMO=true and a missing SESSION_SECRET are refused', () => {
    expect(problems({ ...prod, SEED_DEMO: 'true' })).toEqual([expect.stringMatching(/^SEED_DEMO=true is refused/)]);
    expect(loadConfig(prod).seedDemo).toBe(false);
    const { SESSION_SECRET: _s, ...noSecret } = prod;
    expect(problems(noSecret)).toEqual(['SESSION_SECRET must be set in production']);
  });
});

describe('npm start with a bad configuration', () => {
  it('NODE_ENV=production without a mail transport exits 1 with the clear message, before opening anything', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', SESSION_SECRET: 'x', PORT: 'abc' },
      encoding: 'utf8',
      timeout: HANG_MS,
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('Configuration error:');
    expect(res.stderr).toContain('PORT="abc": must be a whole number');
    expect(res.stderr).toContain('SMTP_URL must be set in production');
    expect(res.stderr).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });
});
