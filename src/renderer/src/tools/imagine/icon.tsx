// A picture, as every image tool draws it. The tool's icon on its home page card and in the header's creation menu.
import { IMAGE_ICON, PathIcon, type IconProps } from '../../components/StrokeIcon';

export function ImagineIcon(props: IconProps) {
  return <PathIcon {...props} d={IMAGE_ICON} />;
}
