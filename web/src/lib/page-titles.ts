/**
 * The pages' titles from the contract's page table, as a module of its own: lib/page-title.tsx
 * loads it after the first render, so the first download does not carry every title in both
 * languages (docs/decisions/0036).
 */
export { PAGE_TITLES } from '@alumni/contract';
