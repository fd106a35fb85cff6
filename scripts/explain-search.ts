// EXPLAIN (ANALYZE, BUFFERS) of the job board's text search for what people type (issue 18): the page query and the
// capped count of GET /api/jobs?q=… exactly as searchJobs sends them. Writes a marked section of bench/explain.md and
// fails when a plan reads the jobs table sequentially.
// DATABASE_URL=postgres://… npx tsx scripts/explain-search.ts [sterile ER icu Harbor step …]
import fs from 'node:fs';
import path from 'node:path';
import { jobSearchQuery } from '../src/domain/jobs';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { searchJobs } from '../src/server/modules/jobs/queries';
import { createAppMemos } from '../src/server/data/app-memos';

const words = process.argv.slice(2).length ? process.argv.slice(2) : ['sterile', 'ER', 'icu', 'Harbor', 'step'];
let capture: { text: string; params: unknown[] }[] | null = null;
const database = await openDatabase(loadConfig(), { onQuery: (text, params) => capture?.push({ text, params }) });
const [{ n }] = (await database.query('select count(*)::int as n from jobs', [])).rows as { n: number }[];

const out: string[] = [];
let seqScans = 0;
for (const q of words) {
  capture = [];
  const res = await searchJobs(database.db, createAppMemos(), jobSearchQuery.parse({ q }), null);
  const queries = capture.filter((x) => /from "jobs"/.test(x.text));
  capture = null;
  out.push(`### q=${q} (${res.total}${res.totalCapped ? '+' : ''} jobs)\n`);
  for (const x of queries) {
    const plan = await database.query(`explain (analyze, buffers) ${x.text}`, x.params);
    const lines = plan.rows.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n');
    if (/Seq Scan on jobs/.test(lines)) seqScans++;
    out.push(`\`\`\`sql\n${x.text}\n\`\`\`\n\nparams: \`${JSON.stringify(x.params)}\`\n\n\`\`\`\n${lines}\n\`\`\`\n`);
  }
}
await database.close();

const section =
  `<!-- search:begin -->\n## Job text search on ${n.toLocaleString('en-US')} jobs (${new Date().toISOString()}, ` +
  `${database.kind}; \`npx tsx scripts/explain-search.ts\`)\n\n` +
  `Sequential scans of jobs: ${seqScans}.\n\n${out.join('\n')}<!-- search:end -->\n`;
const file = path.join(process.cwd(), 'bench', 'explain.md');
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# EXPLAIN of the main queries\n\n';
const kept = before.replace(/<!-- search:begin -->[\s\S]*<!-- search:end -->\n?/, '');
fs.writeFileSync(file, `${kept.trimEnd()}\n\n${section}`);
console.log(`q=${words.join(', ')}: ${seqScans} sequential scan(s) of jobs over ${n} jobs → bench/explain.md`);
process.exit(seqScans ? 1 : 0);
