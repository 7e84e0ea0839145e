import type { Campaign, Institution } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { useInstitution } from '@/lib/institution';
import { itemsOf } from '@/lib/pagination';
import { formatRupees } from '@/lib/rupees';
import { CopyButton } from '@/ui/copy-button';
import { TextField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useActiveCampaigns } from '../api/get-campaigns';
import { isExampleUpiId, MAX_UPI_RUPEES, parseRupees, SUGGESTED_RUPEES, upiPayLink } from '../lib/upi';

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

/** The UPI link as a QR code (SVG, made in the browser: the `qrcode` library loads with this page only). */
function UpiQrCode({ link, upiId }: { link: string; upiId: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
      (markup) => current && setSvg(markup),
      () => current && setSvg(null),
    );
    return () => {
      current = false;
    };
  }, [link]);
  if (!svg) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={t`UPI QR code: scan it with a UPI app to pay ${upiId}`}
      width={200}
      height={200}
      className="size-48 max-w-full self-center rounded-lg border border-slate-200 bg-white sm:self-start"
    />
  );
}

function UpiPayment({ upiId, payeeName, example }: { upiId: string; payeeName: string; example: boolean }) {
  const [typed, setTyped] = useState('');
  const amountId = useId();
  const parsed = parseRupees(typed);
  const amount = 'amount' in parsed ? parsed.amount : null;
  const amountText = amount === null ? '' : formatRupees(amount);
  const [least, most] = [formatRupees(1), formatRupees(MAX_UPI_RUPEES)];
  const link = upiPayLink({ upiId, payeeName, note: `Donation to ${payeeName}`, amount });
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 font-medium text-slate-800">
          <Trans>Amount (optional)</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {SUGGESTED_RUPEES.map((rupees) => (
            <button
              key={rupees}
              type="button"
              aria-pressed={amount === rupees}
              onClick={() => setTyped(String(rupees))}
              className="min-h-11 rounded-lg border border-slate-400 px-3 text-slate-900 hover:bg-slate-100 aria-pressed:border-blue-800 aria-pressed:bg-blue-50 aria-pressed:font-semibold"
            >
              {formatRupees(rupees)}
            </button>
          ))}
        </div>
        <TextField
          id={amountId}
          label={t`Or type an amount in rupees`}
          inputMode="numeric"
          autoComplete="off"
          hint={t`A whole number from ${least} to ${most}. Leave it empty to choose the amount in your UPI app.`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={'error' in parsed ? parsed.error : undefined}
        />
      </fieldset>
      <a
        href={link}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-blue-800 px-4 font-semibold text-white hover:bg-blue-900"
      >
        {amount === null ? <Trans>Pay with a UPI app</Trans> : <Trans>Pay {amountText} with a UPI app</Trans>}
      </a>
      <p className="text-sm text-slate-700">
        <Trans>On a phone the button opens your UPI app; on a computer, scan the QR code with your phone.</Trans>
        {example && (
          <>
            {' '}
            <Trans>These are example details: no payment can reach them.</Trans>
          </>
        )}
      </p>
      <UpiQrCode link={link} upiId={upiId} />
    </div>
  );
}

function ExampleNotice() {
  return (
    <div role="note" className="rounded-xl border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">
        <Trans>Example payment details</Trans>
      </p>
      <p>
        <Trans>
          The UPI ID and bank details below are examples that come with the portal, not the association’s accounts. Do
          not send money to them; the association will publish its own details here.
        </Trans>
      </p>
    </div>
  );
}

