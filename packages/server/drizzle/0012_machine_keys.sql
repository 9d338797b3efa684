CREATE TABLE "machine_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"department_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"prefix" varchar(12) NOT NULL,
	"created_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"robots_no" varchar(64) NOT NULL,
	"department_id" integer NOT NULL,
	"category" varchar(20) NOT NULL,
	"client_pwd_hash" text NOT NULL,
	"host_name" varchar(128) DEFAULT '' NOT NULL,
	"os_user" varchar(128) DEFAULT '' NOT NULL,
	"os" varchar(128) DEFAULT '' NOT NULL,
	"address" varchar(64) DEFAULT '' NOT NULL,
	"agent_version" varchar(32) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "machine_keys" ADD CONSTRAINT "machine_keys_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_requests" ADD CONSTRAINT "robot_requests_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "machine_keys_hash_idx" ON "machine_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "machine_keys_department_idx" ON "machine_keys" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "robot_requests_robots_no_lower_idx" ON "robot_requests" USING btree (lower("robots_no"));--> statement-breakpoint
CREATE INDEX "robot_requests_department_idx" ON "robot_requests" USING btree ("department_id");--> statement-breakpoint
-- Roles that manage robots on an existing installation also manage machine keys and approve robots.
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT rp."role_id", p."permission"
FROM "role_permissions" rp
CROSS JOIN (VALUES ('1307'), ('1307:add'), ('1307:revoke')) AS p("permission")
WHERE rp."permission" = '1301'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission")
SELECT rp."role_id", '1301:approve' FROM "role_permissions" rp
WHERE rp."permission" = '1301:edit'
ON CONFLICT DO NOTHING;
