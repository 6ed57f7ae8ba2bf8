import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import type { MilestonePhoto } from '../../../../core/contracts/milestones.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { useDeleteMilestonePhoto } from '../../../api/milestones/delete-milestone-photo.ts';
import { useUploadMilestonePhoto } from '../../../api/milestones/upload-milestone-photo.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatInstantDay } from '../../../lib/dates.ts';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, photoProblem } from '../../../lib/photo-check.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Add Photo, the milestone's thumbnails and deleting one (docs/product.md, "Milestone tracker"). The file is
 * checked here by the same rules as the server (its own first bytes, at most 15 MB), so a wrong file is named
 * beside the button before anything is sent; the server strips every piece of metadata from what it keeps.
 */
export function MilestonePhotos({
  userId,
  babyId,
  milestoneId,
  title,
  photos,
  loadFailed,
  onReload,
}: {
  userId: string;
  babyId: string;
  milestoneId: string;
  title: string;
  photos: readonly MilestonePhoto[];
  /** Her photos could not be loaded: said, with a way to try again. */
  loadFailed: boolean;
  onReload: () => void;
}) {
  const upload = useUploadMilestonePhoto(userId);
  const remove = useDeleteMilestonePhoto(userId);
  const [error, setError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<MilestonePhoto | null>(null);
  const id = useId();

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setError(undefined);
    const problem = await photoProblem(file);
    if (problem) return setError(problem);
    upload.mutate(
      { file, milestoneTemplateId: milestoneId, babyId },
      {
        onSuccess: () => toast.success('Photo added'),
        onError: (err) => setError(errorMessage(err)),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Photo deleted');
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Photos
      </h3>
      {loadFailed ? (
        <p role="alert" className="flex flex-wrap items-center gap-2">
          We could not load your photos.
          <Button variant="outline" size="sm" onClick={onReload}>
            Try again
          </Button>
        </p>
      ) : photos.length === 0 ? (
        <p className="text-muted">No photos yet. Add one to keep this moment with the milestone.</p>
      ) : (
        <ul aria-label={`Photos of ${title}`} className="flex flex-wrap gap-3">
          {photos.map((p) => (
            // Delete under its photo, not over its corner: the two are not tapped by mistake for each other.
            <li key={p.id} className="flex w-24 flex-col gap-1">
              <a href={p.url} target="_blank" rel="noreferrer" className="block rounded-xl">
                <img
                  src={p.thumbnailUrl}
                  alt={`${title}, added ${formatInstantDay(p.createdAt, 'medium')}`}
                  width={96}
                  height={96}
                  className="h-24 w-24 rounded-xl border border-border object-cover"
                />
              </a>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete photo added ${formatInstantDay(p.createdAt, 'medium')}`}
                onClick={() => {
                  remove.reset();
                  setDeleting(p);
                }}
              >
                <Trash2 aria-hidden className="h-4 w-4" />
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-1.5">
        <input
          id={`${id}-file`}
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={(e) => void onFile(e)}
          disabled={upload.isPending}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-file`}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-border bg-surface px-5 font-medium hover:bg-surface-2 peer-focus-visible:outline-3 peer-focus-visible:outline-ring peer-disabled:opacity-60"
        >
          <ImagePlus aria-hidden className="h-5 w-5" />
          {upload.isPending ? 'Adding photo...' : 'Add Photo'}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          JPEG, PNG, WebP or HEIC, up to {PHOTO_MAX_MB} MB. Location and camera details are removed; only you
          can see it.
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this photo?"
        description="It is deleted for good, with every copy we keep."
      >
        {remove.isError ? <FieldError message={errorMessage(remove.error)} /> : null}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={confirmDelete}>
            {remove.isPending ? 'Deleting...' : 'Delete photo'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
