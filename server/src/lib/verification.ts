import type { GraduateIdentity, RollEntry } from '../db/graduate-roll.js';
import { nameSimilarity, namesMatch } from './names.js';

export type VerificationPolicy = 'required' | 'open';

export interface VerificationDecision {
  verificationStatus: 'pending' | 'verified';
  verificationNote: string | null;
  verifiedAt: Date | null;
}

/** The roll row proves the sign-up when enrollment number, programme and year agree and the names match leniently. */
export function matchesRoll(entry: RollEntry | null, identity: GraduateIdentity): boolean {
  return (
    entry !== null &&
    entry.enrollmentNumber === identity.enrollmentNumber &&
    entry.programme === identity.programme &&
    entry.yearOfPassing === identity.yearOfPassing &&
    namesMatch(entry.fullName, identity.fullName)
  );
}

export function decideVerification(
  policy: VerificationPolicy,
  entry: RollEntry | null,
  identity: GraduateIdentity,
  now = new Date(),
): VerificationDecision {
  if (policy === 'open') {
    return {
      verificationStatus: 'verified',
      verificationNote: 'Verification is open on this portal.',
      verifiedAt: now,
    };
  }
  if (matchesRoll(entry, identity)) {
    return { verificationStatus: 'verified', verificationNote: 'Matched the graduate roll.', verifiedAt: now };
  }
  return { verificationStatus: 'pending', verificationNote: null, verifiedAt: null };
}

/** How close a roll row is to a sign-up, for the review queue: enrollment number weighs most, then name. */
export function rollCandidateScore(entry: RollEntry, identity: GraduateIdentity): number {
  let score = 0;
  if (entry.enrollmentNumber === identity.enrollmentNumber) score += 4;
  if (entry.programme === identity.programme) score += 1;
  if (entry.yearOfPassing === identity.yearOfPassing) score += 1;
  if (entry.collegeName === identity.collegeName) score += 1;
  return score + 3 * nameSimilarity(entry.fullName, identity.fullName);
}

export function closestRollEntries(entries: RollEntry[], identity: GraduateIdentity, count = 3) {
  return entries
    .map((entry) => ({
      entry,
      score: rollCandidateScore(entry, identity),
      matches: matchesRoll(entry, identity),
    }))
    .filter((candidate) => candidate.score >= 2)
    .sort((a, b) => b.score - a.score)
    .slice(0, count);
}

/**
 * Which sign-up details differ from the roll row with the member's enrollment number (names
 * compared leniently, as for a match): what a pending member is told, never the roll's values.
 */
export function rollMismatches(
  entry: RollEntry,
  identity: GraduateIdentity,
): ('fullName' | 'programme' | 'yearOfPassing')[] {
  return [
    ...(namesMatch(entry.fullName, identity.fullName) ? [] : (['fullName'] as const)),
    ...(entry.programme === identity.programme ? [] : (['programme'] as const)),
    ...(entry.yearOfPassing === identity.yearOfPassing ? [] : (['yearOfPassing'] as const)),
  ];
}
