/** Query keys of a member's rights: the member's own requests and nominee, and the admins' queue. */
export const rightsKeys = {
  requests: () => ['rights', 'requests'] as const,
  nominee: () => ['rights', 'nominee'] as const,
  queue: () => ['rights', 'queue'] as const,
  queueList: (state: string) => ['rights', 'queue', state] as const,
};
