import { t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';
import { linkify } from '../lib/linkify';

/**
 * A message as its sender typed it: line breaks kept, web addresses as links, everything else
 * (markup included) as plain text nodes. No HTML is ever parsed from a message.
 */
export function MessageText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <p className="whitespace-pre-wrap wrap-anywhere">
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: segments come from fixed text and never move
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={cn('rounded-sm underline underline-offset-2', linkClassName)}
          >
            {segment.text}
            <span className="sr-only"> {t`(opens in a new tab)`}</span>
          </a>
        ) : (
          segment.text
        ),
      )}
    </p>
  );
}
