import { readFileSync } from 'node:fs';
import { buildIndex } from '/work/wt-answers/src/server/modules/content/search.ts';
import { loadContent } from '/work/wt-answers/src/server/modules/content/library.ts';
import { createResponder } from '/work/wt-answers/src/server/zara/responder.ts';
const library = loadContent();
const responder = createResponder(library, buildIndex(library));
const routine = { level: 'routine' as const, signs: [], reason: '', mentioned: [] };
const only = process.argv.slice(2);
let ok = 0, n = 0;
for (const s of ['AH28', 'AH29']) {
  const set = JSON.parse(readFileSync(`/work/wt-answers/src/server/zara/fixtures/answer-sets/${s}.json`, 'utf8'));
  for (const q of set.questions) {
    if (only.length && !only.includes(`${s}:${q.id}`)) continue;
    n++;
    const r = responder.respond({ message: q.question, stage: q.stage, week: q.week, triage: routine, country: 'GB' });
    const missing = q.facts.filter((f: any) => !f.accept.some((p: string) => new RegExp(p, 'i').test(r.content)));
    if (!missing.length) { ok++; if (!only.length) continue; }
    const heads = (r.content.match(/\*\*[^*]+\*\*/g) ?? []).join(' | ');
    console.log(`${s} ${q.id} [${r.kind}] ${heads || r.content.slice(0, 100)}`);
    for (const f of missing) console.log(`   - ${f.fact} :: ${f.accept.join(' / ')}`);
    if (only.length) console.log(r.content);
  }
}
console.log(`library alone: ${ok}/${n}`);
