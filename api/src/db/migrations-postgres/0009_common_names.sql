ALTER TABLE "taxa" ADD COLUMN "common_names" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Taxa cached before kept English names only: ask WoRMS again at next use for the other languages' (kept if it cannot answer).
UPDATE "taxa" SET "fetched_at" = to_timestamp(0);
