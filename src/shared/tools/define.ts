// What a tool declares once for the whole product: its calls, the page it lives on, how the navigation lists
// it, the prefix of its words, the purposes its inputs are uploaded for (each with its image limits) and what
// the catalogue quotes for it. The server and the renderer iterate these declarations (./index.ts): a tool
// is never listed by hand anywhere else.
import type * as z from 'zod/mini';
import { defineRoute, type ApiRoute } from '../api/http';
import { taskView, type TaskCalls } from '../api/tasks';
import type { PriceQuery } from '../billing/prices';
import type { UploadPurpose } from '../rules/image-limits';
import type { ToolId, ToolNav } from './nav';

/** The call that makes a task from the tool's form. */
export type CreateCall<B extends z.ZodMiniType = z.ZodMiniType> = ApiRoute<
  undefined,
  B,
  typeof taskView
>;

/** A tool's calls: its tasks' list/check/again/cancel, the create call, and any of its own. */
export type ToolCalls = TaskCalls & { create: CreateCall };

/** An entry of the catalogue's tool list: what this user would pay for one typical run, and if they may. */
export interface CatalogueEntry {
  /** The tool's id, or a variant priced apart (the style tool's `ghibli`). */
  id: string;
  price: PriceQuery;
}

export interface ToolDeclaration<
  Id extends ToolId = ToolId,
  Calls extends ToolCalls = ToolCalls,
> extends ToolNav<Id> {
  calls: Calls;
  /** The purposes its input images are uploaded for; each has its limits in src/shared/rules. */
  uploads: readonly UploadPurpose[];
  /** Its entries in the catalogue's tool list (none for a tool whose models are listed instead). */
  catalogue: readonly CatalogueEntry[];
}

/*#__NO_SIDE_EFFECTS__*/
export function defineTool<Id extends ToolId, Calls extends ToolCalls>(
  tool: ToolDeclaration<Id, Calls>,
): ToolDeclaration<Id, Calls> {
  return tool;
}

/** A tool's create call: POST `path` with `body`, answering the task it made. */
/*#__NO_SIDE_EFFECTS__*/
export function createCall<B extends z.ZodMiniType>(path: string, body: B): CreateCall<B> {
  return defineRoute({ method: 'POST', path, body, data: taskView, auth: true });
}
