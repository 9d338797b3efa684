CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"info" varchar(254) DEFAULT '' NOT NULL,
	"process_id" integer NOT NULL,
	"version_id" integer,
	"department_id" integer NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"receiver_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receiver_department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"robot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"run_mode" varchar(10) DEFAULT 'timed' NOT NULL,
	"timing" jsonb NOT NULL,
	"calendar" varchar(12) DEFAULT 'daily' NOT NULL,
	"failed_retries" integer DEFAULT 0 NOT NULL,
	"task_count" integer DEFAULT 1 NOT NULL,
	"wait_timeout" integer DEFAULT 30 NOT NULL,
	"run_timeout" integer DEFAULT 120 NOT NULL,
	"manual_minutes" integer DEFAULT 0 NOT NULL,
	"auto_stop_minutes" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"stop_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_fire_at" timestamp with time zone,
	"last_fire_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedules_due_idx" ON "schedules" USING btree ("next_fire_at") WHERE "schedules"."enabled";--> statement-breakpoint
CREATE INDEX "schedules_process_idx" ON "schedules" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "schedules_department_idx" ON "schedules" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "schedules_creator_idx" ON "schedules" USING btree ("creator_id");