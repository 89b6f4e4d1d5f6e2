CREATE TABLE `trip_share_links` (
	`token` text PRIMARY KEY NOT NULL,
	`trip_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trip_share_links_trip_id_unique` ON `trip_share_links` (`trip_id`);