import type { Poster } from '@alumni/contract';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { profilePaths } from '../paths';

/**
 * The name of the member who posted a story, event or job, as their account says it (not a name
 * typed in the form). Signed-in members follow it to the profile; visitors, who may not open
 * profiles, read it as plain text. It sits above a card's whole-card link, so it stays clickable.
 * Kept small: the home page's cards carry it in the first download (docs/decisions/0010).
 */
export function PosterName({ poster }: { poster: Poster }) {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? (
    <Link
      to={profilePaths.profile.getHref(poster._id)}
      className="relative z-10 font-medium text-blue-800 hover:underline"
    >
      {poster.fullName}
    </Link>
  ) : (
    poster.fullName
  );
}
