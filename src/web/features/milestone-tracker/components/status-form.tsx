import { useId, useState } from 'react';
import type { SignSummary } from '../../../../core/contracts/content.ts';
import type { MilestoneProgress } from '../../../../core/contracts/milestones.ts';
import type { MilestoneStatus } from '../../../../core/domain/milestones.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { useSaveMilestoneProgress } from '../../../api/milestones/save-milestone-progress.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';

/** The four buttons (spec section 4): 'Concerned' is the status delayed, labelled 'Delayed'. */
const BUTTONS: readonly { status: MilestoneStatus; label: string }[] = [
  { status: 'observed', label: 'Yes' },
  { status: 'not_observed', label: 'Not Yet' },
  { status: 'unsure', label: 'Unsure' },
  { status: 'delayed', label: 'Concerned' },
];

const SAVED: Readonly<Record<MilestoneStatus, string>> = {
  observed: 'Saved: observed',
  not_observed: 'Saved: not yet',
  unsure: 'Saved: unsure',
  delayed: 'Saved: concerned',
};

/**
 * A status saved, or (`waiting`) kept on her phone until there is a signal: 'Concerned' then shows the same
 * catalogue signs the server gives (the milestone's own red flags), and the flag is raised when it arrives.
 */
export interface SaveResult {
  milestoneTemplateId: string;
  status: MilestoneStatus;
  signs: readonly SignSummary[];
  waiting: boolean;
}

/**
 * The status buttons with the optional notes and 'Any concerns?' boxes: a button saves at once (any status can
 * replace the one before), then the boxes clear. An error stays beside the box it is about, with her words kept.
 */
export function StatusForm({
  userId,
  babyId,
  babyAge,
  milestoneId,
  current,
  redFlags,
  onSaved,
}: {
  userId: string;
  babyId: string;
  babyAge: number;
  milestoneId: string;
  current: MilestoneProgress | undefined;
  /** The milestone's warning signs in the catalogue's words (what the server answers 'Concerned' with). */
  redFlags: readonly SignSummary[];
  onSaved: (result: SaveResult) => void;
}) {
  const save = useSaveMilestoneProgress(userId);
  const [notes, setNotes] = useState('');
  const [concerns, setConcerns] = useState('');
  const [errors, setErrors] = useState<{ notes?: string; parentConcerns?: string; form?: string }>({});
  const id = useId();

  function choose(status: MilestoneStatus) {
    if (save.isPending) return;
    setErrors({});
    save.mutate(
      {
        babyId,
        milestoneTemplateId: milestoneId,
        babyAge,
        status,
        notes: notes.trim() || null,
        parentConcerns: concerns.trim() || null,
      },
      {
        onSuccess: (res) => {
          setNotes('');
          setConcerns('');
          toast.success(
            res.waiting ? 'Kept on your phone: it will be sent when you are back online' : SAVED[status],
          );
          onSaved({
            milestoneTemplateId: milestoneId,
            status,
            signs: res.waiting ? (status === 'delayed' ? redFlags : []) : (res.concern?.signs ?? []),
            waiting: res.waiting,
          });
        },
        onError: (err) => {
          const fields = err instanceof ApiRequestError ? (err.body?.fields ?? {}) : {};
          if (fields.notes || fields.parentConcerns)
            setErrors({ notes: fields.notes, parentConcerns: fields.parentConcerns });
          else setErrors({ form: `${errorMessage(err)} Your status was not saved.` });
        },
      },
    );
  }

  const box = (
    name: 'notes' | 'parentConcerns',
    label: string,
    value: string,
    set: (v: string) => void,
    placeholder: string,
  ) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-${name}`}
        rows={2}
        value={value}
        maxLength={2000}
        placeholder={placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => set(e.target.value)}
        className={cn(inputClass, 'resize-y')}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <div className="space-y-4">
      {box('notes', 'Notes (optional)', notes, setNotes, 'What you noticed, and when')}
      {box('parentConcerns', 'Any concerns?', concerns, setConcerns, 'Anything that worries you')}
      <div role="group" aria-label="Has your baby done this?" className="space-y-2">
        <p className="text-sm font-medium">Has your baby done this?</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {BUTTONS.map((b) => (
            <Button
              key={b.status}
              variant={current?.status === b.status ? 'primary' : 'outline'}
              aria-pressed={current?.status === b.status}
              disabled={save.isPending}
              onClick={() => choose(b.status)}
            >
              {b.label}
            </Button>
          ))}
        </div>
        {save.isPending ? (
          <p role="status" className="text-sm text-muted">
            Saving...
          </p>
        ) : null}
        <FieldError message={errors.form} />
      </div>
    </div>
  );
}
