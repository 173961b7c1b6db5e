// An open book. The tool's icon on its home page card and in the header's creation menu.
import { PathIcon, type IconProps } from '../../components/StrokeIcon';

const PATHS = [
  'M4 5a1 1 0 0 1 1-1h6v16H5a1 1 0 0 1-1-1z',
  'M13 4h6a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-6z',
] as const;

export function PhotoBookIcon(props: IconProps) {
  return <PathIcon {...props} d={PATHS} />;
}
