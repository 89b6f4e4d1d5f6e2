CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer,
	`admin_username` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`details` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `ip_daily_usage` (
	`ip` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ip`, `day`)
);
--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`ip` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_key_idx` ON `login_failures` (`username`,`ip`,`at`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`plan` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`stripe_payment_intent_id` text,
	`stripe_checkout_session_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`holds_lifetime_slot` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_stripe_payment_intent_id_unique` ON `payments` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_stripe_checkout_session_id_unique` ON `payments` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `species_identifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`visitor_id` text,
	`species_name` text NOT NULL,
	`scientific_name` text,
	`description` text NOT NULL,
	`conservation_status` text,
	`distribution` text,
	`habitat` text,
	`features` text,
	`conservation` text,
	`classification` text,
	`alternative_species` text,
	`candidates` text,
	`image_url` text,
	`image_high_res_url` text,
	`slug` text NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`uploader_name` text,
	`uploader_website` text,
	`accepted` integer DEFAULT false NOT NULL,
	`trashed_at` integer,
	`model` text,
	`tokens_used` integer,
	`latency_ms` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `species_identifications_slug_unique` ON `species_identifications` (`slug`);--> statement-breakpoint
CREATE INDEX `species_identifications_user_idx` ON `species_identifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `species_identifications_visitor_idx` ON `species_identifications` (`visitor_id`);--> statement-breakpoint
CREATE INDEX `species_identifications_published_idx` ON `species_identifications` (`is_published`,`species_name`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created` integer NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lifetime_slot_total` integer DEFAULT 1000 NOT NULL,
	`lifetime_slots_taken` integer DEFAULT 0 NOT NULL,
	`lifetime_price` integer DEFAULT 1000 NOT NULL,
	`monthly_price` integer DEFAULT 500 NOT NULL,
	`yearly_price` integer DEFAULT 4000 NOT NULL,
	`last_updated` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`email` text NOT NULL,
	`website` text,
	`identification_count` integer DEFAULT 0 NOT NULL,
	`free_identifications_used` integer DEFAULT 0 NOT NULL,
	`subscription_tier` text DEFAULT 'free',
	`is_admin` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_expires_at` integer,
	`subscription_canceled_at` integer,
	`trial_started_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE TABLE `visitors` (
	`id` text PRIMARY KEY NOT NULL,
	`identifications_used` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
