import type { Account } from '@alumni/contract';
import { useAuth } from '@/lib/auth';
import { useAccount } from './get-account';

/** Where the signed-in account stands with the association, from GET /api/v1/user/. */
export interface Standing {
  /** Signed in, and the account has not loaded yet: nothing is known. */
  isLoading: boolean;
  /** The account's verification once loaded; null while signed out, loading, or when it could not load. */
  verification: Account['verification'] | null;
  isAdmin: boolean;
  /**
   * Known to be pending or rejected (and no admin): the directory, other profiles, messages and
   * posting answer 403, so the pages say why instead of asking.
   */
  isRestricted: boolean;
  /** Known to be verified (or an admin): what only members do, such as reporting, is offered. */
  isMember: boolean;
  /**
   * The members' area may be asked for: signed in, the account loaded and not restricted, or it
   * could not load (then the API decides). False while loading, so a pending member's first page
   * never asks the messages API.
   */
  membersAreaOpen: boolean;
}

export function standingOf(account: Account): Pick<Standing, 'verification' | 'isAdmin' | 'isRestricted' | 'isMember'> {
  const isAdmin = account.role === 'admin';
  const isMember = isAdmin || account.verification.status === 'verified';
  return { verification: account.verification, isAdmin, isMember, isRestricted: !isMember };
}

/** The signed-in account's standing, shared by the header, the pages members alone may use, and reporting. */
export function useStanding(): Standing {
  const { isAuthenticated } = useAuth();
  const account = useAccount({ enabled: isAuthenticated });
  if (!isAuthenticated) {
    return {
      isLoading: false,
      verification: null,
      isAdmin: false,
      isRestricted: false,
      isMember: false,
      membersAreaOpen: false,
    };
  }
  if (account.data) {
    const standing = standingOf(account.data);
    return { ...standing, isLoading: false, membersAreaOpen: !standing.isRestricted };
  }
  const isLoading = account.isPending;
  return {
    isLoading,
    verification: null,
    isAdmin: false,
    isRestricted: false,
    isMember: false,
    membersAreaOpen: !isLoading,
  };
}
