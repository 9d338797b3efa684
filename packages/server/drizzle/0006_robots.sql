CREATE TABLE "housekeepers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"housekeeper_alias" varchar(60) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"department_id" integer NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_processes" (
	"robot_id" integer NOT NULL,
	"process_id" integer NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robot_processes_robot_id_process_id_pk" PRIMARY KEY("robot_id","process_id")
);
--> statement-breakpoint
CREATE TABLE "robot_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"robot_id" integer,
	"robots_no" varchar(64) NOT NULL,
	"department_id" integer,
	"action" varchar(20) NOT NULL,
	"result" varchar(10) NOT NULL,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" serial PRIMARY KEY NOT NULL,
	"robots_no" varchar(64) NOT NULL,
	"client_pwd_hash" text,
	"category" varchar(20) NOT NULL,
	"binding_way" varchar(10) NOT NULL,
	"user_id" integer,
	"department_id" integer NOT NULL,
	"alias" varchar(40) DEFAULT '' NOT NULL,
	"host_name" varchar(128) DEFAULT '' NOT NULL,
	"os_user" varchar(128) DEFAULT '' NOT NULL,
	"os" varchar(128) DEFAULT '' NOT NULL,
	"address" varchar(64) DEFAULT '' NOT NULL,
	"agent_version" varchar(32) DEFAULT '' NOT NULL,
	"instance_no" smallint DEFAULT 0 NOT NULL,
	"resolution" varchar(16) DEFAULT '' NOT NULL,
	"run_state" varchar(10) DEFAULT 'offline' NOT NULL,
	"running_tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"node_id" varchar(128),
	"connection_id" varchar(32),
	"token_hash" varchar(64),
	"housekeeper_id" integer,
	"bound" boolean DEFAULT true NOT NULL,
	"last_beat_at" timestamp with time zone,
	"last_online_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_nodes" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"address" varchar(128) NOT NULL,
	"version" varchar(32) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "housekeepers" ADD CONSTRAINT "housekeepers_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_processes" ADD CONSTRAINT "robot_processes_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_processes" ADD CONSTRAINT "robot_processes_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_housekeeper_id_housekeepers_id_fk" FOREIGN KEY ("housekeeper_id") REFERENCES "public"."housekeepers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "housekeepers_name_idx" ON "housekeepers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "housekeepers_alias_idx" ON "housekeepers" USING btree ("housekeeper_alias");--> statement-breakpoint
CREATE INDEX "housekeepers_department_idx" ON "housekeepers" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "housekeepers_connected_idx" ON "housekeepers" USING btree ("connected");--> statement-breakpoint
CREATE INDEX "robot_processes_process_idx" ON "robot_processes" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "robot_records_at_idx" ON "robot_records" USING btree ("at");--> statement-breakpoint
CREATE INDEX "robot_records_robot_idx" ON "robot_records" USING btree ("robot_id","at");--> statement-breakpoint
CREATE INDEX "robot_records_robots_no_idx" ON "robot_records" USING btree (lower("robots_no"));--> statement-breakpoint
CREATE INDEX "robot_records_department_idx" ON "robot_records" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "robot_records_action_idx" ON "robot_records" USING btree ("action");--> statement-breakpoint
CREATE INDEX "robot_records_result_idx" ON "robot_records" USING btree ("result");--> statement-breakpoint
CREATE UNIQUE INDEX "robots_robots_no_lower_idx" ON "robots" USING btree (lower("robots_no"));--> statement-breakpoint
CREATE UNIQUE INDEX "robots_token_idx" ON "robots" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "robots_department_idx" ON "robots" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "robots_run_state_idx" ON "robots" USING btree ("run_state");--> statement-breakpoint
CREATE INDEX "robots_category_idx" ON "robots" USING btree ("category");--> statement-breakpoint
CREATE INDEX "robots_binding_way_idx" ON "robots" USING btree ("binding_way");--> statement-breakpoint
CREATE INDEX "robots_agent_version_idx" ON "robots" USING btree ("agent_version");--> statement-breakpoint
CREATE INDEX "robots_alias_idx" ON "robots" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "robots_host_name_idx" ON "robots" USING btree ("host_name");--> statement-breakpoint
CREATE INDEX "robots_bound_idx" ON "robots" USING btree ("bound");--> statement-breakpoint
CREATE INDEX "robots_node_idx" ON "robots" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "robots_last_beat_idx" ON "robots" USING btree ("last_beat_at");--> statement-breakpoint
CREATE INDEX "robots_user_idx" ON "robots" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "robots_housekeeper_idx" ON "robots" USING btree ("housekeeper_id");--> statement-breakpoint
CREATE INDEX "server_nodes_beat_idx" ON "server_nodes" USING btree ("last_beat_at");