// A shopping bag. The tool's icon on its home page card and in the header's creation menu.
import { PathIcon, type IconProps } from '../../components/StrokeIcon';

const PATHS = ['M6 8h12l-1 12H7z', 'M9 8a3 3 0 0 1 6 0'] as const;

export function GoodsIcon(props: IconProps) {
  return <PathIcon {...props} d={PATHS} />;
}
