import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { type OidcProviderConfig, oidcProvidersSetting } from './oidc-providers-config.js';
import { repoRoot, serverRoot } from './paths.js';

export { repoRoot };

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function isPublicUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const isHttp = url.protocol === 'http:' || url.protocol === 'https:';
  return isHttp && !url.username && !url.password && !value.includes('?') && !value.includes('#');
}

const positiveInt = z.coerce.number({ error: 'must be a number' }).int().positive();

const TRUST_EVERY_HOP =
  'must not be true: that trusts every address in X-Forwarded-For, and clients write the left-most ones themselves. ' +
  'Write how many proxies stand in front of the server (TRUST_PROXY=1 behind one nginx or HAProxy) ' +
  'or their addresses (TRUST_PROXY=127.0.0.1, or ranges such as 10.0.0.0/8)';

/**
 * Which proxies' X-Forwarded-For entries to believe: a number of hops counted from the server
 * (each proxy appends the address it was reached from, so the entry that many hops back is one a
 * trusted proxy wrote), or the proxies' own addresses and CIDR ranges. Never "every hop": then the
 * client's own left-most entry would be its address, and every per-IP limit would be void.
 */
const trustProxySetting = z.string().transform((value, context): false | number | string[] => {
  const setting = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(setting)) return false;
  if (['true', 'yes'].includes(setting)) {
    context.addIssue({ code: 'custom', message: TRUST_EVERY_HOP });
    return z.NEVER;
  }
  if (/^\d+$/.test(setting)) return Number(setting);
  const proxies = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const proxy of proxies) {
    try {
      proxyAddr.compile(proxy);
    } catch {
      context.addIssue({
        code: 'custom',
        message: `has "${proxy}", which is neither a number of proxies nor an IP address or CIDR range`,
      });
      return z.NEVER;
    }
  }
  return proxies;
});

