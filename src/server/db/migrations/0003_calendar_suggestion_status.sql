ALTER TABLE "calendar_events" ADD COLUMN "suggestion_status" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;