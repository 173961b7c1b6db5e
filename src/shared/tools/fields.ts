// Form fields several tools share, with the limits the server checks and the forms offer.
import * as z from 'zod/mini';

export const MAX_PROMPT_CHARS = 4000;
/** Results one request may ask for. */
export const MAX_IMAGE_COUNT = 4;

/** An upload or an earlier result, by id. */
export const imageId = z.uuid();
/** Words the user may add; trimmed, empty allowed. */
export const optionalPrompt = z.optional(z.string().check(z.trim(), z.maxLength(MAX_PROMPT_CHARS)));
/** Words a request needs. */
export const requiredPrompt = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(MAX_PROMPT_CHARS));
