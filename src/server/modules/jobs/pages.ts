// The job board's and each open job's page as the server sends them (issue 32): their head tags (title, description,
// canonical, Open Graph, a job's JSON-LD JobPosting) and, for a signed-out visitor, their content: the web app's own
// page components rendered over the answers of this module's reads (app.renderServerPage, public-pages/render.ts), which
// the page carries for the browser's hydration. Signed in, or with filters in the address, the app draws the page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobDetailSchema, jobPageMeta, jobPostingJsonLd, jobSearchQuery, jobSearchResponse } from '@/domain/jobs';
import { MESSAGES, routes } from '@/domain/shared';
import { findJob } from '../../data/find-job';
import { publicJob } from '../../data/job-mapper';
import { searchJobs } from './queries';
import { getJobDetail } from './get-job-detail';
import { openedFrom, PRIVATE_PAGE, signedInPage } from '../../data/signed-in-page';

/** A signed-out page: asked again each time, and drawn for the page it was opened from (a job's link back to its list). */
const PUBLIC_PAGE = { 'cache-control': 'no-cache', vary: 'Referer' } as const;

const jobPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without a web build (API-only tests, `npm run dev` where Vite serves the pages) there is no HTML to serve.
  const page = app.pageDocument;
  if (!page) return;
  const base = app.config.publicUrl.replace(/\/+$/, '');
  const limit = { rateLimit: { max: app.config.nodeEnv === 'test' ? 30 : 120, timeWindow: '1 minute' } };
  const html = (reply: FastifyReply, body: string, status = 200, personal = false) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .headers(personal ? PRIVATE_PAGE : PUBLIC_PAGE)
      .send(body);

  const board = app.pageFiles('/explore-jobs');
  const boardHead = {
    title: MESSAGES.publicJobs.boardTitle,
    description: MESSAGES.publicJobs.boardDescription,
    canonical: base + routes.exploreJobs(),
  };
  /**
   * The board's page, drawn with its first jobs for a signed-out visitor without filters in the address, and for a
   * signed-in person with theirs (signed-in-page.ts).
   */
  const boardPage = async (request: FastifyRequest, here: string) => {
    // Signed in, `/` opens the role's home, not the board: no page's files to name; the app draws it (its scripts are
    // asked for once the loading shell has been painted: src/web/boot.ts).
    if (request.user && here === '/') return page();
    if (request.user) {
      const drawn = await signedInPage(app, request);
      return page({ head: boardHead, files: board, app: drawn });
    }
    if (Object.keys(request.query ?? {}).length > 0) return page({ head: boardHead, files: board });
    // The answer of GET /api/jobs without filters, as the board's query asks for it (its response schema keeps what the
    // API sends and nothing else).
    const search = await searchJobs(app.db, app.memos, jobSearchQuery.parse({}), null);
    const drawn = await app.renderServerPage?.({
      url: here,
      signedOut: true,
      openedFrom: openedFrom(request),
      jobSearch: jobSearchResponse.parse(search),
    });
    return page({ head: boardHead, app: drawn, files: board });
  };

  // Signed out, `/` is the public board with Log in and Sign up (the app shows the same once it runs).
  app.get('/', { schema: { hide: true } }, async (request, reply) => html(reply, await boardPage(request, '/')));
  app.get('/explore-jobs', { schema: { hide: true } }, async (request, reply) =>
    html(reply, await boardPage(request, request.url), 200, !!request.user),
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
      const head = { ...jobPageMeta(job), canonical, jsonLd: [jobPostingJsonLd(job, canonical, new Date())] };
      const here = routes.jobDetail(request.params.id);
      const files = app.pageFiles(here);
      if (request.user) {
        const drawn = await signedInPage(app, request);
        return html(reply, page({ head, files, app: drawn }), 200, true);
      }
      // The answer of GET /api/jobs/:id for a signed-out visitor, as the job page's query asks for it.
      const detail = jobDetailSchema.parse(await getJobDetail(app, null, request.params.id));
      const drawn = await app.renderServerPage?.({
        url: here,
        signedOut: true,
        openedFrom: openedFrom(request),
        jobDetail: detail,
      });
      return html(reply, page({ head, files, app: drawn }));
    },
  );
};

export default jobPagesRoutes;
