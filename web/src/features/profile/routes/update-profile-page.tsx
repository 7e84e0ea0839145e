import { t } from '@lingui/core/macro';
import { useNavigate } from 'react-router';
import { showToast } from '@/lib/toasts';
import { FormPage } from '@/ui/form-page';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useOwnProfile } from '../api/get-own-profile';
import { ProfileForm } from '../components/profile-form';
import { profilePaths } from '../paths';

/** /updateProfilePage: the own profile's edit form. */
export function UpdateProfilePage() {
  const navigate = useNavigate();
  const profile = useOwnProfile();

  return (
    <FormPage
      title={t`Edit profile`}
      description={t`Change what you want, then save. An optional field left empty is cleared.`}
    >
      {profile.isPending ? (
        <LoadingState message={t`Loading profile...`} />
      ) : profile.isError ? (
        <ErrorState message={t`Failed to load your profile. Please try again.`} onRetry={() => profile.refetch()} />
      ) : (
        <ProfileForm
          profile={profile.data}
          onSaved={(saved) => {
            // A new e-mail address waits for its confirmation link: say where it went.
            const newAddress = saved.pendingEmail !== profile.data.pendingEmail ? saved.pendingEmail : null;
            showToast(
              newAddress
                ? t`Profile updated successfully! We have sent a link to ${newAddress}: it becomes your sign-in address once you confirm it.`
                : t`Profile updated successfully!`,
            );
            navigate(profilePaths.ownProfile.path);
          }}
        />
      )}
    </FormPage>
  );
}
