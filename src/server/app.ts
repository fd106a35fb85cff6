// The application factory: everything a request touches is passed in, so tests build the real
// app in-process on their own database and storage.
import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyError } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MESSAGES } from '@/domain/shared';
import { MAX_UPLOAD_BYTES } from '@/domain/documents';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Storage } from './storage/storage';
import { AppError, dataExceptionCode, isDatabaseUnavailable } from './errors';
import authPlugin, { SESSION_COOKIE } from './plugins/auth';
import responseCachePlugin from './plugins/response-cache';
import compressJsonPlugin from './plugins/compress-json';
import { isRateLimited, registerOpenApi } from './plugins/openapi';
import { installTestClock } from './test-clock';
import { createMailer, type Mailer } from './mail/mailer';
import { createOutbox, type Outbox } from './queue/outbox';
import { createHub, type Hub } from './queue/hub';
import { featureModules } from './feature-modules';
import { refuseControlCharacters } from './security/control-characters';
import { createLoginThrottle, type LoginThrottle } from './security/login-throttle';
import { createAppMemos, type AppMemos } from './data/app-memos';
import { SERVER_TIMEOUTS } from './security/server-timeouts';
import { pageDocument, type PageDocument } from './modules/public-pages/page-document';
import { PRIVATE_PAGE, signedInPage } from './data/signed-in-page';
import { pageRendererAt } from './modules/public-pages/render';
import type { RenderServerPage } from '@/domain/shared';
import { loadPageFiles, readManifest, type PageFilesFor } from './modules/public-pages/page-files';
import { connectionBudget, guardConnections, type ConnectionGuard } from './security/connection-guard';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: Database;
    storage: Storage;
    mailer: Mailer;
    outbox: Outbox;
    hub: Hub;
    /** Growing delays on failed logins and other password-guessing operations, shared through the database. */
    loginThrottle: LoginThrottle;
    /** The web app's page for an address, composed from the built index.html (null without a web build). */
    pageDocument: PageDocument | null;
    /** The opened page's own files (scripts, style sheets) for an address, from the web build (page-files.ts). */
    pageFiles: PageFilesFor;
    /** The web app's page renderer (public-pages/render.ts; null without one). */
    renderServerPage: RenderServerPage | null;
    /**
     * Every registered route (method, url, config), for the security suite's route matrix; `limited` when it can
     * answer 429 (plugins/openapi.ts isRateLimited), which its OpenAPI responses must then document.
     */
    routeCatalog: {
      method: string;
      url: string;
      cached?: boolean;
      limited?: boolean;
      schema?: Record<string, unknown>;
    }[];
    /** This instance's memos (match scores, parsed profiles): created with the app, gone with it. */
    memos: AppMemos;
    /** The caps on TCP connections per address and in all, with their live counts (security/connection-guard.ts). */
    connectionGuard: ConnectionGuard;
  }
}

/** API paths that answer without a session (each checks its own credential: password, token, signature, API key). */
export const PUBLIC_API: readonly RegExp[] = [
  /^\/api\/health$/,
  // The public job board: open jobs only, nothing private, rate-limited per IP (modules/jobs/routes.ts).
  /^\/api\/jobs(\/[^/]+)?$/,
  /^\/api\/auth\/(login|signup|logout|verify-email|forgot-password|reset-password|confirm-email|check-link)$/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/v1\//,
  /^\/api\/invitations\//,
  // A referee's form through the emailed link (issue 31; the link's token is the credential).
  /^\/api\/references\/[^/]+$/,
  // A timesheet's approval through the emailed link (issue 44; the link's token is the credential).
  /^\/api\/timesheet-approval\/[^/]+(\/(approve|dispute))?$/,
  // A work record's verification, by its number or by the PDF (issue 45): anyone may check one.
  /^\/api\/work-records\/[^/]+$/,
  /^\/api\/saved-searches\/unsubscribe$/,
  /^\/api\/documents\/[^/]+\/file$/,
  /^\/api\/dev\/outbox$/,
  /^\/api\/ws$/,
];

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  storage: Storage;
  /** Serve the built web app from this folder (production and e2e). */
  webDir?: string;
  /**
   * The web app's page renderer module (public-pages/render.ts): dist/ssr/entry-server.js in production, the source
   * src/web/entry-server.tsx in tests; without it, public pages are drawn by the app in the browser only.
   */
  pageRenderer?: string;
  logger?: boolean;
}

