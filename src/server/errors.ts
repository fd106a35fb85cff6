// One error shape for the whole API: { error: code, message, fields? }.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  /** Input a schema should have refused and the database did (dataExceptionCode): a 400, and a bug to fix. */
  INVALID_INPUT: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** An error the client may see: its message comes from the domain's message catalogue. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
    /** Seconds after which a retry may succeed (429, 503): sent as the Retry-After header. */
    public readonly retryAfter?: number,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
  toBody(): ErrorBody {
    return { error: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

/**
 * PostgreSQL SQLSTATEs meaning "the database is not reachable right now": connection exceptions (class 08),
 * shutdown/restart (57P01–57P03), too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|the database system is (starting up|shutting down)/i;

/**
 * True when an error (or one of its causes) says the database cannot be reached right now (a restart, a dropped
 * connection).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  }
  return false;
}

/**
 * The SQLSTATE of a PostgreSQL "data exception" (class 22: invalid text for a uuid, a number out of range, a bad
 * Unicode escape in JSON…) in an error or one of its causes, or null. Such an error means input reached the database
 * without a schema refusing it first: the error handler answers 400 INVALID_INPUT (never a 500) and logs a warning
 * without the SQL or its parameters; the route-catalogue fuzz test fails on any such answer.
 */
export function dataExceptionCode(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return null;
}
