import type { StorySummary } from '@alumni/contract';
import type { ReactNode } from 'react';
import { useDeferredList } from '@/lib/deferred-list';
import { StoryCard } from './story-card';

/** One column on phones, two from 640 px, three from 1024 px. */
export function StoryGrid({
  label,
  stories,
  actionsFor,
}: {
  label: string;
  stories: readonly StorySummary[];
  actionsFor?: (story: StorySummary) => ReactNode;
}) {
  const shown = useDeferredList(stories);
  if (!shown) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((story) => (
        <li key={story._id} className="min-w-0">
          <StoryCard story={story} actions={actionsFor?.(story)} />
        </li>
      ))}
    </ul>
  );
}
