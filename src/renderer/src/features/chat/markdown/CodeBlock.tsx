// Code blocks: the language, a copy button, and the code. Ordinary blocks arrive highlighted by
// highlighter.ts; big ones (large-blocks.ts) come in pieces, each highlighted on its own (PiecedCode.tsx).
// The copied text is read from the page, so it is exactly what is shown, all pieces together.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Element } from 'hast';
import { CopyButton } from '../CopyButton';

function languageOf(node: Element | undefined): string | undefined {
  const code = node?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties.className;
  if (!Array.isArray(classes)) return undefined;
  const name = classes.find((value) => String(value).startsWith('language-'));
  return name ? String(name).slice('language-'.length) : undefined;
}

export function CodeFrame({ language, children }: { language?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLPreElement>(null);
  return (
    <div className="md-code">
      <div className="md-code-head">
        <span className="md-code-lang">{language ?? t('chat.message.code')}</span>
        <CopyButton
          className="md-code-copy"
          label={t('chat.message.copyCode')}
          text={() => ref.current?.textContent ?? ''}
          testId="code-copy"
          showLabel
        />
      </div>
      <pre ref={ref} dir="ltr">
        {children}
      </pre>
    </div>
  );
}

/** The `pre` of react-markdown. */
export function CodeBlock({ node, children }: { node?: Element; children: ReactNode }) {
  return <CodeFrame language={languageOf(node)}>{children}</CodeFrame>;
}
