// A star. The tool's icon on its home page card and in the header's creation menu.
import { PathIcon, type IconProps } from '../../components/StrokeIcon';

const PATHS = [
  'M12 3l2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 15.4 7.2 17.9l.9-5.4-3.9-3.8 5.4-.8z',
] as const;

export function CosplayIcon(props: IconProps) {
  return <PathIcon {...props} d={PATHS} />;
}
