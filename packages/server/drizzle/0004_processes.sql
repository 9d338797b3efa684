CREATE TABLE "process_users" (
	"process_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "process_users_process_id_user_id_pk" PRIMARY KEY("process_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"keywords" varchar(254) DEFAULT '' NOT NULL,
	"introduction" varchar(254) DEFAULT '' NOT NULL,
	"description" varchar(126) DEFAULT '' NOT NULL,
	"help" text DEFAULT '' NOT NULL,
	"icon_sha256" varchar(64),
	"icon_mime" varchar(20),
	"status" smallint DEFAULT 0 NOT NULL,
	"latest_version" varchar(30),
	"version_count" integer DEFAULT 0 NOT NULL,
	"released_version_id" integer,
	"pending_version_id" integer,
	"developer_id" integer,
	"owner_id" integer,
	"owner_confirmed_at" timestamp with time zone,
	"department_id" integer NOT NULL,
	"dispatch_count" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"assistant" boolean DEFAULT false NOT NULL,
	"start_on_boot" boolean DEFAULT false NOT NULL,
	"wait_timeout" integer DEFAULT 30 NOT NULL,
	"run_timeout" integer DEFAULT 120 NOT NULL,
	"manual_minutes" integer DEFAULT 0 NOT NULL,
	"auto_stop_minutes" integer DEFAULT 0 NOT NULL,
	"failed_retries" integer DEFAULT 0 NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flow" jsonb DEFAULT '{"nodes":[],"edges":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "version_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(50) NOT NULL,
	"reason" varchar(254) DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"package_sha256" varchar(64) NOT NULL,
	"size" bigint NOT NULL,
	"manifest" jsonb NOT NULL,
	"introduction" varchar(254) DEFAULT '' NOT NULL,
	"developer_id" integer,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"dispatch_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "process_users" ADD CONSTRAINT "process_users_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_users" ADD CONSTRAINT "process_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_records" ADD CONSTRAINT "version_records_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_records" ADD CONSTRAINT "version_records_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_records" ADD CONSTRAINT "version_records_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_developer_id_users_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_users_user_idx" ON "process_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "processes_name_lower_idx" ON "processes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "processes_department_idx" ON "processes" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "processes_developer_idx" ON "processes" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "processes_owner_idx" ON "processes" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "processes_status_idx" ON "processes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "processes_released_idx" ON "processes" USING btree ("released_version_id");--> statement-breakpoint
CREATE INDEX "processes_updated_idx" ON "processes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "version_records_process_idx" ON "version_records" USING btree ("process_id","at");--> statement-breakpoint
CREATE INDEX "version_records_version_idx" ON "version_records" USING btree ("version_id","at");--> statement-breakpoint
CREATE INDEX "version_records_type_idx" ON "version_records" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "versions_process_number_idx" ON "versions" USING btree ("process_id",lower("number"));--> statement-breakpoint
CREATE INDEX "versions_status_idx" ON "versions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "versions_package_idx" ON "versions" USING btree ("package_sha256");