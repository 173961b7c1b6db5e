// Every tool's id, in the order the product lists them. An id is also the `kind` of the tasks the tool makes
// and the name its calls and prices use on the wire, so it never changes once shipped.
export const TOOL_IDS = [
  'imagine',
  'super',
  'style',
  'doodle',
  'goods',
  'face',
  'cosplay',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];
