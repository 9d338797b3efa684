CREATE TABLE "task_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"name" varchar(512) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_logs" (
	"task_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"level" varchar(5) NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "task_logs_task_id_seq_pk" PRIMARY KEY("task_id","seq")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"operator_id" integer,
	"operator_name" varchar(50) DEFAULT '' NOT NULL,
	"source" varchar(10) DEFAULT 'manual' NOT NULL,
	"schedule_id" integer,
	"schedule_name" varchar(60) DEFAULT '' NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"stop_submitted" boolean DEFAULT false NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"candidate_robot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"robot_id" integer,
	"robot_name" varchar(64) DEFAULT '' NOT NULL,
	"hint" varchar(60) DEFAULT '' NOT NULL,
	"wait_timeout" integer NOT NULL,
	"run_timeout" integer NOT NULL,
	"retries_left" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"retry_of" bigint,
	"exit_code" integer,
	"error" text DEFAULT '' NOT NULL,
	"progress" smallint,
	"log_count" integer DEFAULT 0 NOT NULL,
	"file_count" integer DEFAULT 0 NOT NULL,
	"planned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "task_files" ADD CONSTRAINT "task_files_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_logs" ADD CONSTRAINT "task_logs_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_files_task_idx" ON "task_files" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "tasks_pending_idx" ON "tasks" USING btree ("priority","created_at") WHERE "tasks"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "tasks_state_idx" ON "tasks" USING btree ("state");--> statement-breakpoint
CREATE INDEX "tasks_robot_idx" ON "tasks" USING btree ("robot_id","state");--> statement-breakpoint
CREATE INDEX "tasks_process_idx" ON "tasks" USING btree ("process_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_department_idx" ON "tasks" USING btree ("department_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_operator_idx" ON "tasks" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_schedule_idx" ON "tasks" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at");