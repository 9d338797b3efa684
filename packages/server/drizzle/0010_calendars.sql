CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendars_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "calendar_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedules_calendar_idx" ON "schedules" USING btree ("calendar_id");