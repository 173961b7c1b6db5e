// The kinds of value an environment variable holds, as schemas that say what they expect in words an operator
// reads in the start-up error. zod/mini, like every other schema here: the full zod is 650 kB the server would
// otherwise compile and run at every start for its configuration alone.
import * as z from 'zod/mini';

/** Text with its surrounding blanks dropped. */
const trimmed = () => z.string().check(z.trim());

/** Text, or unset when blank (as `.env` files often leave a variable). */
export const optionalText = z.optional(
  z.pipe(
    trimmed(),
    z.transform((value) => (value === '' ? undefined : value)),
  ),
);

/** What `optionalText` holds, checked by `schema` when set. */
export const optional = <T extends z.ZodMiniType<unknown, string>>(schema: T) =>
  z.pipe(optionalText, z.optional(schema));

/** Text of at least `minLength` characters, blanks trimmed, `fallback` when unset. */
export const requiredText = (fallback: string, minLength = 1) =>
  z._default(
    trimmed().check(
      z.minLength(minLength, {
        error: minLength === 1 ? 'must not be blank' : `must be at least ${minLength} characters`,
      }),
    ),
    fallback,
  );

/** An absolute URL without its trailing slashes; `what` says which one, in the error. */
export const url = (what: string) =>
  z.pipe(
    trimmed(),
    z.pipe(
      z.url({ error: `must be a URL (${what})` }),
      z.transform((value) => value.replace(/\/+$/, '')),
    ),
  );

/** Text that matches `pattern`, else `error`. */
export const matching = (pattern: RegExp, error: string) =>
  z.string().check(z.regex(pattern, { error }));

/** A whole number from `min` to `max` (no limit when unset), written in digits. */
export const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) => {
  const expected =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number, at least ${min}`
      : `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: expected })
    .check(
      z.refine(Number.isInteger, { error: expected }),
      z.minimum(min, { error: expected }),
      z.maximum(max, { error: expected }),
    );
};

/** One of `values`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });
