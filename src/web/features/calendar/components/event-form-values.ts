/**
 * The event form's values and how a form starts, apart from the form itself: the calendar builds them on its
 * first screen, while the form (with its validation, Zod and react-hook-form) loads only when she opens it.
 */
import type { CalendarEvent } from '../../../../core/contracts/calendar.ts';
import type { EventType, Priority } from '../../../../core/domain/calendar.ts';

export interface EventFormValues {
  title: string;
  description: string;
  eventType: EventType;
  date: string;
  time: string;
  location: string;
  priority: Priority;
  reminderEnabled: boolean;
}

/** The spec's defaults: empty title, type manual, priority medium, reminder on. */
export const emptyEventForm = (date: string): EventFormValues => ({
  title: '',
  description: '',
  eventType: 'manual',
  date,
  time: '',
  location: '',
  priority: 'medium',
  reminderEnabled: true,
});

export const formFromEvent = (e: CalendarEvent): EventFormValues => ({
  title: e.title,
  description: e.description,
  eventType: e.eventType,
  date: e.date,
  time: e.time ?? '',
  location: e.location,
  priority: e.priority,
  reminderEnabled: e.reminderEnabled,
});
