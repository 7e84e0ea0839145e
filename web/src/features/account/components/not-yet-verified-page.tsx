import type { Account } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { StandingNotice } from './standing-notice';

/** What a pending or rejected member sees instead of a page for verified members. */
export function NotYetVerifiedPage({ verification }: { verification: Account['verification'] }) {
  const title = verification.status === 'pending' ? t`Waiting for verification` : t`Account not verified`;
  usePageTitle(title);
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-10 sm:py-14">
      <PageHeader title={title} />
      <StandingNotice verification={verification} />
      <div>
        <ButtonLink to={paths.account.path} variant="secondary">
          <Trans>Go to my account</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
