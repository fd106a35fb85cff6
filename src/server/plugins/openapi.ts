// The OpenAPI document (served at /api/docs): one onRoute hook completes every API route's documentation, so no route
// is forgotten: an operationId derived from method and path, the security it takes (the session cookie, an API key
// as bearer token, or none), and the standard error responses in the one error shape ({ error, message, fields? }).
// A route states only what differs (its summary, tags, an optional session on a public route, its own error codes).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { errorResponseSchema, MESSAGES } from '@/domain/shared';
import { SESSION_COOKIE } from './auth';

type SecurityRequirements = readonly Record<string, readonly string[]>[];

/** Security requirements a route may state in its schema (`security: SECURITY.optionalSession`). */
export const SECURITY: Record<'session' | 'apiKey' | 'none' | 'optionalSession', SecurityRequirements> = {
  /** The browser session (the signed `sid` cookie). */
  session: [{ session: [] }],
  /** An organization's API key, sent as `Authorization: Bearer <key>`. */
  apiKey: [{ bearer: [] }],
  /** No credential (the route checks its own: password, token, signature). */
  none: [],
  /** Public, and a session (when present) changes what is returned. */
  optionalSession: [{}, { session: [] }],
};

/** Bytes of a file, documented as such (never serialized: a Buffer or stream is sent as it is). */
export const binaryBody = z.string().meta({ format: 'binary' });

/**
 * A response that is not (only) JSON, for `schema.response`: each media type with its schema. A string, Buffer or
 * stream is sent as it is; an object (an error) is serialized with the application/json schema, when one is given.
 */
export function contentResponse(description: string, content: Record<string, ZodType>) {
  return {
    description,
    content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
  };
}

/**
 * The 429 answer, in the one error shape: what app.ts's error handler sends when @fastify/rate-limit refuses
 * (`{ error: 'RATE_LIMITED', message }`), and what an AppError('RATE_LIMITED') sends (a route's work limit, the mail
 * caps, the login throttle) with the same error code and its own message. Retry-After is added by `transform` below
 * (fastify-type-provider-zod keeps only a content response's description and content).
 */
export const rateLimitedResponse = contentResponse(
  `Too many requests (error RATE_LIMITED, e.g. "${MESSAGES.errors.rateLimited}"): nothing was done; Retry-After ` +
    'says in how many seconds to try again.',
  { 'application/json': errorResponseSchema },
);

/** The Retry-After header of a 429 answer, as the OpenAPI document states it. */
const retryAfterHeader = {
  'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again.' },
};

/** True when the route can answer 429: a rate limit or a per-user work limit in its config, or an /api/auth route. */
export function isRateLimited(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  const config = route.config as { rateLimit?: unknown; workLimit?: unknown } | undefined;
  // /api/auth: the login throttle and the mail caps answer 429 on routes whose config states no rate limit.
  return Boolean(config?.rateLimit || config?.workLimit) || route.url.startsWith('/api/auth/');
}

/** Route schema fields this hook reads and writes (the rest is fastify-type-provider-zod's business). */
interface DocumentedSchema {
  hide?: boolean;
  operationId?: string;
  summary?: string;
  security?: SecurityRequirements;
  response?: Record<string | number, unknown>;
}

const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `GET /api/applications/:id/offers` → `getApplicationsByIdOffers`: unique because method and path are. */
export function operationIdOf(method: string, url: string): string {
  const parts = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${word(segment.slice(1))}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .filter(Boolean)
            .map(word)
            .join(''),
    );
  return method.toLowerCase() + parts.join('');
}

/** The error responses a route can give, besides those it documents itself. */
function standardErrors(route: RouteOptions, authenticated: boolean, sessionRoute: boolean): number[] {
  const method = [route.method].flat()[0];
  const changes = method !== 'GET';
  const codes = [400]; // every route: control characters in any parameter or body, schema validation
  if (authenticated) codes.push(401);
  if (sessionRoute || changes) codes.push(403); // policies; the cross-site check on state-changing calls
  if (route.url.includes(':') || changes) codes.push(404); // a path id, or an id in the body
  if (changes) codes.push(409); // stale versions, duplicates, moves the rules refuse
  return codes;
}

/**
 * OpenAPI 3.0 reads `nullable: true` as "null is a valid value" but an `enum` still has to list it (3.0.3): zod's
 * `z.enum([...]).nullable()` comes out without it, so a response holding null would fail its own schema.
 */
