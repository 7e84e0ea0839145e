import { MESSAGE_LIMITS } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { FormAlert, TextAreaField } from '@/ui/form-fields';
import { useSendMessage } from '../api/send-message';

/** The counter appears once this few characters are left. */
const COUNTER_FROM = 500;

/**
 * A phone's on-screen keyboard has no Shift+Enter: there Enter starts a new line and the Send
 * button sends. With a keyboard (or a mouse), Enter sends and Shift+Enter starts a new line.
 */
function isTouchOnly(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

/**
 * Writes a message: Enter sends, Shift+Enter adds a line (on touch screens Enter adds a line). A
 * message that is empty once trimmed is not sent; the server's answer to a failed send (blocked,
 * too fast) shows as an alert.
 */
export function MessageComposer({ recipientId, disabled = false }: { recipientId: string; disabled?: boolean }) {
  const [text, setText] = useState('');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage();
  const hintId = useId();
  const [enterSends] = useState(() => !isTouchOnly());
  const keysHint = enterSends
    ? t`Enter sends, Shift+Enter starts a new line.`
    : t`Up to ${plural(MESSAGE_LIMITS.content, { one: '# character', other: '# characters' })}.`;
  const remaining = MESSAGE_LIMITS.content - text.length;
  const hint =
    remaining <= COUNTER_FROM
      ? `${keysHint} ${plural(remaining, { one: '# character left.', other: '# characters left.' })}`
      : keysHint;

  function submit() {
    const content = text.trim();
    if (content === '' || disabled || send.isPending) return;
    send.mutate(
      { recipientId, content },
      {
        onSuccess: () => setText(''),
        // A click on Send (disabled while sending) took the focus away: the next message starts here.
        onSettled: () => textareaRef.current?.focus(),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method is composing, Enter picks a candidate; it must not send.
    if (!enterSends || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <FormAlert
        message={send.isError ? failureMessage(send.error, t`Your message could not be sent. Please try again.`) : null}
      />
      <TextAreaField
        ref={textareaRef}
        label={t`Message`}
        // The hint sits beside the Send button, below; the field still reads it after its label.
        aria-describedby={hintId}
        rows={2}
        value={text}
        maxLength={MESSAGE_LIMITS.content}
        disabled={disabled}
        readOnly={send.isPending}
        onChange={(event) => {
          setText(event.target.value);
          if (send.isError) send.reset();
        }}
        onKeyDown={onKeyDown}
        className="resize-y disabled:cursor-not-allowed disabled:bg-slate-100"
      />
      <div className="flex items-start justify-between gap-3">
        <p id={hintId} className="pt-1 text-sm text-slate-600">
          {hint}
        </p>
        <Button type="submit" className="shrink-0" disabled={disabled || send.isPending || text.trim() === ''}>
          {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  );
}
