CREATE TABLE `trip_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trip_id` integer NOT NULL,
	`sha256` text NOT NULL,
	`taken_at` text,
	`latitude` real,
	`longitude` real,
	`dive_id` integer,
	`depth_meters` real,
	`photo_key` text NOT NULL,
	`signature` text NOT NULL,
	`sharpness` real NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dive_id`) REFERENCES `dives`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trip_photos_trip_sha256_unique` ON `trip_photos` (`trip_id`,`sha256`);--> statement-breakpoint
CREATE TABLE `trip_sightings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trip_id` integer NOT NULL,
	`photo_ids` text NOT NULL,
	`status` text DEFAULT 'grouped' NOT NULL,
	`identification_id` integer,
	`claimed_by` text,
	`lease_until` integer,
	`batch_id` text,
	`attempts` integer,
	`queued_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`trip_id`) REFERENCES `trips`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`identification_id`) REFERENCES `species_identifications`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `trip_sightings_trip_idx` ON `trip_sightings` (`trip_id`);--> statement-breakpoint
CREATE INDEX `trip_sightings_status_idx` ON `trip_sightings` (`status`,`lease_until`);--> statement-breakpoint
CREATE TABLE `trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trips_user_created_idx` ON `trips` (`user_id`,`created_at`);