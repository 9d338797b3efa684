CREATE TABLE "seen_signatures" (
	"signature" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_windows" (
	"bucket" varchar(24) NOT NULL,
	"key" varchar(160) NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_ends" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_windows_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE INDEX "seen_signatures_expires_idx" ON "seen_signatures" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "attempt_windows_ends_idx" ON "attempt_windows" USING btree ("window_ends");--> statement-breakpoint
ALTER TABLE "shares" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "shares" DROP COLUMN "attempts_since";--> statement-breakpoint
ALTER TABLE "shares" DROP COLUMN "locked_until";