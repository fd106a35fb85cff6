// The forms of the catalogue that send a file (issue 43: a File field with the domain's file rules, through the one
// form hook): the profile's document upload (document-upload.tsx), the checklist's upload of a licence or a card
// (upload-details-modal.tsx) and the verification page's PDF check (verify-page.tsx). Each sends multipart, as the
// browser does; the form's check is its hook's (domainFormErrors over its spec), the server's answer the route's.
import fc from 'fast-check';
import { ACCEPTED_EXTENSIONS, documentUploadInput, type ChosenFile, type DocumentCategory } from '@/domain/documents';
import { MESSAGES } from '@/domain/shared';
import { ONBOARDING_MESSAGES } from '@/domain/onboarding';
import { WORK_RECORD_MESSAGES, verifyWorkRecordInput } from '@/domain/work-records';
import { domainFormErrors } from '../../web/lib/domain-form-check';
import { uploadFormCheck, uploadFormFields, type UploadValues } from '../../web/features/profile/lib/upload-form';
import { uploadDetailsCheck, type UploadDetailsValues } from '../../web/features/onboarding/lib/upload-details';
import { buildWorker, type TestUser } from '../../server/test/factories';
import { injectAs } from '../../server/test/inject-as';
import { multipart } from '../../server/modules/documents/test-multipart';
import { PNG_BYTES, makePdf } from '../../server/db/seed-files';
import {
  expectAgree,
  formCase,
  note,
  remoteAddress,
  type FormCase,
  type FormVerdict,
  type ParityWorld,
} from '../parity';

/** A file as a person could choose it: an image, a type not accepted, an empty one. */
const FILES = {
  png: { name: 'card.png', content: PNG_BYTES, type: 'image/png' },
  exe: { name: 'setup.exe', content: PNG_BYTES, type: 'application/octet-stream' },
  empty: { name: 'card.png', content: Buffer.alloc(0), type: 'image/png' },
} as const;
type FileKind = keyof typeof FILES;
const chosen = (kind: FileKind): ChosenFile => ({ name: FILES[kind].name, size: FILES[kind].content.length });

/**
 * The upload route's answer to the form's refusals: its first refused field, the field named before the message for
 * a multipart field (documentUploadRefusal), the message alone for the file.
 */
function uploadRouteVerdict(fields: Record<string, string>): FormVerdict {
  const [first] = Object.entries(fields);
  if (!first) return { message: null, fields: {} };
  const [path, message] = first;
  return { message: path === 'file' ? message : `${path}: ${message}`, fields: { [path]: message } };
}

/** Sends `fields` (as the form sends them) and `file` to the upload route as `worker`. */
function upload(w: ParityWorld, worker: TestUser, fields: Record<string, string>, file: FileKind) {
  const { payload, headers } = multipart(fields, FILES[file]);
  return injectAs(w.t.app, worker).post('/api/documents/upload', payload, { headers });
}

