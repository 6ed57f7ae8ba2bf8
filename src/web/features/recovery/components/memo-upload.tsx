import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useUploadVoiceMemo } from '../../../api/recovery/upload-voice-memo.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/**
 * A recording is kept after its entry is saved (POST .../voice-memo). While it uploads she sees so; if it fails, the
 * entry is still saved and she may try again or let the recording go.
 */
export function MemoUpload({
  userId,
  pending,
  onDone,
}: {
  userId: string;
  pending: { logId: string; blob: Blob };
  onDone: () => void;
}) {
  const upload = useUploadVoiceMemo(userId);
  const sent = useRef<string | null>(null);
  const send = () => upload.mutate({ logId: pending.logId, file: pending.blob }, { onSuccess: onDone });
  useEffect(() => {
    if (sent.current === pending.logId) return;
    sent.current = pending.logId;
    send();
    // Sent once per entry; a retry is her tap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending.logId]);
  if (upload.isError)
    return (
      <div role="alert" className="space-y-2 rounded-2xl border border-danger bg-danger-soft p-4">
        <p className="font-medium">
          Your entry is saved, but the voice memo did not upload. {errorMessage(upload.error)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={send}>Try again</Button>
          <Button variant="ghost" onClick={onDone}>
            Let it go
          </Button>
        </div>
      </div>
    );
  return (
    <p role="status" className="text-muted">
      Keeping your voice memo with the entry...
    </p>
  );
}
