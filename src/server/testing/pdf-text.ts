/**
 * A PDF read back for tests, through Mozilla's PDF.js (pdfjs-dist, the reader Firefox uses): its pages and every
 * line of text in drawing order, so a test checks what her midwife would read, not what we meant to write.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContent {
  pages: number;
  /** Every non-empty run of text, page after page, in drawing order (a wrapped paragraph gives one per line). */
  lines: string[];
}

export async function readPdf(pdf: Uint8Array): Promise<PdfContent> {
  // PDF.js may take over the buffer it reads: give it a copy.
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      for (const item of (await page.getTextContent()).items) {
        if ('str' in item && item.str.trim() !== '') lines.push(item.str);
      }
    }
    return { pages: doc.numPages, lines };
  } finally {
    await doc.destroy();
  }
}
