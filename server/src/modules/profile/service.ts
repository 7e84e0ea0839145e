import { allProgrammes, createProfileUpdateSchema, currentYear, type Institution, todayIn } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { findRollEntry } from '../../db/graduate-roll.js';
import { isUuid } from '../../db/pagination.js';
import type { UserRow } from '../../db/schema.js';
import { duplicateUserError, type UserUniqueField, violatedUserField } from '../../db/user-uniqueness.js';
import { AppError } from '../../http/errors.js';
import { isVerified } from '../../http/sessions.js';
import type { PictureStore, PictureUrl } from '../../http/uploads.js';
import { decideVerification, type VerificationPolicy } from '../../lib/verification.js';
import { presentOwnProfile, presentPublicProfile } from './presenter.js';
import * as queries from './queries.js';

const DUPLICATE_MESSAGES = {
  email: 'Another account already uses this email',
  enrollmentNumber: 'Another account already uses this enrollment number',
  phone: 'Another account already uses this phone number',
} as const;

/** The original form named two fields differently; both spellings are accepted, the canonical one wins. */
function withCanonicalNames(fields: Record<string, unknown>): Record<string, unknown> {
  const { enrollmentNo, college, ...rest } = fields;
  return {
    ...(enrollmentNo !== undefined ? { enrollmentNumber: enrollmentNo } : {}),
    ...(college !== undefined ? { collegeName: college } : {}),
    ...rest,
  };
}

export const PROFILE_NOT_FOUND = 'Profile not found.';

const IDENTITY_FIELDS = ['enrollmentNumber', 'fullName', 'programme', 'collegeName', 'yearOfPassing'] as const;

export function createProfileService(deps: {
  db: Database;
  institution: Institution;
  pictures: PictureStore;
  pictureUrl: PictureUrl;
  verificationPolicy: VerificationPolicy;
}) {
  const { db, institution, pictures, pictureUrl, verificationPolicy } = deps;

  /**
   * Verification vouches for who the account is. When a member changes who they say they are
   * (enrollment number, name, programme, college or year), it is decided again: the roll may
   * confirm the new details at once, otherwise an admin reviews them. Admins keep their standing.
   */
  async function reverification(current: UserRow, changes: Partial<Pick<UserRow, (typeof IDENTITY_FIELDS)[number]>>) {
    const changed = IDENTITY_FIELDS.some((field) => changes[field] !== undefined && changes[field] !== current[field]);
    if (!changed || current.role === 'admin') return {};
    const identity = {
      enrollmentNumber: changes.enrollmentNumber ?? current.enrollmentNumber,
      fullName: changes.fullName ?? current.fullName,
      programme: changes.programme ?? current.programme,
      collegeName: changes.collegeName ?? current.collegeName,
      yearOfPassing: changes.yearOfPassing ?? current.yearOfPassing,
    };
    return decideVerification(verificationPolicy, await findRollEntry(db, identity.enrollmentNumber), identity);
  }

  function parseUpdate(fields: Record<string, unknown>) {
    const schema = createProfileUpdateSchema({
      colleges: institution.colleges,
      programmes: allProgrammes(institution.programmeGroups),
      currentYear: currentYear(institution.timeZone),
      today: todayIn(institution.timeZone),
    });
    const parsed = schema.safeParse(withCanonicalNames(fields));
    if (parsed.success) return parsed.data;
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.') || 'body',
      message: issue.message,
    }));
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    throw new AppError('VALIDATION', `${errors[0]?.message ?? 'Invalid input'}${more}`, { errors });
  }

  return {
    async getOwn(userId: string) {
      const row = await queries.findUser(db, userId);
      if (!row) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign up again.');
      return presentOwnProfile(row, pictureUrl);
    },

    async getForViewer(id: string, viewer: { userId: string; role: UserRow['role'] }) {
      const row = isUuid(id) ? await queries.findUser(db, id) : null;
      const isOwner = row?.id === viewer.userId;
      // Only verified members in good standing are part of the community; admins see everyone.
      const listed = row !== null && row.suspendedAt === null && isVerified(row);
      if (!row || !(listed || isOwner || viewer.role === 'admin')) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND);
      return presentPublicProfile(row, { isOwner }, pictureUrl);
    },

    /**
     * Validates every field first, then the picture, then writes once: a bad field or a bad
     * picture leaves the profile and the uploads folder as they were.
     */
    async update(userId: string, fields: Record<string, unknown>, picture: Buffer | null) {
      const changes = parseUpdate(fields);
      const current = await queries.findUser(db, userId);
      if (!current) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign up again.');

      const uniqueChanges = {
        ...(changes.email !== undefined && changes.email !== current.email ? { email: changes.email } : {}),
        ...(changes.phone !== undefined && changes.phone !== current.phone ? { phone: changes.phone } : {}),
        ...(changes.enrollmentNumber !== undefined && changes.enrollmentNumber !== current.enrollmentNumber
          ? { enrollmentNumber: changes.enrollmentNumber }
          : {}),
      };
      const holders = await queries.findOtherHolders(db, userId, uniqueChanges);
      const taken = (Object.keys(uniqueChanges) as UserUniqueField[]).filter((field) =>
        holders.some((holder) => holder[field] === uniqueChanges[field]),
      );
      if (taken.length > 0) throw duplicateUserError(taken, DUPLICATE_MESSAGES);

      const pictureKey = picture ? await pictures.save(picture) : null;
      const { emailVisibility, phoneVisibility, addressVisibility, dobVisibility, ...values } = changes;
      let row: Awaited<ReturnType<typeof queries.updateProfile>>;
      try {
        row = await queries.updateProfile(db, userId, {
          ...values,
          ...(emailVisibility ? { emailVisibility } : {}),
          ...(phoneVisibility ? { phoneVisibility } : {}),
          ...(addressVisibility ? { addressVisibility } : {}),
          ...(dobVisibility ? { dobVisibility } : {}),
          ...(pictureKey ? { profilePicture: pictureKey } : {}),
          ...(await reverification(current, values)),
        });
      } catch (error) {
        await pictures.remove(pictureKey);
        const field = violatedUserField(error);
        if (field) throw duplicateUserError([field], DUPLICATE_MESSAGES);
        throw error;
      }
      if (!row) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign up again.');
      if (pictureKey) await pictures.remove(current.profilePicture);
      return presentOwnProfile(row, pictureUrl);
    },
  };
}
