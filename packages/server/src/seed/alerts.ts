/**
 * The demo's par definitions (the models a storage or unit should hold, set below, around and above what it holds)
 * and its alerts of each kind: late or delayed orders, preventive maintenance due, par levels out of range.
 */
import * as t from '../db/schema';
import { audit, DAY, MINUTE, type SeedContext } from './context';
import type { AssetRow } from './assets';
import type { ModelRow } from './catalogue';
import type { OrderRow } from './orders';
import type { LocationRow } from './sites';

interface AlertSeedInputs {
  locationRows: readonly LocationRow[];
  modelRows: readonly ModelRow[];
  assetRows: readonly AssetRow[];
  orderRows: readonly OrderRow[];
}

export async function seedParAndAlerts({ r, now, scale, past, add }: SeedContext, { locationRows, modelRows, assetRows, orderRows }: AlertSeedInputs) {
  const modelById = new Map(modelRows.map((m) => [m.externalId, m]));
  const locationById = new Map(locationRows.map((l) => [l.externalId, l]));
  const parLocations = locationRows.filter((l) => l.type === 'STORAGE' || l.type === 'UNIT').slice(0, 80);
  const parRows = parLocations.map((l) => ({ externalId: r.uuid(), locationId: l.externalId, notes: r.chance(0.3) ? 'Reviewed with the unit manager.' : null, ...audit(past(120, 10)) }));
  await add('parDefinitions', t.parDefinitions, parRows);
  const parEntryRows: (typeof t.parEntries.$inferInsert)[] = [];
  // The stock of each model at each location (ACTIVE assets there), so the first entry of a definition can be one
  // the location holds, its par set below, around or above what it holds in turn: the stock status report and the
  // PAR alerts then show every state. The random draws stay as they were, so the rest of the seed does not move.
  const stockAt = new Map<string, Map<string, number>>();
  for (const a of assetRows) {
    if (a.status !== 'ACTIVE' || !a.locationId) continue;
    const ofLocation = stockAt.get(a.locationId) ?? new Map<string, number>();
    ofLocation.set(a.modelId, (ofLocation.get(a.modelId) ?? 0) + 1);
    stockAt.set(a.locationId, ofLocation);
  }
  parRows.forEach((par, p) => {
    const held = [...(stockAt.get(par.locationId)?.entries() ?? [])].sort((x, y) => y[1] - x[1])[0];
    const sampled = r.sample(modelRows, r.int(1, 3)).map((m) => m.externalId);
    const chosen = held ? [held[0], ...sampled.filter((id) => id !== held[0])].slice(0, Math.max(1, sampled.length)) : sampled;
    chosen.forEach((modelId, k) => {
      let min = r.int(0, 4);
      let max = min + r.int(1, 6);
      if (k === 0 && held) {
        const stock = held[1];
        [min, max] = p % 3 === 0 ? [stock + 1, stock + 3] : p % 3 === 1 ? [Math.max(0, stock - 1), stock + 1] : [0, stock - 1];
      }
      parEntryRows.push({ parDefinitionId: par.externalId, modelId, min, max });
    });
  });
  await add('parEntries', t.parEntries, parEntryRows);

  const alertStatus = () => r.weighted([['OPEN', 5], ['ACKNOWLEDGED', 3], ['RESOLVED', 4]] as const);
  const alertRows: (typeof t.alerts.$inferInsert)[] = [];
  for (const order of orderRows.filter((o) => o.type !== 'CUSTOM').slice(0, Math.max(20, Math.round(orderRows.length / 8)))) {
    const late = r.chance(0.5);
    alertRows.push({
      externalId: r.uuid(),
      kind: 'ORDER',
      alertStatus: alertStatus(),
      message: late ? `Order ${order.orderNumber} is late: promised time has passed.` : `Order ${order.orderNumber} is delayed: not yet assigned.`,
      accountId: order.accountId,
      facilityId: order.facilityId,
      orderId: order.externalId,
      ...audit(new Date(order.promisedTime!.getTime() + 5 * MINUTE)),
    });
  }
  const pmDue = assetRows.filter((a) => a.status === 'ACTIVE' && a.preventiveMaintainenceDate! < new Date(now.getTime() + 30 * DAY));
  for (const asset of pmDue.slice(0, Math.max(20, Math.min(400, Math.round(scale / 12))))) {
    alertRows.push({
      externalId: r.uuid(),
      kind: 'PM',
      alertStatus: alertStatus(),
      message: `Preventive maintenance due for ${asset.serialNumber}.`,
      accountId: asset.accountId,
      facilityId: asset.facilityId,
      assetId: asset.externalId,
      pmDueDate: asset.preventiveMaintainenceDate,
      ...audit(past(30)),
    });
  }
  const entriesOfPar = new Map<string, (typeof parEntryRows)[number][]>();
  for (const e of parEntryRows) entriesOfPar.set(e.parDefinitionId, [...(entriesOfPar.get(e.parDefinitionId) ?? []), e]);
  for (const par of parRows.slice(0, 60)) {
    const loc = locationById.get(par.locationId)!;
    const entries = (entriesOfPar.get(par.externalId) ?? []).map((e) => {
      const model = modelById.get(e.modelId)!;
      const countNow = r.chance(0.5) ? Math.max(0, e.min - r.int(1, 2)) : e.max + r.int(1, 3);
      return { model: model.externalId, modelCode: model.modelCode, min: e.min, max: e.max, count: countNow };
    });
    alertRows.push({
      externalId: r.uuid(),
      kind: 'PAR',
      alertStatus: alertStatus(),
      message: `Par levels out of range at ${loc.name}.`,
      accountId: loc.accountId,
      facilityId: loc.facilityId!,
      locationId: loc.externalId,
      entries,
      ...audit(past(20)),
    });
  }
  await add('alerts', t.alerts, alertRows);
}