export const FILE_FORMS: FormCase[] = [
  formCase({
    form: 'the profile document upload (document-upload.tsx: the hook over documentUploadInput)',
    route: 'POST /api/documents/upload',
    schema: documentUploadInput,
    setup: async ({ t }: ParityWorld) => ({ w: await buildWorker(t.app) }),
    inputs: [
      fc.constantFrom<DocumentCategory>('professional_licenses', 'certificates', 'resume'),
      fc.constantFrom('', '2030-01-31', '2030-02-30', '31/01/2030'),
      fc.constantFrom('', 'RN-445566', 'x'.repeat(65), 'Two\nlines'),
      fc.constantFrom<string | null>(null, 'BLS', 'x'.repeat(201)),
      fc.constantFrom('', '', 'not-a-document'),
      fc.constantFrom<FileKind>('png', 'png', 'exe', 'empty'),
    ],
    check: async (ctx, category, expiresOn, number, name, documentId, file) => {
      const values: UploadValues<ChosenFile> = { name, documentId, expiresOn, number, file: chosen(file) };
      const form = domainFormErrors(documentUploadInput, values, uploadFormCheck(category));
      const sent = uploadFormFields(category, values);
      const res = await upload(ctx, ctx.w, { ...sent }, file);
      expectAgree(uploadRouteVerdict(form), res, { ...sent, file });
    },
    runs: 25,
    examples: [
      ['professional_licenses', '2030-01-31', 'RN-445566', null, '', 'png'],
      ['certificates', '2030-02-30', '', 'BLS', '', 'png'],
      ['resume', '', '', null, '', 'exe'],
      ['resume', '', '', null, '', 'empty'],
    ],
    mustSee: [MESSAGES.errors.fileEmpty, MESSAGES.errors.fileTypeNotAccepted(ACCEPTED_EXTENSIONS.join(', '))],
  }),

  formCase({
    form: "the checklist's upload of a licence (upload-details-modal.tsx: the hook over documentUploadInput)",
    route: 'POST /api/documents/upload',
    schema: documentUploadInput,
    setup: async ({ t }: ParityWorld) => ({ w: await buildWorker(t.app) }),
    inputs: [
      fc.constantFrom('RN-445566', 'RN-445566', '', '   ', 'x'.repeat(65)),
      fc.constantFrom('2030-01-31', '2030-01-31', '', '2030-02-30'),
      fc.constantFrom<FileKind>('png', 'png', 'exe', 'empty'),
    ],
    check: async (ctx, number, expiresOn, file) => {
      const values: UploadDetailsValues<ChosenFile> = { number, expiresOn, file: chosen(file) };
      const check = uploadDetailsCheck<ChosenFile>('professional_licenses', { number: true, expiry: true });
      const refused = domainFormErrors(documentUploadInput, values, check);
      const byRoute = domainFormErrors(documentUploadInput, values, { toInput: check.toInput });
      // What the item asks (a number, an expiry) is the checklist's rule: the form refuses before sending anything.
      if (Object.keys(byRoute).length === 0 && Object.keys(refused).length > 0)
        return void note(Object.values(refused)[0]!);
      const sent = check.toInput!(values) as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(sent).filter(([k]) => k !== 'file')) as Record<string, string>;
      const res = await upload(ctx, ctx.w, fields, file);
      expectAgree(uploadRouteVerdict(byRoute), res, { ...fields, file });
    },
    runs: 20,
    examples: [
      ['RN-445566', '2030-01-31', 'png'],
      ['', '2030-01-31', 'png'],
      ['RN-445566', '', 'png'],
      ['RN-445566', '2030-02-30', 'png'],
      ['RN-445566', '2030-01-31', 'exe'],
    ],
    mustSee: [ONBOARDING_MESSAGES.numberRequired, ONBOARDING_MESSAGES.expiryRequired],
  }),

  formCase({
    form: 'the verification page’s PDF check (verify-page.tsx: the hook over verifyWorkRecordInput)',
    route: 'POST /api/work-records/verify',
    schema: verifyWorkRecordInput,
    setup: async () => ({ pdf: await makePdf('Not a CareLink record') }),
    inputs: [fc.constantFrom<'pdf' | 'none'>('pdf', 'pdf', 'none')],
    check: async ({ t, pdf }, file) => {
      const values = { file: file === 'pdf' ? { name: 'record.pdf', size: pdf.length } : null };
      const form = domainFormErrors(verifyWorkRecordInput, values);
      const { payload, headers } = multipart(
        {},
        file === 'pdf' ? { name: 'record.pdf', content: pdf, type: 'application/pdf' } : undefined,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/work-records/verify',
        payload,
        headers,
        remoteAddress: remoteAddress(),
      });
      expectAgree({ message: Object.values(form)[0] ?? null, fields: form }, res, { file });
    },
    runs: 6,
    examples: [['pdf'], ['none']],
    mustSee: [WORK_RECORD_MESSAGES.verify.fileRequired],
  }),
];
