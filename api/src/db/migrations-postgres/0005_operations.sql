CREATE TABLE "backup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp (3) with time zone,
	"last_started_at" timestamp (3) with time zone,
	"last_success_at" timestamp (3) with time zone,
	"last_failure_at" timestamp (3) with time zone,
	"last_error" text,
	"last_duration_ms" integer,
	"last_bytes" double precision,
	"last_location" text
);
--> statement-breakpoint
ALTER TABLE "catalogue_state" ADD COLUMN "published_at" timestamp (3) with time zone;