import { PAGES } from '@alumni/contract';

/** The directory filtered to a place (`/community?state=IN.28&placeName=West+Bengal`): its name is shown there. */
export function directoryHref(place: { city?: string; state?: string; country?: string }, placeName: string): string {
  const params = new URLSearchParams();
  if (place.city) params.set('city', place.city);
  if (place.state) params.set('state', place.state);
  if (place.country) params.set('country', place.country);
  params.set('placeName', placeName);
  return `${PAGES.community}?${params}`;
}
