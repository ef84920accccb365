// Shaped words are shared by every PDF of the process (upstream/shared/pdf/pdf-fonts.ts):
// a second document with the same words shapes none of them again, and it still draws its own
// text (the shared runs are read, never changed).
import { describe, expect, it, vi } from 'vitest';
import { openPdf } from '../../upstream/shared/pdf/pdf-document';
import { defaultFont, FONT } from '../../upstream/shared/pdf/pdf-fonts';

async function render(words: string, bold = false): Promise<Buffer> {
  const { doc, end } = openPdf('t', { margin: 40 });
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(10).text(words);
  doc.font(FONT.regular).text(`${words} again`, { characterSpacing: 1, wordSpacing: 3 });
  return end();
}

describe('shaped words shared across documents', () => {
  it('shapes a word once per process and face, and each document still has its text', async () => {
    const font = defaultFont();
    const spy = vi.spyOn(font, 'layout');
    const words = `Rechnung Tauchbasis Łukasz Nguyễn ${Date.now()}`;
    const first = await render(words);
    const shapedFirst = spy.mock.calls.length;
    expect(shapedFirst).toBeGreaterThan(0);
    const second = await render(words);
    expect(spy.mock.calls.length).toBe(shapedFirst);
    expect(second.length).toBeGreaterThan(1000);
    expect(second.subarray(0, 5).toString()).toBe('%PDF-');
    // Same text, same fonts: the pages' content is the same (only dates and ids differ).
    expect(Math.abs(second.length - first.length)).toBeLessThan(200);
    spy.mockRestore();
  });
});
