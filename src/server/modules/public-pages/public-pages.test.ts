// The HTML the server sends for public job pages (no browser: parsed as a crawler reads it), the JSON-LD JobPosting,
// /sitemap.xml (parsed as strict XML) and /robots.txt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { eq } from 'drizzle-orm';
import { payBreakdown } from '@/domain/offers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildMember, buildOrg } from '../../test/factories';
import { jobs } from '../../db/schema';
import { escapeHtml, jsonForScript } from './head-tags';
import { pageDocument } from './page-document';

// The shape of the built index.html (vite build of src/web/index.html).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--page-head-->
    <meta
      name="description"
      content="CareLink connects nurses, pharmacists and pharmacy technicians with the organizations that hire them."
    />
    <title>CareLink — healthcare staffing</title>
    <!--/page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><!--shell--><!--/shell--></div>
    <!--page-files-->
  </body>
</html>
`;

let t: TestApp;
let webDir: string;
const BASE = 'https://jobs.carelink.example';
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ publicUrl: BASE }, { webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const parse = (html: string) => new JSDOM(html).window.document;
const meta = (doc: Document, sel: string) => doc.querySelector(sel)?.getAttribute('content');
/**
 * The day `offset` days from now (UTC). The job's posting date is the database's now(), which a test cannot set on
 * PostgreSQL: the start dates here are relative to that clock, so the tests pass on any day and under FAKE_NOW (on
 * PGlite, whose now() follows the process's Date).
 */
// clock-ok: fixtures relative to the database's clock (datePosted defaults to now())
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('public job page HTML', () => {
  it('carries title, description, canonical, Open Graph and a JobPosting built from the pay model', async () => {
    // A start some three months ahead: a JobPosting is valid through its start date while that is ahead.
    const start = day(92);
    const org = await buildOrg(t.app, { name: 'Sunrise Health' });
    const recruiter = await buildMember(t.app, 'recruiter', org.id);
    const job = await buildJob(t.app, org.id, {
      recruiterId: recruiter.id,
      title: 'ICU Registered Nurse',
      terms: 'Travel Contract',
      description: 'Night shifts in a 24-bed ICU. </script><script>alert(1)</script> & "quotes"',
      location: { state: 'GA', city: 'Atlanta', facility: 'Sunrise Medical' },
      pay: { hourly_rate: 50, non_taxable_weekly: 1200 },
      hours: { hours_per_week: 36 },
      schedule: { start_date: start, shift_time: 'Night' },
    });

    const res = await get(`/explore-jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The script-closing text never appears raw: the JSON-LD escapes '<'.
    expect(res.body).not.toContain('</script><script>alert(1)');
    const doc = parse(res.body);
    const url = `${BASE}/explore-jobs/${job.id}`;

    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe('ICU Registered Nurse in Atlanta, GA | CareLink');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta(doc, 'meta[name="description"]')).toBe(
      'Travel Contract: ICU Registered Nurse with Sunrise Health in Atlanta, GA, $3,000.00 a week. Apply on CareLink.',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(meta(doc, 'meta[property="og:title"]')).toBe(doc.title);
    expect(meta(doc, 'meta[property="og:description"]')).toBe(meta(doc, 'meta[name="description"]'));
    expect(meta(doc, 'meta[property="og:url"]')).toBe(url);
    expect(meta(doc, 'meta[property="og:type"]')).toBe('website');
    // The app still boots from the same document.
    expect(doc.querySelector('#root')).not.toBeNull();
    // (its entry script, which asks for the app once the page has painted: src/web/boot.ts).
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc.js');

    const blocks = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const ld = JSON.parse(blocks[0].textContent ?? '') as Record<string, unknown>;
    const weekly = payBreakdown({ hourly_rate: 50, non_taxable_weekly: 1200 }, 36, start).weeklyTotal;
    expect(weekly).toBe(3000);
    expect(ld).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'ICU Registered Nurse',
      description: 'Night shifts in a 24-bed ICU. </script><script>alert(1)</script> & "quotes"',
      datePosted: job.datePosted.toISOString(),
      validThrough: `${start}T23:59:59Z`,
      employmentType: ['CONTRACTOR', 'TEMPORARY'],
      hiringOrganization: { '@type': 'Organization', name: 'Sunrise Health' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Atlanta', addressRegion: 'GA', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', value: weekly, unitText: 'WEEK' },
      },
      identifier: { '@type': 'PropertyValue', name: 'CareLink', value: job.gwJobId },
      url,
    });
    // Nothing private in the page: no recruiter.
    expect(res.body).not.toContain(recruiter.email);
    expect(res.body).not.toContain(recruiter.id);
  });

  it('leaves out validThrough and baseSalary when they are not known', async () => {
    const org = await buildOrg(t.app);
    const job = await buildJob(t.app, org.id, { terms: 'Per Diem', pay: {}, hours: {}, schedule: {} });
    await t.app.db.update(jobs).set({ weeklyRate: null }).where(eq(jobs.id, job.id));
    const doc = parse((await get(`/explore-jobs/${job.id}`)).body);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld.employmentType).toEqual(['PER_DIEM']);
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('baseSalary');
  });

  it('gives every open job a validThrough no earlier than its datePosted, and none when the start has passed', async () => {
    const org = await buildOrg(t.app);
    const past = await buildJob(t.app, org.id, { schedule: { start_date: day(-3) } });
    const ahead = await buildJob(t.app, org.id, { schedule: { start_date: day(10) } });
    // Posted after its start date (the "posted 2026-11-20, valid through 2026-11-17").
    const late = await buildJob(t.app, org.id, { schedule: { start_date: day(-6) } });
    await t.app.db
      .update(jobs)
      // clock-ok: three days before the database's now(), which stamps the other jobs' datePosted
      .set({ datePosted: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(jobs.id, late.id));

    const ldOf = async (id: string) => {
      const doc = parse((await get(`/explore-jobs/${id}`)).body);
      return JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
        datePosted: string;
        validThrough?: string;
      };
    };
    expect(await ldOf(past.id)).not.toHaveProperty('validThrough');
    expect(await ldOf(late.id)).not.toHaveProperty('validThrough');
    expect((await ldOf(ahead.id)).validThrough).toBe(`${day(10)}T23:59:59Z`);

    const open = await t.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'open'));
    expect(open.length).toBeGreaterThanOrEqual(3);
    for (const { id } of open) {
      const ld = await ldOf(id);
      if (ld.validThrough !== undefined)
        expect(Date.parse(ld.validThrough)).toBeGreaterThanOrEqual(Date.parse(ld.datePosted));
    }
  });

  it('answers 404 with noindex and no JobPosting for paused, closed and unknown jobs', async () => {
    const org = await buildOrg(t.app);
    const paused = await buildJob(t.app, org.id, { status: 'paused', title: 'Paused secret job' });
    const closed = await buildJob(t.app, org.id, { status: 'closed' });
    for (const id of [paused.id, closed.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/explore-jobs/${id}`);
      expect(res.statusCode).toBe(404);
      const doc = parse(res.body);
      expect(meta(doc, 'meta[name="robots"]')).toBe('noindex');
      expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
      expect(res.body).not.toContain('Paused secret job');
    }
  });

  it('gives the board its own title and canonical URL', async () => {
    const doc = parse((await get('/explore-jobs')).body);
    expect(doc.title).toContain('Healthcare jobs');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${BASE}/explore-jobs`);
  });
});

