CREATE TABLE "task_data_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"space_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"reference" varchar(128) DEFAULT '' NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"state" varchar(20) DEFAULT 'waitToRun' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"output" jsonb,
	"failure_reason" text DEFAULT '' NOT NULL,
	"robot_id" integer,
	"robots_no" varchar(64) DEFAULT '' NOT NULL,
	"task_id" bigint,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_data_spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"max_items" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"description" varchar(250) NOT NULL,
	"department_id" integer NOT NULL,
	"robot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_data_items" ADD CONSTRAINT "task_data_items_space_id_task_data_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."task_data_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_data_spaces" ADD CONSTRAINT "task_data_spaces_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_data_items_reference_idx" ON "task_data_items" USING btree ("space_id","reference") WHERE "task_data_items"."reference" <> '' and "task_data_items"."state" <> 'deleted';--> statement-breakpoint
CREATE INDEX "task_data_items_queue_idx" ON "task_data_items" USING btree ("space_id","state","priority","id");--> statement-breakpoint
CREATE INDEX "task_data_items_finished_idx" ON "task_data_items" USING btree ("finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_data_spaces_name_idx" ON "task_data_spaces" USING btree (lower("name"));