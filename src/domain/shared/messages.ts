// The message catalogue: every user-facing sentence. Spec strings (sections 2, 5, 8) are word for word;
// `errors` holds the product's own server error messages (the spec does not show them).
// The placement's words (issue 31) live in src/domain/onboarding/*-messages.ts and are part of this catalogue.
import { CONTRACT_MESSAGES } from '../onboarding/contract-messages';
import { CONTRACT_CLAUSE_MESSAGES } from '../onboarding/contract-clause-messages';
import { ONBOARDING_MESSAGES } from '../onboarding/onboarding-messages';
import { REFERENCE_MESSAGES } from '../onboarding/references-messages';
import { PROGRESS_MESSAGES } from '../onboarding/progress-messages';
import { HOURS_MESSAGES } from '../hours/hours-messages';
import { PAY_MESSAGES } from '../pay/pay-messages';
import { WORK_RECORD_MESSAGES } from '../work-records/work-record-messages';
import { EXTENSION_MESSAGES } from '../offers/extension-messages';
import { ASSIGNMENT_END_MESSAGES } from '../assignment-end/messages';
import { REVIEW_MESSAGES } from '../reviews/reviews-messages';
import type { Role } from './roles';
import { oneLine } from './one-line';
import { emailSubject } from './email-subject';
import { formatDate } from './display';

