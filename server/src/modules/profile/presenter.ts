import { type OwnProfile, PRIVATE_FIELDS, type PrivateField, type PublicProfile } from '@alumni/contract';
import type { UserRow } from '../../db/schema.js';
import { cityChoiceById } from '../../lib/gazetteer.js';
import type { PictureUrl } from '../pictures/store.js';

function core(row: UserRow, pictureUrl: PictureUrl) {
  return {
    _id: row.id,
    fullName: row.fullName,
    profilePicture: pictureUrl(row.profilePicture),
    gender: row.gender ?? null,
    yearOfPassing: row.yearOfPassing,
    programme: row.programme,
    branch: row.branch,
    collegeName: row.collegeName,
    enrollmentNumber: row.enrollmentNumber,
    cgpa: row.cgpa,
    currentJobTitle: row.currentJobTitle,
    companyName: row.companyName,
    experience: row.experience,
    linkedinProfile: row.linkedinProfile,
    skills: row.skills,
    hobbies: row.hobbies,
    mentorshipInterest: row.mentorshipInterest,
    mentorshipTopics: row.mentorshipTopics,
  };
}

/** Everything, for the owner, including the original form's names for two fields. */
export function presentOwnProfile(
  row: UserRow,
  pictureUrl: PictureUrl,
  eventsParticipation: OwnProfile['eventsParticipation'],
): OwnProfile {
  return {
    ...core(row, pictureUrl),
    email: row.email,
    phone: row.phone,
    address: row.address,
    dob: row.dob,
    city: cityChoiceById(row.cityId),
    enrollmentNo: row.enrollmentNumber,
    college: row.collegeName,
    isEmailVerified: row.isEmailVerified,
    isPhoneVerified: row.isPhoneVerified,
    pendingEmail: row.pendingEmail,
    visibility: {
      email: row.emailVisibility,
      phone: row.phoneVisibility,
      address: row.addressVisibility,
      dob: row.dobVisibility,
      city: row.cityVisibility,
      attendance: row.attendanceVisibility,
    },
    eventsParticipation,
    donations: null,
  };
}

const VISIBILITY_OF: Record<PrivateField, (row: UserRow) => UserRow['emailVisibility']> = {
  email: (row) => row.emailVisibility,
  phone: (row) => row.phoneVisibility,
  address: (row) => row.addressVisibility,
  dob: (row) => row.dobVisibility,
  city: (row) => row.cityVisibility,
};

/**
 * Another alumnus's view: a private field is left out of the body altogether (not sent as null,
 * which would read as "not provided") and named in hiddenFields. Owners always see everything.
 */
export function presentPublicProfile(
  row: UserRow,
  viewer: { isOwner: boolean },
  pictureUrl: PictureUrl,
): PublicProfile {
  const visible = (field: PrivateField) => viewer.isOwner || VISIBILITY_OF[field](row) === 'alumni';
  return {
    ...core(row, pictureUrl),
    ...(visible('email') ? { email: row.email } : {}),
    ...(visible('phone') ? { phone: row.phone } : {}),
    ...(visible('address') ? { address: row.address } : {}),
    ...(visible('dob') ? { dob: row.dob } : {}),
    ...(visible('city') ? { city: cityChoiceById(row.cityId) } : {}),
    hiddenFields: PRIVATE_FIELDS.filter((field) => !visible(field)),
  };
}
