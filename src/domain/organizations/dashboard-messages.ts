// Organization dashboard rules without a schema: job posting states, API key and webhook constants, and the
// dashboard's words. Apart from the schemas (dashboard.ts), so a page that shows these words builds no schema and
// loads no zod (the build keeps a module whole when any of its exports is used).
import { MESSAGES } from '../shared/messages';

/** A posted job's lifecycle: open (accepts applications), paused (hidden), closed (kept, refuses applications). */
export const JOB_STATUSES = ['open', 'paused', 'closed'] as const;
/** A job status. */
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Labels of job statuses. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = { open: 'Open', paused: 'Paused', closed: 'Closed' };

/** A status action of the opportunities manager: the status it sets, its menu item, and what the toast says after. */
export interface JobStatusAction {
  to: JobStatus;
  label: string;
  done: string;
}

/**
 * The status actions the opportunities manager offers for a job in each status. `posted`: whether the job was ever open
 * to applications (a duplicate is not until first opened: its opening is "Post", not "Reopen").
 */
export function jobStatusActions(status: JobStatus, posted = true): JobStatusAction[] {
  const pause: JobStatusAction = { to: 'paused', label: 'Pause', done: 'Job paused' };
  const close: JobStatusAction = { to: 'closed', label: 'Close', done: 'Job closed' };
  const open: JobStatusAction = posted
    ? { to: 'open', label: 'Reopen', done: 'Job reopened' }
    : { to: 'open', label: 'Post', done: DASHBOARD_MESSAGES.jobCreated };
  switch (status) {
    case 'open':
      return [pause, close];
    case 'paused':
      return [open, close];
    case 'closed':
      return [open];
  }
}

/** Events an organization may subscribe a webhook to. */
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.status_changed',
  'onboarding.item_changed',
  'application.cleared',
  'contract.signed',
  'timesheet.submitted',
  'timesheet.approved',
  'invoice.issued',
  'timesheet.disputed',
  'assignment.ended',
  'assignment.extended',
  'review.submitted',
] as const;
/** A webhook event name. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header that carries a delivery's signature: `sha256=<hex HMAC of "<timestamp>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-carelink-signature';
/** The header with the delivery's Unix timestamp (seconds), part of the signed text against replays. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-carelink-timestamp';

/**
 * True for a URL a webhook may target: HTTPS, or plain HTTP to this machine when `allowLoopbackHttp` (development and
 * tests).
 */
export function isAllowedWebhookUrl(url: string, allowLoopbackHttp = false): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (u.protocol === 'https:') return true;
  return allowLoopbackHttp && u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
}

/**
 * What a failed webhook delivery records and shows: a class of failure, never the raw error (which would give a
 * port-scan oracle: "ECONNREFUSED 10.0.0.5:22", certificate details, ...).
 */
export const WEBHOOK_FAILURES = {
  blocked: 'blocked address',
  dns: 'DNS error',
  refused: 'connection refused',
  reset: 'connection reset',
  tls: 'TLS error',
  timeout: 'timeout',
  network: 'network error',
  http: (status: number) => `HTTP ${status}`,
} as const;

/** API keys look like `clk_<8 hex prefix>_<secret>`; the prefix is shown in lists, the key itself only once. */
export const API_KEY_PREFIX_LENGTH = 12;

/** The publicly shown part of an API key (its first 12 characters, `clk_` + 8). */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_PREFIX_LENGTH);
}

