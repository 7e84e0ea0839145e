/**
 * A signed-in member's session as every layer reads it: who, until when, and their standing. The
 * auth module finds and ends sessions (modules/auth/sessions.ts); `http/auth.ts` puts the one of a
 * request on it. Here, beside neither, so HTTP needs no module to name it.
 */
export interface Session {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  role: 'alumnus' | 'admin';
  verificationStatus: 'pending' | 'verified' | 'rejected';
}
