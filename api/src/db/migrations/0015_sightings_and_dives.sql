CREATE TABLE `dive_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`format` text NOT NULL,
	`file_url` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dive_logs_user_idx` ON `dive_logs` (`user_id`);--> statement-breakpoint
CREATE TABLE `dives` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`log_id` integer,
	`started_at` text NOT NULL,
	`duration_seconds` integer NOT NULL,
	`max_depth_meters` real,
	`site_name` text,
	`latitude` real,
	`longitude` real,
	`camera_offset_seconds` integer DEFAULT 0 NOT NULL,
	`profile` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`log_id`) REFERENCES `dive_logs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dives_user_start_duration_unique` ON `dives` (`user_id`,`started_at`,`duration_seconds`);--> statement-breakpoint
CREATE INDEX `dives_user_started_idx` ON `dives` (`user_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `identification_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`identification_id` integer NOT NULL,
	`position` integer NOT NULL,
	`image_url` text NOT NULL,
	`image_high_res_url` text NOT NULL,
	`width` integer,
	`height` integer,
	FOREIGN KEY (`identification_id`) REFERENCES `species_identifications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `identification_photos_identification_idx` ON `identification_photos` (`identification_id`,`position`);--> statement-breakpoint
CREATE INDEX `identification_photos_image_idx` ON `identification_photos` (`image_url`);--> statement-breakpoint
CREATE INDEX `identification_photos_image_high_res_idx` ON `identification_photos` (`image_high_res_url`);--> statement-breakpoint
CREATE TABLE `obis_at_depth` (
	`aphia_id` integer NOT NULL,
	`cell_south` integer NOT NULL,
	`cell_west` integer NOT NULL,
	`start_depth` integer NOT NULL,
	`end_depth` integer NOT NULL,
	`recorded` integer NOT NULL,
	`checked_at` integer NOT NULL,
	PRIMARY KEY(`aphia_id`, `cell_south`, `cell_west`, `start_depth`, `end_depth`)
);
--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `dive_id` integer REFERENCES dives(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `depth_meters` real;--> statement-breakpoint
ALTER TABLE `species_identifications` ADD `depth_source` text;--> statement-breakpoint
CREATE INDEX `species_identifications_dive_idx` ON `species_identifications` (`dive_id`);--> statement-breakpoint
-- Every stored sighting so far had one photo: it becomes the cover of its photo list.
INSERT INTO `identification_photos` (`identification_id`, `position`, `image_url`, `image_high_res_url`)
  SELECT `id`, 0, `image_url`, COALESCE(`image_high_res_url`, `image_url`) FROM `species_identifications` WHERE `image_url` IS NOT NULL;
