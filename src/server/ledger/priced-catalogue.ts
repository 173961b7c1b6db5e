// A catalogue of models charged by the price table, as a setting admins publish (see config-versions): a
// version listing a model the table in force has no price for is refused whole, and so is a price table that
// would drop the price of a model the catalogue in force lists (a demand on the price book). The chat and
// image catalogues are both built so.
import type { PriceTable } from '@shared/billing/prices';
import type { AuditAction } from '@shared/api/admin';
import type { Database } from '../db/client';
import { createVersionedDocument, type Check, type VersionedDocument } from '../config-versions';
import type { CreditsService } from './service';

export function createPricedCatalogue<T>(options: {
  db: Database;
  now: () => Date;
  credits: CreditsService;
  kind: string;
  shipped: T;
  /** The catalogue's own checks, before its prices. */
  validate: Check<T>;
  /** The first model the table has no price for. */
  unpriced(catalogue: T, table: PriceTable): string | undefined;
  /** What the prices are of, in the refusals: "chat" or "image". */
  priced: string;
  invalidKey: string;
  action: AuditAction;
}): VersionedDocument<T> {
  const { credits, unpriced, priced } = options;
  const catalogue = createVersionedDocument({
    db: options.db,
    kind: options.kind,
    shipped: options.shipped,
    check: (value) => {
      const checked = options.validate(value);
      const missing = checked.value && unpriced(checked.value, credits.prices);
      return missing ? { problem: `models: ${missing} has no ${priced} price` } : checked;
    },
    invalidKey: options.invalidKey,
    action: options.action,
    now: options.now,
  });
  credits.book.demand((table) => {
    const missing = unpriced(catalogue.current, table);
    return missing && `${priced}: no price for ${missing}, a model of the ${priced} catalogue`;
  });
  return catalogue;
}
