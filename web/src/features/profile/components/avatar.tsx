import { cn } from '@/lib/cn';

const SIZES = {
  /** Directory rows: the 96 px picture shown at 56 px (sharp on 1.5x screens). */
  small: { pixels: 56, className: 'size-14 text-lg' },
  /** Profile pages: the 512 px picture shown at 128 px. */
  large: { pixels: 128, className: 'size-32 text-4xl' },
} as const;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '?')[0] ?? '?';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * An alumnus's profile picture, or their initials when they have none. The initials repeat the
 * name printed beside them, so they are hidden from screen readers; a photo is named after its owner.
 */
export function Avatar({
  name,
  src,
  size = 'small',
  className,
}: {
  name: string;
  src: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const { pixels, className: sizeClasses } = SIZES[size];
  if (src) {
    return (
      <img
        src={src}
        alt={name}
        width={pixels}
        height={pixels}
        loading={size === 'small' ? 'lazy' : undefined}
        className={cn('shrink-0 rounded-full bg-slate-100 object-cover', sizeClasses, className)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-blue-100 font-bold text-blue-900',
        sizeClasses,
        className,
      )}
    >
      {initialsOf(name)}
    </div>
  );
}