/** "a@x.org, B@y.org" -> ['a@x.org', 'b@y.org']; an entry that is not an e-mail address is named in the error. */
const emailList = z
  .string()
  .default('')
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .superRefine((emails, context) => {
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        context.addIssue({
          code: 'custom',
          message: `has "${email}", which is not an e-mail address (separate addresses with commas)`,
        });
      }
    }
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  /**
   * This machine only, unless set: a fresh database is seeded with demo accounts whose password
   * the README publishes, which should not be open to the local network (issue 35). A server
   * behind a proxy on another machine, or a load balancer, sets its own address (docs/deploy.md).
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  /** Comma-separated origins allowed to call the API from another site; empty = same origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * The address the portal is reached at (scheme, host and any path prefix), when clients on other
   * sites need absolute links: picture URLs in answers then start with it.
   */
  PUBLIC_URL: z
    .string()
    .refine(isPublicUrl, { error: 'must be an absolute http:// or https:// URL, without query, fragment or user name' })
    .transform((value) => {
      const url = new URL(value);
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    })
    .optional(),
  /** A JSON file that replaces the built-in institution configuration. */
  INSTITUTION_CONFIG: z
    .string()
    .min(1)
    .default(path.join(serverRoot, 'config', 'institution.json')),
  WEB_DIST: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'web', 'dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The reverse proxies in front (a number of hops, or their addresses), whose X-Forwarded-* headers are believed. */
  TRUST_PROXY: trustProxySetting.default(false),
  SESSION_HOURS: positiveInt.default(24),
  SESSION_KEEP_DAYS: positiveInt.default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(50),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  AUTH_REQUESTS_PER_MINUTE_PER_IP: positiveInt.default(30),
  /** Sign-up attempts with one e-mail address per LOGIN_FAILURE_WINDOW_MINUTES, whatever their outcome. */
  SIGNUP_ATTEMPTS_PER_EMAIL: positiveInt.default(5),
  MESSAGES_PER_WINDOW: positiveInt.default(20),
  MESSAGE_WINDOW_SECONDS: positiveInt.default(10),
  /** "required": new accounts wait for the graduate roll or an admin; "open": every sign-up is verified at once. */
  VERIFICATION_POLICY: z.enum(['required', 'open'], { error: 'must be "required" or "open"' }).default('required'),
  CONTACT_MESSAGES_PER_HOUR: positiveInt.default(5),
  CONTACT_PUBLIC_PER_IP_PER_HOUR: positiveInt.default(20),
  REPORTS_PER_HOUR: positiveInt.default(20),
  /** Days the grievance officer has to answer a member's request (decision 0059). */
  PRIVACY_REQUEST_DAYS: positiveInt.default(30),
  PRIVACY_REQUESTS_PER_DAY: positiveInt.default(5),
  PICTURE_UPLOADS_PER_HOUR: positiveInt.default(10),
  /** Changes of who a member says they are or how to reach them (name, enrollment number, programme, year, college, e-mail, phone). */
  IDENTITY_CHANGES_PER_DAY: positiveInt.default(5),
  /** Requests to see another member's on-request contact fields, per member per day (decision 0058). */
  CONTACT_REQUESTS_PER_DAY: positiveInt.default(10),
  /** Searches per member per minute, and per IP per minute for visitors (counted in each process's memory: decision 0049). */
  SEARCH_REQUESTS_PER_MINUTE: positiveInt.default(60),
  SEARCH_REQUESTS_PER_MINUTE_PER_IP: positiveInt.default(120),
  /** How long a picture upload waits for one of the two image jobs before 503; 0: not at all. */
  PICTURE_JOB_WAIT_SECONDS: z.coerce.number({ error: 'must be a number' }).min(0).max(60).default(5),
  /**
   * The embedded database's page cache (PostgreSQL's shared_buffers), in MB. Its WebAssembly
   * memory never shrinks, so this bounds how much of the process's memory the cache can take;
   * pages beyond it are read again from the files (which the operating system caches).
   */
  PGLITE_CACHE_MB: z.coerce.number({ error: 'must be a number' }).int().min(1).max(4096).default(32),
  /**
   * How long, in seconds, a server process reuses what it has read: public answers (stories,
   * events, open jobs) and signed-in sessions. A write that could change them drops them at once,
   * in every process on the database. 0 turns the reuse off.
   */
  CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(3600).default(10),
  /** Live message streams one member may hold open in one server process; a new one closes their oldest. */
  STREAMS_PER_MEMBER: positiveInt.default(5),
  /** Live message streams one client IP may hold open in one server process; past it, 429. */
  STREAMS_PER_IP: positiveInt.default(50),
  /** The bearer token GET /metrics asks for; unset, /metrics answers only requests from the loopback address. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters (e.g. openssl rand -hex 32)' }).optional(),
  /**
   * The mail server: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465.
   * Unset: every mail is written as an .eml file under DATA_DIR/mail instead.
   */
  SMTP_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      error: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  /** The sender of every mail, e.g. "MAKAUT Alumni Association <alumni@example.org>". */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** New confirmation links ("send again") one account may ask for per day. */
  CONFIRMATION_MAILS_PER_DAY: positiveInt.default(5),
  /** "Forgot password?" requests per e-mail address per hour, whether or not an account has it. */
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: positiveInt.default(3),
  /** "Forgot password?" requests per client IP per hour. */
  PASSWORD_RESETS_PER_IP_PER_HOUR: positiveInt.default(20),
  /** How long a chat message stays unread before its recipient is mailed about it. */
  MESSAGE_NOTIFY_AFTER_SECONDS: positiveInt.default(900),
  /** Whether this server sends the weekly digest on Monday at 08:00 India time (admins can always send it now). */
  WEEKLY_DIGEST: booleanFlag.default(true),
  /** Accounts made admins at start-up, when they exist and are not admins yet (each change audited). */
  ADMIN_EMAILS: emailList,
  /** Outside OpenID providers members may sign in with: a JSON list (docs/identity.md); none when unset. */
  OIDC_PROVIDERS: oidcProvidersSetting,
});

