import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import { formRefusals } from '../shared/form-refusal';
import { MAX_UPLOAD_BYTES } from './documents';
import { ACCEPTED_EXTENSIONS } from './file-type';
import { documentUploadInput, uploadFileRefusal } from './upload-file';

const notAccepted = MESSAGES.errors.fileTypeNotAccepted(ACCEPTED_EXTENSIONS.join(', '));

describe('an upload form’s file, as the upload route refuses it before reading its content', () => {
  it.each([
    ['card.png', 10, null],
    ['CARD.PDF', MAX_UPLOAD_BYTES, null],
    ['setup.exe', 10, notAccepted],
    ['.png', 10, notAccepted],
    ['noextension', 10, notAccepted],
    ['setup.exe', 0, notAccepted],
    ['card.png', 0, MESSAGES.errors.fileEmpty],
    ['card.png', MAX_UPLOAD_BYTES + 1, MESSAGES.errors.tooLarge],
  ])('%s of %i bytes: %s', (name, size, expected) => {
    expect(uploadFileRefusal({ name, size })).toBe(expected);
  });

  it('checks the fields first, then the file, each on its own path', () => {
    const file = { name: 'setup.exe', size: 10 };
    expect(formRefusals(documentUploadInput, { category: 'resume', expiresOn: '2030-02-30', file })).toEqual({
      expiresOn: expect.any(String),
      file: notAccepted,
    });
    expect(Object.keys(formRefusals(documentUploadInput, { category: 'resume', file: null }))).toEqual(['file']);
    expect(formRefusals(documentUploadInput, { category: 'resume', file: { name: 'cv.pdf', size: 5 } })).toEqual({});
  });
});
