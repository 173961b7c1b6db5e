// Queries built once per database and run many times: drizzle's prepared queries, their values given as
// placeholders at each run. Building a query (its SQL text and parameters, from the query builder's objects)
// costs the server more CPU than sending it and reading its answer: about 150 µs of the 250 µs a select of
// one task row takes. The queries of the busiest calls are built once here. On PostgreSQL each is also a
// named statement, which every connection parses and plans once.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A placeholder cast to its column's type: the database cannot infer a parameter's type everywhere (a CTE, a
 * function's arguments, a value compared with an expression).
 */
export const typed = (name: string, type: string): SQL =>
  sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/**
 * `build` run once for each database (an app has one; tests make many), its prepared query kept with it.
 * Only for the database itself: a prepared query runs outside any transaction.
 */
export function preparedFor<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
