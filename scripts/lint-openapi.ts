// `npm run lint:openapi`: builds the app (in-memory database), writes its OpenAPI document to a temporary file (or to
// the path given) and lints it with Redocly's recommended rules (redocly.yaml). Exits non-zero on any error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createTestApp } from '../src/server/test/test-app';

const out = process.argv[2] ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-openapi-')), 'openapi.json');
const t = await createTestApp();
const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
fs.writeFileSync(out, JSON.stringify(spec, null, 2));
const operations = Object.values(spec.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
console.log(`${t.app.routeCatalog.length} routes, ${operations} documented operations: ${out}`);
await t.close();

const redocly = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'redocly');
const lint = spawnSync(redocly, ['lint', out, '--config', path.join(import.meta.dirname, '..', 'redocly.yaml')], {
  stdio: 'inherit',
  // No network: no usage report, no update check.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(lint.status ?? 1);
