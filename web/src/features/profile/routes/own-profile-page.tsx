import type { OwnProfile, PrivateField } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatDate } from '@/lib/dates';
import { ButtonLink } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useOwnProfile } from '../api/get-own-profile';
import { Avatar } from '../components/avatar';
import { cityLabel } from '../components/city-field';
import { type Detail, DetailSection, MissingValue, TagList, textOrMissing } from '../components/detail-list';
import { formatNumber, formatYear, genderLabel, jobLine, notAvailable, visibilityLabel } from '../lib/display';
import { profilePaths } from '../paths';

function na(value: string | null): ReturnType<typeof textOrMissing> {
  return textOrMissing(value, notAvailable());
}

/** A personal field with who, besides its owner, may see it. */
function personal(profile: OwnProfile, term: string, field: PrivateField, value: string | null): Detail {
  return { term, value: na(value), note: visibilityLabel(profile.visibility[field]) };
}

function OwnProfileView({ profile }: { profile: OwnProfile }) {
  const job = jobLine(profile.currentJobTitle, profile.companyName);
  const { programme } = profile;
  const yearOfPassing = formatYear(profile.yearOfPassing);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:p-8 sm:text-left">
        <Avatar name={profile.fullName} src={profile.profilePicture} size="large" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-2xl font-bold break-words text-slate-900">{profile.fullName}</p>
          {job && <p className="text-slate-700">{job}</p>}
          <p className="text-sm text-slate-600">{t`Class of ${yearOfPassing} · ${programme}`}</p>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailSection
          title={t`Contact and personal details`}
          details={[
            { term: t`Full name`, value: profile.fullName },
            { term: t`Gender`, value: profile.gender ? genderLabel(profile.gender) : na(null) },
            personal(profile, t`Date of birth`, 'dob', profile.dob ? formatDate(profile.dob) : null),
            personal(profile, t`Email`, 'email', profile.email),
            personal(profile, t`Phone`, 'phone', profile.phone),
            personal(profile, t`Address`, 'address', profile.address),
            personal(profile, t`City`, 'city', profile.city ? cityLabel(profile.city) : null),
          ]}
        />
        <DetailSection
          title={t`Education`}
          details={[
            { term: t`Enrollment number`, value: na(profile.enrollmentNo) },
            { term: t`Year of passing`, value: yearOfPassing },
            { term: t`Programme`, value: na(profile.programme) },
            { term: t`Branch`, value: na(profile.branch) },
            { term: t`College`, value: na(profile.college) },
            { term: t`CGPA`, value: na(profile.cgpa === null ? null : formatNumber(profile.cgpa)) },
          ]}
        />
        <DetailSection
          title={t`Career`}
          details={[
            { term: t`Current job title`, value: na(profile.currentJobTitle) },
            { term: t`Company`, value: na(profile.companyName) },
            {
              term: t`Experience`,
              value: profile.experience ? <span className="whitespace-pre-line">{profile.experience}</span> : na(null),
            },
            {
              term: t`LinkedIn profile`,
              value: profile.linkedinProfile ? (
                <ExternalLink
                  href={profile.linkedinProfile}
                  className="font-medium break-all text-blue-700 underline underline-offset-4 hover:text-blue-900"
                >
                  {profile.linkedinProfile}
                </ExternalLink>
              ) : (
                na(null)
              ),
            },
          ]}
        />
        <DetailSection
          title={t`Skills, hobbies and activity`}
          details={[
            { term: t`Skills`, value: <TagList items={profile.skills} missing={notAvailable()} /> },
            { term: t`Hobbies`, value: <TagList items={profile.hobbies} missing={notAvailable()} /> },
            { term: t`Open to mentoring alumni`, value: profile.mentorshipInterest ? t`Yes` : t`No` },
            { term: t`Mentoring topics`, value: textOrMissing(profile.mentorshipTopics, notAvailable()) },
            { term: t`Events participation`, value: participationText(profile.eventsParticipation) },
            // Not tracked yet: the API sends null, which the original page showed as N/A.
            { term: t`Donations`, value: <MissingValue>{notAvailable()}</MissingValue> },
          ]}
        />
      </div>
    </div>
  );
}

/** /profile: the signed-in user's own profile, every field, and who can see the personal ones. */
export function OwnProfilePage() {
  const profile = useOwnProfile();

  return (
    <div className="page-container flex flex-col gap-6 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t`My profile`}
          description={t`Everything your profile holds, and who besides you can see your personal details.`}
        />
        <ButtonLink to={profilePaths.updateProfile.path}>
          <Trans>Edit profile</Trans>
        </ButtonLink>
      </div>
      {profile.isPending ? (
        <LoadingState message={t`Loading profile...`} />
      ) : profile.isError ? (
        <ErrorState message={t`Failed to load your profile. Please try again.`} onRetry={() => profile.refetch()} />
      ) : (
        <OwnProfileView profile={profile.data} />
      )}
    </div>
  );
}

/** "2 upcoming, 5 past": the events the member is going to, from their registrations. */
function participationText({ upcoming, past }: OwnProfile['eventsParticipation']): string {
  if (upcoming === 0 && past === 0) return t`No events yet`;
  const upcomingCount = formatNumber(upcoming);
  const pastCount = formatNumber(past);
  return t`${upcomingCount} upcoming, ${pastCount} past`;
}
