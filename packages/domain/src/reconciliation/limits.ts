/** Spec 4 §11: the limits these calls enforce. */
export const RECONCILIATION_LIMITS = {
  periodMaxDays: 92,
  justificationMin: 10,
  justificationMax: 500,
  bulkJustifyMax: 500,
  matchMembersMax: 200,
  manualMatchWindowBusinessDays: 5,
  textMax: 200,
} as const;

/** Whether a manual match of `differenceCents` needs a justification under `toleranceCents`. */
export const matchNeedsJustification = (differenceCents: number, toleranceCents: number) =>
  Math.abs(differenceCents) > toleranceCents;
