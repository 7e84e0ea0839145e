import { endpoints, type OwnProfile, ownProfileSchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@/features/account';
import { communityKeys } from '@/features/community';
import { apiFormRequest } from '@/lib/form-upload';
import { profileKeys } from './query-keys';

export interface ProfileUpdateRequest {
  /** The changed fields, and the new picture under `profilePicture` if there is one. */
  form: FormData;
  onUploadProgress?: (fraction: number) => void;
}

export function updateProfile({ form, onUploadProgress }: ProfileUpdateRequest): Promise<OwnProfile> {
  return apiFormRequest(endpoints.profile.update, form, { check: ownProfileSchema, onUploadProgress });
}

/**
 * Saves the profile. The name and picture also appear in the header, on the account page and in
 * the directory, so those load again too; the mutation stays pending until they have.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.details() }),
        queryClient.invalidateQueries({ queryKey: accountQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: communityKeys.all }),
      ]);
    },
  });
}
