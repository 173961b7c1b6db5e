// A big code block in pieces of lines (large-blocks.ts). Each piece shows as plain text at once and is
// highlighted in a task of its own right after, so neither a growing block nor opening a conversation with a
// long file blocks the page. A construct spanning two pieces (a long string or comment) may be coloured as
// if it started fresh; the text is always exact.
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { CodeFrame } from './CodeBlock';
import { lowlight } from './highlighter';

const Piece = memo(function Piece({ language, text }: { language?: string; text: string }) {
  const [shown, setShown] = useState<{ text: string; node: ReactNode }>();
  useEffect(() => {
    if (!language || !lowlight.registered(language)) return;
    const timer = setTimeout(() => {
      const tree = lowlight.highlight(language, text);
      setShown({ text, node: toJsxRuntime(tree, { Fragment, jsx, jsxs }) });
    }, 0);
    return () => clearTimeout(timer);
  }, [language, text]);
  // A block of its own: a growing piece lays out alone, not with every line above it.
  return <span className="md-code-piece">{shown?.text === text ? shown.node : text}</span>;
});

export function PiecedCode({ language, pieces }: { language?: string; pieces: string[] }) {
  return (
    <CodeFrame language={language}>
      <code className={language ? `hljs language-${language}` : 'hljs'}>
        {pieces.map((piece, index) => (
          // Pieces only grow at the end: their place is their identity.
          <Piece key={index} language={language} text={piece} />
        ))}
      </code>
    </CodeFrame>
  );
}
