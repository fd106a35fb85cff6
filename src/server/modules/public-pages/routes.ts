// Public pages as search engines and link previews read them: /sitemap.xml, /robots.txt and the work record's
// verification page, its content in the served HTML (the web app's own components rendered on the server: render.ts).
// The job board's and job pages' HTML are the jobs module's (modules/jobs/pages.ts).
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@/domain/shared';
import { pageDocument } from './page-document';
import { openedFrom } from '../../data/signed-in-page';
import { verifyRecordById } from '../../data/work-records';
import { verifyPageParams, verifyPath, verifyWorkRecordResponse, WORK_RECORD_MESSAGES } from '@/domain/work-records';
import { countOpenJobs, robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, urlset } from './sitemap';

/** The document of the verification page without a web build: the page composer's placeholders and nothing else. */
const BARE_DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--page-head--><!--/page-head--></head><body><div id="root"><!--shell--><!--/shell--></div><!--page-files--></body></html>`;

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

  // Without a web build (API-only tests, `npm run dev` where Vite serves the pages) the verification page is its
  // markup in a bare document; there is no other HTML to serve.
  const verifyDocument = app.pageDocument ?? (app.renderServerPage ? pageDocument(BARE_DOCUMENT, null) : null);

  // A work record's public verification page (issue 45): genuine and unchanged, and what it states, in the served
  // HTML, signed in or out.
  if (verifyDocument)
    app.get(
      '/verify/:recordId',
      { schema: { hide: true, params: verifyPageParams }, config: limit },
      async (request, reply) => {
        const result = await verifyRecordById(app, request.params.recordId);
        const here = verifyPath(request.params.recordId);
        const drawnPage = await app.renderServerPage?.({
          url: here,
          signedOut: !request.user,
          openedFrom: openedFrom(request),
          // The answer of GET /api/work-records/:id, as the page's query asks for it.
          verification: result && verifyWorkRecordResponse.parse(result),
        });
        const body = verifyDocument!({
          head: {
            title: WORK_RECORD_MESSAGES.verify.pageTitle,
            description: WORK_RECORD_MESSAGES.verify.description,
            canonical: base + here,
            robots: 'noindex',
          },
          app: drawnPage,
          files: app.pageFiles(here),
        });
        return html(reply, body, result ? 200 : 404);
      },
    );
};

export default publicPagesRoutes;
