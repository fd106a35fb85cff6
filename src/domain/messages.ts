// The message catalogue: every user-facing sentence. Spec strings (sections 2, 5, 8) are word for word;
// `errors` holds the product's own server error messages (the spec does not show them).

/** Every user-facing message, in one place, used by server and web alike. */
export const MESSAGES = {
  // Status changes (section 8)
  statusUpdated: 'Status updated successfully',
  statusFailed: 'Failed to update status',
  selectStatus: 'Please select a status.',
  // Declining an offer (section 5)
  declineReasonRequired: 'Please provide a reason for declining.',
  declinePlaceholder: 'Please tell us why you are declining this offer...',
  // Apply (sections 5 and 8)
  alreadyApplied: 'Already applied for this job.',
  requiredFieldsMismatch: 'This organization requires these fields to match before applying:',
  verificationBanner: (email: string) =>
    `We sent a verification link to ${email}. Your application will be sent on once you verify your email.`,
  verificationBannerGeneric:
    'We sent a verification link to your email. Your application will be sent on once you verify your email.',
  // Documents (section 8)
  noDocuments: 'No downloadable documents available.',
  downloadFailedFor: (name: string) => `Failed to download ${name}`,
  noFilesDownloaded: 'No files were successfully downloaded.',
  downloadedCount: (n: number) => `Successfully downloaded ${n} documents`,
  downloadFailed: 'Failed to download documents.',
  pdfFailed: 'Failed to generate Profile PDF',
  // Dialogs and clipboard (section 8)
  unknownDialog: 'Sorry, something went wrong. Please try again later.',
  copyFailed: 'Failed to copy to clipboard',
  copied: (label: string) => `${label} copied to clipboard`,
  // Recruiter assignment and withdrawal (section 8)
  assignFailed: 'Failed to assign recruiter',
  assignOk: 'Recruiter assigned successfully',
  withdrawFailed: 'Failed to withdraw application',
  withdrawOk: 'Application withdrawn successfully',
  // Camera (section 8)
  cameraUnsupported: 'Camera is not supported on this device.',
  cameraBlocked: 'Unable to access camera. Please check camera permissions.',
  // Profile bonus banner (section 2)
  bonusBannerTitle: "Looks like you don't want a complete bonus!",
  bonusBannerText: 'Make sure you complete the unfinished sections of your profile to get 100% of your bonus!',
  editProfile: 'Edit Profile',
  // Hints and labels (sections 2 and 9)
  nonTaxableHint: '$1,246 is typically the maximum',
  stipendAboveGsa: 'above the standard federal per-diem limit',
  selectRecruiterPlaceholder: 'Select Recruiter',
  noGuaranteedHours: 'No Guaranteed Hours',
  selectAllCompactStates: 'Select All Compact States',
  readMore: 'Read More',
  showLess: 'Show Less',
  askRecruiter: 'Ask Recruiter',
  askWorker: 'Ask Worker',
  chatNow: 'Chat Now',
  done: 'Done',
  jobInformation: 'Job Information',
  workerInformation: 'Worker Information',
  appliedCount: (n: number) => `+ ${n} Applied`,

  /** The product's own server-side error messages (codes and bodies are not in the spec). */
  errors: {
    unauthenticated: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do that.',
    notFound: 'We could not find what you were looking for.',
    badRequest: 'Some of the information sent is not valid.',
    validation: 'Please check the highlighted fields.',
    malformedJson: 'The request body is not valid JSON.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    tooLarge: 'The file is larger than 20 MB.',
    crossSite: 'This request came from another site and was refused.',
    internal: 'Something went wrong on our side. Please try again later.',
    emailTaken: 'An account with this email already exists.',
    invalidLogin: 'Invalid email or password.',
    emailNotVerified: 'Please verify your email before applying.',
    jobClosed: 'This job is no longer accepting applications.',
    staleUpdate: 'This application changed since you loaded it. Reload and try again.',
    sameStatus: 'The application is already in this status.',
    notOwnApplication: 'You can only change your own applications.',
    otherOrganization: 'This application belongs to another organization.',
    workerMoveNotAllowed: 'Workers can only accept or decline an offer, or withdraw an application.',
    acceptNeedsOffer: 'There is no pending offer to accept.',
    offerActionNotAllowed: 'This offer action is not available right now.',
    offerRequired: 'Use Make offer to move an application to Offered.',
    emptyOffer: 'An offer needs at least one term.',
    fileEmpty: 'The file is empty.',
    fileTypeNotAccepted: (accepted: string) => `This file type is not accepted. Accepted types: ${accepted}.`,
    fileContentMismatch: (ext: string) => `The file content does not match its .${ext} extension.`,
    unknownRequiredField: (key: string) => `Unknown comparison field: ${key}`,
    nabpDigits: 'The NABP e-Profile ID must contain digits only.',
    documentsViaUpload: 'Documents are added and replaced through upload.',
    rangeOrder: 'The minimum must not be greater than the maximum.',
    passwordTooShort: 'Password must be at least 8 characters.',
    invalidToken: 'This link is invalid or has expired.',
    accountDeactivated: 'This account has been deactivated. Contact your organization.',
    recruiterSignup: 'Recruiters join through an invitation from their organization.',
    recruiterNotInOrganization: 'This recruiter does not belong to the organization of the application.',
  },
} as const;
