import { describe, expect, it } from 'vitest';
import { FEED_SESSION_GAP_MINUTES } from './baby-day.ts';
import { latestEntry, minutesBetween } from './latest-entry.ts';

const at = (iso: string) => new Date(iso);
const entry = (start: string, end: string, waiting: boolean, name = start) => ({
  name,
  startedAt: at(start),
  endedAt: at(end),
  waiting,
});
const now = at('2027-03-10T03:30:00Z');

describe('the latest entry', () => {
  it('is none when nothing is logged', () => {
    expect(latestEntry([], now)).toBeNull();
  });

  it('is the server’s when nothing waits', () => {
    const server = entry('2027-03-10T00:10:00Z', '2027-03-10T00:30:00Z', false);
    expect(latestEntry([server], now)).toEqual({
      entry: server,
      startedAt: server.startedAt,
      waiting: false,
    });
  });

  it('is the feed she logged offline ten minutes ago, not the server’s from hours before, and says it waits', () => {
    const server = entry('2027-03-10T00:10:00Z', '2027-03-10T00:30:00Z', false);
    const offline = entry('2027-03-10T03:20:00Z', '2027-03-10T03:28:00Z', true);
    const latest = latestEntry([offline, server], now, FEED_SESSION_GAP_MINUTES);
    expect(latest).toEqual({ entry: offline, startedAt: offline.startedAt, waiting: true });
    expect(latest && minutesBetween(latest.startedAt, now.getTime())).toBe(10);
  });

  it('keeps the server’s when what waits is older (typed in afterwards)', () => {
    const server = entry('2027-03-10T02:00:00Z', '2027-03-10T02:20:00Z', false);
    const older = entry('2027-03-09T23:00:00Z', '2027-03-09T23:10:00Z', true);
    expect(latestEntry([server, older], now, FEED_SESSION_GAP_MINUTES)).toMatchObject({
      entry: server,
      waiting: false,
    });
  });

  it('counts a top-up given within 15 minutes of the feed’s end from the feed’s start, marked waiting', () => {
    const server = entry('2027-03-10T02:00:00Z', '2027-03-10T02:20:00Z', false);
    const topUp = entry('2027-03-10T02:35:00Z', '2027-03-10T02:35:00Z', true);
    expect(latestEntry([topUp, server], now, FEED_SESSION_GAP_MINUTES)).toEqual({
      entry: server,
      startedAt: server.startedAt,
      waiting: true,
    });
  });

  it('starts a new feed one second after the 15 minutes', () => {
    const server = entry('2027-03-10T02:00:00Z', '2027-03-10T02:20:00Z', false);
    const next = entry('2027-03-10T02:35:01Z', '2027-03-10T02:35:01Z', true);
    expect(latestEntry([server, next], now, FEED_SESSION_GAP_MINUTES)?.entry).toBe(next);
  });

  it('joins a session through waiting entries in a chain, extending its end', () => {
    const left = entry('2027-03-10T02:00:00Z', '2027-03-10T02:20:00Z', true, 'left');
    const right = entry('2027-03-10T02:30:00Z', '2027-03-10T02:50:00Z', false, 'right');
    const topUp = entry('2027-03-10T03:00:00Z', '2027-03-10T03:00:00Z', false, 'top-up');
    expect(latestEntry([topUp, right, left], now, FEED_SESSION_GAP_MINUTES)).toEqual({
      entry: left,
      startedAt: left.startedAt,
      waiting: true,
    });
  });

  it('does not join entries without a session rule (a wet nappy is its own)', () => {
    const a = entry('2027-03-10T02:00:00Z', '2027-03-10T02:00:00Z', false);
    const b = entry('2027-03-10T02:05:00Z', '2027-03-10T02:05:00Z', true);
    expect(latestEntry([a, b], now)).toEqual({ entry: b, startedAt: b.startedAt, waiting: true });
  });

  it('puts the server’s first when two start at the same moment (it was saved first)', () => {
    const server = entry('2027-03-10T02:00:00Z', '2027-03-10T02:00:00Z', false, 'server');
    const same = entry('2027-03-10T02:00:00Z', '2027-03-10T02:00:00Z', true, 'waiting');
    expect(latestEntry([same, server], now)?.entry).toBe(same);
    expect(latestEntry([same, server], now, FEED_SESSION_GAP_MINUTES)).toMatchObject({
      entry: server,
      waiting: true,
    });
  });

  it('leaves out an entry that begins after now (a clock ahead), as the server does', () => {
    const server = entry('2027-03-10T02:00:00Z', '2027-03-10T02:10:00Z', false);
    const ahead = entry('2027-03-10T03:31:00Z', '2027-03-10T03:31:00Z', true);
    expect(latestEntry([server, ahead], now)?.entry).toBe(server);
    expect(latestEntry([ahead], now)).toBeNull();
  });
});

describe('minutes between', () => {
  it('counts whole minutes and never below zero', () => {
    expect(minutesBetween(at('2027-03-10T03:20:30Z'), now.getTime())).toBe(9);
    expect(minutesBetween(at('2027-03-10T03:31:00Z'), now.getTime())).toBe(0);
  });
});
