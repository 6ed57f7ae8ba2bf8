/** The baby tracker's query keys: every baby-tracking mutation invalidates `babyTrackingKey(userId)`. */
export const babyTrackingKey = (userId: string) => ['baby-tracking', userId] as const;
