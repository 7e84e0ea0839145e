import {
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  CONTACT_REQUEST_STATUSES,
  CONTACT_VISIBILITIES,
  LANGUAGES,
  ON_REQUEST_FIELDS,
  PERSONAL_DATA_READS,
  PRIVACY_REQUEST_KINDS,
  THEMES,
} from '@alumni/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Full-text search document; written by the profile queries, read only through @@. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const visibilityColumn = (name: string, byDefault: 'alumni' | 'private') =>
  text(name, { enum: ['alumni', 'private'] })
    .notNull()
    .default(byDefault);
/** Phone, e-mail and address may also be shown on request (decision 0058): the text column takes the third value. */
const contactVisibilityColumn = (name: string, byDefault: 'alumni' | 'private') =>
  text(name, { enum: CONTACT_VISIBILITIES }).notNull().default(byDefault);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** Null for an account started with an outside provider (issue 31) until its member sets a password through the reset mail. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    collegeName: text('college_name').notNull(),
    programme: text('programme').notNull(),
    yearOfPassing: integer('year_of_passing').notNull(),
    /** Stored upper-cased; unique. */
    enrollmentNumber: text('enrollment_number').notNull(),
    /** Ten digits, without country code; unique. */
    phone: text('phone').notNull(),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    /** The stored picture's key; its bytes are rows of `pictures` (served at /uploads/<key>-<size>.webp). */
    profilePicture: text('profile_picture'),
    dob: date('dob', { mode: 'string' }),
    address: text('address'),
    branch: text('branch'),
    cgpa: real('cgpa'),
    currentJobTitle: text('current_job_title'),
    companyName: text('company_name'),
    experience: text('experience'),
    linkedinProfile: text('linkedin_profile'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    hobbies: text('hobbies').array().notNull().default(sql`'{}'::text[]`),
    mentorshipInterest: boolean('mentorship_interest').notNull().default(false),
    /** What the member offers to mentor on, shown with their mentorship interest (decision 0028). */
    mentorshipTopics: text('mentorship_topics'),
    emailVisibility: contactVisibilityColumn('email_visibility', 'alumni'),
    phoneVisibility: contactVisibilityColumn('phone_visibility', 'private'),
    addressVisibility: contactVisibilityColumn('address_visibility', 'private'),
    dobVisibility: visibilityColumn('dob_visibility', 'private'),
    /**
     * Where the member lives (decision 0055): a city of the gazetteer by its GeoNames id, with its
     * state (`IN.28`) and country (`IN`) kept beside it so the map counts by them in SQL.
     */
    cityId: integer('city_id'),
    cityState: text('city_state'),
    cityCountry: text('city_country'),
    cityVisibility: visibilityColumn('city_visibility', 'alumni'),
    /** 'alumni': named on the attendee lists of the events one goes to; 'private': left off them. */
    attendanceVisibility: visibilityColumn('attendance_visibility', 'alumni'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /**
     * A new address the member asked for and has not confirmed yet: `email` stays the sign-in
     * address until the link mailed to this one is followed (docs/decisions/0025).
     */
    pendingEmail: text('pending_email'),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    role: text('role', { enum: ['alumnus', 'admin'] })
      .notNull()
      .default('alumnus'),
    /** Whether the association knows this account is one of its graduates (docs/decisions/0009). */
    verificationStatus: text('verification_status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    /** How the account was verified, or why it was rejected; shown to its owner. */
    verificationNote: text('verification_note'),
    verifiedAt: timestamp('verified_at', { withTimezone: true, precision: 3 }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true, precision: 3 }),
    suspensionReason: text('suspension_reason'),
    /** What the member wants by e-mail beyond what is always sent (account and moderation notices). */
    mailMessageNotices: boolean('mail_message_notices').notNull().default(true),
    mailDigest: boolean('mail_digest').notNull().default(true),
    mailAnnouncements: boolean('mail_announcements').notNull().default(true),
    /** The member's language (e-mails follow it) and colour scheme, kept like the cookies (decision 0032). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    theme: text('theme', { enum: THEMES }).notNull().default('system'),
    /**
     * The first-run checklist (issue 35): the steps the member ticked by doing them where the
     * server cannot see it (looked at the directory, at the e-mail settings), and when they put the
     * checklist away. Accounts older than the checklist start with it put away (migration 0018).
     */
    firstStepsDone: jsonb('first_steps_done').$type<string[]>().notNull().default([]),
    firstStepsDismissedAt: timestamp('first_steps_dismissed_at', { withTimezone: true, precision: 3 }),
    /** Random key the one-click unsubscribe links are signed with; made when the first such mail is queued. */
    unsubscribeKey: text('unsubscribe_key'),
    /** The last day the account was used (a session looked up), for the insights' "active in 90 days" (decision 0053). */
    lastActiveOn: date('last_active_on', { mode: 'string' }),
    /** Name, job title, company and skills, for the directory's free-text search. */
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_enrollment_number_key').on(table.enrollmentNumber),
    uniqueIndex('users_phone_key').on(table.phone),
    index('users_search_vector_idx').using('gin', table.searchVector),
    index('users_city_idx').on(table.cityCountry, table.cityState, table.cityId),
    index('users_name_sort_idx').on(sql`lower(${table.fullName})`, table.id),
    index('users_year_sort_idx').on(table.yearOfPassing.desc(), sql`lower(${table.fullName})`, table.id),
    index('users_programme_idx').on(table.programme),
    index('users_college_idx').on(table.collegeName),
    // The dashboard's "active in the last 90 days" (decision 0053): a range of this index, the only
    // count of people it still makes from `users` itself (the others are kept in insight_counts).
    index('users_active_idx').on(table.lastActiveOn, table.collegeName, table.programme, table.yearOfPassing),
    index('users_pending_created_at_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.verificationStatus} = 'pending'`),
    // The dashboard's reviews waiting, by college, and their waits (decision 0064): index-only.
    index('users_pending_insights_idx')
      .on(table.collegeName, table.createdAt, table.suspendedAt)
      .where(sql`${table.verificationStatus} = 'pending'`),
  ],
);

/** Raw bytes: Buffer from node-postgres, Uint8Array from PGlite; always a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Profile pictures, one row per stored size (docs/decisions/0023): in the database, so every
 * server process on it serves them and a backup holds them. A key is never reused, so a row never
 * changes; it goes with its owner's account (cascade) or when the owner replaces the picture.
 */
export const pictures = pgTable(
  'pictures',
  {
    key: text('key').notNull(),
    size: integer('size').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.size] }), index('pictures_owner_id_idx').on(table.ownerId)],
);

