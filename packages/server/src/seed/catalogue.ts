/** The demo's catalogue: models of each family and their products (variants). */
import * as t from '../db/schema';
import { audit, type SeedContext } from './context';
import { MODEL_FAMILIES } from './data';

/** A model as seeded. */
export type ModelRow = Awaited<ReturnType<typeof seedCatalogue>>['modelRows'][number];

export async function seedCatalogue({ r, past, add }: SeedContext) {
  const modelRows = Array.from({ length: 80 }, (_, i) => {
    const fam = MODEL_FAMILIES[i % MODEL_FAMILIES.length]!;
    const series = 1000 + Math.floor(i / MODEL_FAMILIES.length) * 500 + r.int(0, 9) * 10;
    return {
      externalId: r.uuid(),
      modelCode: `${fam.prefix}-${series}`,
      modelDescription: `${fam.maker} ${fam.family} ${series}`,
      family: fam.family,
      groupName: fam.group,
      status: i % 29 === 28 ? 'INACTIVE' : 'ACTIVE',
      ...audit(past(400, 200)),
    };
  });
  await add('models', t.models, modelRows);
  const productRows = Array.from({ length: 200 }, (_, i) => {
    const model = modelRows[i % modelRows.length]!;
    const variant = Math.floor(i / modelRows.length) + 1;
    return {
      externalId: r.uuid(),
      itemCode: `${model.modelCode}-V${variant}`,
      itemDescription: `${model.modelDescription} ${['Standard', 'Plus', 'Pro'][variant - 1] ?? 'Kit'}`.slice(0, 100),
      family: model.family,
      modelId: model.externalId,
      status: i % 41 === 40 ? 'INACTIVE' : 'ACTIVE',
      ...audit(past(300, 150)),
    };
  });
  await add('products', t.products, productRows);
  const productsOfModel = new Map<string, string[]>();
  for (const p of productRows) productsOfModel.set(p.modelId, [...(productsOfModel.get(p.modelId) ?? []), p.externalId]);
  return { modelRows, productsOfModel };
}
