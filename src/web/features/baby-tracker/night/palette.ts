/**
 * Night mode's dim warm palette: darker than the dark theme, amber rather than white (blue-rich light is the one that
 * wakes), every text still AA on its background (#f0d3ac on #1c140e is about 12:1, #c9a883 on #0f0a07 about 8:1).
 */
export const night = {
  page: 'bg-[#0f0a07] text-[#f0d3ac]',
  muted: 'text-[#c9a883]',
  tile: 'flex min-h-28 flex-col items-center justify-center gap-1 rounded-3xl border-2 border-[#3b2a1c] bg-[#1c140e] p-3 text-center text-2xl font-semibold text-[#f0d3ac] transition-colors hover:bg-[#2a1e14] focus-visible:outline-[#e0a96a] disabled:opacity-60',
  /** A tile whose timer runs: a lit border and a lifted background, and its words say so too. */
  tileOn: 'border-[#e0a96a] bg-[#33241a]',
  button:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-2xl border border-[#3b2a1c] bg-[#1c140e] px-4 font-medium text-[#f0d3ac] hover:bg-[#2a1e14] focus-visible:outline-[#e0a96a]',
  alert: 'text-[#ffb4a6]',
} as const;
