import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('spec messages, word for word (sections 2, 5, 8)', () => {
  it.each([
    [MESSAGES.statusUpdated, 'Status updated successfully'],
    [MESSAGES.statusFailed, 'Failed to update status'],
    [MESSAGES.selectStatus, 'Please select a status.'],
    [MESSAGES.declineReasonRequired, 'Please provide a reason for declining.'],
    [MESSAGES.declinePlaceholder, 'Please tell us why you are declining this offer...'],
    [MESSAGES.alreadyApplied, 'Already applied for this job.'],
    [MESSAGES.requiredFieldsMismatch, 'This organization requires these fields to match before applying:'],
    [MESSAGES.noDocuments, 'No downloadable documents available.'],
    [MESSAGES.downloadFailedFor('Resume.pdf'), 'Failed to download Resume.pdf'],
    [MESSAGES.noFilesDownloaded, 'No files were successfully downloaded.'],
    [MESSAGES.downloadedCount(3), 'Successfully downloaded 3 documents'],
    [MESSAGES.downloadFailed, 'Failed to download documents.'],
    [MESSAGES.pdfFailed, 'Failed to generate Profile PDF'],
    [MESSAGES.unknownDialog, 'Sorry, something went wrong. Please try again later.'],
    [MESSAGES.copyFailed, 'Failed to copy to clipboard'],
    [MESSAGES.copied('Email'), 'Email copied to clipboard'],
    [MESSAGES.copied('Phone'), 'Phone copied to clipboard'],
    [MESSAGES.assignFailed, 'Failed to assign recruiter'],
    [MESSAGES.assignOk, 'Recruiter assigned successfully'],
    [MESSAGES.withdrawFailed, 'Failed to withdraw application'],
    [MESSAGES.withdrawOk, 'Application withdrawn successfully'],
    [MESSAGES.cameraUnsupported, 'Camera is not supported on this device.'],
    [MESSAGES.cameraBlocked, 'Unable to access camera. Please check camera permissions.'],
    [MESSAGES.bonusBannerTitle, "Looks like you don't want a complete bonus!"],
    [
      MESSAGES.bonusBannerText,
      'Make sure you complete the unfinished sections of your profile to get 100% of your bonus!',
    ],
    [MESSAGES.editProfile, 'Edit Profile'],
    [MESSAGES.nonTaxableHint, '$1,246 is typically the maximum'],
    [MESSAGES.selectRecruiterPlaceholder, 'Select Recruiter'],
    [MESSAGES.noGuaranteedHours, 'No Guaranteed Hours'],
    [MESSAGES.selectAllCompactStates, 'Select All Compact States'],
    [MESSAGES.readMore, 'Read More'],
    [MESSAGES.showLess, 'Show Less'],
    [MESSAGES.askRecruiter, 'Ask Recruiter'],
    [MESSAGES.askWorker, 'Ask Worker'],
    [MESSAGES.chatNow, 'Chat Now'],
    [MESSAGES.done, 'Done'],
    [MESSAGES.jobInformation, 'Job Information'],
    [MESSAGES.workerInformation, 'Worker Information'],
    [MESSAGES.appliedCount(4), '+ 4 Applied'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the verification banner says a link was sent and the application goes on after verification', () => {
    expect(MESSAGES.verificationBanner('ann@example.com')).toMatch(
      /verification link to ann@example\.com.*after|once you verify/,
    );
  });

  it('issue 12 flag text is exact', () => {
    expect(MESSAGES.stipendAboveGsa).toBe('above the standard federal per-diem limit');
  });
});

describe('product server messages', () => {
  it.each([
    [MESSAGES.errors.emailTaken, 'An account with this email already exists.'],
    [MESSAGES.errors.invalidLogin, 'Invalid email or password.'],
    [MESSAGES.errors.staleUpdate, 'This application changed since you loaded it. Reload and try again.'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it('every server message is a full sentence', () => {
    for (const [key, v] of Object.entries(MESSAGES.errors)) {
      const text = typeof v === 'function' ? (v as (x: string) => string)('x') : v;
      expect(text, key).toMatch(/^[A-Z].*[.]$/);
    }
  });
});
