// The tool registry: every tool the product offers, in the order it lists them. The server registers each
// tool's calls and runs its tasks from this list, the renderer builds its routes, the header's creation menu
// and the home page's cards from it. See README.md for how to add a tool.
import type { ToolDeclaration } from './define';
import type { ToolId } from './nav';
import { cosplayTool } from './cosplay';
import { doodleTool } from './doodle';
import { goodsTool } from './goods';
import { imagineTool } from './imagine';
import { photoBookTool } from './photo-book';
import { styleTool } from './style';
import { upscalerTool } from './upscaler';

/** Each tool by its id: the compiler asks for every id of ./ids.ts. */
export const TOOL_BY_ID = {
  imagine: imagineTool,
  super: upscalerTool,
  style: styleTool,
  doodle: doodleTool,
  goods: goodsTool,
  face: photoBookTool,
  cosplay: cosplayTool,
} as const satisfies { [Id in ToolId]: ToolDeclaration<Id> };

export const TOOLS: readonly ToolDeclaration[] = Object.values(TOOL_BY_ID);

export { TOOL_IDS, TOOL_NAV, type ToolId } from './nav';
export type { CatalogueEntry, ToolCalls, ToolDeclaration } from './define';
export type { ToolNav } from './nav';
