// Two arrows pulling the corners apart. The tool's icon on its home page card and in the header's creation menu.
import { PathIcon, type IconProps } from '../../components/StrokeIcon';

const PATHS = ['M4 14v6h6', 'M20 10V4h-6', 'M4 20l7-7', 'M20 4l-7 7'] as const;

export function UpscalerIcon(props: IconProps) {
  return <PathIcon {...props} d={PATHS} />;
}
