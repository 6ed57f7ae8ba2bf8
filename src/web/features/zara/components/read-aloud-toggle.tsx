import { Volume2, VolumeX } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Read Zara's replies aloud: a checkbox drawn as a 44 px icon beside the tabs, so it takes no row of its own. */
export function ReadAloudToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const Icon = on ? Volume2 : VolumeX;
  return (
    <label
      title="Read Zara's replies aloud"
      className={cn(
        'inline-flex h-12 w-12 shrink-0 cursor-pointer items-center justify-center rounded-2xl border border-border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
        on ? 'bg-primary-soft text-primary' : 'bg-surface text-muted',
      )}
    >
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} className="sr-only" />
      <Icon aria-hidden className="h-5 w-5" />
      <span className="sr-only">Read Zara&apos;s replies aloud</span>
    </label>
  );
}
