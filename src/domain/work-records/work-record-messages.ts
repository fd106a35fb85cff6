// User-facing words of the verifiable work record (issue 45). Part of the one catalogue: MESSAGES.workRecords in
// src/domain/shared/messages.ts.

/** Messages of the work record, its verification page and the profile's "Verified assignments". */
export const WORK_RECORD_MESSAGES = {
  title: 'Work record',
  pdfTitle: 'Assignment work record',
  download: 'Download work record',
  /** "412.50 h". */
  hoursValue: (hours: string) => `${hours} h`,
  downloading: 'Preparing your work record',
  includeReview: 'Include my review and my reply',
  includeReviewHint:
    'The organization’s review of your work and your reply are added to the record only if you tick this.',
  notDone: 'A work record can be downloaded once the assignment is Done.',
  notTheWorker: 'Only the worker of this assignment can download its work record.',
  noReview: 'This assignment has no review of your work to include.',
  /** The record's facts, as the PDF, the verification page and the profile label them. */
  facts: {
    worker: 'Worker',
    organization: 'Organization',
    facility: 'Facility',
    profession: 'Profession',
    specialty: 'Specialty',
    job: 'Job',
    dates: 'Dates',
    approvedHours: 'Approved hours in total',
    issuedAt: 'Issued',
    recordId: 'Record number',
    sha256: 'SHA-256 of the genuine file',
  },
  review: {
    heading: 'Review of the worker by the organization',
    comments: 'Comments',
    rehire: 'Eligible for rehire',
    yes: 'Yes',
    no: 'No',
    doNotReturn: 'Do not return',
    reply: 'Reply by the worker',
    noReply: 'No reply',
  },
  pdf: {
    verifyHeading: 'Verify this record',
    verifyText:
      'Scan the code or open the link to see the record as CareLink issued it. The file is sealed with the CareLink platform certificate; any change to it breaks the seal and its SHA-256.',
    sealReason: 'CareLink work record: issued and sealed by the platform',
    footer: (id: string) => `CareLink work record ${id}`,
  },
  verify: {
    pageTitle: 'Verify a work record',
    description: 'Check that a CareLink work record is genuine and unchanged.',
    genuine: 'Genuine: this record was issued by CareLink and is unchanged.',
    notGenuine: 'Not genuine: this file is not a record CareLink issued, or it was changed after it was issued.',
    notFound: 'No work record has this number.',
    states: 'What the record states',
    sameAsAbove: 'It is the record shown above.',
    hashHint: 'A copy is the genuine record only if its SHA-256 is exactly this value.',
    checkHeading: 'Check a PDF',
    checkHint: 'Upload the PDF you received; it is compared byte for byte with the record CareLink issued.',
    file: 'Work record PDF',
    check: 'Check file',
    checking: 'Checking the file',
    fileRequired: 'Choose the PDF to check.',
    notPdf: 'This file is not a readable PDF.',
    loading: 'Loading the record',
  },
  profile: {
    heading: 'Verified assignments',
    hint: 'Sealed records of your finished assignments. Attach one to a new application in place of a reference.',
    none: 'No work records yet. Download one from a Done assignment.',
    open: 'Verification page',
    attach: 'Attach to an application',
    attachTo: 'Application',
    attachPick: 'Choose an application',
    attachSave: 'Attach',
    attached: 'Work record attached',
    attachedTo: (n: number) => (n === 1 ? 'Attached to 1 application' : `Attached to ${n} applications`),
    notYours: 'This work record is not yours.',
    cannotAttach: 'A work record can be attached to an application before the placement is cleared.',
    alreadyAttached: 'This work record is already attached to that application.',
  },
  history: {
    /** The application's History line when she attaches a record. */
    attached: (recordId: string) => `Verified assignment attached in place of a reference (work record ${recordId})`,
  },
  application: {
    heading: 'Verified assignments',
    countsAsReference: 'Each verified assignment counts as an answered reference.',
    none: 'No verified assignments attached.',
  },
} as const;
