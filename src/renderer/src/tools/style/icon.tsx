// A painter's palette. The tool's icon on its home page card and in the header's creation menu.
import { PathIcon, type IconProps } from '../../components/StrokeIcon';

const PATHS = [
  'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.4 1-2 2.5-2H19a2 2 0 0 0 2-2A9 9 0 0 0 12 3z',
  'M7.5 11.5h.01',
  'M10.5 7.5h.01',
  'M15 8h.01',
] as const;

export function StyleIcon(props: IconProps) {
  return <PathIcon {...props} d={PATHS} />;
}
