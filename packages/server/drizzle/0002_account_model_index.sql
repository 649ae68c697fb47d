-- Scoped asset lists filter by account and often by model within it: one index serves both.
DROP INDEX "assets_account_idx";--> statement-breakpoint
CREATE INDEX "assets_account_model_idx" ON "assets" USING btree ("account_id","model_id");