/** The environment variables the server reads. */
export type ConfigVariable = keyof z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  /** The portal's public address without a trailing slash, e.g. "https://alumni.example.org"; null: links stay relative. */
  publicUrl: string | null;
  /**
   * Where every absolute link the server writes starts (mails, calendar files and feeds): PUBLIC_URL,
   * or this server on localhost when there is none. Never taken from a request's Host or
   * X-Forwarded-Host, which whoever sends the request writes.
   */
  siteUrl: string;
  institutionConfigPath: string;
  webDist: string;
  logLevel: string;
  /** Fastify's trustProxy: false (no proxy), the number of proxies in front, or their addresses and ranges. */
  trustProxy: false | number | string[];
  sessions: { ttlMs: number; keepLoggedInTtlMs: number };
  loginThrottle: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMs: number };
  authRequestsPerMinutePerIp: number;
  signupAttemptsPerEmail: number;
  /** Messages one user may send per window before 429. */
  messagesPerWindow: number;
  messageWindowMs: number;
  verificationPolicy: 'required' | 'open';
  /** Contact-form messages one user may send per hour before 429. */
  contactMessagesPerHour: number;
  contactPublicPerIpPerHour: number;
  /** Reports one member may file per hour before 429. */
  reportsPerHour: number;
  /** Days between a member's request to the grievance officer and its due date. */
  privacyRequestDays: number;
  /** Requests to the grievance officer one member may file per day before 429. */
  privacyRequestsPerDay: number;
  /** Profile pictures one member may upload per hour before 429. */
  pictureUploadsPerHour: number;
  /** Identity and contact changes one account may make per day before 429. */
  identityChangesPerDay: number;
  /** Requests to see on-request contact fields one member may make per day before 429. */
  contactRequestsPerDay: number;
  searchRequestsPerMinute: { perMember: number; perIp: number };
  /** How long an upload waits for an image job slot before 503, in ms. */
  pictureJobWaitMs: number;
  /** shared_buffers of the embedded database, in MB. */
  pgliteCacheMb: number;
  /** How long public answers and sessions are reused from memory, in ms; 0: never. */
  cacheTtlMs: number;
  /** Open live message streams per member, per process; one more replaces their oldest. */
  streamsPerMember: number;
  /** Open live message streams per client IP, per process; one more gets 429. */
  streamsPerIp: number;
  /** E-mail addresses (lower case) of the accounts to make admins at start-up. */
  adminEmails: string[];
  /** Outside OpenID providers members may sign in with (issue 31); empty: none, and no buttons. */
  oidcProviders: OidcProviderConfig[];
  /** The bearer token of GET /metrics; null: loopback only. */
  metricsToken: string | null;
  mail: {
    /** null: mails are written as .eml files under DATA_DIR/mail. */
    smtpUrl: string | null;
    /** The From of every mail; unset: the association's name at no-reply@ the portal's host. */
    from: string | null;
  };
  /** How long a chat message stays unread before its recipient is mailed about it, in seconds. */
  messageNotifyAfterSeconds: number;
  /** The Monday digest goes out by itself; false: only when an admin sends it. */
  weeklyDigest: boolean;
  mailLimits: {
    confirmationsPerDay: number;
    resetsPerAddressPerHour: number;
    resetsPerIpPerHour: number;
  };
}

export class ConfigError extends Error {}

/** Parses the environment once at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is set but PUBLIC_URL is not; links in mails must start with the address members reach the portal at',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL ?? null,
    siteUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    institutionConfigPath: path.resolve(e.INSTITUTION_CONFIG),
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessions: {
      ttlMs: e.SESSION_HOURS * 3_600_000,
      keepLoggedInTtlMs: e.SESSION_KEEP_DAYS * 86_400_000,
    },
    loginThrottle: {
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    },
    authRequestsPerMinutePerIp: e.AUTH_REQUESTS_PER_MINUTE_PER_IP,
    signupAttemptsPerEmail: e.SIGNUP_ATTEMPTS_PER_EMAIL,
    messagesPerWindow: e.MESSAGES_PER_WINDOW,
    messageWindowMs: e.MESSAGE_WINDOW_SECONDS * 1000,
    verificationPolicy: e.VERIFICATION_POLICY,
    contactMessagesPerHour: e.CONTACT_MESSAGES_PER_HOUR,
    contactPublicPerIpPerHour: e.CONTACT_PUBLIC_PER_IP_PER_HOUR,
    reportsPerHour: e.REPORTS_PER_HOUR,
    privacyRequestDays: e.PRIVACY_REQUEST_DAYS,
    privacyRequestsPerDay: e.PRIVACY_REQUESTS_PER_DAY,
    pictureUploadsPerHour: e.PICTURE_UPLOADS_PER_HOUR,
    identityChangesPerDay: e.IDENTITY_CHANGES_PER_DAY,
    contactRequestsPerDay: e.CONTACT_REQUESTS_PER_DAY,
    searchRequestsPerMinute: { perMember: e.SEARCH_REQUESTS_PER_MINUTE, perIp: e.SEARCH_REQUESTS_PER_MINUTE_PER_IP },
    pictureJobWaitMs: e.PICTURE_JOB_WAIT_SECONDS * 1000,
    pgliteCacheMb: e.PGLITE_CACHE_MB,
    cacheTtlMs: e.CACHE_SECONDS * 1000,
    streamsPerMember: e.STREAMS_PER_MEMBER,
    streamsPerIp: e.STREAMS_PER_IP,
    adminEmails: e.ADMIN_EMAILS,
    oidcProviders: e.OIDC_PROVIDERS,
    metricsToken: e.METRICS_TOKEN ?? null,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? null,
    },
    messageNotifyAfterSeconds: e.MESSAGE_NOTIFY_AFTER_SECONDS,
    weeklyDigest: e.WEEKLY_DIGEST,
    mailLimits: {
      confirmationsPerDay: e.CONFIRMATION_MAILS_PER_DAY,
      resetsPerAddressPerHour: e.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
      resetsPerIpPerHour: e.PASSWORD_RESETS_PER_IP_PER_HOUR,
    },
  };
}