/**
 * A document a pending member attached for the admin who decides on their account (issue 35): one
 * per account, re-encoded like a profile picture (never the uploaded bytes), served to admins only,
 * deleted with the decision.
 */
export const verificationDocuments = pgTable('verification_documents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Opaque session tokens: only their SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Every limit's counter, one row per key ("account:<email>", "ip:<address>", "contact:<user>", …;
 * db/limits.ts), kept in the database so every server process sees the same count.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Clients that have signed in to an account before (OWASP's "device cookies"): only the SHA-256
 * of the cookie's random token is stored. Such a client may still try the right password while
 * the account is paused by strangers' guesses, under a failure count of its own.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trusted_devices_user_id_idx').on(table.userId, table.lastUsedAt)],
);

/**
 * An outside OpenID provider's account linked to a member (issue 31, decision 0050): signing in
 * there signs them in here. One per provider and member; a provider's subject names one member.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's `id` in OIDC_PROVIDERS. */
    provider: text('provider').notNull(),
    /** The provider's `sub` claim: stable, unlike the e-mail address. */
    subject: text('subject').notNull(),
    /** The address the provider gave when the identity was linked, shown on the account page. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('user_identities_user_provider_idx').on(table.userId, table.provider),
  ],
);

/**
 * A sign-in sent to a provider and not back yet: what the callback needs to check the answer
 * (PKCE verifier, nonce) and the browser that started it. Kept in the database so any process
 * can take the callback; taken by deleting it, so a callback is accepted once.
 */