/** Every user-facing message, in one place, used by server and web alike. */
export const MESSAGES = {
  /** A moment written in UTC, saying so: what a page the server drew shows until the reader's own zone is known. */
  atUtc: (when: string) => `${when} UTC`,
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
  /** The verification banner's title (section 5), and its title once Apply was pressed and the application held. */
  verifyEmailTitle: 'Verify your email to apply',
  applicationHeld: 'Your application is held. It will be sent on once you verify your email.',
  verificationResent: 'We sent a new verification link.',
  resendVerification: 'Resend verification link',
  /** The job page after the worker withdrew their application. */
  withdrawnCanApplyAgain: 'You withdrew your application to this job. You can apply again.',
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
  // Bulk actions and the pipeline board (issue 22; beyond the spec)
  bulkMoved: (n: number) => `${n} application${n === 1 ? '' : 's'} moved.`,
  bulkAssigned: (n: number) => `Recruiter assigned to ${n} application${n === 1 ? '' : 's'}.`,
  bulkRefused: (n: number) => `${n} application${n === 1 ? ' was' : 's were'} not changed:`,
  bulkSelected: (n: number) => `${n} selected`,
  /** Assign recruiter over rows of several organizations (an admin's list): one organization's recruiters at a time. */
  bulkAssignSpansOrganizations: (n: number) =>
    `The selected applications belong to ${n} organizations. Select applications of one organization to assign one of its recruiters.`,
  bulkAssignNoRecruiters: 'This organization has no active recruiters to assign.',
  /** A change of offer terms that leaves the status as it was (Update / Change Offer). */
  offerSent: (version: number) => `Offer sent (version ${version}).`,
  /** When something happened, relative to now: "just now", "5 minutes ago" (timeAgo). */
  agoJustNow: 'just now',
  ago: (duration: string) => `${duration} ago`,
  lastChange: (when: string) => `Last change ${when}`,
  /** Beside the status "Rejected" when the worker declined the offer (applicationOfferNote). */
  offerDeclinedNote: 'Offer declined',
  /** The auto-offer question on the job page (spec: auto-offer consent): what a Yes means. */
  autoOfferConsentHint:
    'If you answer Yes, an offer the recruiter makes on this application is accepted for you automatically.',
  boardDragInstructions:
    'To pick up a card, press Space or Enter on its move handle. Use the Left and Right arrow keys to move it to another column. Press Space or Enter again to drop it, or Escape to cancel.',
  boardPickedUp: (card: string, column: string) => `Picked up ${card} from ${column}.`,
  boardOver: (card: string, column: string) => `${card} is over ${column}.`,
  boardNotOver: (card: string) => `${card} is not over a column.`,
  boardDropped: (card: string, column: string) => `${card} dropped on ${column}.`,
  boardCancelled: (card: string) => `Moving ${card} was cancelled. It stays where it was.`,
  boardMoveRefused: (card: string, reason: string) => `${card} was not moved: ${reason}`,
  boardMoved: (card: string, column: string) => `${card} moved to ${column}.`,
  statusUpdating: 'Updating status…',
  boardStale: 'This card changed since the board was loaded. It has been refreshed.',
  /** The board page's own words (its title, filters and loading states). */
  board: {
    title: 'Pipeline board',
    allStatuses: 'All statuses',
    columns: 'Pipeline columns',
    search: 'Search',
    searchPlaceholder: 'Worker, job, specialty or job id',
    job: 'Job',
    allJobs: 'All jobs',
    noJobs: 'No jobs',
    loadingJobs: 'Loading…',
    recruiter: 'Recruiter',
    allRecruiters: 'All recruiters',
    recruiterOnCard: (name: string | null) => `Recruiter: ${name ?? 'Unassigned'}`,
    loadingBoard: 'Loading board',
    loadingOffer: 'Loading offer',
    dismiss: 'Dismiss',
    /** The make-offer dialog's title for a card dropped on Offered. */
    makeOfferTitle: (worker: string) => `Make offer: ${worker}`,
  },
  // Job search with no exact match (issue 32): the nearest results and what was relaxed.
  searchRelaxed: (q: string, what: string, where: string, relaxed: string[]) =>
    `No jobs for '${q}'. Showing ${what ? `${what} ` : ''}jobs${where ? ` in ${where}` : ''}${relaxed.length ? `, ${relaxed.join(', ')}` : ''}`,
  searchRelaxedWithout: (word: string) => `without '${word}'`,
  /** Nothing matched any of the words: the nearest jobs are shown (the worker's own profession first). */
  searchRelaxedAll: (q: string) => `No jobs for '${q}'. Showing the nearest open jobs instead`,
  searchRelaxedAny: {
    shift: 'any shift',
    terms: 'any terms',
    profession: 'any profession',
    specialty: 'any specialty',
    location: 'any location',
  },
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
  cancel: 'Cancel',
  jobInformation: 'Job Information',
  workerInformation: 'Worker Information',
  /** A comparison row the worker left empty, as the recruiter reads it (not the worker's own prompt). */
  workerNotGiven: 'Not given by the worker',
  /** A compared row's badge, by its state (comparison.ts compareRow); one wording on every side. A row the job states
   * nothing on (or asks nothing on: a document not required) is not counted in the score. */
  rowState: { match: 'Match', mismatch: 'Mismatch', missing: 'Missing', not_stated: 'Not counted' },
  /** A section header's count: matched of the rows the job states (scoreRows). */
  sectionMatchCount: (matched: number, total: number) => `${matched}/${total} match`,
  /** The match percent with what it counts (scoreRows). */
  matchPercentOf: (percent: number, matched: number, total: number) =>
    `${percent}% (${matched} of ${total} rows the job states)`,
  /** The card of a job of another profession than the worker's (matchScore's otherProfession). */
  otherProfession: 'Other profession',
  /** A worker's contract termination value is a deal-breaker, not a wish: the comparison says so. */
  dealBreaker: (policy: string) => `Deal-breaker: ${policy}`,
  appliedCount: (n: number) => `+ ${n} Applied`,
  /** A worker's counter offer awaits the recruiter (list row badge, counts). */
  counterWaiting: 'Counter waiting',
  countersWaiting: (n: number) => `${n} counter waiting`,

  /** What an application's terms are (domain agreedTerms()): the accepted version's, the live offer's or the job's. */
  terms: {
    agreed: (version: number) => `Agreed terms (accepted version ${version})`,
    offered: (version: number) => `Current offer (version ${version}, not yet accepted)`,
    posted: 'Posted terms (no offer yet)',
    /** The worker's pay breakdown once the terms are agreed (issue 42): whose figures they are. */
    payBreakdownOf: (label: string) => `Pay breakdown: ${label}`,
    /** The short label beside a figure on a list row or card. */
    agreedShort: 'agreed',
    offeredShort: 'offered',
    postedShort: 'posted',
    /** The mark on the accepted version in the Offers list. */
    acceptedVersion: 'Accepted',
    weekly: (amount: string) => `${amount} weekly`,
  },

  /** The public job board and its pages as signed-out visitors and search engines see them (product's own words). */
  publicJobs: {
    signUpToCompare: 'Sign up to see how this job matches your profile',
    signUpToCompareText:
      'Create a free account to compare this job with your profile, apply and chat with the recruiter.',
    signUp: 'Sign up',
    logIn: 'Log in',
    recruitingTeam: 'Recruiting team',
    boardTitle: 'Healthcare jobs – travel nursing, pharmacy and allied | CareLink',
    boardDescription:
      'Browse open travel nurse, pharmacist and healthcare jobs with honest weekly pay, shifts and locations. Sign up to apply.',
    jobTitle: (title: string, city: string, state: string) =>
      `${title} in ${[city, state].filter(Boolean).join(', ')} | CareLink`,
    jobDescription: (p: { title: string; employer: string; place: string; weekly: string | null; terms: string }) =>
      `${p.terms}: ${p.title} with ${p.employer} in ${p.place}${p.weekly ? `, ${p.weekly} a week` : ''}. Apply on CareLink.`,
    /** A posting whose start date has passed (or is not given): it starts when agreed. */
    startFlexible: 'Start: flexible',
    startOn: (date: string) => `Start: ${date}`,
    backToJobs: 'Back to jobs',
  },

  /** Account self-service: password reset, email change, export, deletion (product's own words). */
  account: {
    forgotPassword: 'Forgot password?',
    resetRequested:
      'If an account exists for this email, we sent a link to reset its password. The link works for 30 minutes.',
    resetSubject: 'Reset your CareLink password',
    resetText: (link: string) =>
      `Someone asked to reset the password of your CareLink account. If it was you, choose a new password here:\n\n${link}\n\nThe link works once, for 30 minutes. If it was not you, ignore this email; your password stays the same.`,
    passwordReset: 'Your password has been changed. You are now signed in.',
    /** An emailed link opened after it was used or after it expired (issue 32), and the way to a new one. */
    linkUsed: 'This link has already been used. Each link works once.',
    linkExpired: 'This link has expired.',
    askNewResetLink: 'Send me a new reset link',
    askNewEmailLink: 'Change my email again',
    askNewVerifyLink: 'Send me a new verification link',
    emailChangeSubject: 'Confirm your new CareLink email address',
    emailChangeText: (link: string) =>
      `Confirm this address for your CareLink account:\n\n${link}\n\nUntil you confirm, your old address stays in use. The link expires in 48 hours.`,
    emailChangeNoticeSubject: 'Your CareLink email address is being changed',
    emailChangeNoticeText: (newEmail: string) =>
      `Someone asked to change the email address of your CareLink account to ${newEmail}. Your current address stays in use until the new one is confirmed. If this was not you, change your password now.`,
    emailChangeRequested: (email: string) =>
      `We sent a confirmation link to ${email}. Your current address stays in use until you confirm.`,
    emailChanged: 'Your email address has been changed.',
    emailChangedNoticeSubject: 'Your CareLink email address was changed',
    emailChangedNoticeText: (newEmail: string) =>
      `The email address of your CareLink account is now ${newEmail}. This address no longer signs in. If this was not you, contact support at once.`,
    emailSameAsCurrent: 'This is already your email address.',
    passwordRequired: 'Enter your password.',
    wrongPassword: 'The password is not correct.',
    deletedUserName: 'Deleted user',
    accountDeleted: 'Your account has been deleted.',
    deactivated: 'The account has been deactivated; its organization keeps its records.',
    deleteConfirm:
      'This deletes your profile, documents, saved searches and sessions. Messages and application history that organizations must keep stay, under the name "Deleted user". This cannot be undone.',
    deactivateConfirm:
      'This deactivates your account and signs you out everywhere. Your organization keeps its records, and can reactivate you.',
    exportOnlyWorkers: 'Only worker accounts have data to export.',
    exportHelp:
      'A zip of your profile (as JSON and as the PDF recruiters see), your documents, your applications with their offers and history, and your messages.',
    exportMissingFile: 'This file could not be read from storage and is missing from the export.',
  },

  /** Chat (the product's own words; the spec names only the routes and the buttons). */
  chat: {
    empty: 'Please type a message.',
    tooLong: 'Messages can be at most 2000 characters.',
    noRecruiter: 'This organization has no recruiter to chat with yet.',
    workerRequired: 'Choose the worker to chat with.',
    notParticipant: 'Only the people in this chat can write in it.',
    title: 'Messages',
    noChats: 'No conversations yet. Ask a recruiter about a job to start one.',
    /** The organization's empty Messages: its recruiters start chats, the organization user reads them. */
    noChatsOrganization: 'No conversations yet. Chats between your recruiters and workers appear here.',
    /** A recruiter's empty Messages: they start chats from an application (Ask Worker). */
    noChatsRecruiter: 'No conversations yet. Use Chat now on an application to start one.',
    pickChat: 'Select a conversation to read it.',
    composerLabel: 'Message',
    composerPlaceholder: 'Write a message…',
    /** Under the box where there is a keyboard (a fine pointer); a touch screen's return adds a line and Send sends. */
    composerKeys: 'Enter sends, Shift+Enter adds a line',
    send: 'Send',
    sendFailed: 'Your message was not sent.',
    loadOlder: 'Load older messages',
    noMessages: 'No messages yet. Say hello!',
    you: 'You',
    read: 'Read',
    sent: 'Sent',
    reconnecting: 'Reconnecting…',
    aboutJob: 'About job',
    back: 'All messages',
    /** The composer of a chat not started yet (Chat Now, Ask Recruiter, Ask Worker): the chat starts when it is sent. */
    startAbout: (job: string) => `About the job ${job}. The conversation starts when you send this message.`,
    /** The first words of a question asked from a comparison row. */
    aboutRow: (title: string) => `About ${title}: `,
    startFailed: 'Your message was not sent, and no conversation was started. Please try again.',
    unreadCount: (n: number) => `${n} unread`,
    emailSubject: (name: string) => emailSubject(`New message from ${oneLine(name)} on CareLink`),
    emailText: (name: string, job: string, link: string) =>
      `${oneLine(name)} sent you a message about ${oneLine(job)}.\n\nRead and reply: ${link}\n\nWe email at most once every 15 minutes per conversation.`,
  },

  /** The notification centre (issue 22): the bell, its list, the settings and each item's sentence. */
  notifications: {
    title: 'Notifications',
    bell: 'Notifications',
    bellUnread: (n: number) => `Notifications, ${n} unread`,
    unreadCount: (n: number) => `${n} unread`,
    empty: 'No notifications yet. Offers, status changes, messages and alerts will show up here.',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    seeAll: 'See all notifications',
    loadMore: 'Load more',
    unreadBadge: 'Unread',
    settingsTitle: 'How you hear about each event',
    settingsHint: 'Everything shows up here in the app. Choose which events also come by email.',
    channelInApp: 'In the app only',
    channelEmail: 'In the app and by email',
    settingsSaved: 'Notification settings saved',
    duplicateKind: 'Each kind of notification can be set once.',
    kinds: {
      offer: 'Offer made',
      're-offer': 'Offer changed',
      counter: 'Counter offer',
      accept: 'Offer accepted',
      decline: 'Offer declined',
      status: 'Application status changed',
      message: 'New message',
      credential: 'Credential expiring',
      'job-alert': 'New jobs for a saved search',
      contract: 'Assignment contract',
      onboarding: 'Onboarding checklist changed',
      reference: REFERENCE_MESSAGES.notificationKind,
      webhook: 'Webhook paused',
      timesheet: 'Timesheet submitted, approved or disputed',
      review: REVIEW_MESSAGES.notify.kind,
    },
    text: {
      someone: 'Someone',
      aJob: 'a job',
      aCredential: 'A credential',
      offer: (who: string, job: string) => `${who} made you an offer for ${job}.`,
      reOffer: (who: string, job: string) => `${who} changed the offer for ${job}.`,
      counter: (who: string, job: string) => `${who} sent a counter offer for ${job}.`,
      accept: (who: string, job: string) => `${who} accepted the offer for ${job}.`,
      decline: (who: string, job: string) => `${who} declined the offer for ${job}.`,
      status: (job: string, status: string) => `Your application for ${job} is now ${status}.`,
      message: (who: string, job: string, n: number) =>
        n > 1 ? `${n} new messages from ${who} about ${job}.` : `New message from ${who} about ${job}.`,
      credential: (name: string, days: number) => `${name} ${MESSAGES.notifications.credentialExpiry(days)}.`,
      jobAlert: (search: string, n: number) =>
        `${n} new job${n === 1 ? '' : 's'} for your saved search ${search ? `“${search}”` : ''}`.trim() + '.',
      webhookPaused: (url: string, n: number) =>
        `The webhook ${url} was paused after ${n} failed deliveries. Resume it under API Keys once its receiver answers.`,
    },
    /** What a credential does with `days` (daysLeft) to go: the bell's and the reminder email's words. */
    credentialExpiry: (days: number) =>
      days < 0 ? 'has expired' : days === 0 ? 'expires today' : `expires in ${days} day${days === 1 ? '' : 's'}`,
    emailSubject: (text: string) => emailSubject(`CareLink: ${text}`),
    emailText: (text: string, link: string) =>
      `${text}

Open it in CareLink: ${link}

Choose which events come by email under Notifications.`,
  },

  /** Emails about application moves (the product's own words; sent through the outbox by the one status writer). */
  moveMail: {
    newApplicationSubject: (job: string, gwJobId: string) => emailSubject(`New application for ${job} (${gwJobId})`),
    newApplicationText: (worker: string, job: string, gwJobId: string, link: string) =>
      `${worker} applied for ${job} (${gwJobId}). Review it in CareLink under Applications > New: ${link}`,
    subject: (event: string, job: string, gwJobId: string) => emailSubject(`${event}: ${job} (${gwJobId})`),
    text: (who: string, event: string, job: string, gwJobId: string, state: string, link: string) =>
      `${event} by ${who} for ${job} (${gwJobId}). The application is now ${state}.\n\nOpen it in CareLink: ${link}`,
  },

  /** What a person reads when a value breaks a validation rule (the domain's zod error map, validation.ts). */
  validation: {
    required: 'This field is required.',
    number: 'Enter a number.',
    wholeNumber: 'Enter a whole number.',
    text: 'Enter text here.',
    yesNo: 'Choose yes or no.',
    list: 'Choose from the list.',
    section: 'Fill in this section again.',
    choose: 'Choose one of the listed options.',
    aboveZero: 'Enter a number above 0.',
    atLeast: (n: number | string) => `Enter ${n} or more.`,
    above: (n: number | string) => `Enter a number above ${n}.`,
    atMost: (n: number | string) => `Enter ${n} or less.`,
    below: (n: number | string) => `Enter a number below ${n}.`,
    minChars: (n: number | string) => `Enter at least ${n} characters.`,
    maxChars: (n: number | string) => `Use at most ${n} characters.`,
    minItems: (n: number | string) => `Choose at least ${n}.`,
    maxItems: (n: number | string) => `Choose at most ${n}.`,
    date: 'Enter a date as YYYY-MM-DD.',
    dateYearFrom: (year: number) => `Enter a year from ${year} on.`,
    dateYearUpTo: (year: number) => `Enter a date in ${year} or earlier.`,
    dateNotFuture: 'Enter a date that is not in the future.',
    dateTime: 'Enter a date and time.',
    email: 'Enter an email address like name@example.com.',
    url: 'Enter a web address starting with https://.',
    link: 'This link is not valid. Check the address and try again.',
    characters: 'This contains characters that are not allowed here.',
    phone: 'Enter a phone number with digits, spaces and + ( ) - . only.',
    notAccepted: (keys: string) => `This is not a field that can be sent here: ${keys}.`,
    invalid: 'This value is not valid.',
    /** A pay input the pay model cannot do without (taxable hourly rate, hours per week). */
    payInputRequired: (label: string) => `${label} is required to work out the pay.`,
    /** An end date before its start date (job, offer, counter offer, worker profile). */
    endBeforeStart: 'The end date must be on or after the start date.',
    /** Hours per week that disagree with hours per shift × shifts per week. */
    hoursPerWeekMismatch: (hours: number | string) =>
      `Hours per week must equal hours per shift × shifts per week (${hours}).`,
    /** A counter offer naming the facility or its location. */
    counterFixedTerm: 'A counter offer can change pay, hours and dates, not the facility or its location.',
    /** Sign-up as an organization without its name. */
    organizationNameRequired: 'Enter the name of your organization.',
  },

  /** The installable app (issue 22): the offline notice and the update prompt. */
  app: {
    offline: 'You are offline. CareLink will update when your connection is back.',
    updateAvailable: 'A new version is available',
    reload: 'Reload',
    /** The administrators' banner when the server runs with MAIL=log (issue 34). */
    mailLogBanner:
      'Emails are not being sent: this server runs with MAIL=log and writes each email to its log. Set SMTP_URL and restart to send verification, invitation and password-reset emails.',
  },

  /** The product's own server-side error messages (codes and bodies are not in the spec). */
  /** A change refused with 409 because the application moved on: the page refetched and says what changed (issue 30). */
  live: {
    newOffer: (side: 'worker' | 'recruiter', version: number) =>
      side === 'recruiter'
        ? `The recruiter sent a new offer (v${version})`
        : `The worker sent a counter offer (v${version})`,
    statusNow: (label: string) => `This application is now ${label}. The page shows it as it is now.`,
    refreshed: 'This application changed since you loaded it. The page shows it as it is now.',
  },
  errors: {
    unauthenticated: 'Please sign in to continue.',
    forbidden: 'You do not have permission to do that.',
    notFound: 'We could not find what you were looking for.',
    badRequest: 'Some of the information sent is not valid.',
    validation: 'Please check the highlighted fields.',
    malformedJson: 'The request body is not valid JSON.',
    controlCharacters: 'Remove control characters (such as NUL) from this field.',
    singleLine: 'Keep this on one line (no line breaks or tabs).',
    brokenCharacters: 'Remove the broken character (half of an emoji or symbol) from this field.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    tooLarge: 'The file is larger than 20 MB.',
    tooManyDocuments: 'You can keep up to 50 documents in this category. Delete one to add another.',
    crossSite: 'This request came from another site and was refused.',
    internal: 'Something went wrong on our side. Please try again later.',
    unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    emailTaken: 'An account with this email already exists.',
    invalidLogin: 'Invalid email or password.',
    emailNotVerified: 'Please verify your email before applying.',
    orgEmailNotVerified:
      'Please verify your email before posting jobs, inviting recruiters or creating API keys and webhooks.',
    jobClosed: 'This job is no longer accepting applications.',
    staleUpdate: 'This application changed since you loaded it. Reload and try again.',
    sameStatus: 'The application is already in this status.',
    notOwnApplication: 'You can only change your own applications.',
    otherOrganization: 'This application belongs to another organization.',
    workerMoveNotAllowed: 'Workers can only accept or decline an offer, or withdraw an application.',
    acceptNeedsOffer: 'There is no pending offer to accept.',
    withdrawn: 'The worker withdrew this application. They can apply to the job again.',
    outcomeWorkerOnly: 'Only the worker can withdraw an application or decline an offer.',
    offerActionNotAllowed: 'This offer action is not available right now.',
    offerRequired: 'Use Make offer to move an application to Offered.',
    emptyOffer: 'An offer needs at least one term.',
    payInputsMissing: (labels: string) => `The pay cannot be worked out without: ${labels}.`,
    fileEmpty: 'The file is empty.',
    fileTypeNotAccepted: (accepted: string) => `This file type is not accepted. Accepted types: ${accepted}.`,
    fileContentMismatch: (ext: string) => `The file content does not match its .${ext} extension.`,
    fileUnreadable: (ext: string) =>
      `The file could not be read as a .${ext} file: it is damaged, cut short or carries something else. Save or export it again and upload the new file.`,
    imageTooBig: (maxSide: number, maxMegapixels: number) =>
      `The image is too large: at most ${maxSide} pixels a side and ${maxMegapixels} megapixels.`,
    fileCheckBusy: 'The file could not be checked just now. Please try again in a moment.',
    unknownComparisonField: 'This is not a field that can be required to match.',
    nabpDigits: 'The NABP e-Profile ID must contain digits only.',
    documentsViaUpload: 'Documents are added and replaced through upload.',
    rangeOrder: 'The minimum must not be greater than the maximum.',
    passwordTooShort: 'Password must be at least 8 characters.',
    invalidToken: 'This link is invalid or has expired.',
    accountDeactivated: 'This account has been deactivated. Contact your organization.',
    recruiterSignup: 'Recruiters join through an invitation from their organization.',
    recruiterNotInOrganization: 'This recruiter does not belong to the organization of the application.',
    bulkDuplicate: 'Each application can be listed only once.',
  },

  /** Drafts of long forms kept on this device until sent (issue 33). */
  drafts: {
    restored: 'Draft restored',
    restoredText: 'We brought back what you typed here before. Discard it to start again from the saved values.',
    discard: 'Discard',
    confirmTitle: 'Discard unsaved changes?',
    confirmText: 'What you typed in this form has not been saved. Closing it discards these changes.',
    confirmLabel: 'Discard changes',
    keepEditing: 'Keep editing',
    /** A counter offer or an offer refused because the offer changed under it (a 409): its draft is of no use now. */
    staleCleared:
      'The offer changed before yours was sent, so what you typed was cleared. Review the new offer and start again from it.',
  },
  /** A new worker's first run and the profile's checklist (issue 33). */
  firstRun: {
    title: 'What are you looking for?',
    intro: 'Four answers decide which jobs match you best. You can change them any time on your profile.',
    save: 'Show my matches',
    skip: 'Skip for now',
    checklistTitle: 'What raises your matches most',
    checklistRows: (n: number) => `(${n} match ${n === 1 ? 'row' : 'rows'})`,
    showMissing: (n: number) => `Show all ${n} missing`,
    hideMissing: 'Hide the missing list',
    orgUnverifiedTitle: 'Verify your email to post jobs',
    orgUnverifiedText: (email: string) =>
      `We sent a verification link to ${email}. Until you verify, you cannot post jobs, invite recruiters or create API keys and webhooks.`,
    resend: 'Resend',
  },
  /** The account emails (issue 33): each says what the role can do once it is in. */
  accountMail: {
    roleCan: {
      worker: 'apply for jobs, compare them with your profile and chat with recruiters',
      organization: 'post jobs, manage your recruiters and review applications',
      recruiter: 'manage applications, make offers and chat with workers',
      admin: 'manage accounts, organizations and the platform',
    } satisfies Record<Role, string>,
    verifySubject: 'Verify your email address',
    /** The verify-email page once the link worked: what this role can now do (issue 42: not "apply" to everyone). */
    verified: (role: Role) => `Your email address is verified. You can now ${MESSAGES.accountMail.roleCan[role]}.`,
    verifyText: (role: Role, link: string, hours: number) =>
      `Welcome to CareLink. Confirm your email address so you can ${MESSAGES.accountMail.roleCan[role]}:\n\n${link}\n\nThe link expires in ${hours} hours.`,
    inviteSubject: (organization: string | null) =>
      emailSubject(
        `You are invited to join ${organization === null ? 'your organization' : oneLine(organization)} on CareLink`,
      ),
    inviteText: (inviter: string, organization: string | null, link: string, days: number) =>
      `${oneLine(inviter)} invited you to join ${organization === null ? 'their organization' : oneLine(organization)} as a recruiter on CareLink. As a recruiter you can ${MESSAGES.accountMail.roleCan.recruiter}.\n\nCreate your account:\n\n${link}\n\nThe link expires in ${days} days.`,
  },
  /** The assignment contract (issue 31). */
  contract: CONTRACT_MESSAGES,
  /** The organization's contract clauses, set in Dashboard → Settings (issue 45). */
  contractClauses: CONTRACT_CLAUSE_MESSAGES,
  /** The onboarding checklist and the Cleared rule (issue 31). */
  onboarding: ONBOARDING_MESSAGES,
  /** References collected by email (issue 31). */
  references: REFERENCE_MESSAGES,
  /** A placement's progress on list rows, board cards and the dashboard (issue 31). */
  placementProgress: PROGRESS_MESSAGES,
  /** Hours and pay: the clock, timesheets, statements and approvals (issue 44). */
  hours: HOURS_MESSAGES,
  /** The pay engine: each statement line's rule (with its citation) and contract clause (issue 44). */
  pay: PAY_MESSAGES,
  /** The verifiable work record, its public verification page and the profile's Verified assignments (issue 45). */
  workRecords: WORK_RECORD_MESSAGES,
  /** The end of an assignment: early termination, notice, ending soon (issue 45). */
  assignmentEnd: ASSIGNMENT_END_MESSAGES,
  /** Close-out reviews and do-not-return (issue 45). */
  reviews: REVIEW_MESSAGES,
  /** Extensions of an assignment: the window, the proposal and the amendment (issue 45). */
  extension: EXTENSION_MESSAGES,
  /** The dates of status moves (issues 42, 44): what a move before the assignment's start is told. */
  moveDates: {
    workingBeforeStart: (start: string) =>
      `This assignment starts on ${formatDate(start)}. It can move to Working from that day on.`,
    doneBeforeStart: (start: string) =>
      `This assignment starts on ${formatDate(start)}, so it cannot be Done yet. To end a placement that has not started, move it to Rejected with the reason (or the worker withdraws).`,
  },
  /** Mail a user causes, capped per recipient and per sender (issue 41). `when` is a date and time in UTC. */
  mailLimits: {
    perRecipient: (when: string) =>
      `This email has already been sent to this address as often as we allow in a day. It can be sent again after ${when} UTC.`,
    cooldown: (when: string) => `This email was sent a moment ago. It can be sent again after ${when} UTC.`,
    perSender: (when: string) => `You have sent as many emails today as we allow. You can send more after ${when} UTC.`,
    perOrganization: (when: string) =>
      `Your organization has sent as many emails today as we allow. It can send more after ${when} UTC.`,
  },
  /** The signed-in shell: its header, navigation and account menu, its back link and its loaders; the public header. */
  shell: {
    /** A loader's name while a page, its code or its data loads. */
    loading: 'Loading',
    /** Back to the list a page was opened from (the header's arrow, a detail page's Back button). */
    back: 'Back',
    toggleNavigation: 'Toggle navigation',
    home: 'CareLink home',
    /** The signed-out visitor's header logo, leading to the job board. */
    publicHome: 'CareLink jobs',
    mainNavigation: 'Main',
    mainNavigationMobile: 'Main mobile',
    accountMenu: 'Account menu',
    profile: 'Profile',
    settings: 'Settings',
    accountSettings: 'Account settings',
    logOut: 'Log out',
  },
  /** The pages shown for an unknown route and for a page that failed to render. */
  errorPages: {
    notFound: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or you do not have access to it.',
    failed: 'Something went wrong',
    goHome: 'Go home',
  },
  /** A status move read aloud ("New to Screening"): the word between the two statuses, beside the arrow icon. */
  statusMove: { to: 'to' },
  /** The honest pay breakdown of a job or offer and its warnings (components/pay-breakdown.tsx). */
  payBreakdown: {
    /** The breakdown's heading unless a page names it otherwise. */
    title: 'Pay breakdown',
    taxableHourly: 'Taxable hourly',
    taxableWeekly: 'Taxable weekly',
    stipendWeekly: 'Non-taxable stipend (weekly)',
    weeklyTotal: 'Weekly total',
    feelsLike: 'Feels like',
    overtime: 'Overtime',
    /** The hints under the figures: the weekly hours, how feels-like is worked out, the overtime minimum. */
    hoursAWeek: (hours: string) => `${hours} hours a week`,
    feelsLikeHint: '(taxable weekly + stipend) ÷ hours',
    overtimeHint: (minimum: string) => `at least ${minimum} (1.5 × taxable hourly)`,
    taxHomeNote: 'The stipend is tax-free only if you keep a tax home whose costs you duplicate while travelling.',
    overtimeBelowMinimum: (minimum: string) => `The overtime rate is below 1.5 × the taxable hourly rate (${minimum}).`,
    stipendAboveGsa: (stipend: string, flag: string, gsaWeekly: string) =>
      `The ${stipend} weekly stipend is ${flag} (${gsaWeekly} a week at the GSA standard rate).`,
  },
  /** The worker's job detail view (spec section 2), in apply or work-journey mode. */
  jobDetail: {
    loadFailed: 'This job could not be loaded',
    loading: 'Loading job',
    jobId: 'Job ID:',
    organizationJobId: 'Organization job ID:',
    offerStatus: (status: string) => `Offer status: ${status}`,
    aboutJob: 'About job',
    description: 'Description',
    /** The label over the recruiter's name, and the recruiter's avatar's name when neither recruiter nor employer is known. */
    recruiter: 'Recruiter',
  },
  /** The job board (/explore-jobs). */
  exploreJobs: {
    title: 'Explore jobs',
    loading: 'Loading jobs',
    loadFailed: 'Jobs could not be loaded',
    tryAgain: 'Try again',
    noMatchTitle: 'No jobs match your search',
    noMatchText: 'Try fewer words or clear some filters.',
    /** The result count above the cards: none, or the (formatted, maybe capped with a +) count of jobs. */
    noneFound: 'No jobs found',
    found: (count: string, capped: boolean, n: number) => `${count}${capped ? '+' : ''} ${n === 1 ? 'job' : 'jobs'}`,
    results: 'Job results',
    loadMore: 'Load more jobs',
    updating: 'Updating results',
    /** Jobs posted or reopened since the board was drawn that match its search: the button that brings them in. */
    showNew: (count: string, n: number) => `Show ${count} new ${n === 1 ? 'job' : 'jobs'}`,
  },
  /** One status's applications for the organization (/application/{status}). */
  applicationList: {
    title: (status: string) => `${status} applications`,
    matchPercent: (percent: number) => `${percent}% match`,
    /** How long the application has been in its status: "3 days in Screening". */
    timeInStatus: (time: string, status: string) => `${time} in ${status}`,
    sort: 'Sort',
    selectAll: 'Select all on this page',
    /** A row's checkbox, named by its worker, job and job id. */
    selectRow: (worker: string, job: string, jobId: string) => `Select ${worker}, ${job} (${jobId})`,
    loading: 'Loading applications',
    empty: (status: string, q: string) => `No ${status} applications${q ? ` matching "${q}"` : ''}.`,
    loadMore: 'Load more',
  },
  /** The recruiter's and organization's application detail page. */
  applicationDetail: {
    loading: 'Loading application',
    workerDocuments: 'Worker Documents',
    /** After the terms of record: the assignment's start date. */
    startsOn: (date: string) => `Starts ${date}`,
  },
  /** The signed-in user's own account page (/account). */
  accountPage: {
    title: 'Account settings',
    changePassword: 'Change password',
  },
  /** The worker's profile page (/profile). */
  profilePage: {
    title: 'Profile',
    summary: 'Profile summary',
    pay: 'Pay',
    loadFailed: 'Failed to load profile',
  },
  /** The worker's Work Journey (/work-journey). */
  workJourney: {
    title: 'Work Journey',
    titleFor: (status: string) => `Work Journey: ${status}`,
    byStatus: 'Applications by status',
    empty: 'No applications here yet.',
  },
} as const;
