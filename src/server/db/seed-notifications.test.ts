// The demo seed's notification-centre items (issue 22): the demo accounts' bells start with items made from what the
// seed wrote (offers, counters, status moves, unread chat messages), through the live path's rule and writer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { injectAs } from '../test/inject-as';
import { DEMO_NOTIFICATIONS_PER_USER } from './seed-notifications';
import { seed } from './seed';
import { chats, notifications, offers, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 40, workers: 12 });
});
afterAll(async () => t.close());

const login = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'demo-password' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return injectAs(t.app, cookie);
};
interface Page {
  items: { kind: string; text: string; link: string; read: boolean }[];
  unread: number;
}

describe('demo seed: notification items', () => {
  it("the demo worker's bell names the seeded offer, status moves and unread chats, each linking where they act", async () => {
    const page = (await (await login('worker@demo.test')).get('/api/notifications?limit=100')).json() as Page;
    expect(page.unread).toBe(page.items.length);
    const kinds = new Set(page.items.map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['message', 'offer', 'status']);
    // The offer: the worker has one application in Offered with the recruiter's first offer (a seeded offer row).
    const [worker] = await t.app.db.select().from(users).where(eq(users.email, 'worker@demo.test'));
    // Her Working and Done placements (issue 45) were offered too: their items link where they are now.
    const offerItemsAll = page.items.filter((i) => i.kind === 'offer');
    expect(offerItemsAll.map((i) => i.link.split('/')[2]).sort()).toEqual(['done', 'offered', 'working']);
    const offerItems = offerItemsAll.filter((i) => i.link.startsWith('/work-journey/offered/'));
    expect(offerItems).toHaveLength(1);
    expect(offerItems[0].text).toMatch(/ made you an offer for .+ \(GW-\d+\)\.$/);
    expect(offerItems[0].link).toMatch(/^\/work-journey\/offered\/[0-9a-f-]+$/);
    const [offer] = await t.app.db
      .select({ applicationId: offers.applicationId })
      .from(offers)
      .where(eq(offers.applicationId, offerItems[0].link.split('/').pop()!));
    expect(offer).toBeDefined();
    // One item per chat with unread messages from the recruiter, counting them.
    const workerChats = await t.app.db.select().from(chats).where(eq(chats.workerId, worker.id));
    const messageItems = page.items.filter((i) => i.kind === 'message');
    expect(messageItems.length).toBeGreaterThan(0);
    expect(messageItems.length).toBeLessThanOrEqual(workerChats.length);
    for (const m of messageItems) expect(m.link).toMatch(/^\/messages\/[0-9a-f-]+$/);
  });

  it('the demo recruiter hears only of what the rule sends the organization side (counters, acceptances, messages)', async () => {
    const page = (await (await login('recruiter@demo.test')).get('/api/notifications?limit=100')).json() as Page;
    expect(page.items.length).toBeGreaterThan(0);
    for (const i of page.items) expect(['counter', 'accept', 'message']).toContain(i.kind);
    const counter = page.items.find((i) => i.kind === 'counter');
    expect(counter?.text).toMatch(/ sent a counter offer for .+ \(GW-\d+\)\.$/);
    // The link follows the application where it is now (Offered, or on past it once the counter was accepted).
    expect(counter?.link).toMatch(/^\/application\/(offered|onboarding|cleared|working|done)\//);
    // The workers' acceptances of the recruiter's offers (applications the seed put past Offered).
    expect(page.items.filter((i) => i.kind === 'accept').length).toBeGreaterThan(0);
  });

  it('only demo accounts get items, at most DEMO_NOTIFICATIONS_PER_USER each', async () => {
    const rows = await t.app.db
      .select({ email: users.email })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    const perUser = new Map<string, number>();
    for (const r of rows) perUser.set(r.email, (perUser.get(r.email) ?? 0) + 1);
    for (const [email, n] of perUser) {
      expect(email).toMatch(/^(worker|pharmacist|unverified|recruiter|org)@demo\.test$/);
      expect(n).toBeLessThanOrEqual(DEMO_NOTIFICATIONS_PER_USER);
    }
  });
});
