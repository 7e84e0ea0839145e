import { ADMIN_LIMITS, type Campaign, type CampaignInput, campaignInputSchema } from '@alumni/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CampaignInput, unknown, CampaignBody>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: valuesOf(campaign),
  });
  const { errors } = form.formState;

  // The form opens in place of a button: the focus moves to its first field.
  useEffect(() => form.setFocus('title'), [form]);

  const submit = form.handleSubmit((body) => {
    setFailure(null);
    save.mutate(
      { id: campaign?._id ?? null, body },
      {
        onSuccess: onDone,
        onError: (error) => {
          setFailure(failureMessage(error, 'The campaign could not be saved. Please try again.'));
          applyServerFieldErrors(error, FIELDS, form.setError);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label="Title"
        maxLength={ADMIN_LIMITS.campaignTitle}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextAreaField
        label="Description"
        rows={5}
        maxLength={ADMIN_LIMITS.campaignDescription}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label="Goal in rupees (optional)"
        inputMode="numeric"
        hint="Whole rupees, for example 500000. Leave empty for no goal."
        containerClassName="max-w-xs"
        error={errors.goalRupees?.message}
        {...form.register('goalRupees')}
      />
      <TextField
        label="Raised so far in rupees"
        inputMode="numeric"
        hint="What has reached the association for this campaign, in whole rupees; the Donation page shows it against the goal."
        containerClassName="max-w-xs"
        error={errors.raisedRupees?.message}
        {...form.register('raisedRupees')}
      />
      <CheckboxField label="Active: shown on the Donation page" {...form.register('active')} />
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : campaign ? 'Save changes' : 'Create campaign'}
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
