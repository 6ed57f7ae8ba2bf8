/**
 * "A new version of Zara is ready" with a Reload button (docs/product.md, "Offline"). The new code waits for her
 * press, so nothing changes under her in the middle of a form; until then the version she has keeps working.
 */
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';

export function UpdatePrompt({ reload }: { reload: () => Promise<void> }) {
  const [reloading, setReloading] = useState(false);
  return (
    <div
      role="status"
      aria-label="New version"
      className="fixed inset-x-3 bottom-[calc(68px+0.75rem)] z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-lg lg:bottom-6"
    >
      <p className="min-w-0 flex-1">
        A new version of Zara is ready. Save what you are writing, then reload.
      </p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reload();
        }}
      >
        <RefreshCw aria-hidden className="h-4 w-4" /> {reloading ? 'Reloading...' : 'Reload'}
      </Button>
    </div>
  );
}
