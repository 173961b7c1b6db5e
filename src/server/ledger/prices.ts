// The shipped price table: the bundled default, or the JSON file named by PRICE_TABLE. Checked at start, so a
// bad table stops the server with the field that is wrong instead of charging wrong amounts. Admins' own
// versions (the console) take over from it: see price-book.ts.
import { readFileSync } from 'node:fs';
import type { PriceTable } from '@shared/billing/prices';
import { defaultFile } from '../defaults';
import { priceTableProblem } from './price-book';

export function loadPriceTable(path: string | undefined): PriceTable {
  const file = path ?? defaultFile('prices.json');
  const { value, problem } = priceTableProblem(JSON.parse(readFileSync(file, 'utf8')));
  if (!value) throw new Error(`Price table ${file} is not valid: ${problem}`);
  return value;
}
