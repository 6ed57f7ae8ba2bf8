/**
 * The show at term (docs/clinical-safety.md, "Bleeding"; the catalogue): losing the mucus plug, pink or brown and
 * jelly-like, from 37 weeks is a sign that labour is coming, not the catalogue's bleeding in pregnancy ("lost my
 * mucus plug, bit of pinky jelly stuff" at 38 weeks, Q21). Red, or the plug before 37 weeks, still raises.
 */
import { anywhere } from './triage-rule-kit.ts';
import type { Reading } from './triage-reading.ts';

/** The mucus plug or the show named. */
const SHOW =
  /\b(?:mucus plug|my plug|the plug|plug came|bloody show|a show|the show|my show|tapon mucoso|el tapon)\b/;

/** Whether pink or brown in this message is the show at term. */
export const termShow = (r: Reading) =>
  (r.week ?? 0) >= 37 && r.stage === 'pregnant' && SHOW.test(r.read.text) && !anywhere(r, 'red');
