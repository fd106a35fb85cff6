// The one HTTP client of the web app: JSON in and out, the server's single error shape turned
// into an ApiError that forms and toasts read.
import type { z } from 'zod';
import { formRefusal, formRefusals } from '@/domain/shared';
import { reportRequestAnswered, reportRequestFailed } from './connection';

export interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/**
 * The HTTP status of a failed request: an ApiError's, or that of the same error as the server's rendered page carried it
 * in its query cache (JSON keeps the status but not the class: entry-server.tsx); undefined for any other error.
 */
export function errorStatus(err: unknown): number | undefined {
  if (err instanceof ApiError) return err.status;
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

interface ApiInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * `body` when the domain schema its route validates with accepts it; else, before anything is sent, the ApiError the
 * server would answer with (400, the first issue's message, the first message per field), so a form that only offers
 * valid choices still refuses a stale or broken one with the server's words (src/cross-surface/forms-parity*.test.ts).
 */
/** The schemas checkedBody needs for the mutations of pages that draw without zod, loaded on first use. */
export const checkedSchemas = () => import('./checked-schemas');

export function checkedBody<T>(schema: z.ZodType, body: T): T {
  const message = formRefusal(schema, body);
  if (message !== null) throw new ApiError(400, { error: 'BAD_REQUEST', message, fields: formRefusals(schema, body) });
  return body;
}

/** An answer that does not match the schema its endpoint declares (thrown in tests only). */
export class AnswerMismatchError extends Error {}

/**
 * Calls the product's server; throws ApiError on a non-OK answer. The answer's type is inferred from the zod
 * schema the server answers with (from src/domain). Under Vitest (`MODE === 'test'`) every answer is parsed
 * with it, so a hand fixture or a type that drifted from the server fails a test; production builds trust the
 * server, which already serialises through the same schema (the branch is dropped from the bundle).
 * A call names its schema as `schema: import.meta.env.DEV && x`: Vite replaces `import.meta.env.DEV` with `false` in a
 * build, so the option is `false` and neither the schema nor zod is in the bundle (the first view built some 200
 * schemas otherwise); tests and the dev server keep it. The answer's type is the schema's either way.
 * Without a schema the answer is `unknown`: use it only for calls whose answer the page does not read.
 */
export function api<S extends z.ZodType>(path: string, init: ApiInit & { schema: S | false }): Promise<z.output<S>>;
/** Without a schema: an answer the caller does not read (`api<T>` is not a thing: a hand-written answer type is refused). */
export function api(path: string, init?: ApiInit): Promise<unknown>;
export async function api(path: string, init: ApiInit & { schema?: z.ZodType | false } = {}): Promise<unknown> {
  const answer = await call(path, init);
  if (answer instanceof Blob) return answer;
  return checkedAnswer(`${init.method ?? 'GET'} ${path}`, init.schema ?? false, answer);
}

/**
 * An answer read without `api()` (a multipart upload's, sent with `fetch`), checked as `api()` checks every answer:
 * against its schema under Vitest, trusted in a build. `schema` is named as `import.meta.env.DEV && x`, so a build
 * carries neither the schema nor zod; `what` names the call in a mismatch.
 */
export function checkedAnswer<S extends z.ZodType>(what: string, schema: S | false, answer: unknown): z.output<S> {
  if (import.meta.env.MODE === 'test' && schema) {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new AnswerMismatchError(
        `${what}: the answer does not match its schema: ${JSON.stringify(parsed.error.issues)}`,
      );
    }
  }
  return answer as z.output<S>;
}

/** How a request reaches the server: the browser's `fetch`, or what the server's renderer answers with (sendThrough). */
type Send = (path: string, init: RequestInit) => Promise<Response>;
let send: Send = (path, init) => fetch(path, init);

/**
 * The server's renderer (src/web/entry-server.tsx) answers the app's requests itself, as the signed-in person whose page
 * it draws: the same query functions, the same API routes, no network.
 */
export function sendThrough(sender: Send) {
  send = sender;
}

async function call(path: string, init: ApiInit): Promise<unknown> {
  let res: Response;
  try {
    res = await send(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    // No answer at all (offline, server unreachable), unless the caller gave up: the app shows it is offline.
    if (!init.signal?.aborted) reportRequestFailed();
    throw err;
  }
  reportRequestAnswered();
  if (!res.ok) {
    let body: ErrorBody;
    try {
      body = (await res.json()) as ErrorBody;
    } catch {
      body = { error: 'HTTP_ERROR', message: `HTTP ${res.status}` };
    }
    throw new ApiError(res.status, body);
  }
  if (res.status === 204) return null;
  const type = res.headers.get('content-type') ?? '';
  return type.includes('application/json') ? ((await res.json()) as unknown) : await res.blob();
}
