// A pencil over a line. The tool's icon on its home page card and in the header's creation menu.
import { PathIcon, type IconProps } from '../../components/StrokeIcon';

const PATHS = ['M4 20l4-1 11-11-3-3L5 16z', 'M14 7l3 3', 'M13 20h7'] as const;

export function DoodleIcon(props: IconProps) {
  return <PathIcon {...props} d={PATHS} />;
}
