/**
 * The contract's record of which key each of its English field messages stands for. A chunk of its
 * own, loaded by lib/field-messages.ts when a form first needs it: the contract's message module
 * rides with zod, which a sign-in form loads only on first use (decision 0013).
 */
export { describeFieldMessage } from '@alumni/contract';
