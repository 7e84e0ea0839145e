import {
  type ConnectedApp,
  connectedAppSchema,
  endpoints,
  type OpenIdAppInput,
  openIdAppCredentialsSchema,
  openIdAppSchema,
  openIdConsentSchema,
  openIdContinueSchema,
} from '@alumni/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { showToast } from '@/lib/toasts';

export const connectedAppKeys = {
  all: ['connected-apps'] as const,
  mine: () => ['connected-apps', 'mine'] as const,
  consent: (uid: string) => ['connected-apps', 'consent', uid] as const,
  admin: () => ['connected-apps', 'admin'] as const,
};

/** What an application asks of the member on the consent page. */
export function useConsent(uid: string) {
  return useQuery({
    queryKey: connectedAppKeys.consent(uid),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.openidProvider.consent,
        { params: { uid } },
        { auth: true, signal, check: openIdConsentSchema },
      ),
    retry: false,
  });
}

/** The member's answer; the browser then goes back through the portal to the application. */
export function useDecide(uid: string) {
  return useMutation({
    mutationFn: (allow: boolean) =>
      api.call(
        endpoints.openidProvider.decide,
        { params: { uid }, body: { allow } },
        { auth: true, check: openIdContinueSchema },
      ),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });
}

export function useConnectedApps() {
  return useQuery({
    queryKey: connectedAppKeys.mine(),
    queryFn: ({ signal }) =>
      api.call(endpoints.openidProvider.connectedApps, undefined, {
        auth: true,
        signal,
        check: z.array(connectedAppSchema),
      }),
  });
}

export function useRevoke() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (app: ConnectedApp) =>
      api.answer(endpoints.openidProvider.revoke, { params: { clientId: app.clientId } }, { auth: true }),
    onSuccess: async ({ message }) => {
      if (message) showToast(message);
      await queryClient.invalidateQueries({ queryKey: connectedAppKeys.mine() });
    },
  });
}

export function useAdminApps() {
  return useQuery({
    queryKey: connectedAppKeys.admin(),
    queryFn: ({ signal }) =>
      api.call(endpoints.openidProvider.apps, undefined, { auth: true, signal, check: z.array(openIdAppSchema) }),
  });
}

function useAdminAppChange<Variables, Answer>(
  change: (variables: Variables) => Promise<{ data: Answer; message: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async ({ message }) => {
      if (message) showToast(message);
      await queryClient.invalidateQueries({ queryKey: connectedAppKeys.admin() });
    },
  });
}

export function useCreateApp() {
  return useAdminAppChange((body: OpenIdAppInput) =>
    api.answer(endpoints.openidProvider.createApp, { body }, { auth: true, check: openIdAppCredentialsSchema }),
  );
}

export function useRotateSecret() {
  return useAdminAppChange((id: string) =>
    api.answer(
      endpoints.openidProvider.rotateSecret,
      { params: { id } },
      { auth: true, check: openIdAppCredentialsSchema },
    ),
  );
}

export function useDisableApp() {
  return useAdminAppChange((id: string) =>
    api.answer(endpoints.openidProvider.disableApp, { params: { id } }, { auth: true, check: openIdAppSchema }),
  );
}
