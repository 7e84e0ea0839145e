import {
  allProgrammes,
  counted,
  createProfileUpdateSchema,
  currentYear,
  type Institution,
  todayIn,
} from '@alumni/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { findRollEntry } from '../../db/graduate-roll.js';
import { countEvent, hoursToWait, minutesToWait, takeFromLimit } from '../../db/limits.js';
import { isUuid } from '../../db/pagination.js';
import { deleteOtherPictures, insertPicture } from '../../db/pictures.js';
import type { UserRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { duplicateUserError, type UserUniqueField, violatedUserField } from '../../db/user-uniqueness.js';
import { AppError, type ServerMessage, validationError, zodProblems } from '../../errors.js';
import { findCity } from '../../lib/gazetteer.js';
import { createPasswordAttempts } from '../../lib/password-attempts.js';
import { audienceOf, isVerified } from '../../lib/policy.js';
import { decideVerification, type VerificationPolicy } from '../../lib/verification.js';
import type { ErasureService } from '../account/erasure.js';
import type { EventService } from '../events/service.js';
import type { MailLinkService } from '../mail-links/service.js';
import type { PictureStore, PictureUrl } from '../pictures/store.js';
import type { PrivacyService } from '../privacy/service.js';
import { presentOwnProfile, presentPublicProfile } from './presenter.js';
import * as queries from './queries.js';

const DUPLICATE_MESSAGES = {
  email: { key: 'profile.email_taken' },
  enrollmentNumber: { key: 'profile.enrollment_number_taken' },
  phone: { key: 'profile.phone_taken' },
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

const IDENTITY_FIELDS = ['enrollmentNumber', 'fullName', 'programme', 'collegeName', 'yearOfPassing'] as const;
/** What the member signs in and is reached with: changing either takes the current password. */
const SIGN_IN_FIELDS = ['email', 'phone'] as const;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Only the first identity change of an unverified account is matched against the roll automatically: "for ever". */
const AUTOMATIC_MATCHES_WINDOW_MS = 100 * 365 * DAY_MS;
const AWAITING_REVIEW = 'You changed your details again, so an admin will review them.';

type IdentityField = (typeof IDENTITY_FIELDS)[number] | (typeof SIGN_IN_FIELDS)[number];

/** Only verified members in good standing are part of the community; admins see everyone. */
const isListed = (row: UserRow) => row.suspendedAt === null && isVerified(row);

/**
 * Whether a profile is one every member may open (a listed member): for the page writer's 404,
 * which knows no viewer. A listed member's id is no secret (every byline carries its poster's).
 */
export function createProfileLookup({ db, erasure }: { db: Database; erasure: Pick<ErasureService, 'waits'> }) {
  return {
    async isListed(id: string) {
      const row = isUuid(id) ? await queries.findUser(db, id) : null;
      return row !== null && isListed(row) && !(await erasure.waits(row.id));
    },
  };
}

export function createProfileService(deps: {
  db: Database;
  institution: Institution;
  pictures: PictureStore;
  pictureUrl: PictureUrl;
  verificationPolicy: VerificationPolicy;
  limits: Pick<Config, 'loginThrottle' | 'identityChangesPerDay' | 'pictureUploadsPerHour'>;
  links: MailLinkService;
  /** The events the member goes to, counted on their own profile. */
  events: Pick<EventService, 'participationOf'>;
  /** "Open to mentoring" turned on is the mentoring consent given (decision 0054). */
  consents: Pick<PrivacyService, 'recordSwitchedOn'>;
  /** A member whose account waits to be deleted is opened by nobody else meanwhile (decision 0063). */
  erasure: Pick<ErasureService, 'waits'>;
}) {
  const { db, institution, pictures, pictureUrl, verificationPolicy, limits, links, events, consents, erasure } = deps;
  const passwords = createPasswordAttempts(db, limits.loginThrottle);

  /**
   * Verification vouches for who the account is. When a member changes who they say they are
   * (enrollment number, name, programme, college or year), it is decided again: the roll may
   * confirm the new details at once, otherwise an admin reviews them. An account that is not
   * verified gets one automatic match after sign-up; later changes wait for an admin, so the roll
   * cannot be guessed by cycling through enrollment numbers. Admins keep their standing.
   */
  async function reverification(current: UserRow, changed: IdentityField[], values: Partial<UserRow>) {
    if (!changed.some((field) => (IDENTITY_FIELDS as readonly string[]).includes(field)) || current.role === 'admin') {
      return {};
    }
    const identity = {
      enrollmentNumber: values.enrollmentNumber ?? current.enrollmentNumber,
      fullName: values.fullName ?? current.fullName,
      programme: values.programme ?? current.programme,
      collegeName: values.collegeName ?? current.collegeName,
      yearOfPassing: values.yearOfPassing ?? current.yearOfPassing,
    };
    if (current.verificationStatus !== 'verified' && verificationPolicy === 'required') {
      const { count } = await countEvent(db, `roll-match:${current.id}`, AUTOMATIC_MATCHES_WINDOW_MS);
      if (count > 1)
        return { verificationStatus: 'pending' as const, verificationNote: AWAITING_REVIEW, verifiedAt: null };
    }
    return decideVerification(verificationPolicy, await findRollEntry(db, identity.enrollmentNumber), identity);
  }

  /** A change of the sign-in e-mail or the phone is confirmed with the password, counted like a sign-in. */
  async function assertCurrentPassword(current: UserRow, password: string | undefined) {
    const refuse = (message: ServerMessage) =>
      new AppError('FORBIDDEN', message, { errors: [{ path: 'currentPassword', ...message }] });
    if (!password) throw refuse({ key: 'profile.current_password_needed' });
    const valid = await passwords.verify({
      email: current.email,
      passwordHash: current.passwordHash,
      password,
      pausedMessage: (minutes) => counted('account.too_many_wrong_passwords', minutes, { minutes }),
    });
    if (!valid) throw refuse({ key: 'profile.current_password_wrong' });
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
    throw validationError(zodProblems(parsed.error.issues));
  }

  return {
    async getOwn(userId: string) {
      const row = await queries.findUser(db, userId);
      if (!row) throw new AppError('UNAUTHORIZED', { key: 'account.gone' });
      return presentOwnProfile(row, pictureUrl, await events.participationOf(userId));
    },

    async getForViewer(id: string, viewer: { userId: string; role: UserRow['role'] }) {
      const row = isUuid(id) ? await queries.findUser(db, id) : null;
      if (!row) throw new AppError('NOT_FOUND', { key: 'profile.not_found' });
      const audience = audienceOf(viewer, row.id);
      // Only verified members in good standing are part of the community, and a member who asked to
      // leave is gone from it at once (decision 0063); admins see everyone.
      if (audience === 'member' && (!isListed(row) || (await erasure.waits(row.id)))) {
        throw new AppError('NOT_FOUND', { key: 'profile.not_found' });
      }
      return presentPublicProfile(row, { isOwner: audience === 'owner' }, pictureUrl);
    },

    /**
     * Validates every field first, then the picture, then writes once, in one transaction: the
     * new picture, the profile that shows it, and the removal of the picture it replaces. A bad
     * field or a bad picture leaves the profile and the stored pictures as they were. A new e-mail
     * address waits as the pending one until it is confirmed (`confirmationSentTo`); the current
     * one is told.
     */
    async update(
      userId: string,
      fields: Record<string, unknown>,
      picture: Buffer | null,
    ): Promise<{ profile: ReturnType<typeof presentOwnProfile>; confirmationSentTo: string | null }> {
      const { currentPassword, mentoringTopics, ...given } = parseUpdate(fields);
      // mentoringTopics is another name for mentorshipTopics; the proper name wins when both come.
      const parsed =
        given.mentorshipTopics === undefined && mentoringTopics !== undefined
          ? { ...given, mentorshipTopics: mentoringTopics }
          : given;
      const city = parsed.city === undefined || parsed.city === null ? null : findCity(parsed.city);
      if (parsed.city && !city) {
        const message = { key: 'map.unknown_city', params: { field: 'label.city', id: parsed.city } } as const;
        throw new AppError('VALIDATION', message, { errors: [{ path: 'city', ...message }] });
      }
      const current = await queries.findUser(db, userId);
      if (!current) throw new AppError('UNAUTHORIZED', { key: 'account.gone' });
      // The address already waiting for confirmation, sent again, is no new change.
      const changes = { ...parsed, email: parsed.email === current.pendingEmail ? undefined : parsed.email };

      const changed = ([...IDENTITY_FIELDS, ...SIGN_IN_FIELDS] as const).filter(
        (field) => changes[field] !== undefined && changes[field] !== current[field],
      );
      if (changed.some((field) => (SIGN_IN_FIELDS as readonly string[]).includes(field))) {
        await assertCurrentPassword(current, currentPassword);
      }
      if (changed.length > 0) {
        await takeFromLimit(
          db,
          { key: `identity:${userId}`, max: limits.identityChangesPerDay, windowMs: DAY_MS },
          (seconds) => {
            const hours = hoursToWait(seconds);
            return counted('profile.too_many_identity_changes', hours, { count: limits.identityChangesPerDay, hours });
          },
        );
      }
      if (picture) {
        await takeFromLimit(
          db,
          { key: `uploads:${userId}`, max: limits.pictureUploadsPerHour, windowMs: HOUR_MS },
          (seconds) => {
            const minutes = minutesToWait(seconds);
            return counted('profile.too_many_pictures', minutes, { count: limits.pictureUploadsPerHour, minutes });
          },
        );
      }

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

      const encoded = picture ? await pictures.encode(picture) : null;
      const {
        emailVisibility,
        phoneVisibility,
        addressVisibility,
        dobVisibility,
        attendanceVisibility,
        cityVisibility,
        city: _cityId,
        email,
        ...values
      } = changes;
      const newEmail = email !== undefined && email !== current.email ? email : null;
      let row: Awaited<ReturnType<typeof queries.updateProfile>>;
      try {
        const verification = await reverification(current, changed, values);
        row = await inTransaction(db, async (tx) => {
          const updated = await queries.updateProfile(tx, userId, {
            ...values,
            ...(newEmail ? { pendingEmail: newEmail } : {}),
            ...(emailVisibility ? { emailVisibility } : {}),
            ...(phoneVisibility ? { phoneVisibility } : {}),
            ...(addressVisibility ? { addressVisibility } : {}),
            ...(dobVisibility ? { dobVisibility } : {}),
            ...(attendanceVisibility ? { attendanceVisibility } : {}),
            ...(cityVisibility ? { cityVisibility } : {}),
            ...(parsed.city === undefined
              ? {}
              : { cityId: city?.id ?? null, cityState: city?.state ?? null, cityCountry: city?.country ?? null }),
            ...(encoded ? { profilePicture: encoded.key } : {}),
            ...verification,
          });
          // After the update, which holds the member's row: a second upload at the same moment
          // waits for this one and then removes its picture, so no replaced picture stays behind.
          if (encoded && updated) {
            await insertPicture(tx, userId, encoded);
            await deleteOtherPictures(tx, userId, encoded.key);
          }
          if (updated && newEmail) await links.requestEmailChange(tx, current, newEmail);
          if (updated && values.mentorshipInterest === true) await consents.recordSwitchedOn(tx, userId, 'mentoring');
          return updated;
        });
      } catch (error) {
        const field = violatedUserField(error);
        if (field) throw duplicateUserError([field], DUPLICATE_MESSAGES);
        throw error;
      }
      if (!row) throw new AppError('UNAUTHORIZED', { key: 'account.gone' });
      return {
        profile: presentOwnProfile(row, pictureUrl, await events.participationOf(userId)),
        confirmationSentTo: newEmail,
      };
    },
  };
}
