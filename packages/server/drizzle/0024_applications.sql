CREATE TABLE "application_run_keys" (
	"application_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"task_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_run_keys_application_id_key_pk" PRIMARY KEY("application_id","key")
);
--> statement-breakpoint
CREATE TABLE "application_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"app_key" varchar(64) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"secret_prefix" varchar(12) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"department_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rate_limit" integer DEFAULT 600 NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_reset_at" timestamp with time zone,
	"last_token_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_run_keys" ADD CONSTRAINT "application_run_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tokens" ADD CONSTRAINT "application_tokens_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_tokens_application_idx" ON "application_tokens" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_app_key_idx" ON "applications" USING btree ("app_key");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_name_idx" ON "applications" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "applications_department_idx" ON "applications" USING btree ("department_id");