/**
 * The reports' week selector (product spec section 5, "Reports week selector"): weeks 0 up to the lesser of her
 * postpartum week and 12; week 0 is '(Birth Week)', the others '(N week(s) postpartum)'.
 */
export const LAST_REPORT_WEEK = 12;

export const lastReportWeek = (postpartumWeek: number) =>
  Math.min(LAST_REPORT_WEEK, Math.max(0, postpartumWeek));

export const weekLabel = (week: number) =>
  week === 0
    ? 'Week 0 (Birth Week)'
    : `Week ${String(week)} (${String(week)} ${week === 1 ? 'week' : 'weeks'} postpartum)`;

export const reportWeeks = (postpartumWeek: number) =>
  Array.from({ length: lastReportWeek(postpartumWeek) + 1 }, (_, week) => ({ week, label: weekLabel(week) }));
