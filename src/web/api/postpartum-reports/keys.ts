/** The postpartum reports' query keys. */
export const postpartumReportsKey = (userId: string) => ['postpartum-reports', userId] as const;
