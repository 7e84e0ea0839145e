import { ADMIN_LIMITS, type Campaign, type CampaignInput, campaignInputSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFormSubmit } from '@/lib/form-submit';
import { Button } from '@/ui/button';
import { CheckboxField, FormAlert, TextAreaField, TextField } from '@/ui/form-fields';
import { useSaveCampaign } from '../api/save-campaign';

type CampaignBody = z.output<typeof campaignInputSchema>;

const FIELDS = ['title', 'description', 'goalRupees', 'raisedRupees', 'active'] as const;

function valuesOf(campaign: Campaign | null): CampaignInput {
  return {
    title: campaign?.title ?? '',
    description: campaign?.description ?? '',
    goalRupees: campaign?.goalRupees === null || campaign === null ? '' : String(campaign.goalRupees),
    raisedRupees: campaign === null ? '' : String(campaign.raisedRupees),
    active: campaign?.active ?? true,
  };
}

/** Writes a new campaign (`campaign` null) or changes one; `onDone` after it is saved or cancelled. */
export function CampaignForm({ campaign, onDone }: { campaign: Campaign | null; onDone: () => void }) {
  const save = useSaveCampaign();
  const form = useForm<CampaignInput, unknown, CampaignBody>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: valuesOf(campaign),
  });
  const { errors } = form.formState;

  // The form opens in place of a button: the focus moves to its first field.
  useEffect(() => form.setFocus('title'), [form]);

  const { submit, failure } = useFormSubmit(form, {
    fields: FIELDS,
    failure: t`The campaign could not be saved. Please try again.`,
    onSubmit: async (body) => {
      await save.mutateAsync({ id: campaign?._id ?? null, body });
      onDone();
    },
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label={t`Title`}
        maxLength={ADMIN_LIMITS.campaignTitle}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label={t`Description`}
        rows={5}
        maxLength={ADMIN_LIMITS.campaignDescription}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label={t`Goal in rupees (optional)`}
        inputMode="numeric"
        hint={t`Whole rupees, for example 500000. Leave empty for no goal.`}
        containerClassName="max-w-xs"
        error={errors.goalRupees?.message}
        {...form.register('goalRupees')}
      />
      <TextField
        label={t`Raised so far in rupees`}
        inputMode="numeric"
        hint={t`What has reached the association for this campaign, in whole rupees; the Donation page shows it against the goal.`}
        containerClassName="max-w-xs"
        error={errors.raisedRupees?.message}
        {...form.register('raisedRupees')}
      />
      <CheckboxField label={t`Active: shown on the Donation page`} {...form.register('active')} />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? (
            <Trans>Saving…</Trans>
          ) : campaign ? (
            <Trans>Save changes</Trans>
          ) : (
            <Trans>Create campaign</Trans>
          )}
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
