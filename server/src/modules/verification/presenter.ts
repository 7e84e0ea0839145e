import type { RollField, VerificationState } from '@alumni/contract';

/** Where a member's verification stands, in the words the API gives it: no roll value leaves. */
export function presentVerificationState(input: {
  status: VerificationState['status'];
  reason: VerificationState['reason'];
  mismatchedFields: RollField[];
  medianWaitHours: number | null;
  documentAttachedAt: Date | null;
}): VerificationState {
  return {
    status: input.status,
    reason: input.reason,
    mismatchedFields: input.mismatchedFields,
    medianWaitHours: input.medianWaitHours === null ? null : Math.round(input.medianWaitHours * 10) / 10,
    document: input.documentAttachedAt ? { attachedAt: input.documentAttachedAt.toISOString() } : null,
  };
}
