CREATE TABLE "ad_departments" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"dn" text NOT NULL,
	"department_id" integer NOT NULL,
	CONSTRAINT "ad_departments_department_id_unique" UNIQUE("department_id")
);
--> statement-breakpoint
CREATE TABLE "ad_sync" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"claim" uuid,
	"lease_until" timestamp with time zone,
	"next_sync_at" timestamp with time zone,
	"last_report" jsonb
);
--> statement-breakpoint
CREATE TABLE "ad_users" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"dn" text NOT NULL,
	"domain_account" text NOT NULL,
	"user_id" integer NOT NULL,
	"locked_by_sync" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ad_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "ad_departments" ADD CONSTRAINT "ad_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_users" ADD CONSTRAINT "ad_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;