import type { StorySummary } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
// Not the profile feature's index: that would bring its avatar and display helpers into the home
// page's first download (docs/decisions/0010-first-load-budget.md).
import { PosterName } from '@/features/profile';

/**
 * Who posted the story (their verified account's name, the byline to trust) and, under it, the
 * author line typed in the form as a credit, unless it only repeats the poster's name. The home
 * page's story cards show it, so its words are also in the home page's catalogue, which the first
 * view loads (HOME_CARD_SOURCES in lib/first-view-catalogs.ts).
 */
export function StoryByline({
  story,
  className,
}: {
  story: Pick<StorySummary, 'author' | 'poster'>;
  className?: string;
}) {
  const { author } = story;
  // Each line keeps its height while the words load (<Trans> renders nothing until they have).
  return (
    <div className={className}>
      <p className="min-h-[1lh]">
        <Trans>
          Posted by <PosterName poster={story.poster} />
        </Trans>
      </p>
      {author !== story.poster.fullName && (
        <p className="min-h-[1lh] break-words">
          <Trans>Written by {author}</Trans>
        </p>
      )}
    </div>
  );
}
