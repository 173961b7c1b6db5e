// Makes the files under tests/fixtures/knowledge that the knowledge extraction tests read. Run once by hand
// (`node scripts/make-knowledge-fixtures.mjs`); the results are committed so the tests need no browser.
// PDFs come from Chromium's print (Chinese in the system's WenQuanYi font, so pdfjs needs its character
// maps), docx files from python3's zipfile, and the encrypted PDF is written here with the standard RC4
// security handler, because no PDF tool that encrypts is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib.mjs';

const dir = join(root, 'tests/fixtures/knowledge');
mkdirSync(dir, { recursive: true });
const write = (name, bytes) => writeFileSync(join(dir, name), bytes);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const pdfOf = async (html) => {
  await page.setContent(html, { waitUntil: 'load' });
  return page.pdf({
    format: 'A5',
    margin: { top: '1cm', bottom: '1cm', left: '1cm', right: '1cm' },
  });
};
const pages = (title, sections) =>
  `<html><head><title>${title}</title></head><body style="font-family: 'WenQuanYi Micro Hei', sans-serif">${sections
    .map((body, i) => `<section style="${i ? 'break-before: page' : ''}">${body}</section>`)
    .join('')}</body></html>`;

const english = await pdfOf(
  pages('Lighthouse Handbook', [
    '<h1>Lighthouse Handbook</h1><p>The north lighthouse was built in 1874. Its lamp is 38 metres above the sea.</p>',
    '<h2>Keepers</h2><p>The last keeper, Ada Lindqvist, left the island in 1962. She kept a diary of every storm.</p>',
    '<h2>Visiting</h2><p>The ferry leaves the harbour at 9:15 on Saturdays. Tickets cost 12 euros.</p>',
  ]),
);
write('english.pdf', english);
write(
  'chinese.pdf',
  await pdfOf(
    pages('茶叶手册', [
      '<h1>茶叶手册</h1><p>龙井茶产于杭州西湖。春天采摘的新茶最为珍贵。</p>',
      '<h2>冲泡</h2><p>水温应在八十度左右。第一泡只需浸泡三十秒。</p>',
    ]),
  ),
);

// A picture and nothing else, as a scanner makes: drawn on a canvas so the PDF holds a raster image.
await page.setContent('<canvas id="c" width="300" height="200"></canvas>');
const dataUrl = await page.evaluate(() => {
  const canvas = globalThis.document.getElementById('c');
  const context = canvas.getContext('2d');
  context.fillStyle = '#eee';
  context.fillRect(0, 0, 300, 200);
  context.fillStyle = '#345';
  for (let i = 0; i < 12; i++) context.fillRect(20, 15 + i * 15, 120 + ((i * 37) % 140), 8);
  return canvas.toDataURL('image/png');
});
write(
  'image-only.pdf',
  await pdfOf(`<html><body><img src="${dataUrl}" width="300"></body></html>`),
);
await browser.close();

// The first kilobyte of a real PDF followed by noise: a header, then no structure pdfjs can rebuild.
write(
  'corrupt.pdf',
  Buffer.concat([english.subarray(0, 1024), Buffer.from('\u0000garbage'.repeat(64))]),
);

// --- The encrypted PDF: standard security handler, revision 2 (RC4, 40-bit key), user password "secret".
const PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);
const padded = (password) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);
const md5 = (...parts) => createHash('md5').update(Buffer.concat(parts)).digest();
function rc4(key, data) {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}
const fileId = md5(Buffer.from('atrium knowledge fixture'));
const permissions = -4; // every permission bit set
const ownerEntry = rc4(md5(padded('owner')).subarray(0, 5), padded('secret'));
const p = Buffer.alloc(4);
p.writeInt32LE(permissions);
const fileKey = md5(padded('secret'), ownerEntry, p, fileId).subarray(0, 5);
const userEntry = rc4(fileKey, PADDING);
const objectKey = (number) =>
  md5(fileKey, Buffer.from([number & 255, (number >> 8) & 255, number >> 16, 0, 0])).subarray(
    0,
    10,
  );
