DROP INDEX "dive_logs_user_idx";--> statement-breakpoint
ALTER TABLE "dive_logs" ADD COLUMN "file_bytes" integer;--> statement-breakpoint
CREATE INDEX "dive_logs_user_created_idx" ON "dive_logs" USING btree ("user_id","created_at");