import type { StorySummary } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
// Not the profile feature's index: that would bring its avatar and display helpers into the home
// page's first download (docs/decisions/0010-first-load-budget.md).
import { PosterName } from '@/features/profile/components/poster-name';
import { loadFeatureCatalog } from '@/lib/i18n';

/**
 * Who posted the story (their verified account's name, the byline to trust) and, under it, the
 * author line typed in the form as a credit, unless it only repeats the poster's name.
 */
export function StoryByline({
  story,
  className,
}: {
  story: Pick<StorySummary, 'author' | 'poster'>;
  className?: string;
}) {
  const { author } = story;
  // The home page's first view shows story cards, but these words live in this feature's
  // catalogue, which otherwise loads with the first lazy page: fetch that one catalogue once a
  // card is up (not every catalogue: loading them all on the home page cost its first view a
  // long task), so a visitor who opens the home page in Bengali does not read "Posted by".
  useEffect(() => {
    void loadFeatureCatalog('stories');
  }, []);
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
