-- The milestone tables were declared before any endpoint wrote them: no row can exist, and the new NOT NULL
-- columns (each status, photo and report belongs to one baby) need none to. Emptied to be sure.
DELETE FROM "milestone_progress";--> statement-breakpoint
DELETE FROM "milestone_photos";--> statement-breakpoint
DELETE FROM "postpartum_reports";--> statement-breakpoint
CREATE TABLE "milestone_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"baby_id" uuid NOT NULL,
	"week_number" integer NOT NULL,
	"completion" integer NOT NULL,
	"baby_age_days" integer NOT NULL,
	"corrected_age" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "milestone_progress_unique";--> statement-breakpoint
DROP INDEX "milestone_photos_user_idx";--> statement-breakpoint
ALTER TABLE "milestone_photos" ALTER COLUMN "data" SET DATA TYPE bytea USING decode("data", 'base64');--> statement-breakpoint
ALTER TABLE "milestone_photos" ADD COLUMN "baby_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_photos" ADD COLUMN "width" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_photos" ADD COLUMN "height" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_photos" ADD COLUMN "thumbnail" "bytea" NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_progress" ADD COLUMN "baby_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "postpartum_reports" ADD COLUMN "figures" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "milestone_reports" ADD CONSTRAINT "milestone_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_reports" ADD CONSTRAINT "milestone_reports_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_reports_one_per_week" ON "milestone_reports" USING btree ("baby_id","week_number");--> statement-breakpoint
ALTER TABLE "milestone_photos" ADD CONSTRAINT "milestone_photos_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_progress" ADD CONSTRAINT "milestone_progress_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_progress_one_per_baby" ON "milestone_progress" USING btree ("baby_id","milestone_template_id");--> statement-breakpoint
CREATE INDEX "milestone_progress_user_idx" ON "milestone_progress" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "milestone_photos_user_idx" ON "milestone_photos" USING btree ("user_id","created_at");