import { accountDeletionSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { clearSession } from '@/lib/auth';
import { useFormSubmit } from '@/lib/form-submit';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { FormAlert, TextField } from '@/ui/form-fields';
import { type AccountDeletion, useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from './settings-section';

const EMPTY_FORM: AccountDeletion = { password: '' };

/**
 * Deletion in two steps: the password, then an explicit "Yes, delete my account" that appears in
 * place and takes the focus (Cancel or Escape go back). On success the session is gone on the
 * server, so the user goes home and the stored session is forgotten too.
 */
export function DeleteAccountForm() {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const form = useForm<AccountDeletion>({ resolver: zodResolver(accountDeletionSchema), defaultValues: EMPTY_FORM });
  const { errors } = form.formState;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  // The session is forgotten once this signed-in page has gone: forgetting it while the page is
  // still shown would make the sign-in guard send the user to /signin instead of home. It waits
  // for the end of the commit that removes the page, whose effects still run with the session
  // (the header's account query among them).
  useEffect(
    () => () => {
      if (!deleted.current) return;
      queueMicrotask(() => {
        clearSession();
        showToast(
          t`Your account will be deleted in 48 hours. Signing in before then cancels it; we have sent you an e-mail saying so.`,
        );
      });
    },
    [],
  );

  function cancel() {
    setConfirming(false);
    form.setFocus('password');
  }

  // The second step sends the password the first step checked (the field is read-only meanwhile).
  const deletion = useFormSubmit(form, {
    fields: ['password'],
    failure: t`Your account could not be deleted. Please try again.`,
    onSubmit: async ({ password }) => {
      try {
        await deleteAccount.mutateAsync({ password });
      } catch (error) {
        setConfirming(false);
        throw error;
      }
      deleted.current = true;
      navigate(paths.home.path, { replace: true });
    },
  });

  const askToConfirm = form.handleSubmit(() => {
    deletion.setFailure(null);
    setConfirming(true);
  });

  return (
    <SettingsSection
      title={t`Delete account`}
      tone="danger"
      description={t`Your profile, stories, events and jobs will be deleted. The messages you exchanged stay in the other members’ conversations, from “a former member”, and so do your reports. It happens 48 hours after you confirm: you are signed out everywhere now, and signing in before then cancels it. After that it cannot be undone.`}
    >
      <form noValidate onSubmit={askToConfirm} className="flex flex-col gap-4">
        <TextField
          label={t`Your password`}
          type="password"
          autoComplete="current-password"
          hint={t`Type your password to confirm it is you.`}
          readOnly={confirming}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormAlert message={deletion.failure} />
        {confirming ? (
          <fieldset
            className="min-w-0 rounded-lg border border-red-200 bg-red-50 p-3"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !deleteAccount.isPending) cancel();
            }}
          >
            <legend className="float-left mb-3 w-full text-sm font-medium text-red-900">
              <Trans>Delete your account and everything you posted, for good?</Trans>
            </legend>
            <div className="clear-left flex flex-wrap gap-2">
              <Button
                ref={confirmRef}
                variant="destructive"
                disabled={deleteAccount.isPending}
                onClick={deletion.submit}
              >
                {deleteAccount.isPending ? t`Deleting...` : t`Yes, delete my account`}
              </Button>
              <Button variant="secondary" disabled={deleteAccount.isPending} onClick={cancel}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </fieldset>
        ) : (
          <Button type="submit" variant="danger" className="w-full sm:w-auto sm:self-start">
            <Trans>Delete my account</Trans>
          </Button>
        )}
      </form>
    </SettingsSection>
  );
}
