import { Flower2, Heart, Leaf, type LucideIcon, Moon, PartyPopper, Sprout, Waves, Zap } from 'lucide-react';
import type { Notifications, OnboardingMood } from '../../../../core/contracts/profile.ts';
import { birthDateRange, completionMessage, dueDateRange } from '../../../../core/domain/onboarding.ts';
import { CountrySelect } from '../../../components/safety/country-select.tsx';
import { Field, FieldError, inputClass } from '../../../components/ui/field.tsx';
import { ChoiceCard } from './choice-card.tsx';
import { longDate } from './long-date.ts';
import type { Stage } from '../../../../core/domain/stage.ts';

export function WelcomeStep() {
  return (
    <div className="space-y-3 text-center">
      <Flower2 aria-hidden className="mx-auto h-14 w-14 text-primary" />
      <h1 className="text-3xl font-semibold">Welcome to Zara</h1>
      <p className="text-lg text-muted">
        I'm Zara, your companion through pregnancy and the months after birth. A few quick questions and I'll
        shape everything around you: your week, your feelings, your questions.
      </p>
      <p className="text-sm text-muted">
        It takes about a minute. You can change any answer later in your profile.
      </p>
    </div>
  );
}

export function StageStep({ stage, onChange }: { stage: Stage | null; onChange: (s: Stage) => void }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-2xl font-semibold">Where are you in your journey?</legend>
      <ChoiceCard
        name="stage"
        value="pregnant"
        checked={stage === 'pregnant'}
        onChange={() => onChange('pregnant')}
        title="I'm pregnant"
      >
        Currently expecting
      </ChoiceCard>
      <ChoiceCard
        name="stage"
        value="postpartum"
        checked={stage === 'postpartum'}
        onChange={() => onChange('postpartum')}
        title="I'm postpartum"
      >
        My baby is already here
      </ChoiceCard>
    </fieldset>
  );
}

export function DateStep({
  stage,
  date,
  today,
  problem,
  onChange,
}: {
  stage: Stage;
  date: string;
  today: string;
  /** What is wrong with the date, by the same rule the server applies; null when it is fine. */
  problem: string | null;
  onChange: (d: string) => void;
}) {
  const label = stage === 'pregnant' ? 'Due Date' : 'Birth Date';
  const range = stage === 'pregnant' ? dueDateRange(today) : birthDateRange(today);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Important dates</h1>
      <p className="text-muted">
        {stage === 'pregnant'
          ? 'When is your baby due? Your midwife or doctor will have given you a date.'
          : 'When was your baby born?'}
      </p>
      <div className="space-y-1.5">
        <label htmlFor="onb-date" className="block text-sm font-medium">
          {label}
        </label>
        <input
          id="onb-date"
          type="date"
          className={inputClass}
          value={date}
          min={range.min}
          max={range.max}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'onb-date-error' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        <FieldError id="onb-date-error" message={problem ?? undefined} />
      </div>
      {date && !problem ? (
        <p className="rounded-xl bg-primary-soft p-3 text-center font-medium" aria-live="polite">
          {longDate(date)}
        </p>
      ) : null}
    </div>
  );
}

/** Personal details: her name, and her country (prefilled from a guess) for the emergency number. */
export function NameStep({
  name,
  onChange,
  country,
  onCountryChange,
}: {
  name: string;
  onChange: (n: string) => void;
  country: string | null;
  onCountryChange: (c: string | null) => void;
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">What should we call you?</h1>
      <Field
        label="First Name or Nickname"
        placeholder="What should we call you?"
        value={name}
        maxLength={50}
        autoComplete="given-name"
        onChange={(e) => onChange(e.target.value)}
      />
      <CountrySelect value={country} onChange={onCountryChange} />
    </div>
  );
}

/** What each one switches (core/domain/nudges.ts); warnings themselves are never optional. */
const notificationLabels: [keyof Notifications, string, string][] = [
  ['symptoms', 'Symptom reminders', 'A morning nudge to log symptoms, and Whisper Mode at night'],
  ['appointments', 'Appointment reminders', 'Before your check-ups and scans'],
  ['daily', 'Daily check-ins', 'A morning and evening moment for you'],
  // Not 'Emergency alerts': warnings are never optional; this switches only the reminders about open alerts.
  ['emergency', 'Health alert reminders', "Reminders about health alerts you haven't looked at yet"],
];

export function NotificationsStep({
  value,
  onChange,
}: {
  value: Notifications;
  onChange: (n: Notifications) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-2xl font-semibold">How can Zara keep in touch?</legend>
      <p className="text-sm text-muted">
        Warnings are always on: if something you log could be serious, Zara tells you at once.
      </p>
      {notificationLabels.map(([key, label, hint]) => (
        <div
          key={key}
          className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface p-4"
        >
          <input
            id={`notif-${key}`}
            type="checkbox"
            className="h-5 w-5 accent-[var(--color-primary)]"
            checked={value[key]}
            onChange={(e) => onChange({ ...value, [key]: e.target.checked })}
          />
          <label htmlFor={`notif-${key}`} className="flex-1 cursor-pointer">
            <span className="block font-medium">{label}</span>
            <span className="block text-sm text-muted">{hint}</span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

export const onboardingMoods: [OnboardingMood, string, LucideIcon][] = [
  ['excited', 'Excited', PartyPopper],
  ['nervous', 'Nervous', Zap],
  ['calm', 'Calm', Leaf],
  ['overwhelmed', 'Overwhelmed', Waves],
  ['hopeful', 'Hopeful', Sprout],
  ['tired', 'Tired', Moon],
];

export function MoodStep({
  mood,
  onChange,
}: {
  mood: OnboardingMood | null;
  onChange: (m: OnboardingMood) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-2xl font-semibold">How are you feeling right now?</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {onboardingMoods.map(([value, label, Icon]) => (
          <ChoiceCard
            key={value}
            name="mood"
            value={value}
            checked={mood === value}
            onChange={() => onChange(value)}
            title={label}
            icon={<Icon aria-hidden className="h-6 w-6 shrink-0 text-primary" />}
            tile
          />
        ))}
      </div>
    </fieldset>
  );
}

export function CompletionStep({ name, stage }: { name: string; stage: Stage }) {
  return (
    <div className="space-y-3 text-center">
      <Heart aria-hidden className="mx-auto h-14 w-14 text-primary" />
      <h1 className="text-3xl font-semibold">Welcome, {name.trim()}!</h1>
      <p className="text-lg text-muted">{completionMessage(stage)}</p>
    </div>
  );
}
