import type { enUS } from './en-US';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** The shape every locale's messages must have. */
export type Messages = DeepStrings<typeof enUS>;

/** Every leaf key as a dotted path, e.g. `errors.codeInvalid`. */
export function flattenKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : flattenKeys(value as object, `${prefix}${key}.`),
  );
}
