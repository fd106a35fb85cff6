// /sitemap.xml: every open job's URL with its last change, streamed in keyset batches (100k jobs never sit in
// memory). Past 50,000 URLs (the sitemap protocol's limit per file) /sitemap.xml becomes a sitemap index of
// /sitemap-jobs-{n}.xml files.
import { and, count, eq, sql } from 'drizzle-orm';
import { routes } from '@/domain/shared';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema';
import { escapeHtml } from './head-tags';

export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 1000;

/** How many jobs are open (the jobs_open_posted_idx index answers it). */
export async function countOpenJobs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'open'));
  return Number(row?.n ?? 0);
}

/** The open jobs of one sitemap file (0-based `part`), newest first, as `<url>` elements, batch by batch. */
export async function* jobUrls(db: DbOrTx, publicUrl: string, part: number, max = SITEMAP_MAX_URLS) {
  let after: { posted: string; id: string } | null = null;
  let left = max;
  let offset = part * max;
  while (left > 0) {
    const rows: { id: string; updatedAt: Date; posted: string }[] = await db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt, posted: sql<string>`${jobs.datePosted}::text` })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'open'),
          after
            ? sql`(${jobs.datePosted} < ${after.posted}::timestamptz or (${jobs.datePosted} = ${after.posted}::timestamptz and ${jobs.id} > ${after.id}))`
            : undefined,
        ),
      )
      .orderBy(sql`${jobs.datePosted} desc nulls last`, jobs.id)
      .limit(Math.min(BATCH, left))
      .offset(offset);
    offset = 0;
    if (rows.length === 0) return;
    yield (
      rows
        .map(
          (r) =>
            `<url><loc>${escapeHtml(publicUrl + routes.jobDetail(r.id))}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
        )
        .join('\n') + '\n'
    );
    left -= rows.length;
    const last = rows[rows.length - 1];
    after = { posted: last.posted, id: last.id };
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of the board page and one part of the open jobs. */
export async function* urlset(db: DbOrTx, publicUrl: string, part: number, withBoard: boolean) {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  if (withBoard) yield `<url><loc>${escapeHtml(publicUrl + routes.exploreJobs())}</loc></url>\n`;
  yield* jobUrls(db, publicUrl, part);
  yield '</urlset>\n';
}

/** A `<sitemapindex>` of `parts` job sitemaps. */
export function sitemapIndex(publicUrl: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap-jobs-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: the public pages are open to crawlers, the API and the signed-in areas are not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /explore-jobs',
    'Disallow: /api/',
    'Disallow: /application',
    'Disallow: /dashboard',
    'Disallow: /messages',
    'Disallow: /profile',
    'Disallow: /work-journey',
    'Disallow: /reference/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
