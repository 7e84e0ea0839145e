import { accountPaths } from '@/features/account/paths';
import { adminPaths } from '@/features/admin/paths';
import { authPaths } from '@/features/auth/paths';
import { communityPaths } from '@/features/community/paths';
import { contactPaths } from '@/features/contact/paths';
import { donationPaths } from '@/features/donation/paths';
import { eventPaths } from '@/features/events/paths';
import { homePaths } from '@/features/home/paths';
import { jobPaths } from '@/features/jobs/paths';
import { legalPaths } from '@/features/legal/paths';
import { messagePaths } from '@/features/messages/paths';
import { profilePaths } from '@/features/profile/paths';
import { storyPaths } from '@/features/stories/paths';

/**
 * The first download's pages, each feature's paths spread together; links and the router read paths
 * from here, never from string literals. Each feature takes its patterns from the contract's page
 * table (contract/src/pages.ts), and routes with parameters also say how to build a link to one item.
 * Pages served by app/more.tsx keep their paths in their feature (they are not routed here).
 */
export const paths = {
  ...homePaths,
  ...authPaths,
  ...storyPaths,
  ...eventPaths,
  ...legalPaths,
  ...donationPaths,
  ...contactPaths,
  ...accountPaths,
  ...jobPaths,
  ...communityPaths,
  ...profilePaths,
  ...messagePaths,
  ...adminPaths,
} as const;
