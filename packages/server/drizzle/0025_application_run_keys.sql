CREATE TABLE "application_run_keys" (
	"application_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"task_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_run_keys_application_id_key_pk" PRIMARY KEY("application_id","key")
);
--> statement-breakpoint
ALTER TABLE "application_run_keys" ADD CONSTRAINT "application_run_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;