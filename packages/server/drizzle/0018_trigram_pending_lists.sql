-- Asset uploads write thousands of serial numbers, customer asset numbers and RFID tags at once: inserting each into
-- the trigram indexes one by one (fastupdate off, migration 0006) was a third of a 10,000-row upload. New entries now
-- go to a pending list first, merged into the index in bulk when it reaches 256 kB (or when an upload finishes,
-- uploads/process.ts), so a search reads at most that small list besides the index, also on PGlite, which runs no
-- autovacuum.
ALTER INDEX "assets_serial_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "assets_customer_asset_number_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "asset_tags_tag_trgm_idx" SET (fastupdate = on, gin_pending_list_limit = 256);
