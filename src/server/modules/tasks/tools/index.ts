// Every tool's server side, by id: the routes, "again" and the task runner look a tool up here. The compiler
// asks for an entry for each id of the shared registry.
import type { ToolId } from '@shared/tools';
import type { ServerTool } from '../server-tool';
import { cosplay } from './cosplay';
import { doodle } from './doodle';
import { goods } from './goods';
import { imagine } from './imagine';
import { photoBook } from './photo-book';
import { style } from './style';
import { upscaler } from './upscaler';

export const SERVER_TOOLS: { [Id in ToolId]: ServerTool<Id> } = {
  imagine,
  super: upscaler,
  style,
  doodle,
  goods,
  face: photoBook,
  cosplay,
} as never;

/** A tool by the kind of its tasks. */
export const serverTool = (kind: ToolId): ServerTool => SERVER_TOOLS[kind] as ServerTool;
