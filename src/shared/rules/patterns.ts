// Validation patterns. Forms, schemas and the server take them from here, never retype them.

export const EMAIL_MAX_LENGTH = 254;

export const PATTERNS = {
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  /** Mainland mobile number: starts with 1, second digit 2-9, 11 digits. */
  mobileCN: /^1[2-9]\d{9}$/,
  /** Mainland resident ID card: 18 characters, the last a digit or X. */
  idCard: /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/,
  /** Mainland car plate, ordinary (7) and new-energy (8) characters. */
  carPlate:
    /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/,
  /** An amount with up to two decimals. */
  amount: /^(0|[1-9]\d*)(\.\d{1,2})?$/,
  digits: /^\d+$/,
  chinese: /^[\u4e00-\u9fa5]+$/,
  letters: /^[A-Za-z]+$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
  /** Landline: optional area code, 7-8 digits, optional extension. */
  landline: /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/,
  /** The numeric e-mail sign-in code. */
  code6: /^\d{6}$/,
  /** An id of ours; a malformed one is simply not found instead of a database error. */
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
} as const;

export function isJsonString(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

/** Empty means undefined, null, a blank string, an empty array or an object with no keys. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
