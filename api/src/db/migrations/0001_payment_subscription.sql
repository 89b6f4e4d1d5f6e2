ALTER TABLE `payments` ADD `stripe_subscription_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_stripe_subscription_id_unique` ON `payments` (`stripe_subscription_id`);