import { CheckCircle2, ChevronLeft, ChevronRight, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { Activity } from '../../../../core/contracts/exercise.ts';
import { completionMessage, elapsedMinutes } from '../../../../core/domain/exercise.ts';
import type { ContentStage } from '../../../../core/domain/stage.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateLog } from '../../../api/exercise/create-log.ts';
import { useExerciseSettings } from '../../../api/exercise/settings.ts';
import { useUpdateExerciseSettings } from '../../../api/exercise/update-settings.ts';
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from '../labels.ts';
import { useReadAloud } from '../../../lib/speech.ts';
import { StarRating } from './star-rating.tsx';
import { StopSigns } from './stop-signs.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

interface Props {
  userId: string;
  activity: Activity;
  stage: ContentStage;
  week: number | null;
  onClose: () => void;
}

/**
 * The step-by-step dialog (docs/product.md, "Exercise"): the stop signs first, then each step with
 * previous / next and a progress bar, an optional voice tip, a 1-5 rating on the last step, and
 * 'Complete Exercise' (disabled until rated). Duration is the minutes since the dialog opened.
 */
export function ExerciseDialog({ userId, activity, stage, week, onClose }: Props) {
  // Section 9: duration counts from the moment the dialog opened.
  const [openedAt] = useState(() => Date.now());
  const [step, setStep] = useState<number | null>(null); // null: the safety intro
  const [visited, setVisited] = useState<Set<number>>(() => new Set());
  const [rating, setRating] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [done, setDone] = useState(false);
  const create = useCreateLog(userId);
  const settings = useExerciseSettings(userId);
  const updateSettings = useUpdateExerciseSettings(userId);
  const speech = useReadAloud();
  const autoRead = settings.data?.voiceTips ?? false;

  const steps = activity.instructions;
  const last = steps.length - 1;
  const tip = step === null ? '' : (activity.voiceTips[step % activity.voiceTips.length] ?? '');
  const { speak, stop } = speech;

  useEffect(() => {
    if (step !== null && autoRead && tip) speak(tip);
  }, [step, autoRead, tip, speak]);
  useEffect(() => stop, [stop]);

  const goTo = (i: number) => {
    setStep(i);
    setVisited((v) => new Set(v).add(i));
  };

  const complete = () => {
    if (rating === null) return;
    create.mutate(
      {
        userId,
        activityId: activity.id,
        weekNumber: week ?? 0,
        activityName: activity.title,
        duration: elapsedMinutes(openedAt, Date.now()),
        completedSteps: [...visited].sort((a, b) => a - b),
        userRating: rating,
        userNotes: notes.trim(),
      },
      {
        onSuccess: () => {
          const m = completionMessage(stage);
          toast.success(m.title, { description: m.description });
          stop();
          setDone(true);
        },
        onError: (err) => toast.error('We could not save your session', { description: errorMessage(err) }),
      },
    );
  };

  const close = (open: boolean) => {
    if (!open) {
      stop();
      onClose();
    }
  };

  const message = completionMessage(stage);
  return (
    <Dialog
      open
      onOpenChange={close}
      title={activity.title}
      description={`${CATEGORY_LABELS[activity.category]} · ${DIFFICULTY_LABELS[activity.difficulty]} · about ${String(activity.duration)} min`}
    >
      {done ? (
        <div className="space-y-4 py-4 text-center" role="status">
          <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-sage" />
          <p className="text-2xl font-semibold">{message.title}</p>
          <p className="text-muted">{message.description}</p>
          <Button className="w-full" onClick={() => close(false)}>
            Done
          </Button>
        </div>
      ) : step === null ? (
        <div className="space-y-4">
          <p>{activity.description}</p>
          <StopSigns signs={activity.stopSigns} />
          <p className="text-sm text-muted">
            Go at your own pace. You should be able to talk while you move. If something does not feel right,
            stop.
          </p>
          <Button className="w-full" size="lg" onClick={() => goTo(0)}>
            Begin step 1 of {steps.length}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <div>
            <p className="text-sm font-medium text-muted" aria-live="polite">
              Step {step + 1} of {steps.length}
            </p>
            <ProgressBar
              label="Exercise progress"
              value={step + 1}
              min={0}
              max={steps.length}
              valueText={`Step ${String(step + 1)} of ${String(steps.length)}`}
              className="mt-2"
            />
          </div>
          <div>
            <h3 className="text-lg font-semibold">{steps[step]?.title}</h3>
            <p className="mt-1 leading-relaxed">{steps[step]?.description}</p>
          </div>
          {tip ? (
            <div className="space-y-2 rounded-2xl bg-sage-soft p-4">
              <p>
                <span className="font-medium">Tip: </span>
                {tip}
              </p>
              {speech.supported ? (
                <>
                  <Button variant="outline" size="sm" onClick={() => speak(tip)}>
                    <Volume2 aria-hidden className="h-4 w-4" />
                    Read tip aloud
                  </Button>
                  <Switch
                    label="Read tips aloud at each step"
                    checked={autoRead}
                    disabled={settings.isPending || updateSettings.isPending}
                    onCheckedChange={(on) => updateSettings.mutate({ voiceTips: on })}
                  />
                </>
              ) : (
                <p className="text-sm text-muted">Reading aloud is not available in this browser.</p>
              )}
            </div>
          ) : null}
          {step === last ? (
            <>
              <StarRating value={rating} onChange={setRating} />
              <div>
                <label htmlFor="exercise-notes" className="mb-1 block font-medium">
                  Notes (optional)
                </label>
                <textarea
                  id="exercise-notes"
                  value={notes}
                  maxLength={2000}
                  onChange={(e) => setNotes(e.target.value)}
                  rows={2}
                  className="w-full rounded-xl border border-border bg-surface p-3"
                  placeholder="How did your body feel?"
                />
              </div>
            </>
          ) : null}
          <div className="flex gap-3">
            <Button
              variant="outline"
              className={step === last ? 'shrink-0' : 'flex-1'}
              disabled={step === 0}
              onClick={() => goTo(step - 1)}
            >
              <ChevronLeft aria-hidden className="h-4 w-4" />
              Previous
            </Button>
            {step === last ? (
              <Button
                className="flex-1 whitespace-nowrap"
                disabled={rating === null || create.isPending}
                onClick={complete}
              >
                {create.isPending ? 'Saving...' : 'Complete Exercise'}
              </Button>
            ) : (
              <Button className="flex-1" onClick={() => goTo(step + 1)}>
                Next
                <ChevronRight aria-hidden className="h-4 w-4" />
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
