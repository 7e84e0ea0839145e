import { z } from 'zod';
import { passwordSchema, phoneSchema } from './auth.js';
import { chapterIdField } from './chapters.js';
import {
  type FieldLabel,
  isCalendarDate,
  multiLineCheck,
  oneLineCheck,
  requiredEmail,
  requiredText,
} from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { PAGINATION } from './limits.js';
import { FIRST_YEAR_OF_PASSING, GENDERS } from './lists.js';
import { cityChoiceSchema, cityIdField, countryCodeField, stateIdField } from './map.js';
import { isHttpUrl } from './urls.js';

export const PROFILE_LIMITS = {
  address: 300,
  branch: 100,
  jobTitle: 150,
  company: 150,
  experience: 1_000,
  linkedin: 300,
  /** Skills and hobbies: items per list and characters per item. */
  listItems: 30,
  listItem: 50,
  search: 100,
  /** What a member offers to mentor on (decision 0028). */
  mentorshipTopics: 300,
  /** Largest profile picture accepted, in bytes. */
  pictureBytes: 5 * 1024 * 1024,
  /** Largest profile picture accepted, in pixels (width x height): 4000 x 4000. */
  picturePixels: 16_000_000,
} as const;

/** Who may see a personal field: every signed-in alumnus, or only its owner. */
export const VISIBILITIES = ['alumni', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
/**
 * The contact fields (phone, e-mail, address) may also be shown "on request" (decision 0058):
 * hidden as a private field is, except to the members whose request their owner approved.
 */
export const CONTACT_VISIBILITIES = ['alumni', 'on_request', 'private'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];
export const ON_REQUEST_FIELDS = ['email', 'phone', 'address'] as const;
export type OnRequestField = (typeof ON_REQUEST_FIELDS)[number];
/** A new member's visibility of each is its column's default in the users table (server/src/db/schema.ts). */
export const PRIVATE_FIELDS = ['email', 'phone', 'address', 'dob', 'city'] as const;
export type PrivateField = (typeof PRIVATE_FIELDS)[number];

/** A form sends "" for an empty optional input: that means "no value". */
function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());
}

const optionalText = (label: FieldLabel, max: number, lines: 'one' | 'many' = 'one') =>
  optionalField(
    z
      .string({ error: fieldMessage('field.must_be_text', { field: `label.${label}` }) })
      .trim()
      .max(max, { error: fieldMessage('field.max_length', { field: `label.${label}`, max }) })
      .check(lines === 'one' ? oneLineCheck(`label.${label}`) : multiLineCheck(`label.${label}`)),
  );

/** Skills and hobbies arrive as a list, or as one comma-separated string from a form. */
const tagList = (label: 'skills' | 'hobbies') =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z
      .array(
        z
          .string({ error: fieldMessage('field.must_be_text', { field: `label.${label}` }) })
          .trim()
          .max(PROFILE_LIMITS.listItem, {
            error: fieldMessage(`profile.${label}_item_too_long`, { max: PROFILE_LIMITS.listItem }),
          })
          .check(oneLineCheck(`label.${label}`)),
      )
      .transform((items) => [...new Set(items.filter((item) => item.length > 0))])
      .refine((items) => items.length <= PROFILE_LIMITS.listItems, {
        error: fieldMessage('field.max_entries', { field: `label.${label}`, max: PROFILE_LIMITS.listItems }),
      }),
  );

const visibility = (label: FieldLabel) =>
  z.enum(VISIBILITIES, { error: fieldMessage('field.visibility', { field: `label.${label}` }) }).optional();
const contactVisibility = (label: OnRequestField) =>
  z
    .enum(CONTACT_VISIBILITIES, { error: fieldMessage('field.contact_visibility', { field: `label.${label}` }) })
    .optional();

export function isLinkedInUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const url = new URL(value);
  return /(^|\.)linkedin\.com$/i.test(url.hostname) && url.pathname.length > 1;
}

/**
 * The profile update form (multipart or JSON). Every field is optional: what is sent changes,
 * an empty string clears an optional field. The original form's names (enrollmentNo, college)
 * are accepted beside the canonical ones. Verification flags are not accepted at all.
 */
