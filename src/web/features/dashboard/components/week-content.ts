import type { QueryClient } from '@tanstack/react-query';
import type { ProfileStatus } from '../../../../core/contracts/profile.ts';
import { babySizeText } from '../../../../core/domain/phases.ts';
import type { SizePicture } from '../../../../core/domain/pictures.ts';
import { affirmationsOptions, useAffirmations } from '../../../api/content/affirmations.ts';
import { useWeek, weekOptions } from '../../../api/content/week.ts';
import { postpartumWeekOptions, usePostpartumWeek } from '../../../api/content/postpartum-week.ts';

/** Starts the queries useWeekSummary reads for `status` (the dashboard's prefetchData). */
export function prefetchWeekSummary(queryClient: QueryClient, status: ProfileStatus): void {
  const week = status.pregnancyStatus.currentWeek;
  if (status.profile.stage === 'pregnant') {
    void queryClient.prefetchQuery(weekOptions(week));
    return;
  }
  void queryClient.prefetchQuery(postpartumWeekOptions(week));
  void queryClient.prefetchQuery(affirmationsOptions('postpartum', null));
}

/** What the dashboard shows from this week's content, for either stage. */
export interface WeekSummary {
  babyTitle: string;
  /** The week's size picture while pregnant (core/domain/pictures.ts). */
  babyPicture: SizePicture | null;
  babyText: string;
  affirmation: string | null;
  todo: string[];
  symptoms: string[];
  symptomsTitle: string;
}

export function useWeekSummary(status: ProfileStatus | undefined, today: string) {
  const pregnant = status?.profile.stage === 'pregnant';
  const week = status ? status.pregnancyStatus.currentWeek : null;
  const preg = useWeek(pregnant ? week : null);
  const pp = usePostpartumWeek(status && !pregnant ? week : null);
  const aff = useAffirmations('postpartum', null, Boolean(status) && !pregnant);
  if (!status) return { data: null, isPending: true, isError: false, refetch: () => undefined };
  if (pregnant) {
    const w = preg.data;
    return {
      isPending: preg.isPending,
      isError: preg.isError,
      refetch: () => void preg.refetch(),
      data: w
        ? {
            babyTitle: babySizeText(w),
            babyPicture: w.babySizePicture,
            babyText: w.development,
            affirmation: w.affirmation,
            todo: w.zaraRecommends,
            symptoms: w.commonSymptoms,
            symptomsTitle: "This week's symptoms",
          }
        : null,
    };
  }
  const w = pp.data;
  const list = aff.data ?? [];
  // One affirmation per day, the same all day.
  const dayIndex = Math.floor(Date.parse(`${today}T00:00:00Z`) / 86_400_000);
  return {
    isPending: pp.isPending,
    isError: pp.isError,
    refetch: () => void pp.refetch(),
    data: w
      ? {
          babyTitle: w.title,
          babyPicture: null,
          babyText: w.babyFocus,
          affirmation: list.length > 0 ? (list[dayIndex % list.length]?.text ?? null) : null,
          todo: w.tips,
          symptoms: w.normal,
          symptomsTitle: "What's normal this week",
        }
      : null,
  };
}
