// A knowledge source's text path (src/server/knowledge): extract + chunk (sentences, token counts with
// the o200k tokenizer) for 100,000 characters of English, Chinese and mixed text, and of the same size
// from a Word document and from an HTML page; then the search terms of every chunk (jieba for Chinese).
// Goal: extract + chunk under 0.2 s per document (embeddings aside). Floor in the same run: a naive
// splitter that cuts the extracted text every 1,000 characters with 200 of overlap and counts nothing.
// Each figure is the p50 of BENCH_KNOWLEDGE_RUNS runs (9) after three warm-up runs (mammoth and the
// tokenizer are still being compiled by V8 during the first ones). Not part of `npm run bench`:
// `npx tsx --tsconfig tsconfig.tools.json bench/knowledge-ingest.ts`.
import { spawnSync } from 'node:child_process';
import { chunkText } from '../src/server/knowledge/chunk';
import { extractText } from '../src/server/knowledge/extract/extract-text';
import { searchTerms } from '../src/server/knowledge/search-terms';
import { percentile } from './lib.mjs';

const RUNS = Number(process.env.BENCH_KNOWLEDGE_RUNS ?? 9);
const SIZE = 100_000;
const GOAL_MS = 200;

const WORDS =
  'the keeper lamp storm harbour ferry island light tower diary night season coast wind ship signal'.split(
    ' ',
  );
const HANZI =
  '龙井茶产于杭州西湖春天采摘的新茶最为珍贵水温应在八十度左右第一泡只需浸泡三十秒番茄每天需要六个小时阳光';

/** Deterministic prose: sentences of varying length, paragraphs of a few sentences, a heading now and then. */
function prose(language: 'en' | 'zh', size: number): string {
  let text = '';
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let sentence = 0; text.length < size; sentence++) {
    if (sentence % 40 === 0) text += `${text ? '\n\n' : ''}## Section ${sentence / 40 + 1}\n\n`;
    const length = 8 + (next() % 18);
    if (language === 'en') {
      const words = Array.from({ length }, () => WORDS[next() % WORDS.length]);
      text += `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}. `;
    } else text += `${Array.from({ length }, () => HANZI[next() % HANZI.length]).join('')}。`;
    if (sentence % 5 === 4) text = `${text.trimEnd()}\n\n`;
  }
  return text.slice(0, size);
}

function docx(paragraphs: string[]): Buffer {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${p}</w:t></w:r></w:p>`)
    .join('');
  const files = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  };
  const zip = spawnSync(
    'python3',
    [
      '-c',
      'import io, json, sys, zipfile\nout = io.BytesIO()\nwith zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:\n    for name, text in json.load(sys.stdin).items(): z.writestr(name, text)\nsys.stdout.buffer.write(out.getvalue())\n',
    ],
    { input: JSON.stringify(files), maxBuffer: 1 << 26 },
  );
  if (zip.status !== 0) throw new Error(`python3 zipfile: ${zip.stderr}`);
  return zip.stdout;
}

function html(text: string): Buffer {
  const noise = '<nav><a href="/">Home</a> <a href="/shop">Shop</a></nav>'.repeat(20);
  const body = text
    .split('\n\n')
    .map((p) => (p.startsWith('## ') ? `<h2>${p.slice(3)}</h2>` : `<p>${p}</p>`))
    .join('\n');
  return Buffer.from(
    `<!doctype html><html><head><title>Bench</title><script>var x = 1;</script></head><body>${noise}<main><article><h1>Bench</h1>${body}</article></main><footer>Copyright</footer></body></html>`,
  );
}

const english = prose('en', SIZE);
const chinese = prose('zh', SIZE);
const mixed = prose('en', SIZE / 2) + '\n\n' + prose('zh', SIZE / 2);
const DOCUMENTS: Array<{ name: string; bytes: Buffer; fileName: string }> = [
  { name: 'English txt', bytes: Buffer.from(english), fileName: 'a.txt' },
  { name: 'Chinese txt', bytes: Buffer.from(chinese), fileName: 'a.txt' },
  { name: 'mixed md', bytes: Buffer.from(mixed), fileName: 'a.md' },
  { name: 'English docx', bytes: docx(english.split('\n\n')), fileName: 'a.docx' },
  { name: 'Chinese docx', bytes: docx(chinese.split('\n\n')), fileName: 'a.docx' },
  { name: 'English html', bytes: html(english), fileName: 'a.html' },
  { name: 'Chinese html', bytes: html(chinese), fileName: 'a.html' },
];

/** The floor: fixed-size character windows, no sentence, no token. */
function naiveSplit(text: string, size = 1000, overlap = 200): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < text.length; start += size - overlap)
    chunks.push(text.slice(start, start + size));
  return chunks;
}

async function measure<T>(run: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  let result!: T;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  return { ms: percentile(times, 50), result };
}

const rows: string[][] = [];
for (const document of DOCUMENTS) {
  const input = { bytes: document.bytes, fileName: document.fileName };
  const extract = await measure(() => extractText(input));
  const pages = extract.result.pages;
  const chars = pages.reduce((sum, page) => sum + page.text.length, 0);
  const chunk = await measure(() => chunkText(pages));
  const whole = await measure(async () => chunkText((await extractText(input)).pages));
  const terms = await measure(() => chunk.result.map((c) => searchTerms(c.text)));
  const floor = await measure(async () =>
    naiveSplit((await extractText(input)).pages.map((p) => p.text).join('\n\n')),
  );
  const tokens = chunk.result.reduce((sum, c) => sum + c.tokens, 0);
  rows.push([
    document.name,
    `${(document.bytes.length / 1024).toFixed(0)} KB`,
    chars.toLocaleString('en'),
    tokens.toLocaleString('en'),
    String(chunk.result.length),
    extract.ms.toFixed(1),
    chunk.ms.toFixed(1),
    whole.ms.toFixed(1),
    whole.ms < GOAL_MS ? 'yes' : 'NO',
    terms.ms.toFixed(1),
    floor.ms.toFixed(1),
  ]);
}

const header = [
  'document',
  'bytes',
  'chars',
  'tokens',
  'chunks',
  'extract ms',
  'chunk ms',
  'extract+chunk ms',
  `< ${GOAL_MS} ms`,
  'search terms ms',
  'floor ms',
];
const widths = header.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
console.log(`Knowledge ingest, p50 of ${RUNS} runs per figure (maxTokens 400, overlap 60)`);
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const row of rows) console.log(line(row));
console.log(
  'floor: the same extraction, then fixed 1,000-character windows with 200 of overlap (no sentences, no tokens)',
);
