// A citation marker in an answer: a small raised link to its source below the answer. A number the answer
// has no source for stays the text it was.
import { use, type ReactNode } from 'react';
import { CiteContext } from './citations';

export function CiteMarker(props: { n: number; children: ReactNode }) {
  const links = use(CiteContext);
  const href = links?.href(props.n);
  if (!links || !href) return <>[{props.children}]</>;
  return (
    <sup className="md-cite">
      <a
        href={href}
        aria-label={links.label(props.n)}
        data-testid="cite-marker"
        onClick={(event) => {
          event.preventDefault();
          links.open(props.n);
        }}
      >
        {props.n}
      </a>
    </sup>
  );
}
