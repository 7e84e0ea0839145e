import { USER_STANDINGS, type UserStanding } from '@alumni/contract';
import type { UserFilter } from '../api/query-keys';

function isStanding(value: string | null): value is UserStanding {
  return USER_STANDINGS.some((standing) => standing === value);
}

/** The user list's filter from the address (?q=..&standing=..); anything unknown is left out. */
export function userFilterFromSearchParams(params: URLSearchParams): UserFilter {
  const standing = params.get('standing');
  return { q: params.get('q')?.trim() ?? '', standing: isStanding(standing) ? standing : null };
}

/** The address for a filter, defaults left out. */
export function searchParamsFromUserFilter(filter: UserFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.standing) params.set('standing', filter.standing);
  return params;
}
