CREATE TABLE "data_cleaning_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"day" varchar(10),
	"state" varchar(12) DEFAULT 'running' NOT NULL,
	"expected" integer DEFAULT 0 NOT NULL,
	"removed_rows" integer DEFAULT 0 NOT NULL,
	"removed_files" integer DEFAULT 0 NOT NULL,
	"removed_bytes" bigint DEFAULT 0 NOT NULL,
	"before" timestamp with time zone NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(50) DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_cleaning_runs_running_idx" ON "data_cleaning_runs" USING btree ("kind") WHERE "data_cleaning_runs"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "data_cleaning_runs_daily_idx" ON "data_cleaning_runs" USING btree ("kind","day") WHERE "data_cleaning_runs"."day" is not null and "data_cleaning_runs"."state" <> 'interrupted';--> statement-breakpoint
CREATE INDEX "data_cleaning_runs_kind_idx" ON "data_cleaning_runs" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "tasks_logs_finished_idx" ON "tasks" USING btree ("finished_at") WHERE "tasks"."log_count" > 0;--> statement-breakpoint
CREATE INDEX "tasks_files_finished_idx" ON "tasks" USING btree ("finished_at") WHERE "tasks"."file_count" > 0;