export function addNullToNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(addNullToNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  Object.values(schema).forEach(addNullToNullableEnums);
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type` (Redocly's nullable-type-sibling): zod's `.nullable()` of a union
 * comes out as `{ nullable: true, anyOf: [...] }`. The null moves into the branches that have a type, which says the
 * same (null matches the union), so the document stays valid 3.0.
 */
export function liftNullableIntoBranches(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(liftNullableIntoBranches);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    const typed = branches.filter((b) => b && typeof b === 'object' && b.type !== undefined);
    if (typed.length > 0) {
      for (const b of typed) b.nullable = true;
      delete schema.nullable;
    }
  }
  Object.values(schema).forEach(liftNullableIntoBranches);
}

/**
 * Registers the documentation hook, @fastify/swagger and its UI on the root instance, before any route.
 * `publicApi` lists the paths that answer without a session (app.ts).
 */
export async function registerOpenApi(app: FastifyInstance, publicApi: readonly RegExp[]) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as DocumentedSchema | undefined;
    if (!schema || schema.hide || !route.url.startsWith('/api/')) return;
    const method = [route.method].flat()[0];
    if (method === 'HEAD') return;
    const pathname = route.url.replace(/:[^/]+/g, 'x');
    const security =
      schema.security ??
      (route.url.startsWith('/api/v1/')
        ? SECURITY.apiKey
        : publicApi.some((r) => r.test(pathname))
          ? SECURITY.none
          : SECURITY.session);
    const authenticated = security.length > 0 && security.every((s) => Object.keys(s).length > 0);
    const sessionRoute = authenticated && security.some((s) => 'session' in s);
    schema.operationId ??= operationIdOf(method, route.url);
    schema.summary ??= `${method} ${route.url}`;
    schema.security = security;
    // A copy: a route may share its response map with others, and each route's standard errors are its own.
    const response = (schema.response = { ...schema.response });
    for (const code of standardErrors(route, authenticated, sessionRoute)) response[code] ??= errorResponseSchema;
    if (isRateLimited(route)) response[429] ??= rateLimitedResponse;
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'CareLink staffing API',
        version: '1.0.0',
        description:
          'The API of the CareLink staffing marketplace. The web app signs in with a session cookie; an ' +
          "organization's own systems read /api/v1 with an API key. Every error answers { error, message, fields? }.",
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser session.' },
          bearer: { type: 'http', scheme: 'bearer', description: "An organization's API key (/api/v1)." },
        },
      },
    },
    transform: (document) => {
      const out = jsonSchemaTransform(document);
      const limited = (out.schema as DocumentedSchema).response?.[429] as { headers?: unknown } | undefined;
      if (limited && typeof limited === 'object') limited.headers ??= retryAfterHeader;
      liftNullableIntoBranches(out.schema);
      addNullToNullableEnums(out.schema);
      return out;
    },
    transformObject: (document) => {
      const out = jsonSchemaTransformObject(document);
      liftNullableIntoBranches((out as { components?: unknown }).components);
      addNullToNullableEnums((out as { components?: unknown }).components);
      return out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: { preHandler: documentBytes(app) } });
}

/** The addresses of the document as JSON and as YAML (@fastify/swagger-ui's routes under /api/docs). */
export const DOCUMENT_ROUTES = { '/api/docs/json': 'json', '/api/docs/yaml': 'yaml' } as const;
const DOCUMENT_TYPES = { json: 'application/json; charset=utf-8', yaml: 'application/x-yaml' } as const;

/**
 * The document's two forms, serialized once and sent as the same bytes on every request. The document is fixed once
 * the routes are registered, and @fastify/swagger-ui's own handlers serialize it again on every request (the JSON
 * form is 0.8 MB, the YAML 1.7 MB: some 20 ms of CPU per request of a signed-out caller, measured on the built
 * server). A Buffer that does not change is also compressed only once (compress-json.ts keeps its compressed copies).
 * A preHandler hook of the UI's routes (its documented `uiHooks` option) answers for the two document routes, so the
 * UI's handler does not run for them; the UI's pages and files are served as before.
 */
function documentBytes(app: FastifyInstance) {
  let bytes: Record<'json' | 'yaml', Buffer> | undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const form = DOCUMENT_ROUTES[request.routeOptions.url as keyof typeof DOCUMENT_ROUTES];
    if (!form) return;
    bytes ??= {
      json: Buffer.from(JSON.stringify(app.swagger())),
      yaml: Buffer.from(app.swagger({ yaml: true })),
    };
    return reply.type(DOCUMENT_TYPES[form]).send(bytes[form]);
  };
}
