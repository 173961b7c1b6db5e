import type { enUS } from './en-US';
import type { shell } from './en-US/shell';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every locale's messages must have. */
export type Messages = DeepStrings<typeof enUS>;

/** The shape of every locale's shell (./en-US/shell.ts): the part loaded with the first page. */
export type ShellMessages = DeepStrings<typeof shell>;

/** Every leaf key as a dotted path, e.g. `errors.codeInvalid`. */
export function flattenKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : flattenKeys(value as object, `${prefix}${key}.`),
  );
}
