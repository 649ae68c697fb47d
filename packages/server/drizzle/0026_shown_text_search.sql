-- A list's search matches every text it shows (resources/shown.ts): the row's own texts besides its search fields, as
-- one expression, and the texts of related rows (account, location, model, product, contract, user names), matched
-- once into an array of keys and then the listed rows by key. Trigram indexes answer the texts, b-trees the keys, so
-- a search of 100,000 assets or of the orders reads no table whole. Pending lists stay small as in migration 0018.
CREATE INDEX "assets_shown_text_trgm_idx" ON "assets" USING gin ((coalesce("manufacturer_serial_number", '') || E'\x1f' || coalesce("business_type", '') || E'\x1f' || coalesce("service_type", '') || E'\x1f' || coalesce("last_scanned_by", '') || E'\x1f' || coalesce("utilization_status", '')) gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "orders_shown_text_trgm_idx" ON "orders" USING gin ((coalesce("type", '') || E'\x1f' || coalesce("nature", '') || E'\x1f' || coalesce("order_status", '')) gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "orders_order_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "orders_deliver_to_trgm_idx" ON "orders" USING gin ("deliver_to" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("name" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "models_model_code_trgm_idx" ON "models" USING gin ("model_code" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "products_item_code_trgm_idx" ON "products" USING gin ("item_code" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "contracts_contract_no_trgm_idx" ON "contracts" USING gin ("contract_no" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 256);--> statement-breakpoint
CREATE INDEX "assets_contract_idx" ON "assets" ("contract_id");--> statement-breakpoint
CREATE INDEX "assets_erp_owner_idx" ON "assets" ("erp_owner_id");--> statement-breakpoint
CREATE INDEX "orders_assigned_to_idx" ON "orders" ("assigned_to_id");--> statement-breakpoint
CREATE INDEX "orders_assigned_by_idx" ON "orders" ("assigned_by_id");
