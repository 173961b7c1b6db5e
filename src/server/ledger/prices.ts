// The price table: the bundled default, or the JSON file named by PRICE_TABLE. Checked at start, so a bad
// table stops the server with the field that is wrong instead of charging wrong amounts.
import { readFileSync } from 'node:fs';
import { priceTableSchema, type PriceTable } from '@shared/billing/prices';
import { defaultFile } from '../defaults';

export function loadPriceTable(path: string | undefined): PriceTable {
  const file = path ?? defaultFile('prices.json');
  const parsed = priceTableSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Price table ${file} is not valid: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const table = parsed.data;
  for (const id of ['basic', 'standard', 'pro'] as const) {
    if (!table.plans.some((plan) => plan.id === id))
      throw new Error(`Price table ${file} has no plan "${id}"`);
  }
  return table;
}
