import { cn } from '@/lib/cn';

// Background and letter pairs with AA contrast; a category always gets the same pair.
const PLACEHOLDER_COLOURS = [
  'bg-blue-100 text-blue-900',
  'bg-amber-100 text-amber-900',
  'bg-emerald-100 text-emerald-900',
  'bg-rose-100 text-rose-900',
  'bg-violet-100 text-violet-900',
  'bg-sky-100 text-sky-900',
] as const;

function colourFor(category: string): string {
  let hash = 0;
  for (const character of category.toLowerCase()) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 1_000_003;
  return PLACEHOLDER_COLOURS[hash % PLACEHOLDER_COLOURS.length] ?? PLACEHOLDER_COLOURS[0];
}

/**
 * The story's picture with its alt text, or, when it has none, a coloured block with the
 * category's initial (decoration: the title next to it says what the story is). The box's size
 * comes from `className`, never from the picture, so nothing moves when it arrives.
 */
export function StoryImage({
  image,
  alt,
  category,
  className,
}: {
  image: string | null;
  alt: string | null;
  category: string;
  className?: string;
}) {
  if (image) {
    return <img src={image} alt={alt ?? ''} loading="lazy" className={cn('bg-slate-100 object-cover', className)} />;
  }
  const initial = Array.from(category.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div
      aria-hidden="true"
      className={cn('flex items-center justify-center text-4xl font-bold', colourFor(category), className)}
    >
      {initial}
    </div>
  );
}
