/**
 * A link to the calendar's Add Event dialog, ready for a visit she has been given (her own booking, never a
 * suggestion: core/domain/booked.ts).
 */
export const addVisitLink = (title = 'Prenatal check-up') =>
  `/calendar?add=1&type=ob_appointment&title=${encodeURIComponent(title)}`;
