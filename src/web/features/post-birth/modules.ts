import { Baby, HeartPulse, type LucideIcon } from 'lucide-react';

export type Priority = 'critical' | 'high' | 'medium';

export interface HubModule {
  /** Its place under /post-birth: the URL says which module is open, so Back works. */
  slug: string;
  title: string;
  description: string;
  priority: Priority;
  /** The spec's estimated time (section 2). */
  time: string;
  icon: LucideIcon;
}

/**
 * The hub's modules as built (product spec section 2's table). Milestones, Reports and the recovery chat come in
 * part 2 of issue 14: until their screens exist they are not listed, rather than leading to a dead end.
 */
export const HUB_MODULES: readonly HubModule[] = [
  {
    slug: 'baby-tracker',
    title: 'Baby Tracker',
    description:
      'Feeds with live timers, diapers and sleep, and how the day compares with what your midwife expects.',
    priority: 'critical',
    time: '2-3 min per log',
    icon: Baby,
  },
  {
    slug: 'recovery',
    title: 'Mom Recovery Tracker',
    description: 'Your bleeding, pain, medicines, food and water, and how you are feeling.',
    priority: 'critical',
    time: '5 min daily',
    icon: HeartPulse,
  },
];

export const moduleAt = (pathname: string): HubModule | undefined =>
  HUB_MODULES.find(
    (m) => pathname === `/post-birth/${m.slug}` || pathname.startsWith(`/post-birth/${m.slug}/`),
  );
