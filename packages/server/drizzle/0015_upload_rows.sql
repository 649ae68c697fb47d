-- What each row of an upload did (src/uploads/process.ts). A row's outcome is written in the transaction of the
-- row's own effect and of the upload's counters, so a job resumed after a crash starts after the last recorded
-- row and no row is applied twice. The result file is built from these rows.
CREATE TABLE IF NOT EXISTS "upload_rows" (
  "upload_id" uuid NOT NULL REFERENCES "uploads"("external_id") ON DELETE CASCADE,
  "row_index" integer NOT NULL,
  "outcome" text NOT NULL,
  "message" text,
  PRIMARY KEY ("upload_id", "row_index")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "uploads_user_idx" ON "uploads" USING btree ("user_id");
--> statement-breakpoint
-- An upload looks its rows' assets up by serial number (case aside) and model, a chunk of rows at a time.
CREATE INDEX IF NOT EXISTS "assets_serial_lower_model_idx" ON "assets" USING btree (lower("serial_number"),"model_id");
--> statement-breakpoint
SELECT cache_versions_track('upload_rows');
