import { endpoints, type Message, messageSchema, type SendMessage } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { addMessageToConversation } from '../lib/conversation-cache';
import { invalidateInboxAndUnread } from './query-keys';

export function sendMessage(body: SendMessage): Promise<Message> {
  return api.call(endpoints.messages.send, { body }, { auth: true, check: messageSchema });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      // The live event for it may have arrived first: adding is idempotent by _id.
      addMessageToConversation(queryClient, message.recipientId, message);
      void invalidateInboxAndUnread(queryClient);
    },
  });
}
