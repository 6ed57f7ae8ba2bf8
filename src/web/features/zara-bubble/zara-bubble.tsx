import { MessageCircleHeart, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { addDays } from '../../../core/domain/pregnancy.ts';
import { bubbleMood, bubblePulses, bubbleTooltip, bubbleWobbles } from '../../../core/domain/zara-bubble.ts';
import { cn } from '../../lib/cn.ts';
import { useCheckins } from '../../api/checkins/checkins.ts';
import { useLocalTime } from '../../lib/local-time.ts';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';

/**
 * The Zara bubble (docs/product.md, "Screens"): opens /zara-chat; wobbles and sparkles in the 8-10 and 19-21 windows,
 * pulses then or when her mood (latest check-in of the week, else her onboarding answer) is anxious or
 * overwhelmed; the tooltip greets by time of day and stage. Motion only under prefers-reduced-motion:
 * no-preference (motion-safe).
 *
 * Where it sits (docs/product.md, "The Zara bubble never covers a control"): a button floating over a phone's page
 * covers whatever scrolls beneath it (the end of a Log button, a switch, a save bar), so on phones the bubble is
 * docked in the bottom bar as its Zara tab, and floats only on wide screens, in a gutter the page keeps free
 * (app-layout.tsx). It lives in the app layout, so sign-in and onboarding never show it; it is hidden on
 * /zara-chat, where the chat is already open. Whisper Mode (/whisper) sits outside the layout on purpose: a dim,
 * calm full-screen view for the night, where a bright moving button would break it.
 */
function useZaraBubble() {
  const userId = useUserId();
  const status = useMyProfileStatus();
  const { hour, today } = useLocalTime(status.data?.profile.timeZone);
  const checkins = useCheckins(userId, addDays(today, -6), today);
  const mood = bubbleMood(checkins.data ?? [], status.data?.profile.moodBaseline ?? null);
  return {
    wobble: bubbleWobbles(hour),
    pulse: bubblePulses(hour, mood),
    tooltip: bubbleTooltip(hour, status.data?.profile.stage ?? null),
  };
}

/** The bubble itself: the circle, its pulse, its sparkle and the greeting shown on hover or focus. */
function BubbleFace({ size, tipId, tipClass }: { size: 'float' | 'tab'; tipId: string; tipClass: string }) {
  const { wobble, pulse, tooltip } = useZaraBubble();
  return (
    <>
      <span
        role="tooltip"
        id={tipId}
        className={cn(
          'pointer-events-none absolute bottom-full mb-2 hidden w-56 rounded-xl bg-fg px-3 py-2 text-left text-sm font-normal text-bg shadow-lg group-focus-within:block group-hover:block',
          tipClass,
        )}
      >
        {tooltip}
      </span>
      <span
        data-wobble={wobble || undefined}
        data-pulse={pulse || undefined}
        className={cn(
          'relative flex items-center justify-center rounded-full bg-primary text-primary-fg',
          size === 'float' ? 'h-14 w-14 shadow-lg' : 'h-9 w-9',
          wobble && 'motion-safe:animate-[zara-wobble_2.4s_ease-in-out_infinite]',
        )}
      >
        {pulse ? (
          <span
            aria-hidden
            className="absolute inset-0 rounded-full bg-primary/40 motion-safe:animate-ping"
          />
        ) : null}
        <MessageCircleHeart aria-hidden className={size === 'float' ? 'h-7 w-7' : 'h-5 w-5'} />
        {wobble ? (
          <Sparkles
            aria-hidden
            className="absolute -top-1 -right-1 h-4 w-4 text-caution motion-safe:animate-pulse"
          />
        ) : null}
      </span>
      <style>{`@keyframes zara-wobble{0%,100%{transform:rotate(0)}15%{transform:rotate(-10deg)}30%{transform:rotate(8deg)}45%{transform:rotate(-5deg)}60%{transform:rotate(3deg)}75%{transform:rotate(0)}}`}</style>
    </>
  );
}

/** Wide screens: the bubble floating at the bottom right, over the gutter the layout keeps free. */
export function ZaraBubble() {
  const { pathname } = useLocation();
  const wide = useMediaQuery(WIDE_SCREEN);
  if (!wide || pathname === '/zara-chat') return null;
  return (
    <div data-testid="zara-bubble" className="group fixed right-8 bottom-8 z-30">
      <Link
        to="/zara-chat"
        aria-label="Ask Zara"
        aria-describedby="zara-bubble-tip"
        className="relative block rounded-full transition-transform hover:scale-105"
      >
        <BubbleFace size="float" tipId="zara-bubble-tip" tipClass="right-0" />
      </Link>
    </div>
  );
}

/** Phones: the bottom bar's Zara tab is the bubble, so it takes no room over the page. */
export function ZaraTabBubble({ active, tabIndex }: { active: boolean; tabIndex?: number }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <Link
      to="/zara-chat"
      data-testid={wide ? undefined : 'zara-bubble'}
      aria-current={active ? 'page' : undefined}
      aria-describedby="zara-tab-tip"
      tabIndex={tabIndex}
      className={cn(
        'group relative flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium',
        active ? 'text-primary' : 'text-muted',
      )}
    >
      <BubbleFace size="tab" tipId="zara-tab-tip" tipClass="left-0" />
      {/* The visible word and the accessible name agree ("Zara"); "Ask Zara" says what it does. */}
      <span>
        <span className="sr-only">Ask </span>Zara
      </span>
    </Link>
  );
}
