import type { Poster } from '@alumni/contract';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { profilePaths } from '../paths';

/**
 * The name of the member who posted a story, event or job, as their account says it (not a name
 * typed in the form). Signed-in members follow it to the profile; visitors, who may not open
 * profiles, read it as plain text. It sits above a card's whole-card link, so it stays clickable.
 */
export function PosterName({ poster, className }: { poster: Poster; className?: string }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <span className={cn('font-medium text-slate-900', className)}>{poster.fullName}</span>;
  return (
    <Link
      to={profilePaths.profile.getHref(poster._id)}
      className={cn(
        'relative z-10 rounded-sm font-medium break-words text-blue-800 underline-offset-2 hover:underline',
        className,
      )}
    >
      {poster.fullName}
    </Link>
  );
}

/** "Posted by <name>": the byline of a story, event or job, in the size of the text around it. */
export function PostedBy({ poster, className }: { poster: Poster; className?: string }) {
  return (
    <p className={cn('text-slate-700', className)}>
      Posted by <PosterName poster={poster} />
    </p>
  );
}