describe('escaping', () => {
  it('never lets a value close the script or an attribute', () => {
    const json = jsonForScript({ d: '</script><!-- \u2028 & >' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ d: '</script><!-- \u2028 & >' });
    expect(escapeHtml(`"><img src=x onerror=alert(1)>`)).toBe('&#34;&#62;&#60;img src=x onerror=alert(1)&#62;');
    const html = pageDocument(
      INDEX_HTML,
      null,
    )({
      head: { title: '$& $1 </title>', description: 'd', canonical: 'https://x/' },
    });
    expect(parse(html).title).toBe('$& $1 </title>');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists exactly the open jobs with their last change, as well-formed XML', async () => {
    const org = await buildOrg(t.app);
    await buildJob(t.app, org.id, { status: 'paused' });
    await buildJob(t.app, org.id, { status: 'closed' });
    await buildJob(t.app, org.id);
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    // A strict XML parse: malformed XML throws.
    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(doc.documentElement.nodeName).toBe('urlset');
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]?.textContent,
      lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
    const open = await t.app.db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.status, 'open'));
    const jobUrls = urls.filter((u) => u.loc !== `${BASE}/explore-jobs`);
    expect(jobUrls.map((u) => u.loc).sort()).toEqual(open.map((j) => `${BASE}/explore-jobs/${j.id}`).sort());
    for (const j of open) expect(jobUrls.find((u) => u.loc?.endsWith(j.id))?.lastmod).toBe(j.updatedAt.toISOString());
    expect(urls.some((u) => u.loc === `${BASE}/explore-jobs`)).toBe(true);
  });

  it('streams past one batch without gaps or repeats', async () => {
    const org = await buildOrg(t.app);
    const values = Array.from({ length: 1200 }, (_, i) => ({
      organizationId: org.id,
      gwJobId: `GW-S${i}-${org.id.slice(0, 6)}`,
      jobId: `S${i}`,
      title: 'Bulk',
      profession: 'Registered Nurse',
      specialty: 'ICU',
      terms: 'Travel Contract',
      state: 'TX',
      city: 'Austin',
      datePosted: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 7)),
    }));
    await t.app.db.insert(jobs).values(values);
    const doc = new JSDOM((await get('/sitemap.xml')).body, { contentType: 'application/xml' }).window.document;
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    const open = await t.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'open'));
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBe(open.length + 1);
  });

  it('robots.txt points to the sitemap and keeps the API and signed-in areas out', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const p of ['/api/', '/application', '/dashboard', '/messages', '/profile', '/work-journey'])
      expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain('Disallow: /explore-jobs');
  });
});
