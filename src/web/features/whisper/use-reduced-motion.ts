import { useMediaQuery } from '../../lib/use-media-query.ts';

/** True when she has asked her system for less motion. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
