// The one database schema of the product (Drizzle, pg-core). Runs on PGlite and PostgreSQL.
// Groups of the spec's entities that are read and written whole are jsonb validated by the
// domain's zod schemas; fields that lists filter, sort or join on are real, indexed columns.
import { sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '@/domain/applications';
import { OFFER_STATUSES } from '@/domain/offers';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  logo: text('logo'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  /** preferences.requiredToApply: comparison-row keys that must match before a worker may apply. */
  preferences: jsonb('preferences').$type<{ requiredToApply: string[] }>().notNull().default({ requiredToApply: [] }),
  /**
   * Placement settings (issue 31): the organization's own contract clauses, cancellation and termination policies,
   * and the questions its reference form asks. Validated by the domain's schema; defaults apply when absent.
   */
  placement: jsonb('placement').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ['worker', 'recruiter', 'organization', 'admin'] }).notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    image: text('image'),
    organizationId: uuid('organization_id').references(() => organizations.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_org_role_idx').on(t.organizationId, t.role)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['verify', 'invite', 'email-change', 'password-reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash)],
);

export const workerProfiles = pgTable(
  'worker_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gwWorkerId: text('gw_worker_id').notNull(),
    profession: text('profession'),
    /** The whole worker profile of spec section 3 (domain workerProfileSchema), documents excluded. */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('worker_profiles_gw_key').on(t.gwWorkerId)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The product's own human job id, e.g. GW-100042. */
    gwJobId: text('gw_job_id').notNull(),
    /** The organization's own job id, when it gave one (null otherwise: never a copy of gw_job_id). */
    jobId: text('job_id'),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    recruiterId: uuid('recruiter_id').references(() => users.id),
    title: text('title').notNull(),
    profession: text('profession').notNull(),
    specialty: text('specialty').notNull(),
    type: text('type'),
    terms: text('terms').notNull(),
    description: text('description'),
    state: text('state').notNull(),
    city: text('city').notNull(),
    facility: text('facility'),
    shiftTime: text('shift_time'),
    /** The pay model's weekly total (taxable hourly × hours + stipend), written on every save: the sort key. */
    weeklyRate: money('weekly_rate'),
    /** Hours per week as posted (0–168, quarter hours allowed, e.g. 37.5). */
    hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2, mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
    datePosted: timestamp('date_posted', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['open', 'paused', 'closed'] })
      .notNull()
      .default('open'),
    /**
     * Whether the job was ever open to applications. A duplicate starts paused and unposted; its first opening posts it:
     * date_posted becomes that moment (the board's Newest order, "Posted …") and saved-search alerts go out for it.
     */
    posted: boolean('posted').notNull().default(true),
    appliedCount: integer('applied_count').notNull().default(0),
    /**
     * requirements, pay, hours, schedule, location, other_details, benefits, vms_msp, field_notes (domain jobSchema).
     */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        // Words split at any non-alphanumeric character ("IV/Sterile" → iv, sterile), unstemmed ('simple'), so short
        // acronyms (ER, ICU) and prefixes are found; searchConcepts in the domain builds the matching queries. Weighted
        // for ranking: title and specialty (A) above profession, facility, terms and shift (B), place (C), description (D).
        sql`setweight(to_tsvector('simple', regexp_replace(coalesce(${jobs.title}, '') || ' ' || coalesce(${jobs.specialty}, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple', regexp_replace(coalesce(${jobs.profession}, '') || ' ' || coalesce(${jobs.facility}, '') || ' ' || coalesce(${jobs.terms}, '') || ' ' || coalesce(${jobs.shiftTime}, ''), '[^[:alnum:]]+', ' ', 'g')), 'B') || setweight(to_tsvector('simple', regexp_replace(coalesce(${jobs.city}, '') || ' ' || coalesce(${jobs.state}, ''), '[^[:alnum:]]+', ' ', 'g')), 'C') || setweight(to_tsvector('simple', regexp_replace(coalesce(${jobs.description}, ''), '[^[:alnum:]]+', ' ', 'g')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_gw_job_id_key').on(t.gwJobId),
    index('jobs_open_posted_idx').on(t.status, t.datePosted.desc(), t.id),
    // The open-jobs page (the board's default) in date order and by state, without visiting closed or paused rows.
    index('jobs_open_page_idx')
      .on(t.datePosted.desc(), t.id)
      .where(sql`${t.status} = 'open'`),
    index('jobs_open_state_page_idx')
      .on(t.state, t.datePosted.desc(), t.id)
      .where(sql`${t.status} = 'open'`),
    index('jobs_profession_state_idx').on(t.profession, t.state, t.datePosted.desc()),
    index('jobs_weekly_rate_idx').on(t.status, t.weeklyRate.desc(), t.id),
    index('jobs_org_idx').on(t.organizationId, t.datePosted.desc()),
    index('jobs_search_idx').using('gin', t.search),
  ],
);

/**
 * Every word of five letters or more that a job's search vector ever held (kept by the jobs_search_words trigger of
 * migration 0011), so a search word with one typo finds the job's word through the trigram index (pg_trgm).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // fastupdate off: new words go straight into the index. With GIN's pending list, words added one trigger at a time
  // wait there until a vacuum, and the planner, costing that list, read the whole table instead (27 ms, not 0.1 ms,
  // on a 20,000-word board: bench/explain.md).
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false }),
]);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** Recruiter assigned to the application (defaults to the job's recruiter). */
    recruiterId: uuid('recruiter_id').references(() => users.id),
    gwJobId: text('gw_job_id').notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    offerStatus: text('offer_status', { enum: OFFER_STATUSES }),
    autoOfferConsent: boolean('auto_offer_consent').notNull().default(false),
    decisionMaker: text('decision_maker'),
    decisionReason: text('decision_reason'),
    decisionNotes: text('decision_notes'),
    /**
     * The offer version accepted (written by the one writer of moves when an offer is accepted, cleared by a new offer):
     * the agreed terms of record are the job's terms with the versions up to it applied (domain agreedTerms()).
     */
    acceptedOfferVersion: integer('accepted_offer_version'),
    /**
     * When the application was cleared (issue 41): written once, by the one writer of moves, on the first move into
     * Cleared or Working that passed the Cleared rule or carried an organization's override. Later moves into Cleared or
     * Working need no clearance again; a detour through Done, Hold or Rejected is not a clearance.
     */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    /** Optimistic concurrency: bumped by every change. */
    version: integer('version').notNull().default(1),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One standing application per worker and job; a withdrawn one (offer status Withdrawn, only ever on Rejected)
    // steps aside so the worker may apply again (docs/decisions/0012). An apply's ON CONFLICT names this predicate.
    uniqueIndex('applications_worker_job_key')
      .on(t.workerId, t.jobId)
      .where(sql`${t.offerStatus} is distinct from 'Withdrawn'`),
    // Ascending with id: a forward scan serves 'longest in status', a backward scan 'newest' (both keyset-paged).
    index('applications_org_status_idx').on(t.organizationId, t.status, t.statusChangedAt, t.id),
    index('applications_recruiter_status_idx').on(t.recruiterId, t.status),
    index('applications_worker_status_idx').on(t.workerId, t.status),
    index('applications_job_idx').on(t.jobId),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… every version is kept; the current offer is the highest. */
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    madeBy: uuid('made_by')
      .notNull()
      .references(() => users.id),
    side: text('side', { enum: ['worker', 'recruiter'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('offers_application_version_key').on(t.applicationId, t.version)],
);

export const statusHistory = pgTable(
  'status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    byUserId: uuid('by_user_id').references(() => users.id),
    decisionMaker: text('decision_maker'),
    reason: text('reason'),
    notes: text('notes'),
    /** The kind of move (domain MOVE_KINDS: apply, status, offer, counter, accept, …); null on rows from before it. */
    kind: text('kind'),
    /** The application's offer status after the move. */
    offerStatus: text('offer_status', { enum: OFFER_STATUSES }),
    createdAt: createdAt(),
  },
  (t) => [index('status_history_application_idx').on(t.applicationId, t.createdAt)],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    /** Storage key chosen by the server, never by the client. */
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_owner_category_idx').on(t.ownerId, t.category),
    index('documents_expiry_idx').on(t.expiresOn),
  ],
);

export const chats = pgTable(
  'chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => users.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    jobId: uuid('job_id').references(() => jobs.id),
    gwJobId: text('gw_job_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chats_worker_recruiter_job_key').on(t.workerId, t.recruiterId, t.jobId)],
);

export const chatParticipants = pgTable(
  'chat_participants',
  {
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_chat_id_idx').on(t.chatId, t.id)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash), index('api_keys_org_idx').on(t.organizationId)],
);

export const webhooks = pgTable('webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  events: jsonb('events').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** Failed deliveries in a row (a success resets it); at WEBHOOK_PAUSE_AFTER the webhook is paused. */
  consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  /** Set when the circuit breaker paused the webhook (nothing is sent until the organization resumes it). */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Durable work queue (emails, webhook deliveries, reminders) drained with FOR UPDATE SKIP LOCKED. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Optional idempotency key: the same key is queued once. */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Whose share a job uses in its lane (a webhook delivery: the organization), for fair claiming. */
    groupKey: text('group_key'),
    /** Set while a runner holds the job (its lease); cleared when the job ends or is rescheduled. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    // The jobs each group has in flight (fair claiming counts them).
    index('outbox_leased_group_idx')
      .on(t.groupKey)
      .where(sql`${t.leasedUntil} is not null and ${t.doneAt} is null`),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    attempt: integer('attempt').notNull(),
    responseStatus: integer('response_status'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_hook_idx').on(t.webhookId, t.createdAt)],
);

/** Every email the product sends; in development this is the outbox listed at /dev/outbox. */
export const sentEmails = pgTable('sent_emails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily'] })
      .notNull()
      .default('daily'),
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_worker_idx').on(t.workerId)],
);

/**
 * Version counters of cached responses: a table's version ('t:<table>') is the sum of its rows, one per database
 * session that wrote it (its slot). Bumped by a statement-level trigger on every other table of this schema, in the
 * transaction of the write (migration 0024, src/server/db/table-versions.ts).
 */
export const cacheVersions = pgTable(
  'cache_versions',
  {
    scope: text('scope').notNull(),
    slot: integer('slot').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'cache_versions_pkey', columns: [t.scope, t.slot] })],
);

/**
 * Applications pressed while the worker's email was unverified (spec section 5): held here, out of every
 * organization's lists and counts, and submitted through the one writer of moves when the email is verified.
 */
export const heldApplications = pgTable(
  'held_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    autoOfferConsent: boolean('auto_offer_consent').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('held_applications_worker_job_key').on(t.workerId, t.jobId)],
);

/**
 * Failed attempts of password-guessing operations (login, signup, invitation accept, password change and reset), one
 * row per throttle key: an action with the client address alone, or with a subject (email, token) and the address.
 * Shared by every instance; rows past `expires_at` are forgotten and pruned (src/server/security/login-throttle.ts).
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    /** Attempts under this key are refused until then (429 with Retry-After). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_throttle_expires_idx').on(t.expiresAt)],
);

/**
 * The notification centre (issue 22): one row per item a person sees under the bell, written in the transaction of
 * the change it reports. `group_key` collapses repeats while unread (the messages of one chat: one item with a count).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** What the item is about; its sentence is made from the catalogue when shown. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Where the person acts on it (a route of the spec). */
    link: text('link').notNull(),
    groupKey: text('group_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_unread_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);

/** Per person and kind: also by email (true) or in the app only (false); no row means the kind's default. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The platform's own signing identity (issue 31): a self-signed certificate and key generated at first start, used to
 * seal every fully signed assignment contract with a PDF digital signature. One row per purpose.
 */
export const platformKeys = pgTable('platform_keys', {
  purpose: text('purpose').primaryKey(),
  certificatePem: text('certificate_pem').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: createdAt(),
});

/**
 * An assignment contract drafted from an application's agreed terms when an offer is accepted (domain
 * placement-states CONTRACT_STATUSES). A signed contract never changes; a new offer voids it and a new one is drafted.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The offer version whose acceptance drafted it (null when the job's own terms were accepted). */
    offerVersion: integer('offer_version'),
    /** 'contract' (the assignment contract) or 'amendment' (an accepted extension, issue 45). */
    kind: text('kind').notNull().default('contract'),
    /** An amendment's first day in force (the day after the end date it extends); null for the contract. */
    effectiveDate: date('effective_date', { mode: 'string' }),
    status: text('status').notNull(),
    /** Everything the contract says (parties, dates, pay lines, policies, clauses), frozen when drafted. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** The drafted PDF (what each signer reviews) and its SHA-256. */
    draftFileKey: text('draft_file_key'),
    draftSha256: text('draft_sha256'),
    /** The final PDF with the signature page and audit trail, sealed with the platform's signature. */
    signedFileKey: text('signed_file_key'),
    signedSha256: text('signed_sha256'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_application_idx').on(t.applicationId, t.createdAt),
    // One live (not void) contract per application, and at most one amendment awaiting signatures.
    uniqueIndex('contracts_live_key')
      .on(t.applicationId)
      .where(sql`${t.status} <> 'void' and ${t.kind} = 'contract'`),
    uniqueIndex('contracts_open_amendment_key')
      .on(t.applicationId)
      .where(sql`${t.kind} = 'amendment' and ${t.status} in ('awaiting_worker', 'awaiting_countersign')`),
  ],
);

/**
 * The extension-window reminders sent (issue 45): one per assignment and end date, so each side is reminded once per
 * window (an extension's new end date opens a new one).
 */
export const extensionReminders = pgTable(
  'extension_reminders',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.endDate] })],
);

/**
 * The organization's contract clauses, one row per saved version (issue 45, decision 0046): numbered from 1 per
 * organization, never changed once written; the newest is in force and each contract's content records the version it
 * was drafted with. Version 0 is `organizations.placement.contract.clauses` (what was set before versions).
 */
export const contractClauseVersions = pgTable(
  'contract_clause_versions',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The paragraphs, in order (domain contractClausesInput). */
    clauses: jsonb('clauses').$type<string[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.version] })],
);

/** One signature on a contract, with its audit trail (who, when, where from, the hash of what was signed). */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    /** { kind: 'typed' | 'drawn', value } — a typed name, or a drawn signature as a PNG data URL. */
    signature: jsonb('signature').$type<{ kind: 'typed' | 'drawn'; value: string }>().notNull(),
    consent: text('consent').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_signatures_side_key').on(t.contractId, t.side)],
);

/**
 * Items an organization adds to the onboarding of one job (jobId set) or of all its jobs (jobId null): background
 * check, drug screen, physical, facility orientation, I-9 …
 */
export const onboardingTemplates = pgTable(
  'onboarding_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description'),
    needsDocument: boolean('needs_document').notNull().default(true),
    /** Due this many days before the assignment's start (null: due at the start). */
    dueDaysBeforeStart: integer('due_days_before_start'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('onboarding_templates_org_job_idx').on(t.organizationId, t.jobId)],
);

/** One application's onboarding checklist (domain placement-states ONBOARDING_ITEM_STATUSES and _KINDS). */
export const onboardingItems = pgTable(
  'onboarding_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Stable key within the application, e.g. 'licence:TX', 'certification:BLS', 'template:<id>'. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(true),
    needsDocument: boolean('needs_document').notNull().default(true),
    status: text('status').notNull().default('missing'),
    rejectionReason: text('rejection_reason'),
    dueOn: date('due_on', { mode: 'string' }),
    /** What the worker chose or uploaded to fulfil it. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** A credential of the profile that fulfils it (e.g. { kind: 'certification', name: 'BLS' }). */
    credential: jsonb('credential').$type<Record<string, unknown>>(),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** For the references item: how many answered references it needs. */
    requiredCount: integer('required_count'),
    templateId: uuid('template_id').references(() => onboardingTemplates.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('onboarding_items_application_key').on(t.applicationId, t.key),
    // Overdue items across an organization's placements: not yet verified, by due date.
    index('onboarding_items_due_idx')
      .on(t.dueOn)
      .where(sql`${t.status} <> 'verified'`),
  ],
);

/**
 * A referee the worker named for an application; the referee answers through a single-use emailed link (30 days) and
 * needs no account. The worker sees whether it was answered, never the answers.
 */
export const referees = pgTable(
  'referees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    relationship: text('relationship').notNull(),
    workplace: text('workplace').notNull(),
    /** sha256 of the link's token; the token itself is only in the email. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Record<string, unknown>>(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referees_token_key').on(t.tokenHash), index('referees_application_idx').on(t.applicationId)],
);

/**
 * The assignment of record (issue 44): the terms the signed contract states (`stated`, rates in cents, hours in
 * minutes) and those the organization completed (`completed`); `terms` is the full set once nothing is missing.
 */
export const assignments = pgTable('assignments', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  workerId: uuid('worker_id').notNull(),
  /** The accepted offer version the stated terms come from. */
  offerVersion: integer('offer_version'),
  stated: jsonb('stated').$type<Record<string, unknown>>().notNull().default({}),
  completed: jsonb('completed').$type<Record<string, unknown>>().notNull().default({}),
  terms: jsonb('terms').$type<Record<string, unknown>>(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One workweek's timesheet of an assignment: Draft → Submitted → Approved, or Disputed and resubmitted (v1, v2 …). */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('draft'),
    /** The version being edited or decided (v1, v2 …). */
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    autoApproveAt: timestamp('auto_approve_at', { withTimezone: true }),
    /** sha256 of the emailed single-use approval link's token. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheet_weeks_application_week_key').on(t.applicationId, t.weekStart),
    // The organization's approval list: waiting weeks, oldest submission first (keyset-paged).
    index('timesheet_weeks_org_status_idx').on(t.organizationId, t.status, t.submittedAt, t.id),
    uniqueIndex('timesheet_weeks_token_key').on(t.tokenHash),
  ],
);

/** A submitted version of a week, kept whole: its entries, the disputed lines, and the statement once approved. */
export const timesheetVersions = pgTable(
  'timesheet_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    weekId: uuid('week_id')
      .notNull()
      .references(() => timesheetWeeks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    entries: jsonb('entries').$type<Record<string, unknown>[]>().notNull(),
    disputes: jsonb('disputes').$type<{ entry: string; reason: string }[]>().notNull().default([]),
    statement: jsonb('statement').$type<Record<string, unknown>>(),
    submittedBy: uuid('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('timesheet_versions_week_version_key').on(t.weekId, t.version)],
);

/** A shift of a week: entered whole or clocked (end null while clocked in). Instants in UTC, local date of its start. */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weekId: uuid('week_id')
      .notNull()
      .references(() => timesheetWeeks.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    kind: text('kind').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    breaks: jsonb('breaks')
      .$type<{ start: string; end: string | null; kind: 'meal' | 'rest' }[]>()
      .notNull()
      .default([]),
    /** Kind-specific facts (announced_at, scheduled_minutes, restricted, missed_meal, missed_rest). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
    source: text('source', { enum: ['entry', 'punch'] })
      .notNull()
      .default('entry'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('timesheet_entries_week_idx').on(t.weekId, t.startAt),
    // At most one clocked-in shift per assignment.
    uniqueIndex('timesheet_entries_open_key')
      .on(t.applicationId)
      .where(sql`${t.endAt} is null`),
  ],
);

/** Every punch as recorded, with the corrections (a time given by the worker, with a reason). */
export const timesheetPunches = pgTable(
  'timesheet_punches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id'),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    corrected: boolean('corrected').notNull().default(false),
    byUserId: uuid('by_user_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timesheet_punches_application_idx').on(t.applicationId, t.at)],
);

/** Who did what to a week (History on both sides). */
export const timesheetHistory = pgTable(
  'timesheet_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    weekId: uuid('week_id')
      .notNull()
      .references(() => timesheetWeeks.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    text: text('text').notNull(),
    byUserId: uuid('by_user_id'),
    byLabel: text('by_label'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('timesheet_history_week_idx').on(t.weekId, t.createdAt)],
);

/**
 * A close-out review of a Done placement (issue 45), one per side: the organization's of the worker (`side`
 * 'organization': clinical skills, reliability, teamwork, communication; eligible for rehire, and when not, the
 * do-not-return reason category) or the worker's of the facility (`side` 'worker': orientation, staffing and patient
 * ratios, management support; would return). Scores are 1–5 by criterion key (domain REVIEW_CRITERIA). The worker may
 * reply once to the organization's review of her; after the reply the review is never changed.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    workerId: uuid('worker_id').notNull(),
    side: text('side', { enum: ['organization', 'worker'] }).notNull(),
    authorId: uuid('author_id'),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    comments: text('comments'),
    /** Organization side: eligible for rehire; false is a do-not-return with its reason category. */
    eligibleForRehire: boolean('eligible_for_rehire'),
    doNotReturnReason: text('do_not_return_reason'),
    /** Worker side: would return to the facility. */
    wouldReturn: boolean('would_return'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_application_side_key').on(t.applicationId, t.side),
    // The organization's do-not-return list and the "marked you do not return" look-up (organization, worker).
    index('reviews_do_not_return_idx')
      .on(t.organizationId, t.workerId, t.createdAt)
      .where(sql`${t.doNotReturnReason} is not null`),
    // Facility averages: the workers' reviews of an organization.
    index('reviews_org_side_idx').on(t.organizationId, t.side, t.createdAt),
  ],
);

/**
 * A work record issued to a worker at the end of an assignment (issue 45): the sealed PDF (stored under `fileKey`), its
 * SHA-256 (what makes a copy genuine), and the facts it states, frozen when issued. `includesReview`: she chose to add
 * the organization's review of her with her reply.
 */
export const workRecords = pgTable(
  'work_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    workerId: uuid('worker_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    sha256: text('sha256').notNull(),
    fileKey: text('file_key').notNull(),
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    includesReview: boolean('includes_review').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_records_sha256_key').on(t.sha256),
    // The profile's "Verified assignments", newest first (keyset-paged).
    index('work_records_worker_idx').on(t.workerId, t.issuedAt),
    // The download's reuse of the record already issued for the same choice.
    index('work_records_application_idx').on(t.applicationId, t.includesReview, t.issuedAt),
  ],
);

/** A work record the worker attached to an application in place of a reference (issue 45). */
export const applicationWorkRecords = pgTable(
  'application_work_records',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    workRecordId: uuid('work_record_id')
      .notNull()
      .references(() => workRecords.id, { onDelete: 'cascade' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.workRecordId] }),
    index('application_work_records_record_idx').on(t.workRecordId),
  ],
);

/**
 * An assignment ended early (issue 45): who ended it (the organization's side or the worker's notice), the reason, the
 * notice date, the effective date (the new last day) and what was still owed when it was recorded (the domain's
 * terminationOwed, each amount with its clause). `ended_at` is set when the application moved to Done.
 */
export const terminations = pgTable(
  'terminations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').notNull(),
    workerId: uuid('worker_id').notNull(),
    side: text('side').notNull(),
    reasonCode: text('reason_code').notNull(),
    note: text('note'),
    noticeDate: date('notice_date', { mode: 'string' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    owed: jsonb('owed').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terminations_application_key').on(t.applicationId),
    index('terminations_organization_idx').on(t.organizationId, t.effectiveDate),
  ],
);

export const schema = {
  organizations,
  users,
  sessions,
  emailTokens,
  workerProfiles,
  jobs,
  applications,
  offers,
  statusHistory,
  documents,
  chats,
  chatParticipants,
  messages,
  apiKeys,
  webhooks,
  outbox,
  webhookDeliveries,
  sentEmails,
  savedSearches,
  cacheVersions,
  heldApplications,
  authThrottle,
  notifications,
  notificationSettings,
  searchWords,
  platformKeys,
  contracts,
  contractSignatures,
  onboardingTemplates,
  onboardingItems,
  referees,
  assignments,
  timesheetWeeks,
  timesheetVersions,
  timesheetEntries,
  timesheetPunches,
  timesheetHistory,
  terminations,
  reviews,
  workRecords,
  applicationWorkRecords,
  contractClauseVersions,
};

/**
 * Mail a user causes (issue 41): one row per email of a capped kind (reference requests, verification, invitations,
 * password resets) queued through the outbox, read to enforce the per-recipient, cooldown, per-account and
 * per-organization limits (domain MAIL_LIMITS). Rows older than a day are no longer read.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The address, lower-cased. */
    recipient: text('recipient').notNull(),
    /** The signed-in user who caused it (null: a signed-out request, e.g. a password reset). */
    senderId: uuid('sender_id'),
    /** The organization whose member caused it, if any. */
    organizationId: uuid('organization_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_sends_recipient_idx').on(t.recipient, t.kind, t.createdAt),
    index('mail_sends_sender_idx').on(t.senderId, t.createdAt),
    index('mail_sends_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

/** A placement's bill rate card (issue 45): the client and what it is billed (domain RateCard). */
export const rateCards = pgTable('rate_cards', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  card: jsonb('card').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An invoice or credit note of an approved week (issue 45), immutable once issued (a trigger refuses updates): a
 * corrected week credits the latest version in full and issues the next. Totals and the margin are derived from the
 * lines by the domain (invoiceTotals), never stored.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    version: integer('version').notNull(),
    /** The approved timesheet version it bills. */
    weekVersion: integer('week_version').notNull(),
    /** A credit note: the invoice it credits; a later version: the invoice it replaces. */
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    clientAddress: text('client_address').notNull(),
    lines: jsonb('lines').$type<Record<string, unknown>[]>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_week_kind_version_key').on(t.applicationId, t.weekStart, t.kind, t.version),
    index('invoices_org_issued_idx').on(t.organizationId, t.issuedAt, t.id),
  ],
);
