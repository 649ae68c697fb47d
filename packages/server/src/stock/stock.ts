/**
 * A location's stock, counted one way for the stock status report (routes.ts) and the PAR alerts (alerts/derive.ts):
 * the ACTIVE assets whose location is the location itself (a sub-location holds its own stock), of one model or of
 * every model. The SQL reads the assets under the alias `s`.
 */
import { sql, type SQL } from 'drizzle-orm';

/** The condition on `assets s` of being in a location's stock, of `model` when one is given. */
export function stockAssets(location: SQL, model?: SQL): SQL {
  return sql`s.location_id = ${location} and s.status = 'ACTIVE'${model ? sql` and s.model_id = ${model}` : sql``}`;
}

/** A location's stock quantity (of `model` when one is given) as an integer expression. */
export function stockQuantity(location: SQL, model?: SQL): SQL<number> {
  return sql<number>`(select count(*) from assets s where ${stockAssets(location, model)})::int`;
}