const content = rc4(objectKey(4), Buffer.from('BT /F1 24 Tf 72 700 Td (Secret plans) Tj ET'));
const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  Buffer.concat([
    Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
    content,
    Buffer.from('\nendstream'),
  ]),
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  `<< /Filter /Standard /V 1 /R 2 /O <${ownerEntry.toString('hex')}> /U <${userEntry.toString('hex')}> /P ${permissions} >>`,
];
const parts = [Buffer.from('%PDF-1.4\n')];
const offsets = [];
let length = parts[0].length;
objects.forEach((body, i) => {
  const bytes = Buffer.concat([
    Buffer.from(`${i + 1} 0 obj\n`),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from('\nendobj\n'),
  ]);
  offsets.push(length);
  parts.push(bytes);
  length += bytes.length;
});
const xref = [
  `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
  ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>] >>\n`,
  `startxref\n${length}\n%%EOF\n`,
].join('');
write('encrypted.pdf', Buffer.concat([...parts, Buffer.from(xref)]));

// --- docx: the smallest package Word and mammoth read, with heading styles named as Word names them.
const docx = (name, paragraphs) => {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const body = paragraphs
    .map(([style, text]) => {
      const properties = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
      return `<w:p>${properties}<w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;
    })
    .join('');
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const style = (id, styleName) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${styleName}"/></w:style>`;
  const files = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/_rels/document.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    'word/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">${style('Heading1', 'heading 1')}${style('Heading2', 'heading 2')}</w:styles>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  };
  const zip = spawnSync(
    'python3',
    [
      '-c',
      'import io, json, sys, zipfile\n' +
        'files = json.load(sys.stdin)\n' +
        'out = io.BytesIO()\n' +
        'with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:\n' +
        '    for name, text in files.items():\n' +
        '        z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), text, zipfile.ZIP_DEFLATED)\n' +
        'sys.stdout.buffer.write(out.getvalue())\n',
    ],
    { input: JSON.stringify(files), maxBuffer: 1 << 26 },
  );
  if (zip.status !== 0) throw new Error(zip.stderr.toString());
  write(name, zip.stdout);
};
docx('english.docx', [
  ['Heading1', 'Garden Guide'],
  ['', 'Tomatoes need six hours of sun a day. Water them at the roots, never the leaves.'],
  ['Heading2', 'Soil'],
  ['', 'Add compost in autumn. The soil should drain well after heavy rain.'],
]);
docx('chinese.docx', [
  ['Heading1', '园艺指南'],
  ['', '番茄每天需要六个小时的阳光。浇水时要浇在根部。'],
  ['Heading2', '土壤'],
  ['', '秋天加入堆肥。大雨之后土壤应当排水良好。'],
]);

write(
  'article.html',
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>How Bees Find Flowers</title>
<style>body { font-family: sans-serif }</style>
<script>window.analytics = { track() {} }; console.log('tracking pixel');</script></head>
<body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/shop">Shop our honey</a></li><li><a href="/login">Sign in</a></li></ul></nav>
<header><p>Subscribe to the Garden Weekly newsletter!</p></header>
<main><article>
<h1>How Bees Find Flowers</h1>
<p>Honey bees use the position of the sun to navigate between their hive and the flowers they visit. A forager can fly up to five kilometres from the hive in search of nectar.</p>
<h2>The waggle dance</h2>
<p>When a forager returns, she performs a waggle dance on the comb. The angle of the dance tells the other bees the direction of the food, and its length tells them the distance.</p>
<ul><li>Round dance: food is close to the hive.</li><li>Waggle dance: food is farther away.</li></ul>
<h2>Colour and scent</h2>
<p>Bees see ultraviolet light, so many flowers carry patterns that guide them to the nectar. Scent helps them recognise a flower species they have visited before.</p>
</article></main>
<aside><p>Related: Ten houseplants that are hard to kill</p></aside>
<footer><p>Copyright 2024 Garden Weekly. All rights reserved. Cookie settings.</p></footer>
<script>document.title = 'changed';</script>
</body></html>
`,
);

write(
  'utf16.txt',
  Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from('Notes in UTF-16.\n\n第二段是中文。\n', 'utf16le'),
  ]),
);
write('empty.txt', '');
console.log(`fixtures written to ${dir}`);
