// The one HTTP client of the web app: JSON in and out, the server's single error shape turned
// into an ApiError that forms and toasts read.
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

/** Calls the product's server; throws ApiError on a non-OK answer. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
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
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.blob()) as T;
}
