CREATE TABLE "catalogue_offers" (
	"permission" text PRIMARY KEY NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL
);
