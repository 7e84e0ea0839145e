import type { StorySummary } from '@alumni/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { Badge } from '@/ui/badge';
import { StoryByline } from './story-byline';
import { StoryImage } from './story-image';

/**
 * A story in a list. The title is the link to the whole story; its overlay makes the whole card
 * clickable, while `actions` (edit, delete) stay buttons of their own above it.
 */
export function StoryCard({
  story,
  headingLevel = 2,
  compact = false,
  actions,
}: {
  story: StorySummary;
  headingLevel?: 2 | 3;
  /** A small picture beside the text, for short lists such as the home page. */
  compact?: boolean;
  actions?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cn(
        'relative flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm',
        'transition-shadow focus-within:shadow-md hover:shadow-md',
        compact ? 'flex-row' : 'flex-col',
      )}
    >
      <StoryImage
        image={story.imageCard ?? story.image}
        alt={story.imageAlt}
        category={story.category}
        className={compact ? 'w-24 shrink-0 self-stretch text-3xl sm:w-32' : 'aspect-video w-full'}
      />
      <div className={cn('flex min-w-0 flex-1 flex-col gap-2', compact ? 'p-4' : 'p-5')}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge>{story.category}</Badge>
          <time dateTime={story.date}>{formatDate(story.date)}</time>
        </div>
        <Heading className={cn('font-bold break-words text-slate-900', compact ? 'text-base' : 'text-lg')}>
          <Link
            to={paths.story.getHref(story._id)}
            className="rounded-sm after:absolute after:inset-0 hover:text-blue-800 hover:underline focus-visible:outline-offset-4"
          >
            {story.title}
          </Link>
        </Heading>
        <StoryByline story={story} className="text-sm text-slate-700" />
        <p className={cn('break-words text-slate-700', compact ? 'line-clamp-2 text-sm' : 'line-clamp-4')}>
          {story.excerpt}
        </p>
        {actions && <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-3">{actions}</div>}
      </div>
    </article>
  );
}
