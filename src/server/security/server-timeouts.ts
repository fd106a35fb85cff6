// Node's HTTP timeouts, set deliberately (issue 34): a client holding connections open without finishing a request
// (slowloris, idle sockets) is dropped instead of holding a file descriptor for ever. A reverse proxy in front should
// still cap connections per address (README, "Deploying").

/** The HTTP server's timeouts, in milliseconds. */
export const SERVER_TIMEOUTS = {
  /** From the first byte of a request to its last header: a slow-headers client is cut off after this. */
  headersTimeout: 20_000,
  /** The whole request, body included: a 20 MB upload at about 1 Mbit/s still fits. */
  requestTimeout: 300_000,
  /**
   * An idle kept-alive connection between requests: longer than the idle timeout of the proxies and HTTP clients that
   * reuse sockets (a load balancer's usual 60 s), so the client closes first. When the server closed first (it was
   * 10 s), a client reusing the socket at that moment got ECONNRESET: CI's browser stage saw it twice in one run, on
   * Playwright's request context after ten idle seconds.
   */
  keepAliveTimeout: 65_000,
  /**
   * A socket with no traffic at all (no request, or a request stuck without progress). WebSockets are exempt (the
   * upgrade clears the socket's timeout; their own heartbeat closes dead ones).
   */
  connectionTimeout: 120_000,
  /** How often Node checks headersTimeout and requestTimeout (its default, 30 s, lets a flood hold sockets longer). */
  connectionsCheckingInterval: 2_000,
} as const;
