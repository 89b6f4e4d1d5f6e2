CREATE TABLE "upload_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"ip" text NOT NULL,
	"day" text NOT NULL,
	"quota_taken" boolean DEFAULT false NOT NULL,
	"budget_taken" boolean DEFAULT false NOT NULL,
	"model_called_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "species_identifications" ADD COLUMN "conservation_status_year" integer;--> statement-breakpoint
ALTER TABLE "taxa" ADD COLUMN "iucn_year" integer;--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD CONSTRAINT "upload_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- OBIS answers cached before the checklist was paged read only its first 10 rows: a "not recorded" among them is not to be trusted.
DELETE FROM "obis_nearby";--> statement-breakpoint
-- Taxa cached before attributes were read as a tree never found their IUCN category: ask WoRMS again at next use (kept if it cannot answer).
UPDATE "taxa" SET "fetched_at" = to_timestamp(0);
