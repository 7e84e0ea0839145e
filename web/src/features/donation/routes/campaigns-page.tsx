import type { Campaign } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { formatRupees } from '@/lib/rupees';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAllCampaigns } from '../api/get-all-campaigns';
import { CampaignForm } from '../components/campaign-form';
import { DeleteCampaign } from '../components/delete-campaign';

const CARD_CLASSES = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

function CampaignCard({ campaign, onEdit }: { campaign: Campaign; onEdit: () => void }) {
  const goal = campaign.goalRupees === null ? t`None` : formatRupees(campaign.goalRupees);
  const raised = formatRupees(campaign.raisedRupees);
  const updatedAt = formatInstant(campaign.updatedAt);
  const { title } = campaign;
  return (
    <article className={CARD_CLASSES}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 className="text-lg font-bold break-words text-slate-900">{campaign.title}</h2>
        {campaign.active ? (
          <Badge tone="green">
            <Trans>Active</Trans>
          </Badge>
        ) : (
          <Badge tone="slate">
            <Trans>Closed</Trans>
          </Badge>
        )}
      </div>
      <p className="break-words whitespace-pre-line text-slate-700">{campaign.description}</p>
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span>
          <Trans>
            <span className="font-semibold">Goal:</span> {goal}
          </Trans>
        </span>
        <span>
          <Trans>
            <span className="font-semibold">Raised:</span> {raised}
          </Trans>
        </span>
        <span>
          <Trans>
            Updated <time dateTime={campaign.updatedAt}>{updatedAt}</time>
          </Trans>
        </span>
      </p>
      <div className="flex flex-wrap items-start gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onEdit}>
          <Trans>
            Edit<span className="sr-only"> {title}</span>
          </Trans>
        </Button>
        <DeleteCampaign campaign={campaign} />
      </div>
    </article>
  );
}

function EditCampaign({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const { title } = campaign;
  return (
    <section aria-label={t`Edit ${title}`} className={CARD_CLASSES}>
      <CampaignForm campaign={campaign} onDone={onDone} />
    </section>
  );
}

function CampaignList({ editing, onEdit }: { editing: string | null; onEdit: (id: string | null) => void }) {
  const campaigns = useAllCampaigns();
  if (campaigns.isPending) return <LoadingState message={t`Loading campaigns...`} />;
  if (campaigns.isError && !campaigns.data) {
    return (
      <ErrorState message={t`Failed to load the campaigns. Please try again.`} onRetry={() => campaigns.refetch()} />
    );
  }
  const items = itemsOf(campaigns.data.pages);
  if (items.length === 0) return <EmptyState message={t`No campaigns yet. Write the first one above.`} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={t`Campaigns`}>
        {items.map((campaign) => (
          <li key={campaign._id} className="min-w-0">
            {editing === campaign._id ? (
              <EditCampaign campaign={campaign} onDone={() => onEdit(null)} />
            ) : (
              <CampaignCard campaign={campaign} onEdit={() => onEdit(campaign._id)} />
            )}
          </li>
        ))}
      </ul>
      <LoadMore list={campaigns} failureMessage={t`Failed to load more campaigns. Please try again.`} />
    </div>
  );
}

/** /admin/campaigns: the fundraising campaigns the Donation page lists (active ones): write, change, close, delete. */
export function CampaignsPage() {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // When the new-campaign form closes, the focus goes back to the button it replaced.
  useEffect(() => {
    if (creating || !returnFocus.current) return;
    returnFocus.current = false;
    newButtonRef.current?.focus();
  }, [creating]);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={t`Campaigns`} description={t`Active campaigns appear on the Donation page, newest first.`} />
        {!creating && (
          <Button ref={newButtonRef} onClick={() => setCreating(true)}>
            <Trans>New campaign</Trans>
          </Button>
        )}
      </div>
      {creating && (
        <section aria-labelledby="new-campaign" className={CARD_CLASSES}>
          <h2 id="new-campaign" className="text-lg font-bold text-slate-900">
            <Trans>New campaign</Trans>
          </h2>
          <CampaignForm
            campaign={null}
            onDone={() => {
              returnFocus.current = true;
              setCreating(false);
            }}
          />
        </section>
      )}
      <CampaignList editing={editing} onEdit={setEditing} />
    </div>
  );
}
