CREATE TABLE "data_sync_capture" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sync_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" varchar(30) NOT NULL,
	"k1" bigint NOT NULL,
	"k2" bigint DEFAULT 0 NOT NULL,
	"op" char(1) NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sync_progress" (
	"table_name" varchar(30) PRIMARY KEY NOT NULL,
	"last_key" jsonb,
	"copied" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sync_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"claim" uuid,
	"lease_until" timestamp with time zone,
	"phase" varchar(10) DEFAULT 'idle' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"recopy" boolean DEFAULT false NOT NULL,
	"capture_from" bigint,
	"rows_copied" bigint DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"last_error_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "data_sync_state" ("id") VALUES (1);--> statement-breakpoint
-- The capture (docs/operations.md "Data sync"): statement triggers on the
-- copied tables queue the key of every row a statement inserted, updated or
-- deleted, with the writing transaction's id, in that transaction, so a
-- rolled-back change is never queued and a committed one always is. While no
-- sync is enabled `data_sync_capture` is empty and a statement costs one probe.
-- Keys never change in these tables, so an update queues its new rows only.
-- Each branch names only the transition table its event has.
CREATE FUNCTION "data_sync_queue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o char(1) := left(TG_OP, 1);
BEGIN
  PERFORM 1 FROM "data_sync_capture" WHERE "id" = 1;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'task_logs' THEN
      INSERT INTO "data_sync_changes" ("table_name", "k1", "k2", "op") SELECT TG_TABLE_NAME, r.task_id, r.seq, o FROM old_rows r;
    ELSIF TG_TABLE_NAME = 'task_field_values' THEN
      INSERT INTO "data_sync_changes" ("table_name", "k1", "k2", "op") SELECT TG_TABLE_NAME, r.task_id, r.field_id, o FROM old_rows r;
    ELSE
      INSERT INTO "data_sync_changes" ("table_name", "k1", "op") SELECT TG_TABLE_NAME, r.id, o FROM old_rows r;
    END IF;
  ELSE
    IF TG_TABLE_NAME = 'task_logs' THEN
      INSERT INTO "data_sync_changes" ("table_name", "k1", "k2", "op") SELECT TG_TABLE_NAME, r.task_id, r.seq, o FROM new_rows r;
    ELSIF TG_TABLE_NAME = 'task_field_values' THEN
      INSERT INTO "data_sync_changes" ("table_name", "k1", "k2", "op") SELECT TG_TABLE_NAME, r.task_id, r.field_id, o FROM new_rows r;
    ELSE
      INSERT INTO "data_sync_changes" ("table_name", "k1", "op") SELECT TG_TABLE_NAME, r.id, o FROM new_rows r;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_sync_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "tasks_sync_update" AFTER UPDATE ON "tasks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "tasks_sync_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "task_logs_sync_insert" AFTER INSERT ON "task_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "task_logs_sync_update" AFTER UPDATE ON "task_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "task_logs_sync_delete" AFTER DELETE ON "task_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "task_field_values_sync_insert" AFTER INSERT ON "task_field_values" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "task_field_values_sync_update" AFTER UPDATE ON "task_field_values" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "task_field_values_sync_delete" AFTER DELETE ON "task_field_values" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "log_fields_sync_insert" AFTER INSERT ON "log_fields" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "log_fields_sync_update" AFTER UPDATE ON "log_fields" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "log_fields_sync_delete" AFTER DELETE ON "log_fields" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_sync_insert" AFTER INSERT ON "operation_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_sync_update" AFTER UPDATE ON "operation_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_sync_delete" AFTER DELETE ON "operation_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_sync_queue_change"();