/** Dashboard messages (the product's own wording; the spec does not show these screens). */
export const DASHBOARD_MESSAGES = {
  jobSaved: 'Job saved',
  jobCreated: 'Job posted',
  jobDuplicated: 'Job duplicated as a paused copy',
  preferencesSaved: 'Preferences saved',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationAccepted: 'Welcome! Your account is ready.',
  recruiterDeactivated: 'Recruiter deactivated',
  recruiterReactivated: 'Recruiter reactivated',
  applicationsReassigned: (n: number) => `${n} application${n === 1 ? '' : 's'} reassigned`,
  roleChanged: 'Role updated',
  apiKeyCreated: 'API key created. Copy it now: it will not be shown again.',
  apiKeyRevoked: 'API key revoked',
  webhookCreated: 'Webhook registered. Copy its signing secret now: it will not be shown again.',
  webhookRemoved: 'Webhook removed',
  webhookResumed: 'Webhook resumed: new events will be sent again',
  /** What the webhook list says of a webhook the circuit breaker paused, and its button. */
  webhookPaused: (failures: number) => `Paused after ${failures} failed deliveries`,
  resumeWebhook: 'Resume',
  settingsSaved: 'Settings saved',
  passwordChanged: 'Password changed',
  /** Confirmations before destroying or raising a privilege: the question names the thing, the text the consequence. */
  confirm: {
    revokeKeyTitle: (name: string) => `Revoke the API key "${name}"?`,
    revokeKeyText:
      'Systems using this key lose access to your jobs and applications at once. A revoked key cannot be restored.',
    revokeKey: 'Revoke key',
    removeWebhookTitle: (url: string) => `Remove the webhook ${url}?`,
    removeWebhookText:
      'No more events are sent to this URL and its delivery log is deleted. To receive events again, register it anew.',
    removeWebhook: 'Remove webhook',
    closeJobTitle: (title: string, gwJobId?: string) => `Close the job "${title}"${gwJobId ? ` (${gwJobId})` : ''}?`,
    closeJobText:
      'Workers can no longer find or apply to it. Applications already made stay; you can reopen the job later.',
    closeJob: 'Close job',
    deactivateTitle: (name: string) => `Deactivate ${name}?`,
    deactivateText:
      'They are signed out and can no longer sign in. Their applications stay assigned to them until you reassign them; you can reactivate the account later.',
    deactivate: 'Deactivate',
    raiseRoleTitle: (name: string, role: string) => `Give ${name} the ${role} role?`,
    raiseRoleText: {
      admin:
        'An admin can change every role, including yours, and sees every organization. Grant it only to someone you trust with the whole platform.',
      organization: "They can then manage their organization's jobs, team, API keys and webhooks.",
      recruiter: 'They can then work on the applications of their organization.',
    },
    raiseRole: (role: string) => `Give ${role} role`,
  },
  errors: {
    noOrganization: 'Your account does not belong to an organization.',
    emailInUse: MESSAGES.errors.emailTaken,
    recruiterNotInOrganization: 'Choose a recruiter of your organization.',
    sameRecruiter: 'Choose a different recruiter to reassign to.',
    invalidApiKey: 'The API key is missing, unknown or revoked.',
    webhookUrl: 'The webhook URL must start with https://.',
    webhookTarget: 'The webhook URL must point to a public internet address.',
    webhookLimit: (n: number) => `An organization can have at most ${n} webhooks. Delete one to add another.`,
    wrongPassword: 'The current password is not correct.',
    ownRole: 'You cannot change your own role.',
    ownAccount: 'You cannot deactivate your own account.',
    roleNeedsOrganization: 'This user does not belong to an organization.',
    workerRole: 'Worker accounts cannot be given staff roles.',
    invalidCursor: 'The cursor is not valid.',
  },
  /** A dashboard section's loader (QueryState, the lazy section's fallback). */
  loading: 'Loading',
  /** QueryState's error when the server gave no message of its own. */
  somethingWentWrong: 'Something went wrong.',
  /** A pagination control's name, from Mantine's name of the control: "previous page", "next page", ... */
  pageControl: (control: string) => `${control} page`,
  /** The copy button under a secret shown once (a new API key, a webhook's signing secret). */
  shownOnce: {
    copy: 'Copy',
    copied: 'Copied',
  },
  /** /dashboard: the pipeline numbers, funnel, assigned applications and newest activity. */
  home: {
    title: 'Dashboard',
    sections: 'Dashboard sections',
    funnelList: 'Funnel from New to Done',
    applicationsThisWeek: 'Applications this week',
    medianTimeToOffer: 'Median time to offer',
    inOffered: 'In Offered',
    funnel: 'Funnel',
    pipeline: 'Pipeline',
    pipelineTable: 'Pipeline by status',
    status: 'Status',
    applications: 'Applications',
    medianTimeInStatus: 'Median time in status',
    assigned: 'Your assigned applications',
    noneAssigned: 'No applications are assigned to you.',
    activity: 'Newest activity',
    noActivity: 'No activity yet.',
    /** The first stat of a recruiter, who sees only the applications assigned to them. */
    yourApplications: 'Your applications',
    /** An activity line's move when the application was just made: "applied (New)". */
    appliedIn: (status: string) => `applied (${status})`,
    /**
     * A median duration given in days: hours below one day ('under 1 hour', '1 hour', '5 hours'), else days to one
     * decimal ('1 day', '2.5 days'); '—' when there is none yet.
     */
    duration: (days: number | null): string => {
      if (days === null) return '—';
      if (days < 1) {
        const h = Math.round(days * 24);
        return h < 1 ? 'under 1 hour' : `${h} hour${h === 1 ? '' : 's'}`;
      }
      const d = Math.round(days * 10) / 10;
      return `${d} day${d === 1 ? '' : 's'}`;
    },
  },
  /** The overdue onboarding items card: an item's due date. */
  overdue: {
    due: (date: string) => `due ${date}`,
  },
  /** /dashboard/api-keys: the API keys. */
  apiKeys: {
    title: 'API keys',
    /** The introduction, around the header (in code) and the link to the API reference. */
    intro: 'Read your jobs and applications from your own systems with',
    authHeader: 'Authorization: Bearer <key>',
    seeThe: '. See the',
    reference: 'API reference',
    version: '(public API v1).',
    keyName: 'Key name',
    create: 'Create API key',
    newKey: 'Your new API key',
    table: 'API keys',
    revoked: 'Revoked',
    rename: 'Rename',
    revoke: 'Revoke',
    renameTitle: 'Rename API key',
    newName: 'New name',
    save: 'Save',
    /** The keys table's columns. */
    columns: { name: 'Name', key: 'Key', created: 'Created', lastUsed: 'Last used', actions: 'Actions' },
    /** A key's "Last used" when it has not been used. */
    neverUsed: 'Never',
    /** A key's buttons, named with the key's name. */
    renameKey: (name: string) => `Rename ${name}`,
    revokeKey: (name: string) => `Revoke ${name}`,
  },
  /** /dashboard/api-keys: the webhooks and their delivery log. */
  webhooks: {
    title: 'Webhooks',
    /** The introduction, before and after the signature header's name (in code). */
    introStart: 'We POST signed JSON to your HTTPS URL. Verify the',
    introEnd: (pauseAfter: number) =>
      `header: sha256 HMAC of “timestamp.body” with your signing secret. Failed deliveries are retried with back-off; after ${pauseAfter} failures in a row the webhook is paused until you resume it.`,
    url: 'Webhook URL',
    urlPlaceholder: 'https://example.org/carelink',
    events: 'Events',
    register: 'Register webhook',
    secret: 'Signing secret',
    deliveryLog: 'Delivery log',
    remove: 'Remove',
    noDeliveries: 'No deliveries yet.',
    deliveries: 'Deliveries',
    /** A webhook's remove button, named with its URL. */
    removeWebhook: (url: string) => `Remove webhook ${url}`,
    /** The delivery log's columns. */
    columns: { when: 'When', event: 'Event', attempt: 'Attempt', result: 'Result' },
  },
  /** The job form (post or edit a job) and its tabs. */
  jobForm: {
    tabHasErrors: 'has errors',
    preview: 'Preview',
    description: 'Description',
    fieldNotes: 'Field notes',
    taxableWeeklyHint: 'Hourly rate × hours per week',
    weeklyPay: 'Weekly pay',
    weeklyPayHint: 'Taxable weekly + stipend',
    feelsLike: 'Feels like $/hr',
    feelsLikeHint: 'Weekly pay ÷ hours per week',
    stipendFlag: (flag: string) => `The weekly stipend is ${flag}.`,
    /** The modal's title when editing (posting a new job is titled opportunities.postJob); a job without a title yet is "Edit job". */
    editTitle: (title: string | undefined) => (title?.trim() ? `Edit ${title.trim()}` : 'Edit job'),
    saveJob: 'Save job',
    postJob: 'Post job',
    jobIdHint: 'Your own reference; defaults to the product job id.',
    /** The overtime rate's hint: the lawful minimum, 1.5 × the taxable hourly rate. */
    overtimeMinimum: (minimum: string) => `At least ${minimum} (1.5 × hourly)`,
  },
  /** The job form's Preview tab: the posting as a worker will see it. */
  jobPreview: {
    label: 'Worker preview',
    aboutJob: 'About job',
    terms: 'Terms',
    summary: 'Summary',
    shift: 'Shift',
    location: 'Location',
    facility: 'Facility',
    pay: 'Pay',
    feelsLike: 'Feels Like $/hr',
    overtimeRate: 'Overtime rate',
    stipend: 'Stipend',
    untitled: 'Untitled job',
    noJobId: 'The job id is assigned when you post it.',
  },
  /** /dashboard/opportunities-manager: the organization's jobs. */
  opportunities: {
    title: 'Opportunities manager',
    postJob: 'Post a job',
    statusFilter: 'Job status filter',
    loading: 'Loading jobs',
    empty: 'No jobs yet. Post your first job.',
    table: 'Jobs',
    actions: 'Actions',
    edit: 'Edit',
    duplicate: 'Duplicate',
    /** The Posted column of a job never open to applications (a duplicate not yet posted). */
    notPosted: 'Not posted',
    pages: 'Job pages',
    /** The status filter's first choice. */
    allStatuses: 'All',
    /** The jobs table's columns. */
    columns: {
      job: 'Job',
      location: 'Location',
      weeklyPay: 'Weekly pay',
      hours: 'Hours',
      posted: 'Posted',
      applied: 'Applied',
      status: 'Status',
      actions: 'Actions',
    },
    /** A job's actions menu button, named with the job's title and id. */
    actionsFor: (title: string | undefined, gwJobId: string) => `Actions for ${title} ${gwJobId}`,
  },
  /** /dashboard/preferences: the fields a worker must match to apply. */
  preferences: {
    title: 'Preferences',
    intro: (mismatch: string) =>
      `Choose the job fields a worker's profile must match before they may apply. Workers who do not match see: “${mismatch}” followed by these fields.`,
    requiredToApply: 'Required to apply',
    save: 'Save preferences',
  },
  /** /dashboard/recruiter-management: invitations, the team and reassigning applications. */
  recruiters: {
    title: 'Recruiter management',
    inviteEmail: 'Invite a recruiter by email',
    sendInvitation: 'Send invitation',
    team: 'Team',
    reassign: 'Reassign',
    pendingInvitations: 'Pending invitations',
    expires: (date: string) => `— expires ${date}`,
    reassignTitle: 'Reassign applications',
    reassignText: (count: number | string, firstName: string, lastName: string) =>
      `Move all ${count} applications of ${firstName} ${lastName} to another recruiter.`,
    newRecruiter: 'New recruiter',
    /** The team table's columns. */
    columns: {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      assigned: 'Assigned applications',
      status: 'Status',
      actions: 'Actions',
    },
    active: 'Active',
    deactivated: 'Deactivated',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    /** The deactivate or reactivate button, named with the member's email. */
    toggleLabel: (active: boolean, email: string) => `${active ? 'Deactivate' : 'Reactivate'} ${email}`,
    /** The reassign button, named with the recruiter's email. */
    reassignLabel: (email: string) => `Reassign applications of ${email}`,
  },
  /** /dashboard/roles-permission: the permission matrix and the staff roles. */
  roles: {
    title: 'Roles and permissions',
    matrix: 'Permissions by role',
    staffRoles: 'Staff roles',
    staffTable: 'Staff roles',
    staffPages: 'Staff pages',
    /** The permission matrix's first column (the roles' columns are the roles' labels). */
    permission: 'Permission',
    allowed: 'Allowed',
    notAllowed: 'Not allowed',
    /** A matrix cell's name: "Recruiter: allowed". */
    cellLabel: (role: string, allowed: boolean) => `${role}: ${allowed ? 'allowed' : 'not allowed'}`,
    /** The staff roles table's columns. */
    columns: { name: 'Name', email: 'Email', organization: 'Organization', role: 'Role' },
    /** A staff user's role select, named with their email. */
    roleOf: (email: string) => `Role of ${email}`,
  },
  /** /dashboard/settings: the organization's profile and the user's own account. */
  settings: {
    title: 'Settings',
    organizationProfile: 'Organization profile',
    yourAccount: 'Your account',
    email: 'Email',
    emailHint: 'Change your email or password, or deactivate your account, in',
    accountSettings: 'Account settings',
    /** The organization profile form (its name field is AUTH_MESSAGES.signup.organizationName). */
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    logoUrl: 'Logo URL',
    saveOrganization: 'Save organization',
    /** The account form (its name fields are invite.firstName and invite.lastName). */
    phone: 'Phone',
    saveAccount: 'Save account',
    /** The change password form (its new password field is AUTH_MESSAGES.resetPassword.newPassword). */
    currentPassword: 'Current password',
    changePassword: 'Change password',
  },
  /** /invite: an invited recruiter creates an account. */
  invite: {
    title: 'Join your team',
    loading: 'Loading invitation',
    /** "You are invited to join <organization> as a recruiter. Your account will use <email>." */
    invitedToJoin: 'You are invited to join',
    asRecruiter: (email: string) => `as a recruiter. Your account will use ${email}.`,
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    createAccount: 'Create account',
  },
} as const;

/** Roles an admin may grant on the roles page, from the least to the most privileged. */
export const STAFF_ROLES = ['recruiter', 'organization', 'admin'] as const;
/** Whether moving a user from one staff role to another gives them more rights (asks for a confirmation). */
export function raisesPrivilege(from: string, to: (typeof STAFF_ROLES)[number]): boolean {
  return STAFF_ROLES.indexOf(to) > STAFF_ROLES.indexOf(from as (typeof STAFF_ROLES)[number]);
}

/**
 * Failed deliveries in a row after which a webhook is paused (issue 34, the circuit breaker): nothing more is sent to
 * a receiver that keeps timing out until the organization resumes it.
 */
export const WEBHOOK_PAUSE_AFTER = 5;
/**
 * Events a paused webhook keeps for its receiver (issue 34): they are delivered in order when it is resumed. Past this
 * many undelivered ones, newer events are not kept (an organization cannot fill the outbox with a receiver it let die).
 */
export const WEBHOOK_HELD_MAX = 500;
/** Webhooks one organization may register (issue 34: one organization's receivers cannot fill the outbox). */
export const MAX_WEBHOOKS_PER_ORG = 10;
