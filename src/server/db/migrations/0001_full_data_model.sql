CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_type" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"location" text DEFAULT '' NOT NULL,
	"priority" text NOT NULL,
	"reminder_enabled" boolean NOT NULL,
	"pregnancy_week" integer,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"suggestion_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"route" text,
	"event_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baby_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"log_type" text NOT NULL,
	"log_date" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"feeding_type" text,
	"feeding_duration" integer,
	"feeding_amount" real,
	"feeding_side" text,
	"diaper_type" text,
	"diaper_notes" text,
	"sleep_start" timestamp with time zone,
	"sleep_end" timestamp with time zone,
	"sleep_duration" integer,
	"sleep_quality" integer,
	"sleep_notes" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "birth_plans" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"delivery_preference" text,
	"choices" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_id" text NOT NULL,
	"activity_name" text NOT NULL,
	"week_number" integer NOT NULL,
	"duration" integer NOT NULL,
	"completed_steps" jsonb NOT NULL,
	"user_rating" integer NOT NULL,
	"user_notes" text DEFAULT '' NOT NULL,
	"date_completed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_goal" integer DEFAULT 3 NOT NULL,
	"voice_tips" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_bag_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"label" text NOT NULL,
	"group" text NOT NULL,
	"packed" boolean DEFAULT false NOT NULL,
	"custom" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestone_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"milestone_template_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "milestone_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"milestone_template_id" text NOT NULL,
	"baby_age" integer NOT NULL,
	"status" text NOT NULL,
	"observed_date" date,
	"notes" text,
	"parent_concerns" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postpartum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week_number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_feedings" integer NOT NULL,
	"total_diapers" integer NOT NULL,
	"total_sleep_hours" real NOT NULL,
	"avg_pain_level" real,
	"avg_mood_rating" real,
	"avg_anxiety_level" real,
	"red_flag_count" integer NOT NULL,
	"weekly_insights" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"maternal_concerns" jsonb NOT NULL,
	"baby_concerns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prep_checklist_state" (
	"user_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"completed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prep_checklist_state_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "recovery_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"log_type" text NOT NULL,
	"log_date" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"details" jsonb NOT NULL,
	"notes" text,
	"red_flag" boolean NOT NULL,
	"red_flag_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"flag_type" text NOT NULL,
	"reason" text NOT NULL,
	"symptom_description" text NOT NULL,
	"ai_analysis" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid,
	"priority" text,
	"context" text,
	"reviewed" boolean DEFAULT false NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"mood" text NOT NULL,
	"content" text NOT NULL,
	"pregnancy_week" integer,
	"postpartum_week" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"answers" jsonb NOT NULL,
	"total" integer NOT NULL,
	"severity" text NOT NULL,
	"crisis" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptom_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"symptom" text NOT NULL,
	"sign_id" text,
	"severity" integer NOT NULL,
	"flag_type" text NOT NULL,
	"red_flag" boolean NOT NULL,
	"notes" text,
	"started_at" timestamp with time zone NOT NULL,
	"pregnancy_week" integer,
	"postpartum_week" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zara_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text DEFAULT 'zara' NOT NULL,
	"title" text NOT NULL,
	"flagged_for_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zara_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"sentiment" text,
	"category" text,
	"urgency" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_logs" ADD CONSTRAINT "baby_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "birth_plans" ADD CONSTRAINT "birth_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_settings" ADD CONSTRAINT "exercise_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_bag_items" ADD CONSTRAINT "hospital_bag_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_photos" ADD CONSTRAINT "milestone_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_progress" ADD CONSTRAINT "milestone_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postpartum_reports" ADD CONSTRAINT "postpartum_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prep_checklist_state" ADD CONSTRAINT "prep_checklist_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_logs" ADD CONSTRAINT "recovery_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_flags" ADD CONSTRAINT "health_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_flags" ADD CONSTRAINT "health_flags_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_logs" ADD CONSTRAINT "symptom_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zara_conversations" ADD CONSTRAINT "zara_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zara_messages" ADD CONSTRAINT "zara_messages_conversation_id_zara_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."zara_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zara_messages" ADD CONSTRAINT "zara_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_user_date_idx" ON "calendar_events" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_suggestion_unique" ON "calendar_events" USING btree ("user_id","suggestion_key");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_kind_unique" ON "notifications" USING btree ("event_id","kind");--> statement-breakpoint
CREATE INDEX "baby_logs_user_day_idx" ON "baby_logs" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "exercise_logs_user_idx" ON "exercise_logs" USING btree ("user_id","date_completed");--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_bag_unique" ON "hospital_bag_items" USING btree ("user_id","item_key");--> statement-breakpoint
CREATE INDEX "milestone_photos_user_idx" ON "milestone_photos" USING btree ("user_id","milestone_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "milestone_progress_unique" ON "milestone_progress" USING btree ("user_id","milestone_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "postpartum_reports_unique" ON "postpartum_reports" USING btree ("user_id","week_number");--> statement-breakpoint
CREATE INDEX "recovery_logs_user_day_idx" ON "recovery_logs" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE INDEX "health_flags_user_idx" ON "health_flags" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "health_flags_review_idx" ON "health_flags" USING btree ("reviewed","created_at");--> statement-breakpoint
CREATE INDEX "journal_user_idx" ON "journal_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "screenings_user_idx" ON "screenings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "symptom_logs_user_idx" ON "symptom_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "zara_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "zara_messages" USING btree ("conversation_id","created_at");