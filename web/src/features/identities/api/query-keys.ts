/** The identities feature's query keys. */
export const identityKeys = {
  providers: ['identities', 'providers'] as const,
  mine: ['identities', 'mine'] as const,
};
