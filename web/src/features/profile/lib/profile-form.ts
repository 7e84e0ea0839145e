import {
  type ContactVisibility,
  createProfileUpdateSchema,
  type Gender,
  type OwnProfile,
  PROFILE_LIMITS,
  type ProfileUpdate,
  type Visibility,
} from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { intlLocale } from '@/lib/i18n';

/** The edit form's values: what the inputs hold (text), before the contract's schema reads them. */
export interface ProfileFormValues {
  fullName: string;
  gender: Gender | '';
  dob: string;
  email: string;
  phone: string;
  address: string;
  enrollmentNumber: string;
  yearOfPassing: string;
  programme: string;
  branch: string;
  collegeName: string;
  cgpa: string;
  currentJobTitle: string;
  companyName: string;
  experience: string;
  linkedinProfile: string;
  /** Comma-separated, as typed; the schema splits it. */
  skills: string;
  hobbies: string;
  mentorshipInterest: boolean;
  mentorshipTopics: string;
  /** The chosen city's id in the server's list, as text; "" for none. */
  city: string;
  emailVisibility: ContactVisibility;
  phoneVisibility: ContactVisibility;
  addressVisibility: ContactVisibility;
  dobVisibility: Visibility;
  cityVisibility: Visibility;
  /** 'private' keeps the member off the attendee lists other members see. */
  attendanceVisibility: Visibility;
  /**
   * Asked for only while the e-mail or phone differs from the saved one, and dropped when the
   * field goes away: the password lives in the form's memory, never in any storage.
   */
  currentPassword?: string;
}

export type ProfileFormField = keyof ProfileFormValues;

type UpdateSchemaLists = Parameters<typeof createProfileUpdateSchema>[0];
export type ProfileUpdateValues = z.output<ReturnType<typeof createProfileUpdateSchema>>;

/** The saved sign-in e-mail and phone: changing either is confirmed with the current password. */
export type SavedContact = Pick<ProfileFormValues, 'email' | 'phone'>;

export function changesContact(values: { email?: string; phone?: string }, saved: SavedContact): boolean {
  return values.email !== saved.email || values.phone !== saved.phone;
}

/**
 * The contract's update schema (the one the server checks requests with), fed the form's values.
 * The schema accepts any request body, so its input type is looser than the form's; the first
 * step only states that the form's values are what it reads.
 *
 * The current password is required when the e-mail or phone, read as the server reads them,
 * differs from the saved one: exactly when the server would refuse the change without it.
 */
export function createProfileFormSchema(lists: UpdateSchemaLists, saved: SavedContact) {
  return z
    .custom<ProfileFormValues>()
    .transform((values): unknown => values)
    .pipe(createProfileUpdateSchema(lists))
    .refine((update) => !changesContact(update, saved) || Boolean(update.currentPassword), {
      path: ['currentPassword'],
      // A function, so the message is translated when shown, not when this module loads.
      error: () => t`Enter your current password to change your e-mail address or phone number.`,
      // Checked even when another field is wrong, so that every problem shows at once.
      when: () => true,
    });
}

// Every form field is a field of the update request, named as the server names it in its errors.
export const PROFILE_FORM_FIELDS = [
  'fullName',
  'gender',
  'dob',
  'email',
  'phone',
  'address',
  'enrollmentNumber',
  'yearOfPassing',
  'programme',
  'branch',
  'collegeName',
  'cgpa',
  'currentJobTitle',
  'companyName',
  'experience',
  'linkedinProfile',
  'skills',
  'hobbies',
  'mentorshipInterest',
  'mentorshipTopics',
  'city',
  'emailVisibility',
  'phoneVisibility',
  'addressVisibility',
  'dobVisibility',
  'cityVisibility',
  'attendanceVisibility',
] as const satisfies ReadonlyArray<ProfileFormField & keyof ProfileUpdate>;

export function profileFormValues(profile: OwnProfile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    gender: profile.gender ?? '',
    dob: profile.dob ?? '',
    email: profile.email,
    phone: profile.phone,
    address: profile.address ?? '',
    enrollmentNumber: profile.enrollmentNumber,
    yearOfPassing: String(profile.yearOfPassing),
    programme: profile.programme,
    branch: profile.branch ?? '',
    collegeName: profile.collegeName,
    cgpa: profile.cgpa === null ? '' : String(profile.cgpa),
    currentJobTitle: profile.currentJobTitle ?? '',
    companyName: profile.companyName ?? '',
    experience: profile.experience ?? '',
    linkedinProfile: profile.linkedinProfile ?? '',
    skills: profile.skills.join(', '),
    hobbies: profile.hobbies.join(', '),
    mentorshipInterest: profile.mentorshipInterest,
    mentorshipTopics: profile.mentorshipTopics ?? '',
    city: profile.city ? String(profile.city.id) : '',
    emailVisibility: profile.visibility.email,
    phoneVisibility: profile.visibility.phone,
    addressVisibility: profile.visibility.address,
    dobVisibility: profile.visibility.dob,
    cityVisibility: profile.visibility.city,
    attendanceVisibility: profile.visibility.attendance,
  };
}

/**
 * The multipart body of an update: only the fields that changed (the server keeps the rest, and
 * an unchanged e-mail cannot collide with anyone), as the inputs hold them ("" clears a field),
 * the current password only with a new e-mail or phone, and the new picture if one was chosen.
 */
export function profileUpdateForm(
  values: ProfileFormValues,
  changed: ReadonlyArray<ProfileFormField>,
  picture: File | null,
): FormData {
  const form = new FormData();
  for (const field of PROFILE_FORM_FIELDS) {
    if (changed.includes(field)) form.append(field, String(values[field]));
  }
  const contactChanged = changed.includes('email') || changed.includes('phone');
  if (contactChanged && values.currentPassword) form.append('currentPassword', values.currentPassword);
  if (picture) form.append('profilePicture', picture, picture.name);
  return form;
}

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const PICTURE_MEGABYTES = PROFILE_LIMITS.pictureBytes / (1024 * 1024);

/** The largest picture's size in megabytes, written in the language shown. */
function pictureMegabytes(): string {
  return PICTURE_MEGABYTES.toLocaleString(intlLocale());
}

/** Why a chosen file cannot be the profile picture, or null when it can be uploaded. */
export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.some((type) => type === file.type)) {
    return t`Choose a JPEG, PNG or WebP image.`;
  }
  if (file.size > PROFILE_LIMITS.pictureBytes) {
    const megabytes = pictureMegabytes();
    return t`This picture is too large: choose one of at most ${megabytes} MB.`;
  }
  return null;
}

export function pictureHint(): string {
  const megabytes = pictureMegabytes();
  return t`A JPEG, PNG or WebP image of at most ${megabytes} MB. It is cropped to a square.`;
}