/** Fastify's request log lines but "incoming request": the completed line says the same and more. */
class AccessLog extends LogController {
  override incomingRequest(): void {}
}

/** Builds the Fastify application with every plugin and feature module registered. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, storage } = opts;
  const app = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization'] } : false,
    // One access line per request ("request completed", with the status and time) instead of two: logging was a fifth
    // of a cache hit's CPU (issue 21).
    logController: new AccessLog(),
    bodyLimit: 1_048_576,
    connectionTimeout: SERVER_TIMEOUTS.connectionTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersTimeout,
      connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingInterval,
    },
    // Off unless TRUST_PROXY names the proxies in front (config.ts): a client cannot pick its address for rate limits.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // Before Fastify sees a socket: per-address and idle caps, and the descriptor budget with its reserve.
  const budget = connectionBudget(config.connections.max);
  app.decorate(
    'connectionGuard',
    guardConnections(
      app.server,
      {
        perAddress: config.connections.perAddress,
        idlePerAddress: config.connections.idlePerAddress,
        max: budget,
        reserve: Math.min(budget - 1, config.connections.reserve ?? Math.floor(budget / 10)),
        reserveShare: 4,
      },
      app.log,
    ),
  );

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeCatalog: FastifyInstance['routeCatalog'] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    const cached = Boolean(route.config?.cache); // the response cache's routes (plugins/response-cache.ts)
    const limited = isRateLimited(route);
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        routeCatalog.push({
          method,
          url: route.url,
          schema: route.schema as Record<string, unknown> | undefined,
          ...(cached ? { cached } : {}),
          ...(limited ? { limited } : {}),
        });
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  const mailer = createMailer(database.db, config, app.log);
  app.decorate('mailer', mailer);
  app.decorate('outbox', createOutbox(database.db, app.log));
  app.decorate('hub', await createHub(database));
  app.decorate('loginThrottle', createLoginThrottle(database.db));
  app.decorate('memos', createAppMemos());
  app.outbox.register('mail', async (payload) => {
    await mailer.deliver(payload as { to: string; subject: string; text: string });
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfter !== undefined) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfter))));
      return reply.code(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (issue.params as { issue?: { keys?: string[] } })?.issue?.keys?.join(',') ||
          'body';
        fields[key] ??= issue.message ?? MESSAGES.validation.invalid;
      }
      const first = Object.entries(fields)[0];
      return reply.code(400).send({
        error: 'BAD_REQUEST',
        // The first field's human message (the domain's error map words it); the form highlights every field.
        message: first ? first[1] : MESSAGES.errors.badRequest,
        fields,
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.code(413).send({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.errors.tooLarge });
    if (status === 415)
      return reply.code(415).send({ error: 'UNSUPPORTED_MEDIA', message: MESSAGES.errors.badRequest });
    if (status >= 400 && status < 500) {
      // Malformed JSON and other framework-level client errors: a clear message, never internals.
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? MESSAGES.errors.malformedJson
          : MESSAGES.errors.badRequest;
      return reply.code(status).send({ error: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message });
    }
    if (isDatabaseUnavailable(err)) {
      // The database is restarting or unreachable: a retryable 503 with Retry-After, not an internal error.
      request.log.warn({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send({ error: 'UNAVAILABLE', message: MESSAGES.errors.unavailable });
    }
    const dataException = dataExceptionCode(err);
    if (dataException) {
      // Input the database refused (class 22): the client's fault, so a 400; a warning naming the route and the SQLSTATE
      // only (the SQL and its parameters may hold what the client sent).
      request.log.warn({ sqlstate: dataException, route: request.routeOptions.url }, 'input refused by the database');
      return reply.code(400).send({ error: 'INVALID_INPUT', message: MESSAGES.errors.badRequest });
    }
    request.log.error(err);
    return reply.code(500).send({ error: 'INTERNAL', message: MESSAGES.errors.internal });
  });

  // A request that came as a WebSocket upgrade but was answered instead (refused: 401, 403, 429, 404) owns a socket no
  // HTTP parser reads any more, and nothing else closes it: closed once the answer is written, or every refused upgrade
  // would hold a descriptor until the client let go (issue 34). An upgrade that succeeds is hijacked: no onResponse.
  app.addHook('onResponse', (request, _reply, done) => {
    const socket = request.raw.socket as Socket | null;
    if ((request.raw as { upgrade?: boolean }).upgrade && socket && !socket.destroyed) socket.destroySoon();
    done();
  });

  await app.register(cookie, { secret: config.sessionSecret });
  // Security headers, from one helmet middleware built at start-up (@fastify/helmet built it, CSP parsing included, on
  // every request: 4 % of a cached answer's CPU; decision 0018).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The site's own pages learn which of its pages they were opened from (a list's "←" keeps its filters when a link
    // loads a new document: src/web/lib/back-to-list.ts); other sites learn nothing, not even the origin.
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(rateLimit, { global: false, max: config.rateLimitMax, timeWindow: '1 minute' });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await registerOpenApi(app, PUBLIC_API);
  await app.register(authPlugin);
  await app.register(responseCachePlugin);
  // After the response cache's hooks, so a cached answer's Buffer reaches it as kept (compressed once per entry).
  await app.register(compressJsonPlugin);

  // Authentication gate for the whole API: anything under /api answers 401 to a signed-out caller (before
  // body validation, so nothing about a route's payload is revealed), except this short public list.
  // Each route then authorizes the signed-in user's role and records through policies.ts.
  app.addHook('onRequest', async (request) => {
    const pathname = request.url.split('?')[0];
    if (request.user || !pathname.startsWith('/api/') || PUBLIC_API.some((r) => r.test(pathname))) return;
    throw new AppError('UNAUTHENTICATED', MESSAGES.errors.unauthenticated);
  });

  // CSRF: a state-changing call from another site is refused (SameSite=Lax cookies plus an Origin check). The check
  // applies to every browser call; only an API-key call (an Authorization header and no session cookie) is exempt, so
  // adding an Authorization header to a cookie-carrying request does not skip it.
  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || (request.headers.authorization && !request.cookies[SESSION_COOKIE])) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError('FORBIDDEN', MESSAGES.errors.crossSite);
    }
    if (originHost !== request.headers.host) throw new AppError('FORBIDDEN', MESSAGES.errors.crossSite);
  });

  // The browser tests' clock (E2E=1 outside production, decision 0047): after authentication, whose session expiry is
  // judged at real time, a request's x-test-clock header sets the time its handler runs at.
  if (config.testClock) installTestClock(app, config.nodeEnv);

  const webDir = opts.webDir;
  const indexHtml =
    webDir && fs.existsSync(path.join(webDir, 'index.html'))
      ? fs.readFileSync(path.join(webDir, 'index.html'), 'utf8')
      : null;
  const manifest = indexHtml ? readManifest(webDir) : null;
  const renderPage = indexHtml ? pageDocument(indexHtml, manifest) : null;
  app.decorate('pageDocument', renderPage);
  const pageFiles = loadPageFiles(manifest);
  app.decorate('pageFiles', pageFiles);
  app.decorate('renderServerPage', pageRendererAt(opts.pageRenderer));
  // What every address without a page of its own answers: the app with its loading shell and the opened page's own
  // files; one per route of the app.
  const appShells = new Map<string, string>();
  const appShellFor = (pathname: string) => {
    const page = pageFiles(pathname);
    const key = page?.path ?? '';
    let shell = appShells.get(key);
    if (shell === undefined) appShells.set(key, (shell = renderPage!({ files: page })));
    return shell;
  };

  refuseControlCharacters(app);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
  for (const mod of featureModules) await app.register(mod);
  if (webDir && indexHtml) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      // The web build writes .br/.gz copies of its scripts and styles (vite.config.ts, vite-plugin-compression2):
      // send the one the browser accepts.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !indexHtml) {
      return reply.code(404).send({ error: 'NOT_FOUND', message: MESSAGES.errors.notFound });
    }
    const pathname = request.url.split('?')[0]!;
    // A signed-in person's page with main data arrives drawn, with that person's content (data/signed-in-page.ts).
    const drawn = await signedInPage(app, request);
    if (drawn) {
      return reply
        .type('text/html')
        .headers(PRIVATE_PAGE)
        .send(renderPage!({ files: pageFiles(pathname), app: drawn }));
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(appShellFor(pathname));
  });

  app.addHook('onClose', async () => {
    app.outbox.stop();
    await app.hub.close();
  });
  return app;
}
