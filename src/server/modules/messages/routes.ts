// Routes of the messages feature: ask-recruiter, chats, messages, read markers, unread count and the
// live WebSocket /api/ws (authenticated by the session cookie like every other call).
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_SEND_PER_MINUTE,
  chatClientFrame,
  chatListQuery,
  chatMessagesQuery,
  markChatReadInput,
  sendChatMessageInput,
  askRecruiterInput,
  askRecruiterAnswer,
  chatListPage,
  chatDetailSchema,
  messagePageSchema,
  sentMessageSchema,
  chatReadSchema,
  unreadMessagesSchema,
} from '@/domain/chat';
import { MESSAGES } from '@/domain/shared';
import { AppError } from '../../errors';
import { assertChatAccess, authorize, canPostInChat } from '../../policies';
import { askRecruiter } from './ask-recruiter';
import { applications, chatParticipants, chats, jobs, messages, users } from '../../db/schema';
import { hashSessionToken, SESSION_COOKIE } from '../../plugins/auth';
import { createRateBudget } from '../../security/rate-budget';
import { cookieValue, gateUpgrades, refuseUpgrade } from '../../security/upgrade-gate';
import { ChatSockets, send, UPGRADES_PER_SESSION, type LiveSocket } from './chat-sockets';
import { markChatRead } from './mark-read';
import { notifyUnread } from './notify-unread';
import { CHAT_NOTIFY_JOB, publishMessage, sendMessage } from './send-message';
import { findChat, listChats, loadChatDetail, loadMessagePage, participantChatIds, unreadTotal } from './queries';

const chatIdParams = z.object({ id: z.string().max(64) });

