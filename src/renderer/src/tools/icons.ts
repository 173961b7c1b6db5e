// Each tool's icon by its id, from the tool's own folder. Kept apart from the pages: the header shows the
// icons on every first page, while a tool's page loads only when it is opened.
import type { ComponentType } from 'react';
import type { ToolId } from '@shared/tools/nav';
import type { IconProps } from '../components/StrokeIcon';
import { CosplayIcon } from './cosplay/icon';
import { DoodleIcon } from './doodle/icon';
import { GoodsIcon } from './goods/icon';
import { ImagineIcon } from './imagine/icon';
import { PhotoBookIcon } from './photo-book/icon';
import { StyleIcon } from './style/icon';
import { UpscalerIcon } from './upscaler/icon';

/** The compiler asks for an icon when a tool is added to the registry. */
export const TOOL_ICONS: Record<ToolId, ComponentType<IconProps>> = {
  imagine: ImagineIcon,
  super: UpscalerIcon,
  style: StyleIcon,
  doodle: DoodleIcon,
  goods: GoodsIcon,
  face: PhotoBookIcon,
  cosplay: CosplayIcon,
};
