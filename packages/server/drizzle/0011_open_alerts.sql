-- At most one alert that is not RESOLVED per subject (an order, an asset's preventive maintenance, a location's par
-- levels): the alert derivation (src/alerts/derive.ts) inserts missing OPEN alerts with ON CONFLICT DO NOTHING, so
-- processes deriving at the same moment, or a run repeated after a crash, never raise the same alert twice. A
-- database seeded before this migration may hold several unresolved alerts of one subject: all but the newest are
-- resolved first.
UPDATE "alerts" SET "alert_status" = 'RESOLVED'
WHERE "alert_status" <> 'RESOLVED' AND "internal_id" NOT IN (
  SELECT DISTINCT ON ("kind", coalesce("order_id", "asset_id", "location_id")) "internal_id" FROM "alerts"
  WHERE "alert_status" <> 'RESOLVED'
  ORDER BY "kind", coalesce("order_id", "asset_id", "location_id"), "created_timestamp" DESC, "internal_id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_order_uq" ON "alerts" ("order_id") WHERE "kind" = 'ORDER' AND "alert_status" <> 'RESOLVED';--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_asset_uq" ON "alerts" ("asset_id") WHERE "kind" = 'PM' AND "alert_status" <> 'RESOLVED';--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_location_uq" ON "alerts" ("location_id") WHERE "kind" = 'PAR' AND "alert_status" <> 'RESOLVED';
