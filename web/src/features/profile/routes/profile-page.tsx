import type { PrivateField, PublicProfile } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AskForMentoring } from '@/features/mentoring';
import { ContactOnRequest } from '@/features/privacy/later';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useProfile } from '../api/get-profile';
import { Avatar } from '../components/avatar';
import { cityLabel } from '../components/city-field';
import { type Detail, DetailSection, MissingValue, TagList, textOrMissing } from '../components/detail-list';
import { formatNumber, formatYear, genderLabel, hiddenByOwner, jobLine, notProvided } from '../lib/display';
import { profilePaths } from '../paths';

const LINK_CLASSES = 'font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';

/** A personal field: hidden when its owner keeps it private, "Not provided" when empty. */
function privateValue(
  profile: PublicProfile,
  field: Exclude<PrivateField, 'city'>,
  show: (value: string) => ReactNode,
) {
  if (profile.hiddenFields.includes(field)) return <MissingValue>{hiddenByOwner()}</MissingValue>;
  const value = profile[field];
  return value ? show(value) : <MissingValue>{notProvided()}</MissingValue>;
}

function personalDetails(profile: PublicProfile): Detail[] {
  return [
    {
      term: t`Email`,
      value: privateValue(profile, 'email', (email) => (
        <a href={`mailto:${email}`} className={LINK_CLASSES}>
          {email}
        </a>
      )),
    },
    {
      term: t`Phone`,
      value: privateValue(profile, 'phone', (phone) => (
        <a href={`tel:${phone}`} className={LINK_CLASSES}>
          {phone}
        </a>
      )),
    },
    { term: t`Address`, value: privateValue(profile, 'address', (address) => address) },
    { term: t`Date of birth`, value: privateValue(profile, 'dob', formatDate) },
    {
      term: t`City`,
      value: profile.hiddenFields.includes('city') ? (
        <MissingValue>{hiddenByOwner()}</MissingValue>
      ) : profile.city ? (
        cityLabel(profile.city)
      ) : (
        <MissingValue>{notProvided()}</MissingValue>
      ),
    },
    {
      term: t`Gender`,
      value: profile.gender ? genderLabel(profile.gender) : <MissingValue>{notProvided()}</MissingValue>,
    },
  ];
}

function educationDetails(profile: PublicProfile): Detail[] {
  return [
    { term: t`Enrollment number`, value: textOrMissing(profile.enrollmentNumber, notProvided()) },
    { term: t`Year of passing`, value: formatYear(profile.yearOfPassing) },
    { term: t`Programme`, value: textOrMissing(profile.programme, notProvided()) },
    { term: t`Branch`, value: textOrMissing(profile.branch, notProvided()) },
    { term: t`College`, value: textOrMissing(profile.collegeName, notProvided()) },
    {
      term: t`CGPA`,
      value: profile.cgpa === null ? <MissingValue>{notProvided()}</MissingValue> : formatNumber(profile.cgpa),
    },
  ];
}

function careerDetails(profile: PublicProfile): Detail[] {
  return [
    { term: t`Current job title`, value: textOrMissing(profile.currentJobTitle, notProvided()) },
    { term: t`Company`, value: textOrMissing(profile.companyName, notProvided()) },
    {
      term: t`Experience`,
      value: profile.experience ? (
        <span className="whitespace-pre-line">{profile.experience}</span>
      ) : (
        <MissingValue>{notProvided()}</MissingValue>
      ),
    },
    {
      term: t`LinkedIn profile`,
      value: profile.linkedinProfile ? (
        <ExternalLink href={profile.linkedinProfile} className={`${LINK_CLASSES} break-all`}>
          {profile.linkedinProfile}
        </ExternalLink>
      ) : (
        <MissingValue>{notProvided()}</MissingValue>
      ),
    },
  ];
}

function ProfileView({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  const job = jobLine(profile.currentJobTitle, profile.companyName);
  const { programme, mentorshipTopics, fullName } = profile;
  const yearOfPassing = formatYear(profile.yearOfPassing);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:items-center sm:p-8 sm:text-left">
        <Avatar name={profile.fullName} src={profile.profilePicture} size="large" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <PageHeader title={profile.fullName} description={job ?? undefined} />
          <p className="text-sm text-slate-600">
            {t`Class of ${yearOfPassing} · ${programme}`}
            {profile.mentorshipInterest && (
              <span className="block font-medium text-blue-800">
                <Trans>Open to mentoring</Trans>
              </span>
            )}
            {profile.mentorshipInterest && mentorshipTopics && (
              <span className="block">{t`Mentoring topics: ${mentorshipTopics}`}</span>
            )}
          </p>
        </div>
        {isOwn ? (
          <ButtonLink to={profilePaths.updateProfile.path} variant="secondary">
            <Trans>Edit profile</Trans>
          </ButtonLink>
        ) : (
          <div className="flex flex-col items-center gap-3 sm:items-end">
            <ButtonLink to={paths.message.getHref(profile._id)}>
              <Trans>
                Message<span className="sr-only"> {fullName}</span>
              </Trans>
            </ButtonLink>
            {profile.mentorshipInterest && <AskForMentoring mentorId={profile._id} mentorName={profile.fullName} />}
          </div>
        )}
      </div>
      {!isOwn && <ContactOnRequest memberId={profile._id} memberName={profile.fullName} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailSection title={t`Contact and personal details`} details={personalDetails(profile)} />
        <DetailSection title={t`Education`} details={educationDetails(profile)} />
        <DetailSection title={t`Career`} details={careerDetails(profile)} />
        <DetailSection
          title={t`Skills and hobbies`}
          details={[
            { term: t`Skills`, value: <TagList items={profile.skills} missing={notProvided()} /> },
            { term: t`Hobbies`, value: <TagList items={profile.hobbies} missing={notProvided()} /> },
          ]}
        />
      </div>
    </div>
  );
}

function ProfileNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <PageHeader
        title={t`Profile not found`}
        description={t`There is no alumnus with this address. The account may have been deleted, or the link is mistyped.`}
      />
      <ButtonLink to={paths.community.path} variant="secondary">
        <Trans>Back to Community</Trans>
      </ButtonLink>
    </div>
  );
}

function ProfileContent({ id }: { id: string }) {
  const { session } = useAuth();
  const profile = useProfile(id);
  const notFound = !profile.data && isNotFound(profile.error);
  usePageTitle(profile.data?.fullName ?? (notFound ? t`Profile not found` : t`Profile`));

  if (profile.isPending) {
    return (
      <>
        <PageHeader title={t`Profile`} />
        <LoadingState message={t`Loading profile...`} />
      </>
    );
  }
  if (!profile.data) {
    if (notFound) return <ProfileNotFound />;
    return (
      <>
        <PageHeader title={t`Profile`} />
        <ErrorState message={t`Failed to load the profile. Please try again.`} onRetry={() => profile.refetch()} />
      </>
    );
  }
  return <ProfileView profile={profile.data} isOwn={session?.userId === profile.data._id} />;
}

/** /profile/:id: another alumnus's profile, as its owner lets alumni see it. */
export function ProfilePage() {
  const { id = '' } = useParams();
  return (
    <div className="page-container flex flex-col gap-6 py-10 sm:py-14">
      <ProfileContent key={id} id={id} />
    </div>
  );
}
