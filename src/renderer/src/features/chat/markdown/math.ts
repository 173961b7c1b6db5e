// Math in answers. Models write it as $…$ / $$…$$ or as LaTeX's \(…\) / \[…\]; remark-math reads the
// dollar forms, so the others are rewritten first (never inside code). KaTeX is about 90 KB gzip, more than
// the rest of the Markdown renderer, so it loads only once an answer contains math.
import type { Options } from 'react-markdown';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Something that looks like math: $$, \[ \( or a $…$ pair on one line. */
const LOOKS_LIKE_MATH = /\$\$|\\\[|\\\(|\$[^\s$][^$\n]*\$/;

export function hasMath(text: string): boolean {
  return LOOKS_LIKE_MATH.test(text);
}

/** Rewrites \(…\) and \[…\] as $…$ and $$…$$ outside code fences and code spans. */
export function normalizeMath(text: string): string {
  if (!text.includes('\\(') && !text.includes('\\[')) return text;
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line)?.[1];
      if (fence) {
        if (open && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
        return line;
      }
      if (open) {
        fence = open;
        return line;
      }
      // Odd parts are code spans: left as written.
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) =>
          index % 2 === 1
            ? part
            : part.replace(/\\\[|\\\]/g, '$$$$').replace(/\\\(\s*|\s*\\\)/g, '$$'),
        )
        .join('');
    })
    .join('\n');
}

export interface MathPlugins {
  remark: NonNullable<Options['remarkPlugins']>;
  rehype: NonNullable<Options['rehypePlugins']>;
}

let loading: Promise<MathPlugins> | undefined;

export function loadMath(): Promise<MathPlugins> {
  loading ??= Promise.all([
    import('remark-math'),
    import('rehype-katex'),
    import('katex/dist/katex.min.css'),
  ]).then(([remarkMath, rehypeKatex]) => ({
    remark: [remarkMath.default],
    // trust:false keeps \href, \url and \includegraphics from making links or loading anything.
    rehype: [
      [
        rehypeKatex.default,
        { throwOnError: false, strict: 'ignore', trust: false, maxSize: 20, maxExpand: 200 },
      ],
    ],
  }));
  return loading;
}
