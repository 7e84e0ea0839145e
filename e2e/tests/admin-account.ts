/** The admin that e2e/serve.ts makes for each run. */
export const E2E_ADMIN = {
  fullName: 'Kaushik Admin Mitra',
  email: 'e2e.admin@example.org',
  password: 'the e2e admin password',
} as const;
