import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import {
  BIRTH_PLAN_NOTES_MAX,
  type BirthPlan,
  type BirthPlanSection,
  type SaveBirthPlanBody,
} from '../../../../core/contracts/birth-prep.ts';
import { chosenIn, DELIVERY_SECTION_ID } from '../../../../core/domain/birth-plan.ts';
import { Card } from '../../../components/ui/card.tsx';
import { FieldError, inputClass } from '../../../components/ui/field.tsx';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSaveBirthPlan } from '../../../api/birth-prep/save-birth-plan.ts';
import { PdfDownloadCard } from './pdf-download-card.tsx';
import { PlanSectionCard } from './plan-section-card.tsx';
import { dropDraft, keepDraft, readDraft, samePlan } from './plan-draft.ts';
import { SaveBar } from './save-bar.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

const fromPlan = (plan: BirthPlan | null): SaveBirthPlanBody => ({
  deliveryPreference: plan?.deliveryPreference ?? null,
  choices: plan?.choices ?? {},
  notes: plan?.notes ?? '',
});

/** Her birth plan: one card per section, her notes, and Save. Edits are never lost silently (plan-draft.ts). */
export function BirthPlanForm({
  userId,
  sections,
  plan,
}: {
  userId: string;
  sections: readonly BirthPlanSection[];
  plan: BirthPlan | null;
}) {
  const saved = fromPlan(plan);
  const [draft, setDraft] = useState<SaveBirthPlanBody>(() => readDraft(userId) ?? saved);
  const save = useSaveBirthPlan(userId);
  const navigate = useNavigate();
  const notesId = useId();
  const dirty = !samePlan(draft, saved);
  const editedHere = useRef(false);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  useUnsavedChanges(dirty);

  // A plan saved elsewhere (another device) shows here unless she is in the middle of changing it.
  const savedAt = plan?.updatedAt ?? null;
  const showSaved = useEffectEvent(() => {
    if (!readDraft(userId)) setDraft(fromPlan(plan));
  });
  // Only when the saved version changes.
  useEffect(() => showSaved(), [savedAt, userId]);

  // Leaving the screen with changes not saved: they are kept, and she is told so with a way back.
  useEffect(
    () => () => {
      if (!dirtyRef.current || !editedHere.current) return;
      toast('Your birth plan is not saved yet', {
        description: 'Your changes are kept until you come back and save them.',
        action: { label: 'Go back', onClick: () => void navigate('/birth-prep') },
      });
    },
    [navigate],
  );

  const update = (next: SaveBirthPlanBody) => {
    editedHere.current = true;
    setDraft(next);
    if (samePlan(next, saved)) dropDraft(userId);
    else keepDraft(userId, next);
  };

  const setSection = (section: BirthPlanSection, ids: string[]) =>
    section.id === DELIVERY_SECTION_ID
      ? update({ ...draft, deliveryPreference: ids[0] ?? null })
      : update({ ...draft, choices: { ...draft.choices, [section.id]: ids } });

  const onSave = () => {
    const body = {
      ...draft,
      choices: Object.fromEntries(Object.entries(draft.choices).filter(([, ids]) => ids.length > 0)),
    };
    save.mutate(body, {
      onSuccess: ({ plan: next }) => {
        dropDraft(userId);
        setDraft(fromPlan(next));
        toast.success('Birth plan saved', {
          description: 'You can download it as a PDF to share with your midwife.',
        });
      },
      onError: (err) => toast.error('Your birth plan was not saved', { description: errorMessage(err) }),
    });
  };

  const fieldErrors = save.error instanceof ApiRequestError ? (save.error.body?.fields ?? {}) : {};
  const notesError = fieldErrors.notes;
  return (
    <div className="space-y-4">
      <PdfDownloadCard userId={userId} hasPlan={plan !== null} dirty={dirty} />
      {sections.map((section) => (
        <PlanSectionCard
          key={section.id}
          section={section}
          chosen={chosenIn(section, draft)}
          onChange={(ids) => setSection(section, ids)}
        />
      ))}
      <Card>
        <label htmlFor={notesId} className="text-lg font-semibold">
          Anything else you would like your team to know
        </label>
        <p id={`${notesId}-hint`} className="mt-1 text-muted">
          In your own words: what helps you feel calm, what worries you, anything about you they should know.
        </p>
        <textarea
          id={notesId}
          value={draft.notes}
          maxLength={BIRTH_PLAN_NOTES_MAX}
          onChange={(e) => update({ ...draft, notes: e.target.value })}
          aria-describedby={`${notesId}-hint ${notesId}-count`}
          aria-invalid={notesError ? true : undefined}
          className={cn(inputClass, 'mt-3 min-h-36 leading-relaxed')}
        />
        <p id={`${notesId}-count`} className="mt-1 text-right text-sm text-muted">
          {draft.notes.length.toLocaleString()} of {BIRTH_PLAN_NOTES_MAX.toLocaleString()} characters
        </p>
        <FieldError message={notesError} />
      </Card>
      {save.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft p-3 text-danger">
          Your birth plan was not saved: {errorMessage(save.error)} Your changes are still here; please try
          again.
        </p>
      ) : null}
      <SaveBar dirty={dirty} savedAt={savedAt} saving={save.isPending} onSave={onSave} />
    </div>
  );
}
