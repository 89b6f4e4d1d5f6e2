CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"build_id" text,
	"lease_holder" text,
	"lease_until" timestamp (3) with time zone
);
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id") VALUES (1);