export const oidcSignIns = pgTable(
  'oidc_sign_ins',
  {
    /** sha256 of the `state` sent to the provider. */
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    /** sha256 of the cookie set on the browser that started it: a callback from another browser is refused. */
    browserHash: text('browser_hash').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    returnTo: text('return_to'),
    /** Set when a signed-in member adds this provider from the account page. */
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_sign_ins_expires_at_idx').on(table.expiresAt)],
);

/**
 * What a provider's answer led to, handed to the web page in a one-time ticket (its hash here):
 * a sign-in, a new account to complete, or an account to link with its password.
 */
export const oidcTickets = pgTable(
  'oidc_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    kind: text('kind', { enum: ['signIn', 'signUp', 'link', 'linked'] }).notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    fullName: text('full_name'),
    /** The account signed in to or to link with (signIn, link, linked); none for a new account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oidc_tickets_expires_at_idx').on(table.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

// Descending indexes are declared NULLS FIRST, which is what a query's plain `ORDER BY x DESC`
// means: declared otherwise (drizzle-kit's default is NULLS LAST), PostgreSQL cannot walk them for
// that order and sorts the whole table instead (users_year_sort_idx is the exception: its query
// asks for NULLS LAST).
/** Millisecond precision, so a timestamp in a page cursor compares exactly with the stored one. */
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
/** Set when a moderator hides the item: it then vanishes from every list and page but the admins'. */
const hiddenAt = () => timestamp('hidden_at', { withTimezone: true, precision: 3 });
const updatedAt = () => timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const CHAPTER_KINDS = ['college', 'city', 'batch'] as const;

/**
 * Groups of members by college, city or batch (decision 0030). Every configured college has one
 * from the start (`college` names it, unique, so the start-up sync adds each once); admins add
 * city and batch chapters, rename and archive them. Archived chapters keep their members, events
 * and stories but take no one new.
 */
export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CHAPTER_KINDS }).notNull(),
    name: text('name').notNull(),
    /** The configured college a college chapter stands for; null for city and batch chapters. */
    college: text('college'),
    archivedAt: timestamp('archived_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chapters_college_key').on(table.college),
    // Two chapters in use never share a name (in any case); an archived one frees its name.
    uniqueIndex('chapters_active_name_key').on(sql`lower(${table.name})`).where(sql`${table.archivedAt} is null`),
  ],
);

