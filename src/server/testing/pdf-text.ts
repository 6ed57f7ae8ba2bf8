/**
 * The text of a PDF made by pdfkit with embedded fonts, for tests: pdfkit writes glyph ids (Identity-H), so the
 * text is read back through each font's ToUnicode map. Enough for our own PDFs; not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const out = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2] ?? '';
    const at = body.indexOf('stream');
    if (at === -1) {
      out.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    let raw = body.slice(at + 'stream'.length).replace(/^\r?\n/, '');
    raw = raw.slice(0, raw.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const bytes = Buffer.from(raw, 'latin1');
    out.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes });
  }
  return out;
}

/** UTF-16BE hex (pdfkit writes a ligature's two letters as "<0066 0069>"). */
const hexChars = (hex: string) =>
  String.fromCodePoint(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

/** Glyph id -> text, from a ToUnicode CMap (bfchar and both forms of bfrange). */
function cmap(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] ?? '';
    for (const r of body.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const from = Number.parseInt(r[1] ?? '0', 16);
      const to = Number.parseInt(r[2] ?? '0', 16);
      const target = r[3] ?? '';
      if (target.startsWith('[')) {
        const list = [...target.matchAll(/<([0-9a-f\s]+)>/gi)].map((x) => hexChars(x[1] ?? ''));
        list.forEach((s, i) => map.set(from + i, s));
      } else {
        const start = Number.parseInt(target.slice(1, -1), 16);
        for (let g = from; g <= to; g++) map.set(g, String.fromCodePoint(start + g - from));
      }
    }
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const c of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi))
      map.set(Number.parseInt(c[1] ?? '0', 16), hexChars(c[2] ?? ''));
  }
  return map;
}

/** Every line of text in the document, in drawing order. */
export function pdfText(pdf: Buffer): string[] {
  const objs = objects(pdf);
  const maps = new Map<number, Map<number, string>>();
  for (const [num, o] of objs) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(o.dict)?.[1];
    const stream = ref ? objs.get(Number(ref))?.stream : undefined;
    if (stream) maps.set(num, cmap(stream.toString('latin1')));
  }
  const fontByName = new Map<string, Map<number, string>>();
  for (const o of objs.values()) {
    for (const f of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const m = maps.get(Number(f[2]));
      if (m && f[1]) fontByName.set(f[1], m);
    }
  }
  const pages = [...objs.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  const lines: string[] = [];
  for (const page of pages) {
    const ref = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const content = (ref ? objs.get(Number(ref))?.stream : undefined)?.toString('latin1') ?? '';
    let font: Map<number, string> | undefined;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/gi)) {
      if (op[1]) {
        font = fontByName.get(op[1]);
        continue;
      }
      const hex =
        op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-f]*)>/gi)].map((x) => x[1]).join('') : op[3];
      const glyphs = (hex ?? '').match(/.{4}/g) ?? [];
      lines.push(glyphs.map((g) => font?.get(Number.parseInt(g, 16)) ?? '\uFFFD').join(''));
    }
  }
  return lines;
}
