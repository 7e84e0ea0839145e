import type { ChatPartner, Message } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router';
import { Avatar } from '@/features/profile/later';
import { ApiError, failureMessage, isNotFound } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { messagesOf, useConversation } from '../api/get-conversation';
import { useMarkConversationRead } from '../api/mark-read';
import { BlockControl } from '../components/block-control';
import { MessageComposer } from '../components/message-composer';
import { MessageList } from '../components/message-list';
import { messagePaths } from '../paths';
import { useRealtimeStatus } from '../realtime/realtime-provider';

function subscribeToVisibility(callback: () => void) {
  document.addEventListener('visibilitychange', callback);
  return () => document.removeEventListener('visibilitychange', callback);
}

function useTabVisible(): boolean {
  return useSyncExternalStore(
    subscribeToVisibility,
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * Marks the conversation read when it opens, and again whenever a message from the other person
 * arrives while the tab is visible (or the tab becomes visible after one arrived).
 */
function useMarkReadWhileOpen(partnerId: string, messages: Message[], loaded: boolean) {
  const { mutate: markRead } = useMarkConversationRead();
  const visible = useTabVisible();
  const latestIncoming = messages.findLast((message) => message.senderId === partnerId)?._id ?? 'none';
  const markedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded || !visible || markedFor.current === latestIncoming) return;
    markedFor.current = latestIncoming;
    markRead(partnerId);
  }, [loaded, visible, latestIncoming, partnerId, markRead]);
}

function ChatNotFound() {
  return (
    <div className="flex flex-col items-start gap-4">
      <PageHeader
        title={t`Alumnus not found`}
        description={t`There is no alumnus to chat with at this address. The account may have been deleted, or the link is mistyped.`}
      />
      <ButtonLink to={paths.community.path} variant="secondary">
        <Trans>Find alumni in the Community</Trans>
      </ButtonLink>
    </div>
  );
}

/** "Chat with Sudipta Bose", or "Chat with a former member" once the account is deleted. */
function chatTitle(partner: ChatPartner): string {
  const name = partner.formerMember ? partner.fullName.toLocaleLowerCase() : partner.fullName;
  return t`Chat with ${name}`;
}

function ChatHeader({ partner, blocked }: { partner: ChatPartner; blocked: boolean }) {
  const name = partner.fullName;
  return (
    <div className="flex items-start gap-3 sm:gap-4">
      <Avatar name={partner.fullName} src={partner.profilePicture} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h1 className="text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl">
          {chatTitle(partner)}
        </h1>
        {!partner.formerMember && (
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <Link
              to={paths.profile.getHref(partner._id)}
              className="rounded-sm text-sm font-medium text-blue-800 underline-offset-2 hover:underline"
            >
              <Trans>
                View profile<span className="sr-only"> of {name}</span>
              </Trans>
            </Link>
            <BlockControl partner={partner} blocked={blocked} />
          </div>
        )}
      </div>
    </div>
  );
}

function Chat({ partnerId }: { partnerId: string }) {
  const conversation = useConversation(partnerId);
  const messages = useMemo(() => messagesOf(conversation.data), [conversation.data]);
  const newestPage = conversation.data?.pages[0];
  const realtime = useRealtimeStatus();
  const notFound = !newestPage && isNotFound(conversation.error);
  usePageTitle(newestPage ? chatTitle(newestPage.recipient) : notFound ? t`Alumnus not found` : t`Chat`);
  useMarkReadWhileOpen(partnerId, messages, newestPage !== undefined);

  if (!newestPage) {
    if (conversation.isPending) {
      return (
        <>
          <h1 className="sr-only">
            <Trans>Chat</Trans>
          </h1>
          <LoadingState message={t`Loading conversation...`} />
        </>
      );
    }
    if (notFound) return <ChatNotFound />;
    // A 4xx (chatting with oneself, say) will answer the same again: no retry button for it.
    const retryable = !(conversation.error instanceof ApiError && conversation.error.status < 500);
    return (
      <>
        <PageHeader title={t`Chat`} />
        <ErrorState
          message={failureMessage(conversation.error, t`Failed to load the conversation. Please try again.`)}
          onRetry={retryable ? () => conversation.refetch() : undefined}
        />
      </>
    );
  }

  const { recipient, blocked } = newestPage;
  const partnerName = recipient.fullName;
  return (
    <>
      <ChatHeader partner={recipient} blocked={blocked} />
      {realtime === 'reconnecting' && (
        <p className="text-sm text-slate-700">
          <Trans>Live updates paused. Reconnecting…</Trans>
        </p>
      )}
      <MessageList
        messages={messages}
        partnerId={recipient._id}
        partnerName={recipient.fullName}
        older={{
          hasOlder: conversation.hasNextPage,
          isLoading: conversation.isFetchingNextPage,
          failed: conversation.isFetchNextPageError,
          load: () => void conversation.fetchNextPage(),
        }}
      />
      {blocked && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          <Trans>You have blocked {partnerName}. Unblock them to send a message.</Trans>
        </p>
      )}
      {recipient.formerMember ? (
        <p className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800">
          <Trans>
            This member has deleted their account. Your conversation stays here for you to read, but no reply can reach
            them.
          </Trans>
        </p>
      ) : (
        <MessageComposer recipientId={recipient._id} disabled={blocked} />
      )}
    </>
  );
}

/** /message/:id: the conversation with one alumnus, live. */
export function ChatPage() {
  const { id = '' } = useParams();
  return (
    <div className="page-container flex max-w-3xl flex-col gap-5 py-6 sm:py-10">
      <Link
        to={messagePaths.messages.path}
        className="self-start rounded-sm text-sm font-medium text-blue-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">← </span>
        <Trans>All messages</Trans>
      </Link>
      <Chat key={id} partnerId={id} />
    </div>
  );
}
