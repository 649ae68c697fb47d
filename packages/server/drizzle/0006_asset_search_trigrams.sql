-- The assets search matches serial numbers, customer asset numbers and RFID tags anywhere in the text
-- (ilike '%...%'): trigram indexes answer a scanned code or a typed fragment without reading every asset.
-- fastupdate off: new entries go into the index itself, not a pending list that every search reads until a
-- vacuum cleans it (PGlite runs no autovacuum, so that list would only grow).
CREATE INDEX "assets_serial_trgm_idx" ON "assets" USING gin ("serial_number" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "assets_customer_asset_number_trgm_idx" ON "assets" USING gin ("customer_asset_number" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
ALTER INDEX "asset_tags_tag_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('asset_tags_tag_trgm_idx');
