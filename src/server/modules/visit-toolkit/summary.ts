/**
 * What the visit summary holds (docs/product.md, "Doctor Visit Toolkit"): gathered from the other areas' services
 * for one mother, over the window "since the last visit" (core/domain/visit-toolkit.ts, summaryWindow). The PDF is
 * drawn from it in summary-pdf.ts, one section per part.
 */
import type { CalendarEvent } from '../../../core/contracts/calendar.ts';
import type { RecoveryLog } from '../../../core/contracts/recovery.ts';
import type { HealthFlag } from '../../../core/contracts/flags.ts';
import type { SymptomLog } from '../../../core/contracts/symptoms.ts';
import type { VisitQuestion } from '../../../core/contracts/visit-toolkit.ts';
import type { Screening } from '../../../core/contracts/wellness.ts';
import type { VolumeUnit } from '../../../core/domain/baby-log.ts';
import type { MoodPoint } from '../../../core/domain/mood-history.ts';
import type { PregnancyStatus } from '../../../core/domain/pregnancy.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import {
  lastVisit,
  nextAppointment,
  summaryWindow,
  type SummaryWindow,
} from '../../../core/domain/visit-toolkit.ts';
import { zonedTimeToInstant } from '../../../core/domain/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import { babyDaysSince, type BabyHistory } from '../baby-tracking/history.ts';
import { listEvents } from '../calendar/service.ts';
import { checkinsSince } from '../checkins/service.ts';
import { ownFlags } from '../flags/service.ts';
import { loadUserContext } from '../profile/context.ts';
import { flaggedSince } from '../recovery/service.ts';
import { logsSince } from '../symptoms/service.ts';
import { screeningHistory } from '../wellness/service.ts';
import { questionsToAsk } from './service.ts';

export interface SummaryData {
  /** Her full name as she signed up (or the name she gave Zara). */
  name: string;
  timeZone: string;
  today: string;
  status: PregnancyStatus;
  dueDate: string | null;
  birthDate: string | null;
  /** The booked appointment the summary is for, if any. */
  appointment: CalendarEvent | null;
  window: SummaryWindow;
  /** Symptoms that started in the window, newest first. */
  symptoms: SymptomLog[];
  /**
   * Her alerts not yet reviewed, whenever raised, and those raised in the window; newest first. The alerts of the
   * recovery logs below are left out here: they are listed with what she logged.
   */
  flags: HealthFlag[];
  /** Her mood check-ins in the window. */
  moods: MoodPoint[];
  /** Her latest self-check of each kind, whenever taken. */
  screenings: { phq9: Screening | null; gad7: Screening | null };
  /** The questions she still means to ask, in her order. */
  questions: VisitQuestion[];
  /** After the birth: each baby's days in the window (the tracker's counters), and the unit she reads volumes in. */
  babies: BabyHistory[];
  volumeUnit: VolumeUnit;
  /** After the birth: her red-flagged recovery logs in the window, newest first, with the alert each raised. */
  recoveryAlerts: { log: RecoveryLog; flag: HealthFlag | null }[];
}

const NOT_SET_UP =
  "Please finish setting up Zara first: the summary needs your due date or your baby's birth date.";

export async function gatherSummary(db: Db, userId: string, name: string): Promise<SummaryData> {
  const { profile, status, today, timeZone } = await loadUserContext(db, userId);
  if (!profile || !status) throw conflict(NOT_SET_UP);
  const events = await listEvents(db, userId, {});
  const window = summaryWindow({
    today,
    stage: status.phase,
    week: status.currentWeek,
    birthDate: profile.birthDate,
    lastVisitDate: lastVisit(events, today)?.date ?? null,
  });
  // The window starts at the beginning of that day where she lives.
  const since = zonedTimeToInstant(window.since, '00:00', timeZone);
  const born = status.phase === 'postpartum';
  const [symptoms, flags, checkins, screenings, questions, tracker, flaggedLogs] = await Promise.all([
    logsSince(db, userId, since),
    ownFlags(db, userId),
    checkinsSince(db, userId, window.since),
    screeningHistory(db, userId),
    questionsToAsk(db, userId),
    born ? babyDaysSince(db, userId, window.since) : null,
    born ? flaggedSince(db, userId, window.since) : [],
  ]);
  const recoveryAlerts = flaggedLogs.map((log) => ({
    log,
    flag: flags.find((f) => f.id === log.flagId) ?? null,
  }));
  const listedWithLog = new Set(flaggedLogs.map((l) => l.flagId));
  return {
    name: name || profile.firstName,
    timeZone,
    today,
    status,
    dueDate: profile.dueDate,
    birthDate: profile.birthDate,
    appointment: nextAppointment(events, today),
    window,
    symptoms,
    flags: flags.filter(
      (f) =>
        !listedWithLog.has(f.id) &&
        (!f.reviewed || localDateIn(timeZone, new Date(f.createdAt)) >= window.since),
    ),
    moods: checkins.map((c) => ({ mood: c.mood, localDate: c.localDate })),
    screenings: {
      phq9: screenings.find((s) => s.instrument === 'phq9') ?? null,
      gad7: screenings.find((s) => s.instrument === 'gad7') ?? null,
    },
    questions,
    babies: tracker?.babies ?? [],
    volumeUnit: tracker?.volumeUnit ?? 'ml',
    recoveryAlerts,
  };
}
