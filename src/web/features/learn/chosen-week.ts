import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type MyStage, useMyStage } from '../../api/profile/my-stage.ts';

const KEY = 'zara.learn.week';

const parseWeek = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= 42 ? n : null;
};

function readStored(): number | null {
  try {
    return parseWeek(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export interface ChosenWeek {
  /** Her stage and week from the profile, null when she has none yet, undefined while loading. */
  mine: MyStage | null | undefined;
  /** The pregnancy week being looked at (1-42), or null when nobody has chosen one: never a silent week 1. */
  week: number | null;
  /** True when `week` is her own pregnancy week from the profile. */
  isOwnWeek: boolean;
  /** True when she is postpartum and has not picked a pregnancy week to look at. */
  showPostpartum: boolean;
  choose: (week: number | null) => void;
  isLoading: boolean;
}

/**
 * Which pregnancy week the learning screens show: a week chosen in the URL (?week=), else her own week from
 * the profile, else a week she picked before on this device, else none (the screen shows the week picker).
 */
export function useChosenWeek(): ChosenWeek {
  const status = useMyStage();
  const [params, setParams] = useSearchParams();
  const [stored, setStored] = useState(readStored);
  const fromUrl = parseWeek(params.get('week'));
  const mine = status.isPending && status.fetchStatus !== 'idle' ? undefined : (status.data ?? null);
  const own = mine?.stage === 'pregnant' ? mine.week : null;
  const week = fromUrl ?? own ?? (mine?.stage === 'postpartum' ? null : stored);
  const choose = useCallback(
    (next: number | null) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === null) p.delete('week');
          else p.set('week', String(next));
          return p;
        },
        { replace: true },
      );
      if (next !== null && !own) {
        try {
          localStorage.setItem(KEY, String(next));
        } catch {
          // private mode: the URL still holds the choice
        }
        setStored(next);
      }
    },
    [setParams, own],
  );
  return {
    mine,
    week,
    isOwnWeek: week !== null && week === own,
    showPostpartum: mine?.stage === 'postpartum' && fromUrl === null,
    choose,
    isLoading: mine === undefined,
  };
}
