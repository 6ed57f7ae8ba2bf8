import { MessageCircleHeart, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { bubbleMood, bubblePulses, bubbleTooltip, bubbleWobbles } from '../../../core/domain/zara-bubble.ts';
import { cn } from '../../lib/cn.ts';
import { useCheckins } from '../../api/checkins/checkins.ts';
import { useLocalTime } from '../../lib/local-time.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';

/**
 * The floating Zara bubble (docs/product.md, "Screens"): opens /zara-chat; wobbles and sparkles in the 8-10 and 19-21 windows,
 * pulses then or when her mood (latest check-in of the week, else her onboarding answer) is anxious or
 * overwhelmed; the tooltip greets by time of day and stage. Motion only under prefers-reduced-motion:
 * no-preference (motion-safe).
 *
 * It lives in the app layout, so sign-in and onboarding never show it. It is hidden on /zara-chat, where the chat
 * is already open and the bubble would only link to itself. Whisper Mode (/whisper) sits outside the layout on
 * purpose and has no bubble either: it is a dim, calm full-screen view for the night, and a bright moving button
 * would break it (its back button returns her to the app, where Zara is).
 */
export function ZaraBubble() {
  const userId = useUserId();
  const { pathname } = useLocation();
  const status = useMyProfileStatus();
  const { hour, today } = useLocalTime(status.data?.profile.timeZone);
  const checkins = useCheckins(userId, addDays(today, -6), today);
  if (pathname === '/zara-chat') return null;
  const mood = bubbleMood(checkins.data ?? [], status.data?.profile.moodBaseline ?? null);
  const wobble = bubbleWobbles(hour);
  const pulse = bubblePulses(hour, mood);
  const tooltip = bubbleTooltip(hour, status.data?.profile.stage ?? null);
  return (
    <div
      data-testid="zara-bubble"
      className="group fixed right-4 bottom-[calc(68px+1rem)] z-30 lg:right-8 lg:bottom-8"
    >
      <span
        role="tooltip"
        id="zara-bubble-tip"
        className="pointer-events-none absolute right-0 bottom-full mb-2 hidden w-56 rounded-xl bg-fg px-3 py-2 text-sm text-bg shadow-lg group-focus-within:block group-hover:block"
      >
        {tooltip}
      </span>
      {pulse ? (
        <span aria-hidden className="absolute inset-0 rounded-full bg-primary/40 motion-safe:animate-ping" />
      ) : null}
      <Link
        to="/zara-chat"
        aria-label="Ask Zara"
        aria-describedby="zara-bubble-tip"
        data-wobble={wobble || undefined}
        data-pulse={pulse || undefined}
        className={cn(
          'relative flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg transition-transform hover:scale-105',
          wobble && 'motion-safe:animate-[zara-wobble_2.4s_ease-in-out_infinite]',
        )}
      >
        <MessageCircleHeart aria-hidden className="h-7 w-7" />
        {wobble ? (
          <Sparkles
            aria-hidden
            className="absolute -top-1 -right-1 h-5 w-5 text-caution motion-safe:animate-pulse"
          />
        ) : null}
      </Link>
      <style>{`@keyframes zara-wobble{0%,100%{transform:rotate(0)}15%{transform:rotate(-10deg)}30%{transform:rotate(8deg)}45%{transform:rotate(-5deg)}60%{transform:rotate(3deg)}75%{transform:rotate(0)}}`}</style>
    </div>
  );
}
