// A bot's days are UTC days: its data's daily series and its visitors' daily limit both start at midnight UTC.

/** Midnight UTC of the day `at` falls on. */
export const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
