import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { MailSettings } from '../components/mail-settings';

/** /account/email: the e-mails a member may turn off (linked from the account page, the notifications menu and every such mail). */
export function MailSettingsPage() {
  return (
    <div className="page-container flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`E-mail settings`}
        description={t`Choose what the portal sends you by e-mail. Notices about your account and your posts are always sent, and every notice also appears under Notifications in the header.`}
      />
      <MailSettings />
      <div>
        <ButtonLink to={paths.account.path} variant="secondary">
          <Trans>Back to my account</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
