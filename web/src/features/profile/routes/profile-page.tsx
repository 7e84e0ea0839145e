import type { PrivateField, PublicProfile } from '@alumni/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { paths } from '@/app/paths';
import { AskForMentoring } from '@/features/mentoring/components/ask-for-mentoring';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { ButtonLink } from '@/ui/button';
import { ExternalLink } from '@/ui/external-link';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useProfile } from '../api/get-profile';
import { Avatar } from '../components/avatar';
import { type Detail, DetailSection, MissingValue, TagList, textOrMissing } from '../components/detail-list';
import { genderLabel, HIDDEN_BY_OWNER, jobLine, NOT_PROVIDED } from '../lib/display';
import { profilePaths } from '../paths';

const LINK_CLASSES = 'font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900';

/** A personal field: hidden when its owner keeps it private, "Not provided" when empty. */
function privateValue(profile: PublicProfile, field: PrivateField, show: (value: string) => ReactNode) {
  if (profile.hiddenFields.includes(field)) return <MissingValue>{HIDDEN_BY_OWNER}</MissingValue>;
  const value = profile[field];
  return value ? show(value) : <MissingValue>{NOT_PROVIDED}</MissingValue>;
}

function personalDetails(profile: PublicProfile): Detail[] {
  return [
    {
      term: 'Email',
      value: privateValue(profile, 'email', (email) => (
        <a href={`mailto:${email}`} className={LINK_CLASSES}>
          {email}
        </a>
      )),
    },
    {
      term: 'Phone',
      value: privateValue(profile, 'phone', (phone) => (
        <a href={`tel:${phone}`} className={LINK_CLASSES}>
          {phone}
        </a>
      )),
    },
    { term: 'Address', value: privateValue(profile, 'address', (address) => address) },
    { term: 'Date of birth', value: privateValue(profile, 'dob', formatDate) },
    {
      term: 'Gender',
      value: profile.gender ? genderLabel(profile.gender) : <MissingValue>{NOT_PROVIDED}</MissingValue>,
    },
  ];
}

function educationDetails(profile: PublicProfile): Detail[] {
  return [
    { term: 'Enrollment number', value: textOrMissing(profile.enrollmentNumber, NOT_PROVIDED) },
    { term: 'Year of passing', value: String(profile.yearOfPassing) },
    { term: 'Programme', value: textOrMissing(profile.programme, NOT_PROVIDED) },
    { term: 'Branch', value: textOrMissing(profile.branch, NOT_PROVIDED) },
    { term: 'College', value: textOrMissing(profile.collegeName, NOT_PROVIDED) },
    { term: 'CGPA', value: profile.cgpa === null ? <MissingValue>{NOT_PROVIDED}</MissingValue> : String(profile.cgpa) },
  ];
}

function careerDetails(profile: PublicProfile): Detail[] {
  return [
    { term: 'Current job title', value: textOrMissing(profile.currentJobTitle, NOT_PROVIDED) },
    { term: 'Company', value: textOrMissing(profile.companyName, NOT_PROVIDED) },
    {
      term: 'Experience',
      value: profile.experience ? (
        <span className="whitespace-pre-line">{profile.experience}</span>
      ) : (
        <MissingValue>{NOT_PROVIDED}</MissingValue>
      ),
    },
    {
      term: 'LinkedIn profile',
      value: profile.linkedinProfile ? (
        <ExternalLink href={profile.linkedinProfile} className={`${LINK_CLASSES} break-all`}>
          {profile.linkedinProfile}
        </ExternalLink>
      ) : (
        <MissingValue>{NOT_PROVIDED}</MissingValue>
      ),
    },
  ];
}

function ProfileView({ profile, isOwn }: { profile: PublicProfile; isOwn: boolean }) {
  const job = jobLine(profile.currentJobTitle, profile.companyName);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:items-center sm:p-8 sm:text-left">
        <Avatar name={profile.fullName} src={profile.profilePicture} size="large" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <PageHeader title={profile.fullName} description={job ?? undefined} />
          <p className="text-sm text-slate-600">
            {`Class of ${profile.yearOfPassing} · ${profile.programme}`}
            {profile.mentorshipInterest && <span className="block font-medium text-blue-800">Open to mentoring</span>}
            {profile.mentorshipInterest && profile.mentorshipTopics && (
              <span className="block">{`Mentoring topics: ${profile.mentorshipTopics}`}</span>
            )}
          </p>
        </div>
        {isOwn ? (
          <ButtonLink to={profilePaths.updateProfile.path} variant="secondary">
            Edit profile
          </ButtonLink>
        ) : (
          <div className="flex flex-col items-center gap-3 sm:items-end">
            <ButtonLink to={paths.message.getHref(profile._id)}>
              Message<span className="sr-only"> {profile.fullName}</span>
            </ButtonLink>
            {profile.mentorshipInterest && <AskForMentoring mentorId={profile._id} mentorName={profile.fullName} />}
          </div>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <DetailSection title="Contact and personal details" details={personalDetails(profile)} />
        <DetailSection title="Education" details={educationDetails(profile)} />
        <DetailSection title="Career" details={careerDetails(profile)} />
        <DetailSection
          title="Skills and hobbies"
          details={[
            { term: 'Skills', value: <TagList items={profile.skills} missing={NOT_PROVIDED} /> },
            { term: 'Hobbies', value: <TagList items={profile.hobbies} missing={NOT_PROVIDED} /> },
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
        title="Profile not found"
        description="There is no alumnus with this address. The account may have been deleted, or the link is mistyped."
      />
      <ButtonLink to={paths.community.path} variant="secondary">
        Back to Community
      </ButtonLink>
    </div>
  );
}

function ProfileContent({ id }: { id: string }) {
  const { session } = useAuth();
  const profile = useProfile(id);
  const notFound = !profile.data && isNotFound(profile.error);
  usePageTitle(profile.data?.fullName ?? (notFound ? 'Profile not found' : 'Profile'));

  if (profile.isPending) {
    return (
      <>
        <PageHeader title="Profile" />
        <LoadingState message="Loading profile..." />
      </>
    );
  }
  if (!profile.data) {
    if (notFound) return <ProfileNotFound />;
    return (
      <>
        <PageHeader title="Profile" />
        <ErrorState message="Failed to load the profile. Please try again." onRetry={() => profile.refetch()} />
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
