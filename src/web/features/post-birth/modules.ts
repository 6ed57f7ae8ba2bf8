import { Baby, FileText, HeartPulse, type LucideIcon, MessageCircleHeart, Trophy } from 'lucide-react';

export type Priority = 'critical' | 'high' | 'medium';

export interface HubModule {
  /** Its place under /post-birth: the URL says which module is open, so Back works. */
  slug: string;
  /** A module with a screen of its own elsewhere (the milestone tracker's /milestone-tracker). */
  to?: string;
  title: string;
  description: string;
  priority: Priority;
  /** The spec's estimated time (section 2). */
  time: string;
  icon: LucideIcon;
}

/** The hub's modules (product spec section 2's table). */
export const HUB_MODULES: readonly HubModule[] = [
  {
    slug: 'baby-tracker',
    title: 'Baby Tracker',
    description:
      'Feeds with live timers, nappies and sleep, and how the day compares with what your midwife expects.',
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
  {
    slug: 'milestones',
    to: '/milestone-tracker',
    title: 'Baby Milestone Tracker',
    description: "Your baby's firsts week by week, with photos, and a report to share.",
    priority: 'high',
    time: '3-4 min per week',
    icon: Trophy,
  },
  {
    slug: 'reports',
    title: 'Postpartum Reports',
    description: 'Your week in figures and a PDF for your midwife or health visitor.',
    priority: 'high',
    time: '3-5 min',
    icon: FileText,
  },
  {
    slug: 'recovery-chat',
    title: 'Ask ZaraMD - Recovery',
    description:
      'Questions about your recovery and your baby, any time, with your warning signs checked first.',
    priority: 'medium',
    time: 'as needed',
    icon: MessageCircleHeart,
  },
];

export const moduleAt = (pathname: string): HubModule | undefined =>
  HUB_MODULES.find(
    (m) => pathname === `/post-birth/${m.slug}` || pathname.startsWith(`/post-birth/${m.slug}/`),
  );
