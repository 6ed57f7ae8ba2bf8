import { cn } from '../../../lib/cn.ts';

/** Her own voice memo, played in the browser's audio controls. */
export function MemoAudio({
  src,
  label,
  preload = 'none',
  className,
}: {
  src: string;
  label: string;
  preload?: 'none' | 'auto';
  className?: string;
}) {
  return (
    // Her own recording, heard only by her: there are no captions to give.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <audio controls preload={preload} src={src} aria-label={label} className={cn('w-full', className)} />
  );
}
