ALTER TABLE "task_data_items" ADD COLUMN "sla_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_data_spaces" ADD COLUMN "sla_minutes" integer DEFAULT 0 NOT NULL;