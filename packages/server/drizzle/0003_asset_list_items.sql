-- The assets list read model (see assetListItems in src/db/schema.ts): rows, and triggers that keep items fresh.
CREATE TABLE "asset_list_items" (
	"asset_internal_id" integer PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"item" text
);
--> statement-breakpoint
ALTER TABLE "asset_list_items" ADD CONSTRAINT "asset_list_items_asset_internal_id_assets_internal_id_fk" FOREIGN KEY ("asset_internal_id") REFERENCES "public"."assets"("internal_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every asset has a row; its item is built by the first list page that shows it.
INSERT INTO "asset_list_items" ("asset_internal_id") SELECT "internal_id" FROM "assets";--> statement-breakpoint
CREATE FUNCTION asset_list_items_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asset_list_items (asset_internal_id) SELECT internal_id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Clears the items of the assets that refer to the changed rows and bumps their generation, so a
-- list page that built an item from what it read before the change does not store it.
-- TG_ARGV[0]: the changed table's column that assets refer to; TG_ARGV[1..]: the assets columns
-- that refer to it.
CREATE FUNCTION asset_list_items_stale() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  changed text;
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    FOREACH changed IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['new_rows', 'old_rows'] END LOOP
      EXECUTE format(
        'UPDATE asset_list_items SET item = NULL, generation = generation + 1 WHERE asset_internal_id IN (SELECT internal_id FROM assets WHERE %I IN (SELECT %I FROM %I))',
        TG_ARGV[i], TG_ARGV[0], changed);
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER asset_list_items_add AFTER INSERT ON "assets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_add();--> statement-breakpoint
CREATE TRIGGER asset_list_items_asset AFTER UPDATE ON "assets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('internal_id', 'internal_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_tags_insert AFTER INSERT ON "asset_tags" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('asset_id', 'external_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_tags_update AFTER UPDATE ON "asset_tags" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('asset_id', 'external_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_tags_delete AFTER DELETE ON "asset_tags" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('asset_id', 'external_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_model AFTER UPDATE ON "models" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('external_id', 'model_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_product AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('external_id', 'product_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_account AFTER UPDATE ON "accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('external_id', 'account_id', 'erp_owner_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_contract AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('external_id', 'contract_id');--> statement-breakpoint
CREATE TRIGGER asset_list_items_location AFTER UPDATE ON "locations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION asset_list_items_stale('external_id', 'location_id');
