// Use case: a worker downloads everything the product holds about them as one zip, streamed as it is built
// (client-zip's makeZip runs in Node on web streams): profile.json and the same profile PDF recruiters get,
// every document as stored (fetched from storage only when the zip reaches it, one at a time),
// applications.json (offers and status history included) and messages.json (written chat by chat, page by page).
import { Readable } from 'node:stream';
import { makeZip } from 'client-zip';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_CATEGORY_LABELS, downloadFileName, safeFileName, uniqueName } from '@/domain/documents';
import { fullName, MESSAGES } from '@/domain/shared';
import type { SessionUser } from '../../plugins/auth';
import { users } from '../../db/schema';
import { loadProfileExport } from '../../data/profile-export';
import { documentToApi, listWorkerDocuments } from '../../data/documents';
import { profileRow } from '../../data/worker-profiles';
import { chatMessagesAfter, workerApplicationsExport, workerChatsExport } from './export-queries';
import { workerContractFiles } from '../../data/contract-status';
import { renderContractPdfBytes, renderProfilePdfBytes } from '../../decode/pool';
import { contractContentSchema } from '@/domain/onboarding';

const MESSAGE_PAGE = 500;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The zip's file name: the worker's name followed by _Data.zip. */
export const exportFileName = (name: string) => `${safeFileName(name)}_Data.zip`;

/** Content-Disposition of the download, with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The worker's data export: its file name and the zip as a Node stream. */
export async function exportWorkerData(app: FastifyInstance, user: SessionUser) {
  const db = app.db;
  const [account, pdfInput, docs, gw, applicationList, chatList, contractList] = await Promise.all([
    db
      .select()
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1)
      .then((rows) => rows.at(0)),
    loadProfileExport(db, user, user.id, 'profile.exportPdf'),
    listWorkerDocuments(db, user.id),
    profileRow(db, user.id),
    workerApplicationsExport(db, user.id),
    workerChatsExport(db, user.id),
    workerContractFiles(db, user.id),
  ]);
  const now = new Date();
  const taken = new Map<string, Set<string>>();
  const documents = docs.map((doc) => {
    const folder = safeFileName(DOCUMENT_CATEGORY_LABELS[documentToApi(doc).category]);
    if (!taken.has(folder)) taken.set(folder, new Set());
    const file = `documents/${folder}/${uniqueName(downloadFileName(doc.name, doc.contentType), taken.get(folder)!)}`;
    return { doc, file };
  });
  const missing: string[] = [];

  async function* messagesJson(): AsyncGenerator<string> {
    yield '[';
    let firstChat = true;
    for (const chat of chatList) {
      const head = {
        chat_id: chat.id,
        gw_job_id: chat.gwJobId,
        job_title: chat.jobTitle,
        organization: chat.organization,
        recruiter: fullName(chat.recruiterFirst, chat.recruiterLast),
        started_at: chat.createdAt.toISOString(),
      };
      yield `${firstChat ? '' : ','}\n${JSON.stringify(head).slice(0, -1)},"messages":[`;
      firstChat = false;
      let after = 0;
      let firstMessage = true;
      for (;;) {
        const page = await chatMessagesAfter(db, chat.id, after, MESSAGE_PAGE);
        for (const m of page) {
          const entry = {
            id: m.id,
            from: m.senderId === user.id ? 'you' : fullName(m.first, m.last),
            body: m.body,
            sent_at: m.createdAt.toISOString(),
          };
          yield `${firstMessage ? '' : ','}\n${JSON.stringify(entry)}`;
          firstMessage = false;
        }
        if (page.length < MESSAGE_PAGE) break;
        after = page[page.length - 1].id;
      }
      yield ']}';
    }
    yield '\n]\n';
  }

  async function* entries() {
    yield {
      name: 'profile.json',
      lastModified: now,
      input: json({
        exported_at: now.toISOString(),
        account: {
          id: user.id,
          email: account?.email ?? user.email,
          first_name: account?.firstName ?? user.firstName,
          last_name: account?.lastName ?? user.lastName,
          phone: account?.phone ?? null,
          email_verified: !!account?.emailVerifiedAt,
          created_at: account?.createdAt.toISOString() ?? null,
        },
        worker_id: gw?.gwWorkerId ?? null,
        profile: pdfInput.profile,
        documents: documents.map(({ doc, file }) => ({ ...documentToApi(doc), file })),
      }),
    };
    const pdf = await renderProfilePdfBytes(pdfInput);
    yield { name: `Profile_${safeFileName(pdfInput.name)}.pdf`, lastModified: now, input: pdf };
    for (const { doc, file } of documents) {
      let body: Readable;
      try {
        body = await app.storage.get(doc.fileKey);
      } catch (err) {
        app.log.warn({ err, documentId: doc.id }, 'export: document file unreadable');
        missing.push(file);
        continue;
      }
      yield { name: file, lastModified: doc.uploadedAt, input: body, size: doc.size };
    }
    // Each assignment contract: the sealed PDF once signed, else the draft (a void one says so in its name).
    const contractNames = new Set<string>();
    for (const c of contractList) {
      // A signed contract whose sealed PDF is still being prepared (issue 43) goes out as its draft, named so.
      const suffix = c.status !== 'signed' ? `_${c.status}` : c.sealed ? '' : '_draft';
      const base = `Contract_${safeFileName(c.gwJobId)}${suffix}.pdf`;
      const file = `contracts/${uniqueName(base, contractNames)}`;
      let input: Readable | Buffer;
      try {
        input = c.fileKey
          ? await app.storage.get(c.fileKey)
          : await renderContractPdfBytes(contractContentSchema.parse(c.content));
      } catch (err) {
        app.log.warn({ err, file }, 'export: contract file unreadable');
        missing.push(file);
        continue;
      }
      yield { name: file, lastModified: c.createdAt, input };
    }
    yield { name: 'applications.json', lastModified: now, input: json(applicationList) };
    yield { name: 'messages.json', lastModified: now, input: messagesJson() };
    if (missing.length)
      yield {
        name: 'missing-files.txt',
        lastModified: now,
        input: `${MESSAGES.account.exportMissingFile}\n\n${missing.join('\n')}\n`,
      };
  }

  return {
    fileName: exportFileName(pdfInput.name),
    stream: Readable.fromWeb(makeZip(entries()) as import('node:stream/web').ReadableStream<Uint8Array>),
  };
}
