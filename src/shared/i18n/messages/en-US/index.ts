import { errors } from './errors';
import { mail } from './mail';

/** The default language. Its shape defines every key; other locales must match it (checked by tsc and a test). */
export const enUS = { errors, mail };
