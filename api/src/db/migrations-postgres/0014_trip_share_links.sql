CREATE TABLE "trip_share_links" (
	"token" text PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_share_links_trip_id_unique" UNIQUE("trip_id")
);
--> statement-breakpoint
ALTER TABLE "trip_share_links" ADD CONSTRAINT "trip_share_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;