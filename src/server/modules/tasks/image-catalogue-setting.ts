// The image catalogue as a setting admins publish in the console: versions checked whole, the newest in force,
// the shipped file the default (see config-versions).
import type { PriceTable } from '@shared/billing/prices';
import type { VersionedDocument } from '../../config-versions';
import { createPricedCatalogue } from '../../ledger/priced-catalogue';
import type { Deps } from '../../deps';
import { imageCatalogProblem, type ImageCatalog } from './image-catalog';

/**
 * The id of the first model priced per image (not by Midjourney's actions, as models with follow-ups are)
 * that the table has no price for.
 */
export const unpricedImageModel = (catalog: ImageCatalog, table: PriceTable) =>
  catalog.models.find((model) => !model.followUps && !table.images[model.id])?.id;

/**
 * The catalogue as a setting admins publish in the console. A model without a price in the table in force
 * could never be charged: refused with the rest, and a price table dropping one is refused too.
 */
export function createImageCatalogue(
  deps: Pick<Deps, 'db' | 'now' | 'credits'>,
  shipped: ImageCatalog,
): VersionedDocument<ImageCatalog> {
  return createPricedCatalogue({
    ...deps,
    kind: 'images',
    shipped,
    validate: imageCatalogProblem,
    unpriced: unpricedImageModel,
    priced: 'image',
    invalidKey: 'admin.images.invalid',
    action: 'images.publish',
  });
}
