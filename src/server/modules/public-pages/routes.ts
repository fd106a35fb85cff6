// Public pages as search engines and link previews read them: the job board and each open job's page with their
// head tags in the served HTML, /sitemap.xml and /robots.txt.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_PAGE_SIZE_DEFAULT, jobPageMeta, jobPostingJsonLd } from '@/domain/jobs';
import { MESSAGES, routes } from '@/domain/shared';
import { findJob } from '../../data/find-job';
import { publicJob } from '../../data/job-mapper';
import { boardBody, jobPageBody } from './page-body';
import { newestOpenJobs } from './queries';
import { verifyRecordById } from '../../data/work-records';
import { verifyPageParams, verifyPath, WORK_RECORD_MESSAGES } from '@/domain/work-records';
import { standaloneVerifyPage, verifyPageBody } from './verify-page';
import { countOpenJobs, robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, urlset } from './sitemap';

const publicPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const limit = { rateLimit: { max: app.config.nodeEnv === 'test' ? 30 : 120, timeWindow: '1 minute' } };
  const html = (reply: import('fastify').FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(base)),
  );

  app.get('/sitemap.xml', { schema: { hide: true }, config: limit }, async (_request, reply) => {
    const open = await countOpenJobs(app.db);
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=900');
    if (open + 1 > SITEMAP_MAX_URLS) return reply.send(sitemapIndex(base, Math.ceil(open / SITEMAP_MAX_URLS)));
    return reply.send(Readable.from(urlset(app.db, base, 0, true)));
  });

  app.get(
    '/sitemap-jobs-:part.xml',
    { schema: { hide: true, params: z.object({ part: z.coerce.number().int().min(1).max(1000) }) }, config: limit },
    async (request, reply) => {
      const open = await countOpenJobs(app.db);
      if ((request.params.part - 1) * SITEMAP_MAX_URLS >= Math.max(open, 1))
        return reply.code(404).send({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=900')
        .send(Readable.from(urlset(app.db, base, request.params.part - 1, request.params.part === 1)));
    },
  );

  // A work record's public verification page (issue 45): genuine and unchanged, and what it states, in the served
  // HTML (the app's /verify page then takes over); a small page of its own without a web build.
  app.get(
    '/verify/:recordId',
    { schema: { hide: true, params: verifyPageParams }, config: limit },
    async (request, reply) => {
      const result = await verifyRecordById(app, request.params.recordId);
      const body = verifyPageBody(result);
      const here = verifyPath(request.params.recordId);
      const page = app.pageDocument
        ? app.pageDocument({
            head: {
              title: WORK_RECORD_MESSAGES.verify.pageTitle,
              description: WORK_RECORD_MESSAGES.verify.description,
              canonical: base + here,
              robots: 'noindex',
            },
            body,
            files: app.pageFiles(here),
          })
        : standaloneVerifyPage(body);
      return html(reply, page, result ? 200 : 404);
    },
  );

  // Without a web build (API-only tests, `npm run dev` where Vite serves the pages) there is no HTML to serve.
  const page = app.pageDocument;
  if (!page) return;

  const board = app.pageFiles('/explore-jobs');
  const boardHead = {
    title: MESSAGES.publicJobs.boardTitle,
    description: MESSAGES.publicJobs.boardDescription,
    canonical: base + routes.exploreJobs(),
  };
  /**
   * The board's page with its first jobs in the body for a signed-out visitor without filters in the address (signed
   * in, or filtered, the app draws the list itself).
   */
  const boardPage = async (request: import('fastify').FastifyRequest, here: string) => {
    // The app draws the page: its scripts are asked for once the loading shell has been painted (src/web/boot.ts).
    // Signed in, `/` opens the role's home, not the board: no page's files to name.
    if (request.user) return here === '/' ? page() : page({ head: boardHead, files: board });
    if (Object.keys(request.query ?? {}).length > 0) return page({ head: boardHead, files: board });
    const rows = await newestOpenJobs(app.db, JOB_PAGE_SIZE_DEFAULT);
    return page({ head: boardHead, body: boardBody(rows, new Date(), here), files: board });
  };

  // Signed out, `/` is the public board with Log in and Sign up (the app shows the same once it runs).
  app.get('/', { schema: { hide: true } }, async (request, reply) => html(reply, await boardPage(request, '/')));
  app.get('/explore-jobs', { schema: { hide: true } }, async (request, reply) =>
    html(reply, await boardPage(request, request.url)),
  );

  app.get(
    '/explore-jobs/:id',
    { schema: { hide: true, params: z.object({ id: z.string().max(64) }) }, config: limit },
    async (request, reply) => {
      const found = await findJob(app.db, request.params.id);
      if (!found || found.row.status !== 'open') {
        // The app still loads (a worker who applied may read a closed job); crawlers are told it is gone.
        return html(
          reply,
          page({
            head: {
              title: MESSAGES.publicJobs.boardTitle,
              description: MESSAGES.errors.notFound,
              canonical: base + routes.exploreJobs(),
              robots: 'noindex',
            },
          }),
          404,
        );
      }
      const job = publicJob(found.api);
      const canonical = base + routes.jobDetail(job._id);
      const meta = jobPageMeta(job);
      const now = new Date();
      const head = { ...meta, canonical, jsonLd: [jobPostingJsonLd(job, canonical, now)] };
      const files = app.pageFiles(routes.jobDetail(job._id));
      return html(reply, page({ head, files, body: request.user ? undefined : jobPageBody(job, now) }));
    },
  );
};

export default publicPagesRoutes;
