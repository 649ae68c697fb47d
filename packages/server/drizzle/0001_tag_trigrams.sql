-- pg_trgm ships with PostgreSQL (contrib, a trusted extension) and with PGlite (loaded in db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "asset_tags_tag_trgm_idx" ON "asset_tags" USING gin ("tag" gin_trgm_ops);
