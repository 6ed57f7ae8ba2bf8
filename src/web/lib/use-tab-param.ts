import { useSearchParams } from 'react-router';

/**
 * A screen's tab kept in its address (`?tab=bag`), so a reload and Back find it; the first tab is the address
 * without one.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((t) => t === requested) ?? tabs[0];
  const choose = (next: string) => setParams(next === tabs[0] ? {} : { tab: next }, { replace: true });
  return [tab, choose];
}
