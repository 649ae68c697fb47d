-- One task per visit and due time: every API process generates a visit's tasks with INSERT ... ON CONFLICT DO
-- NOTHING against this index, so passes that run at once never write a task twice.
CREATE UNIQUE INDEX IF NOT EXISTS "visit_tasks_visit_due_uq" ON "visit_tasks" USING btree ("visit_id","due_timestamp");
