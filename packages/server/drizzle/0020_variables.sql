CREATE TABLE "variable_access_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variable_id" integer NOT NULL,
	"variable_name" varchar(50) NOT NULL,
	"action" varchar(8) NOT NULL,
	"robot_id" integer,
	"robots_no" varchar(64) NOT NULL,
	"process_name" varchar(128) DEFAULT '' NOT NULL,
	"task_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variables" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"type" varchar(10) NOT NULL,
	"value" text NOT NULL,
	"description" varchar(100) DEFAULT '' NOT NULL,
	"department_id" integer NOT NULL,
	"robot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_modifiable" boolean DEFAULT false NOT NULL,
	"expression" boolean DEFAULT false NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variable_access_records" ADD CONSTRAINT "variable_access_records_variable_id_variables_id_fk" FOREIGN KEY ("variable_id") REFERENCES "public"."variables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variables" ADD CONSTRAINT "variables_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variable_access_records_variable_idx" ON "variable_access_records" USING btree ("variable_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "variables_department_name_idx" ON "variables" USING btree ("department_id",lower("name"));--> statement-breakpoint
CREATE INDEX "variables_type_idx" ON "variables" USING btree ("type");