CREATE TABLE "shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" varchar(32) NOT NULL,
	"task_id" bigint NOT NULL,
	"code" varchar(4) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sharer_id" integer,
	"sharer_name" varchar(50) DEFAULT '' NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"attempts_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shares_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "task_recordings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"name" varchar(255) NOT NULL,
	"mime" varchar(20) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_sharer_id_users_id_fk" FOREIGN KEY ("sharer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_recordings" ADD CONSTRAINT "task_recordings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_task_idx" ON "shares" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "shares_created_idx" ON "shares" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "task_recordings_task_idx" ON "task_recordings" USING btree ("task_id");