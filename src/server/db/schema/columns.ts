// Column shapes the tables share.
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A point in time, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The user a row belongs to: required, and gone with the account. */
export const owner = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
