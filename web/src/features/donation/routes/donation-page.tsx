import type { Campaign, Institution } from '@alumni/contract';
import { useInstitution } from '@/features/institution/api/get-institution';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { formatRupees } from '@/lib/rupees';
import { CopyButton } from '@/ui/copy-button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useActiveCampaigns } from '../api/get-campaigns';

const CARD_CLASSES = 'flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

function Detail({ term, value, copyLabel }: { term: string; value: string; copyLabel?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <span className={cn('text-base break-all text-slate-900', copyLabel && 'font-mono')}>{value}</span>
        {copyLabel && <CopyButton text={value} label={copyLabel} />}
      </dd>
    </div>
  );
}

function WaysToGive({ donation }: { donation: Institution['donation'] }) {
  const { bank, upiId } = donation;
  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      <section aria-labelledby="bank-transfer" className={CARD_CLASSES}>
        <h2 id="bank-transfer" className="text-xl font-bold text-slate-900">
          Bank transfer
        </h2>
        <dl className="flex flex-col gap-3">
          <Detail term="Account name" value={bank.accountName} />
          <Detail term="Account number" value={bank.accountNumber} copyLabel="account number" />
          <Detail term="IFSC" value={bank.ifsc} copyLabel="IFSC" />
          <Detail term="Bank" value={bank.bankName} />
          <Detail term="Branch" value={bank.branch} />
        </dl>
      </section>
      <section aria-labelledby="upi" className={CARD_CLASSES}>
        <h2 id="upi" className="text-xl font-bold text-slate-900">
          UPI
        </h2>
        <p className="text-slate-700">Pay from any UPI app (BHIM, Google Pay, PhonePe, Paytm or your bank’s) to:</p>
        <dl>
          <Detail term="UPI ID" value={upiId} copyLabel="UPI ID" />
        </dl>
      </section>
    </div>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <article className={CARD_CLASSES}>
      <h3 className="text-lg font-bold break-words text-slate-900">{campaign.title}</h3>
      <p className="break-words whitespace-pre-line text-slate-700">{campaign.description}</p>
      {campaign.goalRupees !== null && (
        <p className="text-slate-800">
          <span className="font-semibold">Goal: </span>
          {formatRupees(campaign.goalRupees)}
        </p>
      )}
    </article>
  );
}

function Campaigns() {
  const campaigns = useActiveCampaigns();
  if (campaigns.isPending) return <LoadingState message="Loading campaigns..." />;
  if (campaigns.isError && !campaigns.data) {
    return <ErrorState message="Failed to load the campaigns. Please try again." onRetry={() => campaigns.refetch()} />;
  }
  const items = itemsOf(campaigns.data.pages);
  if (items.length === 0) {
    return <EmptyState message="There are no campaigns right now. Gifts go where the association needs them most." />;
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((campaign) => (
          <li key={campaign._id} className="min-w-0">
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
      <LoadMore list={campaigns} failureMessage="Failed to load more campaigns. Please try again." />
    </div>
  );
}

/** /donation: how to give to the association (from the institution's configuration) and its campaigns. No payment is taken here. */
export function DonationPage() {
  usePageTitle('Donation');
  const { donation } = useInstitution();
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader title="Donation" />
      <div className="flex max-w-prose flex-col gap-3 text-slate-800">
        {donation.note.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <WaysToGive donation={donation} />
      <div className="flex max-w-prose flex-col gap-3 text-slate-700">
        {donation.taxNote && <p>{donation.taxNote}</p>}
        <p>This site takes no payments: give through your bank or UPI app with the details above.</p>
      </div>
      <section aria-labelledby="campaigns" className="flex flex-col gap-4">
        <h2 id="campaigns" className="text-2xl font-bold text-slate-900">
          Campaigns
        </h2>
        <Campaigns />
      </section>
    </div>
  );
}
