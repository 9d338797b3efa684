CREATE TABLE "component_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"version" varchar(20) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"inputs" jsonb NOT NULL,
	"outputs" jsonb NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"file_key" varchar(200) NOT NULL,
	"uploaded_by" varchar(50) DEFAULT '' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "version_components" (
	"version_id" integer NOT NULL,
	"component_version_id" integer NOT NULL,
	CONSTRAINT "version_components_version_id_component_version_id_pk" PRIMARY KEY("version_id","component_version_id")
);
--> statement-breakpoint
CREATE TABLE "log_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"key" varchar(30) NOT NULL,
	"type" varchar(10) NOT NULL,
	"decimals" smallint,
	"description" varchar(128) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"preset" boolean DEFAULT false NOT NULL,
	"process_id" integer,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform_user" varchar(30) NOT NULL,
	"object_id" varchar(30) NOT NULL,
	"password" text NOT NULL,
	"extended" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_field_values" (
	"task_id" bigint NOT NULL,
	"field_id" integer NOT NULL,
	"value" text NOT NULL,
	"number" numeric,
	"at" timestamp with time zone,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_field_values_task_id_field_id_pk" PRIMARY KEY("task_id","field_id")
);
--> statement-breakpoint
ALTER TABLE "component_versions" ADD CONSTRAINT "component_versions_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_components" ADD CONSTRAINT "version_components_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_components" ADD CONSTRAINT "version_components_component_version_id_component_versions_id_fk" FOREIGN KEY ("component_version_id") REFERENCES "public"."component_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_fields" ADD CONSTRAINT "log_fields_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_parameters" ADD CONSTRAINT "service_parameters_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_parameters" ADD CONSTRAINT "service_parameters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_field_values" ADD CONSTRAINT "task_field_values_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_field_values" ADD CONSTRAINT "task_field_values_field_id_log_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."log_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "component_versions_version_idx" ON "component_versions" USING btree ("component_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "components_name_idx" ON "components" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "version_components_component_idx" ON "version_components" USING btree ("component_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "log_fields_key_idx" ON "log_fields" USING btree ("key");--> statement-breakpoint
CREATE INDEX "log_fields_process_idx" ON "log_fields" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_parameters_process_user_idx" ON "service_parameters" USING btree ("process_id","user_id");--> statement-breakpoint
CREATE INDEX "service_parameters_user_idx" ON "service_parameters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "service_parameters_created_idx" ON "service_parameters" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "task_field_values_field_value_idx" ON "task_field_values" USING btree ("field_id","value");--> statement-breakpoint
CREATE INDEX "task_field_values_field_number_idx" ON "task_field_values" USING btree ("field_id","number");