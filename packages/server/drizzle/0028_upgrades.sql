CREATE TABLE "upgrade_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"version" varchar(32) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"file_size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upgrade_targets" (
	"task_id" integer NOT NULL,
	"robot_id" integer NOT NULL,
	"state" varchar(12) DEFAULT 'waiting' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"from_version" varchar(32) DEFAULT '' NOT NULL,
	"offered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upgrade_targets_task_id_robot_id_pk" PRIMARY KEY("task_id","robot_id")
);
--> statement-breakpoint
CREATE TABLE "upgrade_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"package_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"target" varchar(10) NOT NULL,
	"prompt" varchar(200) DEFAULT '' NOT NULL,
	"first_wave_percent" integer DEFAULT 100 NOT NULL,
	"wave_done_at" timestamp with time zone,
	"pause_above_percent" integer,
	"paused_at" timestamp with time zone,
	"created_by_id" integer,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "upgrade_targets" ADD CONSTRAINT "upgrade_targets_task_id_upgrade_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."upgrade_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_targets" ADD CONSTRAINT "upgrade_targets_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upgrade_tasks" ADD CONSTRAINT "upgrade_tasks_package_id_upgrade_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."upgrade_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_packages_name_idx" ON "upgrade_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "upgrade_packages_sha_idx" ON "upgrade_packages" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "upgrade_targets_robot_state_idx" ON "upgrade_targets" USING btree ("robot_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "upgrade_tasks_name_idx" ON "upgrade_tasks" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "upgrade_tasks_package_idx" ON "upgrade_tasks" USING btree ("package_id");