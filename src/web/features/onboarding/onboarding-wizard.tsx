import { useState } from 'react';
import { firstNameSchema, type Notifications, type OnboardingMood } from '../../../core/contracts/profile.ts';
import { stageDateProblem } from '../../../core/domain/onboarding.ts';
import { localDateIn } from '../../../core/domain/time-windows.ts';
import { Button } from '../../components/ui/button.tsx';
import { SignOutButton } from '../../components/sign-out-button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useUserLocation } from '../../api/consent/user-location.ts';
import { useCompleteOnboarding } from '../../api/profile/complete-onboarding.ts';
import { CompletionError } from './components/completion-error.tsx';
import { useVoiceGuidance } from './components/use-voice-guidance.ts';
import {
  CompletionStep,
  DateStep,
  MoodStep,
  NameStep,
  NotificationsStep,
  StageStep,
  WelcomeStep,
} from './components/wizard-steps.tsx';
import { STEPS, WizardProgress } from './components/wizard-progress.tsx';
import type { Stage } from '../../../core/domain/stage.ts';

const guidance = [
  "Hi, I'm Zara. Let's set things up together. Tap I'm ready to start when you are.",
  'Are you expecting, or is your baby already here?',
  'Choose the date, so I can follow your week.',
  'What would you like me to call you?',
  'Choose which reminders you would like. You can change them any time.',
  'How are you feeling right now? There is no wrong answer.',
  'You are all set. Tap Start My Journey.',
];

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** The 7-step onboarding wizard (docs/product.md, "Onboarding"): shown instead of the app until she is onboarded. */
export function OnboardingWizard({ userId, onDone }: { userId: string; onDone: () => void }) {
  const [step, setStep] = useState(1);
  const [stage, setStage] = useState<Stage | null>(null);
  const [date, setDate] = useState('');
  const [firstName, setFirstName] = useState('');
  // Her own choice of country; until she makes one, the guess from the browser is shown (and sent).
  const [countryChoice, setCountryChoice] = useState<string | null | undefined>(undefined);
  const guess = useUserLocation(true);
  const country = countryChoice === undefined ? (guess.data ?? null) : countryChoice;
  const [notifications, setNotifications] = useState<Notifications>({
    symptoms: true,
    appointments: true,
    daily: true,
    emergency: true,
  });
  const [mood, setMood] = useState<OnboardingMood | null>(null);
  const [voice, setVoice] = useState(false);
  const complete = useCompleteOnboarding(userId);
  const timeZone = browserTimeZone();
  const today = localDateIn(timeZone);
  useVoiceGuidance(voice, step, guidance[step - 1] ?? '');

  // The date step runs the server's own rule, so a date it would refuse never reaches step 7.
  const dateProblem = stage && date ? stageDateProblem(stage, date, today) : null;
  // The Next rules: each step's answer, checked with the contract's and the server's own rules.
  const canNext =
    (step === 2 && stage !== null) ||
    (step === 3 && date !== '' && dateProblem === null) ||
    (step === 4 && firstNameSchema.safeParse(firstName).success) ||
    step === 5 ||
    (step === 6 && mood !== null);

  const finish = () => {
    if (!stage || !mood) return;
    complete.mutate(
      {
        userId,
        stage,
        firstName: firstName.trim(),
        notifications,
        moodBaseline: mood,
        timeZone,
        country,
        ...(stage === 'pregnant' ? { dueDate: date } : { birthDate: date }),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <div className="flex min-h-dvh items-start justify-center bg-bg px-4 py-6 sm:items-center">
      <main id="main" className="w-full max-w-lg space-y-6 rounded-3xl bg-surface p-6 shadow-sm sm:p-8">
        <WizardProgress step={step} />
        <div key={step} className="min-h-64">
          {step === 1 ? <WelcomeStep /> : null}
          {step === 2 ? <StageStep stage={stage} onChange={setStage} /> : null}
          {step === 3 && stage ? (
            <DateStep stage={stage} date={date} today={today} problem={dateProblem} onChange={setDate} />
          ) : null}
          {step === 4 ? (
            <NameStep
              name={firstName}
              onChange={setFirstName}
              country={country}
              onCountryChange={setCountryChoice}
            />
          ) : null}
          {step === 5 ? <NotificationsStep value={notifications} onChange={setNotifications} /> : null}
          {step === 6 ? <MoodStep mood={mood} onChange={setMood} /> : null}
          {step === 7 && stage ? <CompletionStep name={firstName} stage={stage} /> : null}
        </div>
        {complete.isError && step === STEPS ? (
          <CompletionError
            error={complete.error}
            onFix={(n) => {
              complete.reset();
              setStep(n);
            }}
          />
        ) : null}
        <div className="flex items-center gap-3">
          {step > 1 ? (
            <Button variant="outline" onClick={() => setStep((s) => s - 1)} disabled={complete.isPending}>
              Back
            </Button>
          ) : null}
          <div className="flex-1" />
          {step === 1 ? (
            <Button size="lg" onClick={() => setStep(2)}>
              I'm ready to start
            </Button>
          ) : null}
          {step > 1 && step < STEPS ? (
            <Button size="lg" onClick={() => setStep((s) => s + 1)} disabled={!canNext}>
              Next
            </Button>
          ) : null}
          {step === STEPS ? (
            <Button size="lg" onClick={finish} disabled={complete.isPending}>
              {complete.isPending ? 'Saving...' : 'Start My Journey'}
            </Button>
          ) : null}
        </div>
        <div className="border-t border-border pt-4">
          <Switch
            label="Voice guidance"
            description="Zara reads each step aloud"
            checked={voice}
            onCheckedChange={setVoice}
          />
        </div>
        <div className="flex justify-end">
          <SignOutButton className="text-muted" />
        </div>
      </main>
    </div>
  );
}
