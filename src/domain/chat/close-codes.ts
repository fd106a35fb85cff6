// Close codes of /api/ws: plain values without zod, so the web app's live socket (in every signed-in first view) does
// not load the schema library.

/**
 * Close code of /api/ws when the socket's session was revoked (logout, deactivation, role or password change): the
 * browser re-reads who is signed in before it opens another socket, instead of reconnecting blindly.
 */
export const CHAT_CLOSE_SESSION_REVOKED = 4401;

/**
 * Close code of /api/ws when the session (or the user) opened more sockets than it may hold (issue 34): the oldest is
 * closed. The browser tab does not reconnect at once (two tabs would take turns for ever); it does when it is shown
 * again.
 */
export const CHAT_CLOSE_TOO_MANY_SOCKETS = 4429;
