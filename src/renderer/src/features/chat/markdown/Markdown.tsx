// Answers as Markdown: GFM tables and lists, highlighted code with a copy button, KaTeX math. No raw HTML
// (without rehype-raw, HTML in an answer shows as the text it is), links only to web pages and opened outside
// the app, images only from Atrium's own server. Loaded lazily (LazyMarkdown.tsx): pages without answers do
// not pay for it, and math (KaTeX) loads only for answers that contain some (math.ts). A growing answer is
// split into blocks and only its last block renders again. An answer that cites sources shows its [n] markers
// as links to them (cite-markers.ts).
import { memo, useEffect, useMemo, useState } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import './markdown.css';
import { splitBlocks } from './blocks';
import { rehypeCiteMarkers } from './cite-markers';
import { CiteMarker } from './CiteMarker';
import { CodeBlock } from './CodeBlock';
import { rehypeCodeHighlight } from './highlighter';
import { hasMath, loadMath, normalizeMath, type MathPlugins } from './math';
import { toParts } from './large-blocks';
import { MarkdownImage, MarkdownLink } from './MarkdownMedia';
import { PiecedCode } from './PiecedCode';

const highlight: MathPlugins['rehype'][number] = rehypeCodeHighlight;
/** The plugin sets, each made once so finished blocks keep their render when nothing changed. */
const PLAIN: MathPlugins = { remark: [remarkGfm], rehype: [highlight] };
let withMath: MathPlugins | undefined;

/** The same sets with the citation markers, made once per set. */
const cited = new WeakMap<MathPlugins, MathPlugins>();
function withCites(plugins: MathPlugins): MathPlugins {
  let set = cited.get(plugins);
  if (!set)
    cited.set(plugins, (set = { ...plugins, rehype: [...plugins.rehype, rehypeCiteMarkers] }));
  return set;
}

/** The plugins for `text`: with math once KaTeX has arrived, if the text needs it. */
function usePlugins(text: string): MathPlugins {
  const needed = hasMath(text);
  const [ready, setReady] = useState(withMath);
  useEffect(() => {
    if (!needed || ready) return;
    let active = true;
    void loadMath().then((math) => {
      // KaTeX turns math into HTML before highlight.js looks for code.
      withMath ??= { remark: [remarkGfm, ...math.remark], rehype: [...math.rehype, highlight] };
      if (active) setReady(withMath);
    });
    return () => {
      active = false;
    };
  }, [needed, ready]);
  return needed && ready ? ready : PLAIN;
}

const components: Components = {
  a: ({ node: _node, href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  img: ({ node: _node, src, alt }) => (
    <MarkdownImage src={typeof src === 'string' ? src : undefined} alt={alt} />
  ),
  pre: ({ node, children }) => <CodeBlock node={node}>{children}</CodeBlock>,
  sup: ({ node, children }) => {
    const n = Number(node?.properties.dataCite);
    return n ? <CiteMarker n={n}>{children}</CiteMarker> : <sup>{children}</sup>;
  },
  table: ({ node: _node, children }) => (
    <div className="md-table" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
};

/** One block, rendered again only when its own text (or the plugins) change. */
const Block = memo(function Block({ text, plugins }: { text: string; plugins: MathPlugins }) {
  return (
    <div className="md-block">
      <ReactMarkdown
        remarkPlugins={plugins.remark}
        rehypePlugins={plugins.rehype}
        components={components}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
});

export interface MarkdownProps {
  text: string;
  streaming?: boolean;
  /** Shows [n] as links to the answer's sources (given by CiteContext). */
  cites?: boolean;
}

export default function Markdown({ text, streaming, cites }: MarkdownProps) {
  const found = usePlugins(text);
  const plugins = cites ? withCites(found) : found;
  const parts = useMemo(() => toParts(splitBlocks(normalizeMath(text))), [text]);
  return (
    <div className={streaming ? 'md md-streaming' : 'md'}>
      {parts.map((part) =>
        // Blocks only grow at the end: their place is their identity.
        part.kind === 'code' ? (
          <div className="md-block" key={part.key}>
            <PiecedCode language={part.language} pieces={part.pieces} />
          </div>
        ) : (
          <Block key={part.key} text={part.text} plugins={plugins} />
        ),
      )}
    </div>
  );
}