const HEARTBEAT_MS = 30_000;

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each session has a budget of upgrades (UPGRADES_PER_SESSION), taken before Fastify sees the upgrade: past it the
  // upgrade is answered 429 and closed at once, with no hook, no session lookup (issue 34: 20,000 upgrades from one
  // session). Keyed by the session's stored id; an upgrade without a session cookie goes on to the usual 401.
  const upgrades = createRateBudget({
    ...UPGRADES_PER_SESSION,
    full: () => new AppError('RATE_LIMITED', MESSAGES.errors.rateLimited, undefined, 2),
  });
  const refusal = JSON.stringify({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
  await gateUpgrades(
    app.server,
    () => app.register(websocket, { options: { maxPayload: 64 * 1024 } }),
    (req, socket) => {
      const token = cookieValue(req.headers.cookie, SESSION_COOKIE);
      if (!token || token.length > 200 || !req.url?.startsWith('/api/ws')) return true;
      try {
        upgrades.take(hashSessionToken(app.config.sessionSecret, token));
        return true;
      } catch {
        refuseUpgrade(socket, refusal, 2);
        return false;
      }
    },
  );
  const sockets = new ChatSockets(app);
  app.addHook('onClose', async () => sockets.close());
  app.outbox.register(CHAT_NOTIFY_JOB, (payload) =>
    notifyUnread(app, payload as { chatId: string; userId: string; messageId: number }),
  );

  app.post(
    '/api/ask-recruiter',
    {
      schema: {
        summary: 'Open a chat with the recruiter of a job, created with its first message',
        tags: ['messages'],
        body: askRecruiterInput,
        response: { 200: askRecruiterAnswer },
      },
      // Sending a first message counts like any other message.
      config: {
        rateLimit: {
          max: CHAT_SEND_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `chat-ask:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request) => {
      const user = authorize(request, 'chat.use');
      const { chatId, created, otherId, message } = await askRecruiter(app, user, request.body);
      // The new chat first (sockets follow it), then its first message.
      if (created && chatId)
        for (const id of [user.id, otherId]) await app.hub.publish(`user:${id}`, { type: 'chat', chatId });
      if (message) await publishMessage(app, message);
      return { chatId, message };
    },
  );

  app.get(
    '/api/chats',
    {
      schema: {
        summary: 'List chats',
        tags: ['messages'],
        querystring: chatListQuery,
        response: { 200: chatListPage },
      },
      // The chat with its participants, last message, job and application status (response-cache.ts).
      config: { cache: { reads: [chats, chatParticipants, messages, jobs, applications, users] } },
    },
    async (request) => {
      const user = authorize(request, 'chat.use');
      return listChats(app.db, user.id, request.query);
    },
  );

  app.get(
    '/api/chats/:id',
    { schema: { summary: 'One chat', tags: ['messages'], params: chatIdParams, response: { 200: chatDetailSchema } } },
    async (request) => {
      const user = authorize(request, 'chat.use');
      const chat = assertChatAccess(user, await findChat(app.db, request.params.id));
      return loadChatDetail(app.db, chat, user.id);
    },
  );

  app.get(
    '/api/chats/:id/messages',
    {
      schema: {
        summary: "A chat's messages",
        tags: ['messages'],
        params: chatIdParams,
        querystring: chatMessagesQuery,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => {
      const user = authorize(request, 'chat.use');
      const chat = assertChatAccess(user, await findChat(app.db, request.params.id));
      return loadMessagePage(app.db, chat.id, request.query);
    },
  );

  app.post(
    '/api/chats/:id/messages',
    {
      schema: {
        summary: 'Send a message',
        tags: ['messages'],
        params: chatIdParams,
        body: sendChatMessageInput,
        response: { 201: sentMessageSchema },
      },
      config: {
        rateLimit: {
          max: CHAT_SEND_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `chat-send:${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = authorize(request, 'chat.use');
      const chat = assertChatAccess(user, await findChat(app.db, request.params.id));
      const message = await sendMessage(app, user, chat, request.body.body);
      return reply.code(201).send({ message });
    },
  );

  app.post(
    '/api/chats/:id/read',
    {
      schema: {
        summary: 'Mark a chat read',
        tags: ['messages'],
        params: chatIdParams,
        body: markChatReadInput,
        response: { 200: chatReadSchema },
      },
    },
    async (request) => {
      const user = authorize(request, 'chat.use');
      const chat = assertChatAccess(user, await findChat(app.db, request.params.id));
      if (!canPostInChat(user, chat)) return { lastReadMessageId: 0 };
      return { lastReadMessageId: await markChatRead(app, user, chat.id, request.body.lastReadMessageId) };
    },
  );

  app.get(
    '/api/messages/unread',
    {
      schema: {
        summary: 'Number of unread messages',
        tags: ['messages'],
        response: { 200: unreadMessagesSchema },
      },
    },
    async (request) => {
      const user = authorize(request, 'chat.use');
      return { unread: await unreadTotal(app.db, user.id) };
    },
  );

  app.get(
    '/api/ws',
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade: a signed-in user, and (against cross-site WebSocket hijacking) our own origin.
      preValidation: async (request) => {
        authorize(request, 'chat.use');
        const origin = request.headers.origin;
        if (origin) {
          let host = '';
          try {
            host = new URL(origin).host;
          } catch {
            /* refused below */
          }
          if (host !== request.headers.host) throw new AppError('FORBIDDEN', MESSAGES.errors.crossSite);
        }
      },
    },
    (raw, request) => {
      const socket = raw as unknown as LiveSocket;
      const { id: userId, role, sessionId } = request.user!;
      // Registered at once, so a revocation announced from now on closes it; the session is then read again (one
      // announced while the upgrade was under way is already written) before the chats are followed.
      const conn = sockets.add(socket, { userId, role, sessionId });
      // Messages arriving before the subscription is ready are answered after it (order kept).
      const pending: string[] = [];
      let ready = false;
      let closed = false;
      let alive = true;
      const handle = async (text: string) => {
        let frame;
        try {
          frame = chatClientFrame.parse(JSON.parse(text));
        } catch {
          return;
        }
        if (frame.type === 'ping') send(socket, { type: 'pong' });
        else if (frame.type === 'sync') await sockets.catchUp(conn, frame.chats);
      };
      socket.on('message', (data) => {
        const text = String(data);
        if (text.length > 64 * 1024) return;
        if (!ready) pending.push(text);
        else void handle(text).catch((err) => request.log.warn({ err }, 'chat socket message failed'));
      });
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      socket.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        sockets.remove(conn);
      });
      const start = async (chatIds: Iterable<string>) => {
        for (const id of chatIds) sockets.join(conn, id);
        ready = true;
        send(socket, { type: 'ready' });
        for (const text of pending.splice(0)) await handle(text);
      };
      // Another tab of this session already checked it and follows the user's chats: no database work (a flood of
      // upgrades from one session past its cap then costs a handshake and an eviction each).
      const sibling = sockets.validatedSibling(conn);
      if (sibling) {
        conn.validated = true;
        void start([...sibling.chats]).catch((err) => request.log.warn({ err }, 'chat socket setup failed'));
        return;
      }
      void Promise.all([sockets.revalidate([conn]), participantChatIds(app.db, userId)])
        .then(async ([signedIn, chatIds]) => {
          if (closed || !signedIn) return;
          await start(chatIds);
        })
        .catch((err) => {
          request.log.warn({ err }, 'chat socket setup failed');
          socket.terminate();
        });
    },
  );
};

export default messagesRoutes;
