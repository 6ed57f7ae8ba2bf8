import { Globe } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { offsetMs } from '../../../../core/domain/zoned-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../../../api/profile/update-profile.ts';
import { deviceTimeZone } from '../../../lib/local-time.ts';

const KEPT_KEY = 'zara.keptTimeZone';
const HALF_YEAR_MS = 182 * 86_400_000;

/**
 * Two zone names that keep the same clock (UTC and Etc/UTC, Europe/Paris and Europe/Berlin) are the same to her:
 * compare the offsets now and half a year on, so summer time counts too.
 */
export function sameClock(a: string, b: string, now = Date.now()): boolean {
  return a === b || [now, now + HALF_YEAR_MS].every((t) => offsetMs(t, a) === offsetMs(t, b));
}

/** "Pacific/Auckland" -> "Auckland" (the city she would recognise). */
const city = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

/**
 * Her calendar's today and her reminders follow her profile's time zone. When this device is on another clock
 * (she travelled, or moved), say so calmly and offer to switch; keeping hers is remembered for this device.
 */
export function ZoneNotice({ userId, profileZone }: { userId: string; profileZone: string }) {
  const device = deviceTimeZone();
  const [kept, setKept] = useState(() => sessionStorage.getItem(KEPT_KEY) === `${profileZone}>${device}`);
  const update = useUpdateProfile(userId, {
    onSuccess: () =>
      toast.success('Time zone updated', {
        description: `Your calendar and reminders now follow ${city(device)} time.`,
      }),
    onError: () => toast.error('Could not change your time zone', { description: 'Please try again.' }),
  });
  if (!device || kept || sameClock(device, profileZone)) return null;

  function keep() {
    sessionStorage.setItem(KEPT_KEY, `${profileZone}>${device}`);
    setKept(true);
  }

  return (
    <section
      aria-labelledby="zone-title"
      className="space-y-2 rounded-2xl border border-border bg-surface-2 p-4"
      data-testid="zone-notice"
    >
      <h2 id="zone-title" className="flex items-center gap-2 font-semibold">
        <Globe aria-hidden className="h-5 w-5 text-sage" />
        This device is on {city(device)} time
      </h2>
      <p className="text-sm text-muted">
        Your calendar&apos;s &ldquo;today&rdquo; and your reminders follow the time zone in your profile (
        {profileZone}). Your appointment times stay as you entered them either way.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ timeZone: device })}
        >
          {update.isPending ? 'Updating...' : `Use ${city(device)} time`}
        </Button>
        <Button variant="ghost" size="sm" onClick={keep}>
          Keep {city(profileZone)} time
        </Button>
      </div>
      {update.isError ? <p className="text-sm text-danger">{errorMessage(update.error)}</p> : null}
    </section>
  );
}
