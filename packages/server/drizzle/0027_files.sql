CREATE TABLE "file_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_id" integer,
	"file_name" varchar(255) NOT NULL,
	"operation" varchar(16) NOT NULL,
	"actor" varchar(64) DEFAULT '' NOT NULL,
	"task_id" bigint,
	"detail" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"folder" varchar(1000) DEFAULT '' NOT NULL,
	"type" varchar(10) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"source" varchar(12) NOT NULL,
	"place" varchar(10) NOT NULL,
	"owner_id" integer,
	"process_id" integer,
	"department_id" integer NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"task_id" bigint,
	"created_by" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL,
	"rule_name" varchar(32) NOT NULL,
	"file_id" integer,
	"file_name" varchar(255) NOT NULL,
	"receiver" varchar(255) NOT NULL,
	"receiver_kind" varchar(10) NOT NULL,
	"result" varchar(10) NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"source" varchar(10) NOT NULL,
	"source_process_id" integer,
	"owner_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"receiver_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receiver_process_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receive_mode" varchar(10) DEFAULT 'cover' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_history" ADD CONSTRAINT "forward_history_rule_id_forward_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."forward_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_rules" ADD CONSTRAINT "forward_rules_source_process_id_processes_id_fk" FOREIGN KEY ("source_process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_rules" ADD CONSTRAINT "forward_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_rules" ADD CONSTRAINT "forward_rules_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_operations_file_idx" ON "file_operations" USING btree ("file_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_personal_name_idx" ON "files" USING btree ("owner_id","folder","name") WHERE "files"."place" = 'personal';--> statement-breakpoint
CREATE UNIQUE INDEX "files_process_name_idx" ON "files" USING btree ("process_id","folder","name") WHERE "files"."place" = 'process';--> statement-breakpoint
CREATE INDEX "files_department_idx" ON "files" USING btree ("department_id","updated_at");--> statement-breakpoint
CREATE INDEX "files_sha_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "forward_history_rule_idx" ON "forward_history" USING btree ("rule_id","at");--> statement-breakpoint
CREATE INDEX "forward_rules_source_idx" ON "forward_rules" USING btree ("source","source_process_id");--> statement-breakpoint
CREATE INDEX "forward_rules_owner_idx" ON "forward_rules" USING btree ("owner_id");