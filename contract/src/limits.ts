/** Length limits shared by the forms and the server; the server enforces every one. */
export const LIMITS = {
  fullName: 100,
  email: 254,
  passwordMin: 8,
  /** argon2 work grows with input; a cap keeps one request from costing seconds. */
  passwordMax: 128,
  enrollmentNumber: 30,
  listItem: 200,
  /** Largest JSON body the API accepts, in bytes. */
  jsonBody: 100 * 1024,
} as const;

export const PAGINATION = {
  defaultLimit: 20,
  maxLimit: 100,
} as const;
