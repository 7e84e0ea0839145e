/** What other features may use from the jobs feature (its pages' paths are in paths.ts). */
export { jobTypeLabel } from './lib/job-type';
