import { AlertTriangle, Clock } from 'lucide-react';
import { useState } from 'react';
import type { MilestonePhoto, MilestoneProgress } from '../../../../core/contracts/milestones.ts';
import { Card } from '../../../components/ui/card.tsx';
import type { Template } from '../template.ts';
import { ConcernAdvice } from './concern-advice.tsx';
import { StatusLabel } from './milestone-list.tsx';
import { MilestonePhotos } from './milestone-photos.tsx';
import { type SaveResult, StatusForm } from './status-form.tsx';

/**
 * The chosen milestone: what to expect, tips, the warning signs (the catalogue's words) and when to talk to the
 * doctor; its status with what she wrote; the status buttons; her photos.
 */
export function MilestoneDetail({
  template,
  current,
  photos,
  photosFailed,
  onReloadPhotos,
  userId,
  babyId,
  babyAge,
  country,
}: {
  template: Template;
  current: (MilestoneProgress & { waiting?: boolean }) | undefined;
  photos: readonly MilestonePhoto[];
  photosFailed: boolean;
  onReloadPhotos: () => void;
  userId: string;
  babyId: string;
  babyAge: number;
  country: string | null;
}) {
  const [result, setResult] = useState<SaveResult | null>(null);
  const shown = result && result.milestoneTemplateId === template.id ? result : null;
  return (
    <Card className="space-y-5" aria-labelledby="milestone-detail-title" role="region">
      <div className="space-y-2">
        <h2 id="milestone-detail-title" tabIndex={-1} className="text-xl font-semibold">
          {template.title}
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">Status:</span>
          <StatusLabel status={current?.status} />
          {current?.waiting ? (
            <span
              className="inline-flex items-center gap-1 text-sm text-muted"
              data-testid="milestone-waiting"
            >
              <Clock aria-hidden className="h-4 w-4" /> Waiting to send
            </span>
          ) : null}
        </p>
        {current?.notes ? (
          <p>
            <span className="font-medium">Your notes: </span>
            {current.notes}
          </p>
        ) : null}
        {current?.parentConcerns ? (
          <p>
            <span className="font-medium">Your concerns: </span>
            {current.parentConcerns}
          </p>
        ) : null}
      </div>
      <section className="space-y-1">
        <h3 className="font-semibold">What to expect</h3>
        <p>{template.expectedBehaviour}</p>
      </section>
      <section className="space-y-1">
        <h3 className="font-semibold">Tips for you</h3>
        <ul className="list-disc space-y-1 pl-5">
          {template.parentTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      {template.redFlagDetails.length > 0 ? (
        <section className="space-y-1">
          <h3 className="flex items-center gap-2 font-semibold text-danger">
            <AlertTriangle aria-hidden className="h-5 w-5 shrink-0" /> Red flags
          </h3>
          <ul className="list-disc space-y-1 pl-5">
            {template.redFlagDetails.map((s) => (
              <li key={s.id}>
                <span className="font-medium">{s.name}:</span> {s.description}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {template.developmentalConcerns.length > 0 ? (
        <section className="space-y-1">
          <h3 className="font-semibold">When to talk to your doctor</h3>
          <ul className="list-disc space-y-1 pl-5">
            {template.developmentalConcerns.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <StatusForm
        userId={userId}
        babyId={babyId}
        babyAge={babyAge}
        milestoneId={template.id}
        current={current}
        redFlags={template.redFlagDetails}
        onSaved={setResult}
      />
      {shown ? <ConcernAdvice result={shown} country={country} /> : null}
      <MilestonePhotos
        userId={userId}
        babyId={babyId}
        milestoneId={template.id}
        title={template.title}
        photos={photos}
        loadFailed={photosFailed}
        onReload={onReloadPhotos}
      />
    </Card>
  );
}
