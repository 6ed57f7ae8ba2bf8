import { useUserLocation } from '../../api/consent/user-location.ts';
import { useMyProfileStatus } from '../../api/session.ts';

export interface EmergencyCountry {
  /** The country whose number to dial: hers from the profile, else the guess; undefined while loading. */
  data: string | null | undefined;
  /** She chose it herself (profile), rather than it being guessed from the browser. */
  confirmed: boolean;
  /** Her profile has loaded and has no country: the number follows a guess she may want to correct. */
  guessed: boolean;
}

/**
 * The country for every emergency number in the app (docs/clinical-safety.md). Her own answer wins: a guess
 * from the browser's language (GET /api/user-location) is wrong for a British mother with a US-English browser.
 * The consent prompt's EU check keeps using the guess itself, as the spec says.
 */
export function useEmergencyCountry(): EmergencyCountry {
  const status = useMyProfileStatus();
  const saved = status.data?.profile.country ?? null;
  const guess = useUserLocation(!status.isPending && saved === null);
  if (saved) return { data: saved, confirmed: true, guessed: false };
  if (!status.isSuccess)
    return { data: status.isError ? guess.data : undefined, confirmed: false, guessed: false };
  return { data: guess.data, confirmed: false, guessed: true };
}
