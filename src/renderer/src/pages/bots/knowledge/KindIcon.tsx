// The kind of a source at a glance: pasted text, a file, a web page. Decorative: the row says it in words.
import type { SourceView } from '@shared/api/bot-sources';
import { PathIcon } from '../../../components/StrokeIcon';

const PATHS: Record<SourceView['kind'], readonly string[]> = {
  text: ['M4 6h16', 'M4 10h16', 'M4 14h10', 'M4 18h7'],
  file: [
    'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z',
    'M14 3v5h5',
    'M9 13h6',
    'M9 17h4',
  ],
  url: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3 12h18',
    'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  ],
};

export function KindIcon({ kind }: { kind: SourceView['kind'] }) {
  return (
    <span className={`source-icon ${kind}`}>
      <PathIcon d={PATHS[kind]} size={20} />
    </span>
  );
}
