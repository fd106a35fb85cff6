// A signed-in person's first view, drawn by the server (issue 43: "any page's first view where it pays"): the pages the
// app opens with main data (router.tsx, prefetchPageData: the boards, lists, the journey, the profile, a job, the
// dashboard, the chat list, the notifications, a pay statement) arrive with their content, as the public pages do, instead of a loading shell that asks
// for the app, then for the person, then for the data. The web app's renderer (src/web/entry-server.tsx) runs the
// app's own queries; each request they make is answered here by the API route itself, in process (Fastify's inject),
// as the person who asked for the page: the same cookie, address and test clock, so the same authorization,
// validation, cache and answer as the browser's request would get. Only reads: the renderer has nothing to send.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sameSitePath, type ServerPage, type ServerSend } from '@/domain/shared';
import { TEST_CLOCK_HEADER } from '../test-clock';

/** A page drawn with a person's content: kept by no shared cache, asked again each time (it follows their data). */
export const PRIVATE_PAGE = { 'cache-control': 'private, no-cache', vary: 'Cookie' } as const;

/** The headers of the page's request that its reads carry: who asks, and (browser tests) at what time. */
const FORWARDED = ['cookie', TEST_CLOCK_HEADER] as const;

/** The server's own answer to a read of the page `request` asked for, made as its person. */
export function sendAs(app: FastifyInstance, request: FastifyRequest): ServerSend {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (path, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !path.startsWith('/api/'))
      throw new Error(`${method} ${path}: a page drawn by the server only reads the API`);
    const res = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
    const type = res.headers['content-type'];
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/**
 * The same-site page the page `request` asks for was opened from (its `Referer`; the security headers' referrer policy
 * is `same-origin`, so the browser sends it to this site only), as the renderer's `openedFrom`.
 */
export const openedFrom = (request: FastifyRequest): string | null =>
  sameSitePath(request.headers.referer, request.host);

/**
 * The page at `request`'s address drawn for its signed-in person, or null: signed out, no renderer (API-only tests, the
 * dev server), a page the app draws itself, or a failure while drawing (logged: the app then draws the page, as before).
 */
export async function signedInPage(app: FastifyInstance, request: FastifyRequest): Promise<ServerPage | null> {
  if (!request.user || !app.renderServerPage) return null;
  try {
    return await app.renderServerPage(
      { url: request.url, signedOut: false, openedFrom: openedFrom(request) },
      sendAs(app, request),
    );
  } catch (err) {
    request.log.warn({ err, url: request.url }, 'the signed-in page could not be drawn on the server');
    return null;
  }
}
