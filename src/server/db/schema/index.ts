/**
 * Every table, one file per area (a test checks that every file of this folder is listed here). Her data export
 * and the account deletion test find her tables from here, so a table added later is exported without anyone
 * remembering to.
 */
export * from './auth.ts';
export * from './baby-tracking.ts';
export * from './calendar.ts';
export * from './care.ts';
export * from './checkins.ts';
export * from './health.ts';
export * from './idempotency.ts';
export * from './milestones.ts';
export * from './postpartum-reports.ts';
export * from './profile.ts';
export * from './recovery.ts';
export * from './visit-toolkit.ts';
export * from './zara.ts';
