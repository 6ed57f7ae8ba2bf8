import { Paperclip } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { PHOTO_ACCEPT, photoProblem } from '../../../lib/photo-check.ts';

/**
 * The attach button: a photo (JPEG, PNG, WebP or HEIC, at most 15 MB, checked here by the server's own rules) to
 * send with her message. A wrong file is named through `onError`, under the button.
 */
export function AttachPhoto({
  disabled,
  errorId,
  onPhoto,
  onError,
}: {
  disabled: boolean;
  /** The message naming what is wrong with the last file, while there is one. */
  errorId: string | undefined;
  onPhoto: (file: File) => void;
  onError: (message: string | null) => void;
}) {
  const id = useId();
  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = await photoProblem(file);
    onError(problem);
    if (!problem) onPhoto(file);
  }
  return (
    <>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        aria-describedby={errorId}
        onChange={(e) => void onFile(e)}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        title="Attach a photo"
        className="inline-flex h-12 min-w-12 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full border border-border px-3 hover:bg-surface-2 peer-focus-visible:outline-3 peer-focus-visible:outline-ring peer-disabled:opacity-60 max-[359px]:px-0"
      >
        <Paperclip aria-hidden className="h-5 w-5" />
        {/* The word where there is room (not on the narrowest phones); the name says it in full. */}
        <span aria-hidden className="max-[359px]:hidden">
          Photo
        </span>
        <span className="sr-only">Attach a photo</span>
      </label>
    </>
  );
}
