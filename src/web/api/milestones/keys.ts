/** The milestone tracker's query keys: every milestone mutation invalidates what it changed under `milestonesKey`. */
export const milestonesKey = (userId: string) => ['milestones', userId] as const;
