import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { lastSavedText } from './last-saved.ts';

/**
 * Stays in view at the bottom while she scrolls the plan: whether everything is saved, and Save. On phones it
 * leaves room on the right for Zara's bubble.
 */
export function SaveBar({
  dirty,
  savedAt,
  saving,
  onSave,
}: {
  dirty: boolean;
  savedAt: string | null;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <div className="sticky bottom-[calc(68px+0.75rem)] z-20 mr-[4.5rem] flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-3 shadow-lg lg:bottom-4 lg:mr-0">
      <p
        className="flex min-w-0 items-center gap-2 text-sm"
        aria-live="polite"
        data-testid="plan-save-status"
      >
        {dirty ? (
          <>
            <CircleAlert aria-hidden className="h-5 w-5 shrink-0 text-caution" />
            <span className="font-medium">Unsaved changes</span>
          </>
        ) : savedAt ? (
          <>
            <CircleCheck aria-hidden className="h-5 w-5 shrink-0 text-ok" />
            <span>{lastSavedText(savedAt)}</span>
          </>
        ) : (
          <span className="text-muted">Not saved yet</span>
        )}
      </p>
      <Button onClick={onSave} disabled={saving || !dirty} className="shrink-0">
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
