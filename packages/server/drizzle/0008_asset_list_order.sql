-- The assets list's default order (last modified, newest first, then id) as an index, tie-break included: a
-- page reads its own rows in order instead of sorting every asset the filters leave (the count is taken apart).
DROP INDEX IF EXISTS "assets_modified_idx";--> statement-breakpoint
CREATE INDEX "assets_modified_idx" ON "assets" ("last_modified_timestamp" DESC NULLS LAST, "internal_id" DESC);
