CREATE TABLE "licence_alerts" (
	"lic_sn" varchar(64) NOT NULL,
	"condition" varchar(20) NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_alerts_lic_sn_condition_pk" PRIMARY KEY("lic_sn","condition")
);
--> statement-breakpoint
CREATE TABLE "licence_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"lic_sn" varchar(64) NOT NULL,
	"category" varchar(20) NOT NULL,
	"robot_id" integer,
	"user_id" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_seats_one_holder" CHECK (num_nonnulls("licence_seats"."robot_id", "licence_seats"."user_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "licence_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"robot_id" integer,
	"user_id" integer,
	"from_lic_sn" varchar(64),
	"to_lic_sn" varchar(64),
	"reason" varchar(20) NOT NULL,
	"result" varchar(10) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"lic_sn" varchar(64) PRIMARY KEY NOT NULL,
	"cust_name" varchar(100) NOT NULL,
	"category" varchar(20) NOT NULL,
	"agent_type" varchar(32) NOT NULL,
	"number" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cluster_nodes" integer NOT NULL,
	"machine_code" varchar(128) NOT NULL,
	"integrity" varchar(20) NOT NULL,
	"raw" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_alerts" ADD CONSTRAINT "licence_alerts_lic_sn_licences_lic_sn_fk" FOREIGN KEY ("lic_sn") REFERENCES "public"."licences"("lic_sn") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "licence_confirmations" ADD CONSTRAINT "licence_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seats" ADD CONSTRAINT "licence_seats_lic_sn_licences_lic_sn_fk" FOREIGN KEY ("lic_sn") REFERENCES "public"."licences"("lic_sn") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "licence_seats" ADD CONSTRAINT "licence_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_seats_lic_idx" ON "licence_seats" USING btree ("lic_sn");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_seats_robot_idx" ON "licence_seats" USING btree ("category","robot_id") WHERE "licence_seats"."robot_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_seats_user_idx" ON "licence_seats" USING btree ("category","user_id") WHERE "licence_seats"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "licence_transfers_at_idx" ON "licence_transfers" USING btree ("at");--> statement-breakpoint
CREATE INDEX "licence_transfers_from_idx" ON "licence_transfers" USING btree ("from_lic_sn");--> statement-breakpoint
CREATE INDEX "licence_transfers_to_idx" ON "licence_transfers" USING btree ("to_lic_sn");--> statement-breakpoint
CREATE INDEX "licence_transfers_robot_idx" ON "licence_transfers" USING btree ("robot_id");--> statement-breakpoint
CREATE INDEX "licences_category_idx" ON "licences" USING btree ("category");--> statement-breakpoint
CREATE INDEX "licences_agent_type_idx" ON "licences" USING btree ("agent_type");--> statement-breakpoint
CREATE INDEX "licences_due_idx" ON "licences" USING btree ("due_at");