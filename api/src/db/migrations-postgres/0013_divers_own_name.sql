ALTER TABLE "species_identifications" ADD COLUMN "diver_aphia_id" integer;--> statement-breakpoint
ALTER TABLE "species_identifications" ADD COLUMN "diver_scientific_name" text;