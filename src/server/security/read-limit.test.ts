// Issue 34: one signed-in session flooding an expensive read (search, board, lists) is stopped at its own budget, and
// another user keeps being answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildOrgWithTeam, buildWorker } from '../test/factories';
import { injectAs } from '../test/inject-as';
import { READS_PER_USER_MINUTE } from './read-limit';

let t: TestApp;
// RATE_LIMIT_MAX 30 scales the per-user budget down to a tenth.
const budget = Math.floor((READS_PER_USER_MINUTE * 30) / 300);
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 30 });
});
afterAll(async () => t.close());

async function flood(call: () => Promise<{ statusCode: number }>, n: number) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await call()).statusCode);
  return codes;
}

describe('per-user limits on expensive reads', () => {
  it("a worker's job-search flood is refused past its budget; another worker is still answered", async () => {
    const a = await buildWorker(t.app);
    const b = await buildWorker(t.app);
    const codes = await flood(() => injectAs(t.app, a).get('/api/jobs?q=nurse'), budget + 1);
    expect(codes.slice(0, budget).every((c) => c === 200)).toBe(true);
    const refused = await injectAs(t.app, a).get('/api/jobs?q=nurse');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await injectAs(t.app, b).get('/api/jobs?q=nurse')).statusCode).toBe(200);
  });

  it("a recruiter's board and list floods are refused past their budgets; a colleague is still answered", async () => {
    const { recruiter, orgUser } = await buildOrgWithTeam(t.app);
    const board = await flood(() => injectAs(t.app, recruiter).get('/api/applications/board'), budget + 1);
    expect(board.slice(0, budget).every((c) => c === 200)).toBe(true);
    expect(board[budget]).toBe(429);
    const list = await flood(() => injectAs(t.app, recruiter).get('/api/applications?status=new'), budget + 1);
    expect(list.slice(0, budget).every((c) => c === 200)).toBe(true);
    expect(list[budget]).toBe(429);
    expect((await injectAs(t.app, orgUser).get('/api/applications/board')).statusCode).toBe(200);
  });
});
