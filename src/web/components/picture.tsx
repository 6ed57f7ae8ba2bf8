import type { PictureName } from '../../core/domain/pictures.ts';
import { cn } from '../lib/cn.ts';

// Every picture as its own hashed file (never inlined into a script), fetched only when a screen shows it.
const URLS = import.meta.glob<string>('../assets/pictures/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

const urlOf = (name: PictureName) => URLS[`../assets/pictures/${name}.svg`];

/**
 * One of the app's pictures (core/domain/pictures.ts), loaded lazily. Decorative by default (`alt=""`), since the
 * words beside it say what it shows; give `alt` where the picture stands alone.
 */
export function Picture({
  name,
  alt = '',
  size = 48,
  className,
}: {
  /** Nothing is drawn for null (a topic without a picture). */
  name: PictureName | null;
  alt?: string;
  size?: number;
  className?: string;
}) {
  const src = name ? urlOf(name) : undefined;
  if (!name || !src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-picture={name}
      className={cn('shrink-0 select-none', className)}
    />
  );
}
