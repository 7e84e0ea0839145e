import { z } from 'zod';
import { requiredEmail, requiredText } from './fields.js';
import { LIMITS } from './limits.js';
import { currentYear, FIRST_YEAR_OF_PASSING, GENDERS } from './lists.js';

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
      issue.input === undefined || issue.input === null ? 'Phone is required' : 'Phone must be a number',
  })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'Phone is required' });
      return z.NEVER;
    }
    const normalized = normalizeIndianMobile(text);
    if (!normalized) {
      ctx.addIssue({
        code: 'custom',
        message: 'Phone must be a 10-digit Indian mobile number (for example 98765 43210)',
      });
      return z.NEVER;
    }
    return normalized;
  });

export const passwordSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(1, { error: 'Password is required' })
  .min(LIMITS.passwordMin, { error: `Password must be at least ${LIMITS.passwordMin} characters` })
  .max(LIMITS.passwordMax, { error: `Password must be at most ${LIMITS.passwordMax} characters` });

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
    collegeName: requiredText('College', LIMITS.listItem).refine((value) => lists.colleges.includes(value), {
      error: 'College must be one of the listed colleges',
    }),
    programme: requiredText('Programme', LIMITS.listItem).refine((value) => lists.programmes.includes(value), {
      error: 'Programme must be one of the listed programmes',
    }),
    fullName: requiredText('Full name', LIMITS.fullName),
    yearOfPassing: z
      .union([z.number(), z.string()], {
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? 'Year of passing is required'
            : 'Year of passing must be a year',
      })
      .transform((value, ctx) => {
        const text = String(value).trim();
        if (text === '') {
          ctx.addIssue({ code: 'custom', message: 'Year of passing is required' });
          return z.NEVER;
        }
        const year = Number(text);
        const last = currentYear(lists.timeZone);
        if (!Number.isInteger(year) || year < FIRST_YEAR_OF_PASSING || year > last) {
          ctx.addIssue({
            code: 'custom',
            message: `Year of passing must be between ${FIRST_YEAR_OF_PASSING} and ${last}`,
          });
          return z.NEVER;
        }
        return year;
      }),
    enrollmentNumber: requiredText('Enrollment number', LIMITS.enrollmentNumber)
      .regex(/^[A-Za-z0-9/-]+$/, { error: 'Enrollment number may hold only letters, digits, "/" and "-"' })
      .transform((value) => value.toUpperCase()),
    phone: phoneSchema,
    email: requiredEmail(),
    password: passwordSchema,
  });
}
export type SignupBody = z.input<ReturnType<typeof createSignupSchema>>;
export type SignupInput = z.output<ReturnType<typeof createSignupSchema>>;

export const loginBodySchema = z.object({
  email: requiredEmail(),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
    .min(1, { error: 'Password is required' })
    .max(LIMITS.passwordMax, { error: `Password must be at most ${LIMITS.passwordMax} characters` }),
  /** "Keep me logged in": a long session instead of a one-day one. */
  keepLoggedIn: z.boolean({ error: 'Keep me logged in must be true or false' }).optional().default(false),
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
  .string({ error: 'The link is incomplete: open it from the mail again' })
  .min(20, { error: 'The link is incomplete: open it from the mail again' })
  .max(100, { error: 'The link is not valid: open it from the mail again' });

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

/** POST /api/v1/users/email/resend: where the link went. */
export const confirmationSentSchema = z.object({ email: z.string() });
