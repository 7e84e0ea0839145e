import type { StorySummary } from '@alumni/contract';
import { PostedBy } from '@/features/profile';
import { cn } from '@/lib/cn';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

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
  return (
    <div className={cn('flex flex-col gap-0.5 text-slate-700', className)}>
      <PostedBy poster={story.poster} />
      {!sameName(story.author, story.poster.fullName) && <p className="break-words">Written by {story.author}</p>}
    </div>
  );
}