/** Who joined which chapter: members join and leave themselves; nobody is enrolled automatically. */
export const chapterMembers = pgTable(
  'chapter_members',
  {
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chapterId, table.userId] }),
    index('chapter_members_user_idx').on(table.userId),
  ],
);

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The date the story is about, as chosen in the form. */
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    /** The byline as typed; pre-filled with the poster's name but free to change. */
    author: text('author').notNull(),
    description: text('description'),
    content: text('content').notNull(),
    /** The cover picture's key (a row of `images` whose story_id is this story's), or null. */
    image: text('image'),
    /** The cover's text alternative, set with it. */
    imageAlt: text('image_alt'),
    /** The chapter the story belongs to, if any (decision 0030). */
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Lists show a story's own date, so they are ordered by it (then by when it was posted).
    index('stories_date_created_at_id_idx').on(
      table.date.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('stories_chapter_date_created_at_idx').on(
      table.chapterId,
      table.date.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('stories_author_date_created_at_idx').on(
      table.authorId,
      table.date.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Local date and time in the institution's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    location: text('location').notNull(),
    category: text('category').notNull(),
    contactEmail: text('contact_email').notNull(),
    linkToJoin: text('link_to_join').notNull(),
    presenterName: text('presenter_name'),
    presenterLink: text('presenter_link'),
    /** Seats for members going; null: no limit. */
    capacity: integer('capacity'),
    /** Joined online through `link_to_join`, or attended in person (issue 35). */
    online: boolean('online').notNull().default(false),
    /** The cover picture's key (a row of `images` whose event_id is this event's), or null. */
    image: text('image'),
    /** The cover's text alternative, set with it. */
    imageAlt: text('image_alt'),
    /** The chapter the event belongs to, if any (decision 0030). */
    chapterId: uuid('chapter_id').references(() => chapters.id, { onDelete: 'set null' }),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_date_time_id_idx').on(table.date, table.time, table.id),
    index('events_chapter_date_time_id_idx').on(table.chapterId, table.date, table.time, table.id),
    index('events_created_by_date_idx').on(
      table.createdBy,
      table.date.desc().nullsFirst(),
      table.time.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Pictures uploaded for posts (issue 32, decision 0052): the key of their `pictures` rows (the
 * bytes, at the card and page widths), who uploaded them, their alt text and page-size pixels, and
 * the post that shows them. A picture on no post is removed after a day; one on a post goes with
 * it (cascade) or when the post shows another. Deleting a row deletes its bytes (a trigger, in
 * the migration), whichever way the row goes.
 */
export const images = pgTable(
  'images',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('images_owner_id_idx').on(table.ownerId),
    index('images_story_id_idx').on(table.storyId),
    index('images_event_id_idx').on(table.eventId),
    // The orphan sweep's search: pictures on no post, oldest first.
    index('images_unused_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.storyId} is null and ${table.eventId} is null`),
  ],
);

export const REGISTRATION_STATUSES = ['going', 'waitlisted'] as const;

/**
 * Who said "I'm coming" to an event. Seats are handed out under a lock on the event's row
 * (modules/events/queries.ts), so `going` never exceeds the event's capacity; the waiting list
 * moves up in order of `createdAt`, the moment one joined it.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
    /** When the organiser marked the member as having come; null: not marked (decision 0053). */
    attendedAt: timestamp('attended_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index('event_registrations_event_status_idx').on(table.eventId, table.status, table.createdAt, table.userId),
    index('event_registrations_user_idx').on(table.userId),
  ],
);

/**
 * A member's private calendar feed: the hash of the secret in its address, so a copy of the
 * database or a backup opens no feed; the address is shown once, when it is made (decision 0039).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the secret, as sessions and mail links keep theirs. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_key').on(table.tokenHash)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postedBy: uuid('posted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    jobType: text('job_type', { enum: ['Full-time', 'Part-time', 'Internship', 'Contract', 'Freelance'] }).notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    salary: text('salary').notNull(),
    applyLink: text('apply_link').notNull(),
    /** The last day the job is listed, in the institution's time zone. */
    expiresAt: date('expires_at', { mode: 'string' }).notNull(),
    filled: boolean('filled').notNull().default(false),
    /** Who may read it: signed-in members, or anyone with the link (decision 0061). */
    audience: text('audience', { enum: ['members', 'public'] })
      .notNull()
      .default('members'),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_open_created_at_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.filled} = false`),
    index('jobs_posted_by_created_at_idx').on(
      table.postedBy,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * One row per message. pairLow/pairHigh are the two participants' ids in sorted order, so one
 * index serves a conversation whichever way round its messages went. A message is both
 * participants' copy: when one deletes their account, their side becomes null and the other keeps
 * the conversation (pairLow/pairHigh still tell which conversation, and so who wrote what).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    pairLow: uuid('pair_low').notNull(),
    pairHigh: uuid('pair_high').notNull(),
    content: text('content').notNull(),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_pair_created_at_idx').on(
      table.pairLow,
      table.pairHigh,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('messages_recipient_created_at_idx').on(table.recipientId, table.createdAt, table.id),
    index('messages_sender_created_at_idx').on(table.senderId, table.createdAt, table.id),
  ],
);

/**
 * Each participant's view of a conversation: the inbox row, kept current as messages are sent and
 * read. It goes with its owner's account; `otherId` is a plain value, so the row outlives the
 * other person's account and the owner keeps the conversation with "a former member".
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherId: uuid('other_id').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }).notNull(),
    lastMessagePreview: text('last_message_preview').notNull(),
    lastSenderId: uuid('last_sender_id').notNull(),
    unreadCount: integer('unread_count').notNull().default(0),
    /** When the oldest message still unread arrived; null when all is read. */
    unreadSince: timestamp('unread_since', { withTimezone: true, precision: 3 }),
    /** The owner was told about the unread messages (mail and notice); cleared when they read them. */
    unreadNoticeSent: boolean('unread_notice_sent').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.otherId] }),
    index('conversations_user_last_message_idx').on(table.userId, table.lastMessageAt.desc().nullsFirst()),
    index('conversations_unread_notice_due_idx')
      .on(table.unreadSince)
      .where(sql`${table.unreadCount} > 0 and not ${table.unreadNoticeSent}`),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
);

export const MENTORSHIP_REQUEST_STATUSES = ['open', 'accepted', 'declined'] as const;

/** A member asking another (who is open to mentoring) for mentoring; decision 0028. */
export const mentorshipRequests = pgTable(
  'mentorship_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status', { enum: MENTORSHIP_REQUEST_STATUSES }).notNull().default('open'),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    // One open request per requester and mentor, whatever the concurrency.
    uniqueIndex('mentorship_requests_open_once_key')
      .on(table.requesterId, table.mentorId)
      .where(sql`${table.status} = 'open'`),
    index('mentorship_requests_mentor_idx').on(
      table.mentorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('mentorship_requests_requester_idx').on(
      table.requesterId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** The association's list of graduates; a sign-up that matches a row is verified at once. */
export const graduateRoll = pgTable(
  'graduate_roll',
  {
    /** Stored upper-cased, like users.enrollment_number. */
    enrollmentNumber: text('enrollment_number').primaryKey(),
    fullName: text('full_name').notNull(),
    programme: text('programme').notNull(),
    collegeName: text('college_name').notNull(),
    yearOfPassing: integer('year_of_passing').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('graduate_roll_programme_year_idx').on(table.programme, table.yearOfPassing)],
);

/**
 * College coordinators (issue 33, decision 0053): a member an admin named to work the review queue
 * and read the insights of one college; one row per college they coordinate.
 */
export const collegeCoordinators = pgTable(
  'college_coordinators',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collegeName: text('college_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.collegeName] })],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the reporter deleted their account: the complaint stays for the admins. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reported content type's name (its `content.ts`): the modules' content types decide which there are. */
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    /** A member's report of someone else's item, or an author asking for their hidden item to be looked at again. */
    kind: text('kind', { enum: ['report', 'review'] })
      .notNull()
      .default('report'),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, precision: 3 }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('reports_open_once_key')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_status_created_at_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('reports_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * What admins did, append-only: a trigger refuses UPDATE and DELETE (migration 0005). Actor and
 * target are plain values, not foreign keys, so deleting an account never rewrites the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Target in whole rupees, when the campaign has one. */
    goalRupees: integer('goal_rupees'),
    /** What admins have recorded as given so far, in whole rupees (the portal takes no payments). */
    raisedRupees: integer('raised_rupees').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('campaigns_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);

/** Messages sent through the Contact to Principal form; read by admins in /admin. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member who wrote; null when a visitor wrote through the public form (decision 0029). */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's own name and e-mail address; null when a member wrote. */
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true, precision: 3 }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admins' answer (one per message): mailed to the sender through the outbox and kept here. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, precision: 3 }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    /** The answering admin's name as it was, so the inbox still reads right after the account goes. */
    repliedByName: text('replied_by_name'),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('contact_messages_sender_created_at_idx').on(table.senderId, table.createdAt),
  ],
);

/**
 * Mail waiting to be sent, being sent, sent or given up (docs/decisions/0025). A row is written in
 * the transaction of the change that causes it; the worker (modules/mail/worker.ts) claims due
 * rows with FOR UPDATE SKIP LOCKED, so processes sharing the database never send one twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The template that renders it (modules/mail/templates). */
    kind: text('kind').notNull(),
    language: text('language').notNull().default('en'),
    /**
     * What the template needs, secret links included: emptied once the mail is sent or given up,
     * so a token lives in the table no longer than it has to.
     */
    data: jsonb('data'),
    /** Extra headers (List-Unsubscribe, …). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    /** Due time while queued; a claim moves it past the sending time (a lease another worker respects). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Known once rendered (first attempt); shown to admins, never a secret. */
    subject: text('subject'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index('mail_outbox_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    // A member's mail: what moves with them when their college changes (insight_counts) and what
    // their account's deletion sets to null.
    index('mail_outbox_user_idx').on(table.userId),
  ],
);

/**
 * Secret links mailed to a member (confirm an address, set a new password): only the token's
 * SHA-256 is stored; each works once, until it expires.
 */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm-email', 'password-reset'] }).notNull(),
    /** The address the link was sent to (for a confirmation: the address it confirms). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [index('mail_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;

export const NOTIFICATION_KINDS = [
  'account.approved',
  'account.rejected',
  'content.hidden',
  'report.actioned',
  'message.unread',
  'event.cancelled',
  'event.moved-up',
  'mentoring.requested',
  'mentoring.accepted',
  'contact.requested',
] as const;

/** What the portal told a member (the notifications menu); each kind's data is read by its presenter. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').$type<Record<string, string | null>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_created_at_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

/**
 * A mail to many members (an announcement, a weekly digest), queued in batches by the worker:
 * `cursorUserId` is the last member a batch reached, `queued` how many mails are in the outbox.
 * A weekly digest has its week (the Monday, India time): the unique index makes one process the
 * one that sends it.
 */
export const mailings = pgTable(
  'mailings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['announcement', 'digest'] }).notNull(),
    subject: text('subject').notNull(),
    /** Announcement: { body }; digest: the items of the week. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** Announcement: { colleges?, programmes?, yearFrom?, yearTo? }; empty = every verified member. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    week: date('week', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipients: integer('recipients').notNull(),
    queued: integer('queued').notNull().default(0),
    cursorUserId: uuid('cursor_user_id'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    uniqueIndex('mailings_week_key').on(table.week),
    index('mailings_unfinished_idx').on(table.createdAt).where(sql`${table.finishedAt} is null`),
    index('mailings_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * A member's current answer to each consent purpose (issue 34, decision 0054): what the queries
 * that list people or queue mail ask. `noticeVersion` is the notice the answer was given under; a
 * purpose whose text changed in a later version counts as not granted until answered again.
 */
export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: integer('notice_version').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.purpose] }),
    index('consents_purpose_idx').on(table.purpose, table.userId).where(sql`${table.granted}`),
  ],
);

/**
 * Every grant and withdrawal, append-only (a trigger refuses changes; the rows go only with their
 * account): what the member sees as their consent record and what their data export holds.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: integer('notice_version').notNull(),
    how: text('how', { enum: CONSENT_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('consent_records_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Admins' reads of a member's personal data (issue 34, decision 0057): one line per reader, member,
 * what was read and hour (the hour's first read; later ones in that hour add nothing), append-only
 * (a trigger refuses changes; the rows go only with the member's account). The reader's name is
 * kept as it was, so the member still sees who read after the reader's account is gone.
 */
export const personalDataReads = pgTable(
  'personal_data_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readerId: uuid('reader_id').notNull(),
    readerName: text('reader_name').notNull(),
    what: text('what', { enum: PERSONAL_DATA_READS }).notNull(),
    hour: timestamp('hour', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('personal_data_reads_hourly_idx').on(table.memberId, table.readerId, table.what, table.hour),
    index('personal_data_reads_member_idx').on(table.memberId, table.createdAt, table.id),
  ],
);

export type StoryRow = typeof stories.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type ChapterKind = (typeof CHAPTER_KINDS)[number];
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export type MentorshipRequestRow = typeof mentorshipRequests.$inferSelect;

/**
 * What search finds each person, story, event, job and chapter by (decision 0048): one row per
 * item, written by triggers (migrations 0021, 0035) in the same transaction as the item's own write
 * and as every write that changes who may find it, deleted with it. `search_doc` is the full-text
 * document of the item's searchable text folded to one spelling (`search_key`: Bengali letters
 * transliterated, lower case, words of a-z and 0-9, a doubled letter once), `title_doc` that of its
 * title (a person's name). Who may find it is kept here too (decision 0065), from the
 * view `search_sources`, so a search matches, filters and orders in one index-backed scan:
 * `visible` (not hidden, author not suspended, chapter not archived; a person verified and not
 * suspended), `listed_version` (a person's: the notice version of their granted consent to the
 * directory, null when not given or while their account waits to be deleted) and `sort_date`
 * (what results are dated by: a story's or event's date, a job's posting day; null for people and
 * chapters).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind', { enum: ['people', 'stories', 'events', 'jobs', 'chapters'] }).notNull(),
    id: uuid('id').notNull(),
    searchDoc: tsvector('search_doc').notNull(),
    titleDoc: tsvector('title_doc').notNull(),
    visible: boolean('visible').notNull(),
    listedVersion: integer('listed_version'),
    sortDate: date('sort_date', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('search_documents_doc_idx').using('gin', table.searchDoc),
    index('search_documents_title_idx').using('gin', table.titleDoc),
    // Each kind's visible documents in the order results are shown within a tier (decision 0065).
    index('search_documents_order_idx')
      .on(table.kind, table.sortDate.desc().nullsLast(), table.id.desc())
      .where(sql`${table.visible}`),
  ],
);

/**
 * The distinct words of the search documents (decision 0062): each lexeme of a `search_doc` and how
 * many documents hold it, kept by statement triggers on `search_documents` in the same transaction
 * (a word no document holds any more is deleted). Search matches typos against these short words
 * (trigram index), then the documents' full text for the close words found. Shared by all kinds and
 * readers: what it says is checked against documents the reader may see before anything is shown.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (table) => [index('search_words_word_trgm_idx').using('gin', table.word.op('gin_trgm_ops'))],
);

/**
 * The dashboard's counts, kept by the database (issue 33, decision 0064): how many of each measure
 * (stories written, mail sent, members on the roll…) for each college, key (a programme, a year,
 * a kind of mail, a chapter) and month (`YYYY-MM` in the institution's time zone, '' for counts
 * that are not by month). Triggers on the tables counted add and subtract in the same transaction
 * as each write (drizzle/0034_insight_counts.sql), so each table of the dashboard reads a few
 * thousand rows whatever the traffic. Kept only once `insight_settings` names the time zone.
 */
export const insightCounts = pgTable(
  'insight_counts',
  {
    measure: text('measure').notNull(),
    college: text('college').notNull(),
    key: text('key').notNull(),
    month: text('month').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.measure, table.college, table.key, table.month] })],
);

/**
 * At most one row (id 1): the time zone insight_counts counts months in (the institution's, which the server
 * sets: a different one counts everything again). Null: nothing is kept yet.
 */
export const insightSettings = pgTable('insight_settings', {
  id: integer('id').primaryKey().default(1),
  timeZone: text('time_zone'),
});

/**
 * The applications that sign their users in with the portal (the portal as OpenID provider,
 * docs/identity.md, decision 0051). `client_secret_hash` is the SHA-256 of a 32-byte random
 * secret shown once; `redirect_uris` share one host, which the pairwise `sub` needs.
 */
export const oidcApps = pgTable(
  'oidc_apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    redirectUris: text('redirect_uris').array().notNull(),
    clientSecretHash: text('client_secret_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true, precision: 3 }),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('oidc_apps_client_id_key').on(table.clientId)],
);

/**
 * What the OpenID provider keeps between requests (its adapter's models: grants, codes, tokens,
 * sessions, interactions), so every process sees the same. `account_id` and `client_id` are
 * copied out of a grant's payload for the account page's list of allowed applications; they are
 * plain values, not foreign keys: a deleted account's grants stop working because its account
 * is no longer found, and expire.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    accountId: text('account_id'),
    clientId: text('client_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_models_grant_id_idx').on(table.grantId),
    index('oidc_models_uid_idx').on(table.uid),
    index('oidc_models_account_idx').on(table.accountId, table.clientId),
  ],
);

/**
 * The provider's secrets, made on first start and shared by every process: `signing` rows are
 * private JWKs (the newest signs, the others stay in the JWKS until removed), `cookie` rows sign
 * its cookies, the `pairwise` row salts each application's `sub`.
 */
export const oidcKeys = pgTable('oidc_keys', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['signing', 'cookie', 'pairwise'] }).notNull(),
  secret: jsonb('secret').$type<Record<string, unknown> | string>().notNull(),
  createdAt: createdAt(),
});

/**
 * Contact on request (decision 0058): a verified member asks to see another's phone, e-mail or
 * address; the owner approves, declines, or later revokes. An approved row is the permission:
 * the asker sees the field while the owner shows it on request. Both go with either account.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ON_REQUEST_FIELDS }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: CONTACT_REQUEST_STATUSES }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    // One open (pending or approved) request per asker, owner and field, whatever the concurrency.
    uniqueIndex('contact_requests_open_once_key')
      .on(table.askerId, table.ownerId, table.field)
      .where(sql`${table.status} in ('pending', 'approved')`),
    index('contact_requests_owner_idx').on(
      table.ownerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('contact_requests_asker_idx').on(
      table.askerId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type ContactRequestRow = typeof contactRequests.$inferSelect;

/**
 * A member's rights in one place (issue 34, decision 0059). An account whose deletion is asked
 * for: carried out at `dueAt` (48 hours after) by the erasure job, cancelled by signing in. While
 * the row exists the member counts as consenting to no purpose (db/consent.ts): not listed, no
 * optional mail.
 */
export const accountErasures = pgTable(
  'account_erasures',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('account_erasures_due_idx').on(table.dueAt)],
);

/**
 * A member's request to the grievance officer (issue 34, decision 0059): a grievance, or a
 * correction of data an admin set (verification data). Answered once, by mail; the answering
 * admin is kept by name, as the audit log keeps its actors.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    answeredByName: text('answered_by_name'),
  },
  (table) => [
    index('privacy_requests_queue_idx').on(table.createdAt.desc(), table.id.desc()),
    index('privacy_requests_user_idx').on(table.userId, table.createdAt),
  ],
);

/** The person a member names to exercise their rights if they cannot (issue 34, decision 0059): one per member. */
export const nominees = pgTable('nominees', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  relationship: text('relationship'),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
