import { ADMIN_LIMITS, type AdminContactMessage } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { AnswerForm, AnswerShown } from '@/ui/answer-form';
import { useReplyToContactMessage } from '../api/reply';

/** The admins' answer, kept under the message it answers. */
export function ContactReplyShown({ reply }: { reply: NonNullable<AdminContactMessage['reply']> }) {
  return <AnswerShown by={reply.repliedBy} at={reply.repliedAt} text={reply.message} />;
}

/** "Answer": a form that mails the answer to the sender and keeps it with the message. */
export function ContactReplyForm({ message }: { message: AdminContactMessage }) {
  const reply = useReplyToContactMessage();
  const { email } = message.sender;
  return (
    <AnswerForm
      subject={message.subject}
      hint={t`Mailed to ${email} with their message quoted, and kept here under it. Plain text.`}
      field="message"
      maxLength={ADMIN_LIMITS.contactReply}
      send={(text) => reply.mutateAsync({ id: message._id, message: text })}
      sending={reply.isPending}
    />
  );
}
