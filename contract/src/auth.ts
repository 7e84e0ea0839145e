import { z } from 'zod';
import { requiredEmail, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { LIMITS } from './limits.js';
import { currentYear, FIRST_YEAR_OF_PASSING, GENDERS } from './lists.js';
import { languageSchema, themeSchema } from './preferences.js';
import { signUpConsentsSchema } from './privacy.js';

export const USER_ROLES = ['alumnus', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Indian mobile numbers: 10 digits starting 6-9, optionally written with +91, 91 or 0 and spaces or dashes. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return match?.[1] ?? null;
}

export const phoneSchema = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? fieldMessage('field.required', { field: 'label.phone' })
        : fieldMessage('field.must_be_number', { field: 'label.phone' }),
  })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: fieldMessage('field.required', { field: 'label.phone' }) });
      return z.NEVER;
    }
    const normalized = normalizeIndianMobile(text);
    if (!normalized) {
      ctx.addIssue({
        code: 'custom',
        message: fieldMessage('field.phone_format'),
      });
      return z.NEVER;
    }
    return normalized;
  });

const PASSWORD_REQUIRED = fieldMessage('field.required', { field: 'label.password' });
const passwordTypeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? PASSWORD_REQUIRED : fieldMessage('field.must_be_text', { field: 'label.password' });
const PASSWORD_TOO_LONG = fieldMessage('field.max_length', { field: 'label.password', max: LIMITS.passwordMax });

export const passwordSchema = z
  .string({ error: passwordTypeError })
  .min(1, { error: PASSWORD_REQUIRED })
  .min(LIMITS.passwordMin, {
    error: fieldMessage('field.min_length', { field: 'label.password', min: LIMITS.passwordMin }),
  })
  .max(LIMITS.passwordMax, { error: PASSWORD_TOO_LONG });

export interface SignupLists {
  colleges: readonly string[];
  programmes: readonly string[];
  timeZone?: string;
}

/**
 * The sign-up body. The college and programme lists are the institution's configured ones, so
 * the schema is made from them: the server validates requests and the web form validates input
 * with the same function.
 */
export function createSignupSchema(lists: SignupLists) {
  return z.object({
    collegeName: requiredText('college', LIMITS.listItem).refine((value) => lists.colleges.includes(value), {
      error: fieldMessage('field.listed_college'),
    }),
    programme: requiredText('programme', LIMITS.listItem).refine((value) => lists.programmes.includes(value), {
      error: fieldMessage('field.listed_programme'),
    }),
    fullName: requiredText('fullName', LIMITS.fullName),
    yearOfPassing: z
      .union([z.number(), z.string()], {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? fieldMessage('field.required', { field: 'label.yearOfPassing' })
            : fieldMessage('field.must_be_year', { field: 'label.yearOfPassing' }),
      })
      .transform((value, ctx) => {
        const text = String(value).trim();
        if (text === '') {
          ctx.addIssue({ code: 'custom', message: fieldMessage('field.required', { field: 'label.yearOfPassing' }) });
          return z.NEVER;
        }
        const year = Number(text);
        const last = currentYear(lists.timeZone);
        if (!Number.isInteger(year) || year < FIRST_YEAR_OF_PASSING || year > last) {
          ctx.addIssue({
            code: 'custom',
            message: fieldMessage('field.year_between', { first: FIRST_YEAR_OF_PASSING, last }),
          });
          return z.NEVER;
        }
        return year;
      }),
    enrollmentNumber: requiredText('enrollmentNumber', LIMITS.enrollmentNumber)
      .regex(/^[A-Za-z0-9/-]+$/, { error: fieldMessage('field.enrollment_characters') })
      .transform((value) => value.toUpperCase()),
    phone: phoneSchema,
    email: requiredEmail(),
    password: passwordSchema,
    /** The language the web shows as the person signs up: their first mails are in it (issue 17). */
    language: languageSchema.optional(),
    /**
     * The purposes ticked in the itemised privacy notice (none in advance; decision 0054): the
     * others are recorded as not granted. Left out (the original client), nothing is recorded and
     * the member is asked at their next visit.
     */
    consents: signUpConsentsSchema.optional(),
  });
}
export type SignupBody = z.input<ReturnType<typeof createSignupSchema>>;
export type SignupInput = z.output<ReturnType<typeof createSignupSchema>>;

export const loginBodySchema = z.object({
  email: requiredEmail(),
  password: z
    .string({ error: passwordTypeError })
    .min(1, { error: PASSWORD_REQUIRED })
    .max(LIMITS.passwordMax, { error: PASSWORD_TOO_LONG }),
  /** "Keep me logged in": a long session instead of a one-day one. */
  keepLoggedIn: z
    .boolean({ error: fieldMessage('field.true_or_false', { field: 'label.keepLoggedIn' }) })
    .optional()
    .default(false),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The signed-in user as the API shows them to themselves. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  profilePicture: z.string().nullable(),
  collegeName: z.string(),
  programme: z.string(),
  yearOfPassing: z.number().int(),
  role: z.enum(USER_ROLES),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResultSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  expiresAt: z.string(),
  /** Present (true) when this sign-in cancelled the account's waiting deletion (decision 0059). */
  erasureCancelled: z.literal(true).optional(),
});
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * GET /api/v1/user/: the account page data, in the original field names, with where the account
 * stands: its role, and whether the association has verified it (and why not, when rejected).
 */
export const accountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  photoURL: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** The member's language (their mails follow it) and colour scheme (issue 17). */
  language: languageSchema,
  theme: themeSchema,
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    note: z.string().nullable(),
    verifiedAt: z.string().nullable(),
  }),
  /**
   * Whether the member has followed the link mailed to their address (separate from graduate
   * verification); `pendingEmail`: a new sign-in address waiting for its link.
   */
  emailConfirmation: z.object({
    confirmed: z.boolean(),
    pendingEmail: z.string().nullable(),
  }),
});
export type Account = z.infer<typeof accountSchema>;

/** A secret from a link in a mail (confirmation, new password). */
const mailTokenSchema = z
  .string({ error: fieldMessage('mail_links.token_incomplete') })
  .min(20, { error: fieldMessage('mail_links.token_incomplete') })
  .max(100, { error: fieldMessage('mail_links.token_not_valid') });

/** POST /api/v1/users/password/forgot */
export const forgotPasswordBodySchema = z.object({ email: requiredEmail() });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/v1/users/password/reset: the link's secret and the new password (the sign-up rules). */
export const resetPasswordBodySchema = z.object({ token: mailTokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** POST /api/v1/users/email/confirm */
export const confirmEmailBodySchema = z.object({ token: mailTokenSchema });
export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>;
export const confirmEmailResultSchema = z.object({ email: z.string() });
export type ConfirmEmailResult = z.infer<typeof confirmEmailResultSchema>;

/** POST /api/v1/users/email/resend: where the link went. */
export const confirmationSentSchema = z.object({ email: z.string() });
export type ConfirmationSent = z.infer<typeof confirmationSentSchema>;