export function createProfileUpdateSchema(lists: {
  colleges: readonly string[];
  programmes: readonly string[];
  currentYear: number;
  today: string;
}) {
  return z
    .object({
      fullName: requiredText('fullName', 100).optional(),
      gender: optionalField(z.enum(GENDERS, { error: fieldMessage('field.gender') })).optional(),
      dob: optionalField(
        z
          .string({ error: fieldMessage('field.must_be_a_date', { field: 'label.dob' }) })
          .refine(isCalendarDate, { error: fieldMessage('field.date', { field: 'label.dob' }) })
          .refine((value) => value <= lists.today, { error: fieldMessage('field.not_future', { field: 'label.dob' }) })
          .refine((value) => value >= '1900-01-01', {
            error: fieldMessage('field.after_year', { field: 'label.dob', year: 1900 }),
          }),
      ).optional(),
      email: requiredEmail().optional(),
      phone: phoneSchema.optional(),
      address: optionalText('address', PROFILE_LIMITS.address, 'many').optional(),
      enrollmentNumber: requiredText('enrollmentNumber', 30)
        .regex(/^[A-Za-z0-9/-]+$/, { error: fieldMessage('field.enrollment_characters') })
        .transform((value) => value.toUpperCase())
        .optional(),
      yearOfPassing: z.coerce
        .number({ error: fieldMessage('field.must_be_year', { field: 'label.yearOfPassing' }) })
        .int({ error: fieldMessage('field.must_be_year', { field: 'label.yearOfPassing' }) })
        .min(FIRST_YEAR_OF_PASSING, {
          error: fieldMessage('field.year_between', { first: FIRST_YEAR_OF_PASSING, last: lists.currentYear }),
        })
        .max(lists.currentYear, {
          error: fieldMessage('field.year_between', { first: FIRST_YEAR_OF_PASSING, last: lists.currentYear }),
        })
        .optional(),
      programme: requiredText('programme', 200)
        .refine((value) => lists.programmes.includes(value), {
          error: fieldMessage('field.listed_programme'),
        })
        .optional(),
      branch: optionalText('branch', PROFILE_LIMITS.branch).optional(),
      collegeName: requiredText('college', 200)
        .refine((value) => lists.colleges.includes(value), { error: fieldMessage('field.listed_college') })
        .optional(),
      cgpa: optionalField(
        z.coerce
          .number({ error: fieldMessage('field.must_be_number', { field: 'label.cgpa' }) })
          .min(0, { error: fieldMessage('field.between', { field: 'label.cgpa', min: 0, max: 10 }) })
          .max(10, { error: fieldMessage('field.between', { field: 'label.cgpa', min: 0, max: 10 }) }),
      ).optional(),
      currentJobTitle: optionalText('currentJobTitle', PROFILE_LIMITS.jobTitle).optional(),
      companyName: optionalText('company', PROFILE_LIMITS.company).optional(),
      experience: optionalText('experience', PROFILE_LIMITS.experience, 'many').optional(),
      linkedinProfile: optionalField(
        z
          .string({ error: fieldMessage('field.must_be_text', { field: 'label.linkedinProfile' }) })
          .trim()
          .max(PROFILE_LIMITS.linkedin, {
            error: fieldMessage('field.max_length', { field: 'label.linkedinProfile', max: PROFILE_LIMITS.linkedin }),
          })
          .check(oneLineCheck('label.linkedinProfile'))
          .refine(isLinkedInUrl, {
            error: fieldMessage('field.linkedin'),
          }),
      ).optional(),
      skills: tagList('skills').optional(),
      hobbies: tagList('hobbies').optional(),
      mentorshipInterest: z
        .preprocess(
          (value) => (value === 'true' ? true : value === 'false' ? false : value),
          z.boolean({ error: fieldMessage('field.true_or_false', { field: 'label.mentorshipInterest' }) }),
        )
        .optional(),
      mentorshipTopics: optionalText('mentoringTopics', PROFILE_LIMITS.mentorshipTopics).optional(),
      /** The same as mentorshipTopics, under the name some clients use; mentorshipTopics wins when both come. */
      mentoringTopics: optionalText('mentoringTopics', PROFILE_LIMITS.mentorshipTopics).optional(),
      emailVisibility: contactVisibility('email'),
      phoneVisibility: contactVisibility('phone'),
      addressVisibility: contactVisibility('address'),
      dobVisibility: visibility('dob'),
      /** Where the member lives: a city of the gazetteer by its id (decision 0055); "" clears it. */
      city: optionalField(cityIdField('city')).optional(),
      cityVisibility: visibility('city'),
      /** 'private' leaves the member off the attendee lists other members see. */
      attendanceVisibility: visibility('attendance'),
      /** Required only when the sign-in e-mail or the phone changes. */
      currentPassword: z
        .string({ error: fieldMessage('field.must_be_text', { field: 'label.currentPassword' }) })
        .max(128, { error: fieldMessage('field.max_length', { field: 'label.currentPassword', max: 128 }) })
        .optional(),
    })
    .strip();
}
export type ProfileUpdate = z.input<ReturnType<typeof createProfileUpdateSchema>>;

const profileCore = {
  _id: z.string(),
  fullName: z.string(),
  profilePicture: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  yearOfPassing: z.number().int(),
  programme: z.string(),
  branch: z.string().nullable(),
  collegeName: z.string(),
  enrollmentNumber: z.string(),
  cgpa: z.number().nullable(),
  currentJobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  experience: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  skills: z.array(z.string()),
  hobbies: z.array(z.string()),
  mentorshipInterest: z.boolean(),
  /** What the member offers to mentor on; null when none is written. */
  mentorshipTopics: z.string().nullable(),
};

