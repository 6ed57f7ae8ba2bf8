import type { HealthFlag } from '../../../core/contracts/flags.ts';
import { flagTitle } from './components/flag-card.tsx';

/** "Severe headache" -> "severe headache"; an acronym such as "PHQ-9" keeps its capitals. */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? `${s.charAt(0).toLowerCase()}${s.slice(1)}` : s);

/**
 * The calendar's Add Event form, prefilled for a red flag's Schedule button (the calendar feature reads these):
 * an appointment-like title ("Call about: severe headache") and the reason and symptom in the description.
 */
export function scheduleHref(flag: HealthFlag): string {
  const params = new URLSearchParams({
    add: '1',
    title: `Call about: ${lowerFirst(flagTitle(flag))}`,
    description: `${flag.reason}. ${flag.symptom.description}`,
    priority: 'high',
    type: 'ob_appointment',
  });
  return `/calendar?${params.toString()}`;
}
