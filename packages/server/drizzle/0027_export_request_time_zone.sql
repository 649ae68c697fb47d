-- The IANA zone an export request's workbook writes its times in (the console sends the browser's); requests issued
-- before it were written in UTC.
ALTER TABLE "export_requests" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;