/** Another alumnus's profile: the private fields their owner hides are left out and listed in hiddenFields. */
export const publicProfileSchema = z.object({
  ...profileCore,
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  dob: z.string().nullable().optional(),
  city: cityChoiceSchema.nullable().optional(),
  hiddenFields: z.array(z.enum(PRIVATE_FIELDS)),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** One's own profile: everything, the visibility settings, and the original form's field names too. */
export const ownProfileSchema = z.object({
  ...profileCore,
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  dob: z.string().nullable(),
  city: cityChoiceSchema.nullable(),
  /** The original form's names for enrollmentNumber and collegeName. */
  enrollmentNo: z.string(),
  college: z.string(),
  /** True once the member followed the link mailed to `email` (not graduate verification). */
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  /** A new sign-in address waiting for its confirmation link; `email` stays until then. */
  pendingEmail: z.string().nullable(),
  visibility: z.object({
    email: z.enum(CONTACT_VISIBILITIES),
    phone: z.enum(CONTACT_VISIBILITIES),
    address: z.enum(CONTACT_VISIBILITIES),
    dob: z.enum(VISIBILITIES),
    city: z.enum(VISIBILITIES),
    /** Whether other members see this member on the attendee lists of events they go to. */
    attendance: z.enum(VISIBILITIES),
  }),
  /** Events the member is going to: those still to come, and those whose day has passed. */
  eventsParticipation: z.object({ upcoming: z.number().int(), past: z.number().int() }),
  donations: z.null(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const DIRECTORY_SORTS = ['name', 'year'] as const;

export const directoryQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(PROFILE_LIMITS.search, {
        error: fieldMessage('field.max_length', { field: 'q', max: PROFILE_LIMITS.search }),
      })
      .check(oneLineCheck('q'))
      .optional(),
    yearFrom: z.coerce
      .number({ error: fieldMessage('field.must_be_year', { field: 'yearFrom' }) })
      .int({ error: fieldMessage('field.must_be_year', { field: 'yearFrom' }) })
      .min(1900)
      .max(2200)
      .optional(),
    yearTo: z.coerce
      .number({ error: fieldMessage('field.must_be_year', { field: 'yearTo' }) })
      .int({ error: fieldMessage('field.must_be_year', { field: 'yearTo' }) })
      .min(1900)
      .max(2200)
      .optional(),
    programme: z.string().trim().max(200).check(oneLineCheck('programme')).optional(),
    college: z.string().trim().max(200).check(oneLineCheck('college')).optional(),
    /** Only members of this chapter (decision 0030). */
    chapter: chapterIdField('chapter').optional(),
    /** Only members whose city, shown to the viewer, is this one, in this state or in this country (decision 0055). */
    city: cityIdField('city').optional(),
    state: stateIdField('state').optional(),
    country: countryCodeField('country').optional(),
    /** true: only members open to mentoring. */
    mentor: z
      .enum(['true', 'false'], { error: fieldMessage('field.quoted_true_or_false', { field: 'mentor' }) })
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(DIRECTORY_SORTS, { error: fieldMessage('profile.directory_sort') }).default('name'),
    limit: z.coerce
      .number({ error: fieldMessage('field.must_be_number', { field: 'limit' }) })
      .int()
      .min(1)
      .max(PAGINATION.maxLimit)
      .default(PAGINATION.defaultLimit),
    cursor: z.string().max(500).optional(),
  })
  .refine((query) => query.yearFrom === undefined || query.yearTo === undefined || query.yearFrom <= query.yearTo, {
    error: fieldMessage('field.year_range_reversed'),
    path: ['yearFrom'],
  });
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;
/** A directory search as the client sends it (numbers and `mentor` as text are fine). */
export type DirectorySearch = z.input<typeof directoryQuerySchema>;

export const directoryEntrySchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  /** Left out when its owner hides it. */
  email: z.string().optional(),
  yearOfPassing: z.number().int(),
  currentJob: z.string().nullable(),
  companyName: z.string().nullable(),
  programme: z.string(),
  collegeName: z.string(),
  profilePicture: z.string().nullable(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: fieldMessage('field.required', { field: 'label.currentPassword' }) })
    .min(1, { error: fieldMessage('field.required', { field: 'label.currentPassword' }) })
    .max(128),
  newPassword: passwordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const accountDeletionSchema = z.object({
  password: z
    .string({ error: fieldMessage('field.required', { field: 'label.password' }) })
    .min(1, { error: fieldMessage('field.required', { field: 'label.password' }) })
    .max(128),
});
export type AccountDeletion = z.input<typeof accountDeletionSchema>;
