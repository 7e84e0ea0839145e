import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useInbox } from '../api/get-inbox';
import { InboxList } from '../components/inbox-list';

function Inbox() {
  const inbox = useInbox();
  const { session } = useAuth();

  if (inbox.isPending) return <LoadingState message={t`Loading conversations...`} />;
  if (inbox.isError) {
    return (
      <ErrorState message={t`Failed to load your conversations. Please try again.`} onRetry={() => inbox.refetch()} />
    );
  }
  const entries = itemsOf(inbox.data.pages);
  if (entries.length === 0) {
    return (
      <EmptyState
        message={t`No conversations yet.`}
        action={
          <ButtonLink to={paths.community.path}>
            <Trans>Find alumni in the Community</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <InboxList entries={entries} userId={session?.userId ?? null} />
      <LoadMore list={inbox} failureMessage={t`More conversations could not be loaded. Please try again.`} />
    </>
  );
}

/** /messages: the signed-in user's conversations, most recent first; live events keep it current. */
export function InboxPage() {
  return (
    <div className="page-container flex max-w-3xl flex-col gap-6 py-10 sm:py-14">
      <PageHeader title={t`Messages`} description={t`Your conversations with fellow alumni, most recent first.`} />
      <Inbox />
    </div>
  );
}
