// The Markdown renderer, loaded on first use. Until it arrives the text shows as written, so nothing waits.
import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './Markdown';

const load = () => import('./Markdown');
const Markdown = lazy(load);

/** Starts loading the renderer early (the chat page calls it on arrival). */
export function preloadMarkdown(): void {
  void load();
}

export function LazyMarkdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<div className="md md-plain">{props.text}</div>}>
      <Markdown {...props} />
    </Suspense>
  );
}
