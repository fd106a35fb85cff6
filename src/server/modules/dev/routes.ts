// Development outbox: the emails the product sent, readable without an SMTP server (never in production).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { desc } from 'drizzle-orm';
import { sentEmails } from '../../db/schema';

const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.nodeEnv === 'production') return;
  const email = z.object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    createdAt: z.date(),
  });
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(email) },
      },
    },
    async (request) => {
      // Mail and what queues it; webhook deliveries (up to 5 s each) stay with the outbox's own runners.
      await app.outbox.drain(undefined, ['mail', 'other']);
      return app.db.select().from(sentEmails).orderBy(desc(sentEmails.id)).limit(request.query.limit);
    },
  );
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    await app.outbox.drain(undefined, ['mail', 'other']);
    const rows = await app.db.select().from(sentEmails).orderBy(desc(sentEmails.id)).limit(50);
    const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    const body = rows
      .map(
        (r) =>
          `<article><h2>${esc(r.subject)}</h2><p>To: ${esc(r.to)} · ${r.createdAt.toISOString()}</p><pre>${linkify(r.text)}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><meta charset="utf-8"><title>Development outbox</title><h1>Development outbox</h1>${body || '<p>No email yet.</p>'}`,
      );
  });
};

export default devRoutes;
