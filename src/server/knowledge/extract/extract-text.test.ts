// Extraction of every kind of source from real files (tests/fixtures/knowledge, made by
// scripts/make-knowledge-fixtures.mjs), and every way a source is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../source-error';
import { extractText } from './extract-text';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/knowledge/${name}`, import.meta.url));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SourceError ? error.code : `other: ${String(error)}`),
  );

describe('extractText', () => {
  it('reads an English PDF page by page, with page numbers and a line wrap joined', async () => {
    const extracted = await extractText({ bytes: fixture('english.pdf'), fileName: 'guide.pdf' });
    expect(extracted.kind).toBe('pdf');
    expect(extracted.title).toBe('Lighthouse Handbook');
    expect(extracted.pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(extracted.pages[0]!.text).toContain('Its lamp is 38 metres above the sea.');
    expect(extracted.pages[1]!.text).toContain('Ada Lindqvist');
    expect(extracted.pages[2]!.text).toContain('Tickets cost 12 euros.');
    expect(extracted.pages[0]!.text).not.toContain('Lindqvist');
  });

  it('reads a Chinese PDF as readable Chinese', async () => {
    const extracted = await extractText({ bytes: fixture('chinese.pdf') });
    expect(extracted.pages.map((page) => page.page)).toEqual([1, 2]);
    expect(extracted.pages[0]!.text).toContain('龙井茶产于杭州西湖。');
    expect(extracted.pages[1]!.text).toContain('水温应在八十度左右。');
    expect(extracted.pages.map((page) => page.text).join('')).not.toMatch(/\uFFFD/);
  });

  it('reads Word documents with their headings, in English and Chinese', async () => {
    const english = await extractText({ bytes: fixture('english.docx'), fileName: 'a.docx' });
    expect(english).toEqual({
      kind: 'docx',
      pages: [
        {
          text:
            '# Garden Guide\n\nTomatoes need six hours of sun a day. Water them at the roots, never the ' +
            'leaves.\n\n## Soil\n\nAdd compost in autumn. The soil should drain well after heavy rain.',
        },
      ],
    });
    const chinese = await extractText({ bytes: fixture('chinese.docx') });
    expect(chinese.pages[0]!.text).toMatch(/^# 园艺指南\n\n番茄每天需要六个小时的阳光。/);
    expect(chinese.pages[0]!.text).toContain('## 土壤');
  });

  it('keeps the article of an HTML page and drops scripts, styles, navigation and footers', async () => {
    const extracted = await extractText({
      bytes: fixture('article.html'),
      contentType: 'text/html; charset=utf-8',
    });
    expect(extracted.kind).toBe('html');
    expect(extracted.title).toBe('How Bees Find Flowers');
    const text = extracted.pages[0]!.text;
    expect(text).toContain('## The waggle dance');
    expect(text).toContain('- Round dance: food is close to the hive.');
    expect(text).toContain('Bees see ultraviolet light');
    for (const noise of ['Shop our honey', 'Subscribe', 'Copyright', 'tracking', 'font-family'])
      expect(text).not.toContain(noise);
  });

  it('decodes UTF-16 with its byte-order mark, strips a UTF-8 one and honours a charset', async () => {
    const utf16 = await extractText({ bytes: fixture('utf16.txt'), fileName: 'notes.txt' });
    expect(utf16).toEqual({ kind: 'txt', pages: [{ text: 'Notes in UTF-16.\n\n第二段是中文。' }] });
    const bom = await extractText({
      bytes: Buffer.from('\uFEFF# Title\n\nBody', 'utf8'),
      fileName: 'a.md',
    });
    expect(bom).toEqual({ kind: 'md', pages: [{ text: '# Title\n\nBody' }] });
    const gbk = Buffer.from([0xd6, 0xd0, 0xce, 0xc4]); // 中文 in GBK
    const decoded = await extractText({ bytes: gbk, contentType: 'text/plain; charset=gbk' });
    expect(decoded.pages[0]!.text).toBe('中文');
  });

  it('normalises whitespace and removes control characters', async () => {
    const messy = 'One\u0000  two\t\tthree\r\n\r\n\r\n\r\nFour\u0007 five\u3000six  \n';
    const extracted = await extractText({ bytes: Buffer.from(messy), fileName: 'a.txt' });
    expect(extracted.pages[0]!.text).toBe('One two three\n\nFour five six');
  });

  it('recognises the kind from the bytes, whatever the name says', async () => {
    const pdf = await extractText({ bytes: fixture('english.pdf'), fileName: 'notes.txt' });
    expect(pdf.kind).toBe('pdf');
    const docx = await extractText({
      bytes: fixture('english.docx'),
      contentType: 'application/zip',
    });
    expect(docx.kind).toBe('docx');
    const html = await extractText({ bytes: fixture('article.html') });
    expect(html.kind).toBe('html');
  });

  it.each([
    ['empty.txt', 'SOURCE_EMPTY'],
    ['encrypted.pdf', 'PDF_ENCRYPTED'],
    ['image-only.pdf', 'PDF_NO_TEXT'],
    ['corrupt.pdf', 'SOURCE_DAMAGED'],
  ])('refuses %s with %s', async (name, code) => {
    expect(await refusal(extractText({ bytes: fixture(name), fileName: name }))).toBe(code);
  });

  it('refuses text that is only whitespace, and what is not a readable format', async () => {
    const cases: Array<[Parameters<typeof extractText>[0], string]> = [
      [{ bytes: Buffer.from(' \n\t\u3000\n'), fileName: 'blank.txt' }, 'SOURCE_EMPTY'],
      [
        { bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), fileName: 'a.txt' },
        'SOURCE_UNSUPPORTED',
      ],
      [{ bytes: Buffer.from('MZ\x90\x00binary'), fileName: 'setup.exe' }, 'SOURCE_UNSUPPORTED'],
      [{ bytes: Buffer.from('plain words'), contentType: 'image/png' }, 'SOURCE_UNSUPPORTED'],
      [{ bytes: Buffer.from('plain words'), fileName: 'photo.jpg' }, 'SOURCE_UNSUPPORTED'],
      [{ bytes: Buffer.from([0xc3, 0x28, 0x41]), fileName: 'latin.txt' }, 'SOURCE_UNSUPPORTED'],
      [{ bytes: Buffer.from('not a pdf at all'), fileName: 'a.pdf' }, 'SOURCE_DAMAGED'],
      [{ bytes: Buffer.from('PK\x03\x04 truncated'), fileName: 'a.docx' }, 'SOURCE_DAMAGED'],
    ];
    for (const [input, code] of cases) expect(await refusal(extractText(input))).toBe(code);
    // A zip that is not a Word document: the docx fixture's entries renamed.
    const zip = Buffer.from(
      fixture('english.docx').toString('latin1').replaceAll('word/', 'xord/'),
      'latin1',
    );
    expect(await refusal(extractText({ bytes: zip, fileName: 'a.zip' }))).toBe(
      'SOURCE_UNSUPPORTED',
    );
  });

  it('refuses a source over the byte limit or the character limit', async () => {
    const bytes = fixture('english.pdf');
    expect(await refusal(extractText({ bytes }, { maxBytes: bytes.length - 1 }))).toBe(
      'SOURCE_TOO_LARGE',
    );
    expect(await refusal(extractText({ bytes }, { maxChars: 100 }))).toBe('SOURCE_TOO_LARGE');
    expect((await extractText({ bytes }, { maxBytes: bytes.length })).pages).toHaveLength(3);
  });

  it('refuses a Word document that declares more inflated bytes than it may hold', async () => {
    // The fixture with its document's uncompressed size in the central directory set to 4 GB.
    const bytes = Buffer.from(fixture('english.docx'));
    const directory = 'PK\x01\x02';
    for (
      let at = bytes.indexOf(directory, 0, 'latin1');
      at >= 0;
      at = bytes.indexOf(directory, at + 4, 'latin1')
    )
      bytes.writeUInt32LE(0xfffffff0, at + 24);
    expect(await refusal(extractText({ bytes }))).toBe('SOURCE_TOO_LARGE');
  });
});