function WaysToGive({ donation, payeeName }: { donation: Institution['donation']; payeeName: string }) {
  const { bank, upiId } = donation;
  const example = donation.example || isExampleUpiId(upiId);
  return (
    <div className="flex flex-col gap-6">
      {example && <ExampleNotice />}
      <section aria-labelledby="upi" className={CARD_CLASSES}>
        <h2 id="upi" className="text-xl font-bold text-slate-900">
          {example ? <Trans>UPI (example)</Trans> : <Trans>UPI</Trans>}
        </h2>
        <p className="text-slate-700">
          <Trans>Pay from any UPI app (BHIM, Google Pay, PhonePe, Paytm or your bank’s) to:</Trans>
        </p>
        <dl>
          <Detail term={t`UPI ID`} value={upiId} copyLabel={t`UPI ID`} />
        </dl>
        <UpiPayment upiId={upiId} payeeName={payeeName} example={example} />
      </section>
      <section aria-labelledby="bank-transfer" className={CARD_CLASSES}>
        <h2 id="bank-transfer" className="text-xl font-bold text-slate-900">
          {example ? <Trans>Bank transfer (example)</Trans> : <Trans>Bank transfer</Trans>}
        </h2>
        <dl className="flex flex-col gap-3">
          <Detail term={t`Account name`} value={bank.accountName} />
          <Detail term={t`Account number`} value={bank.accountNumber} copyLabel={t`account number`} />
          <Detail term={t`IFSC`} value={bank.ifsc} copyLabel={t`IFSC`} />
          <Detail term={t`Bank`} value={bank.bankName} />
          <Detail term={t({ message: 'Branch', context: 'bank' })} value={bank.branch} />
        </dl>
      </section>
    </div>
  );
}

/** What admins have recorded as given, against the goal when there is one. */
function CampaignProgress({ goal, raised }: { goal: number | null; raised: number }) {
  const raisedText = formatRupees(raised);
  if (goal === null) {
    return (
      <p className="text-slate-800">
        <Trans>
          <span className="font-semibold">Raised so far:</span> {raisedText}
        </Trans>
      </p>
    );
  }
  const goalText = formatRupees(goal);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-800">
        <Trans>
          <span className="font-semibold">{raisedText}</span> raised of {goalText} goal
        </Trans>
      </p>
      <progress
        max={goal}
        value={Math.min(raised, goal)}
        aria-label={t`${raisedText} raised of ${goalText}`}
        className="h-3 w-full accent-blue-800"
      />
    </div>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <article className={CARD_CLASSES}>
      <h3 className="text-lg font-bold break-words text-slate-900">{campaign.title}</h3>
      <p className="break-words whitespace-pre-line text-slate-700">{campaign.description}</p>
      <CampaignProgress goal={campaign.goalRupees} raised={campaign.raisedRupees} />
    </article>
  );
}

function Campaigns() {
  const campaigns = useActiveCampaigns();
  if (campaigns.isPending) return <LoadingState message={t`Loading campaigns...`} />;
  if (campaigns.isError && !campaigns.data) {
    return (
      <ErrorState message={t`Failed to load the campaigns. Please try again.`} onRetry={() => campaigns.refetch()} />
    );
  }
  const items = itemsOf(campaigns.data.pages);
  if (items.length === 0) {
    return (
      <EmptyState message={t`There are no campaigns right now. Gifts go where the association needs them most.`} />
    );
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
      <LoadMore list={campaigns} failureMessage={t`Failed to load more campaigns. Please try again.`} />
    </div>
  );
}

/** /donation: how to give to the association (from the institution's configuration) and its campaigns. No payment is taken here. */
export function DonationPage() {
  const { donation, associationName } = useInstitution();
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader title={t`Donation`} />
      <div className="flex max-w-prose flex-col gap-3 text-slate-800">
        {donation.note.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <WaysToGive donation={donation} payeeName={associationName} />
      <div className="flex max-w-prose flex-col gap-3 text-slate-700">
        {donation.taxNote && <p>{donation.taxNote}</p>}
        <p>
          <Trans>This site takes no payments: give through your bank or UPI app with the details above.</Trans>
        </p>
      </div>
      <section aria-labelledby="campaigns" className="flex flex-col gap-4">
        <h2 id="campaigns" className="text-2xl font-bold text-slate-900">
          <Trans>Campaigns</Trans>
        </h2>
        <Campaigns />
      </section>
    </div>
  );
}
