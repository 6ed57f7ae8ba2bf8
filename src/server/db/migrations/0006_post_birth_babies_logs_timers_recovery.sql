CREATE TABLE "babies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text,
	"birth_date" date NOT NULL,
	"birth_time" text,
	"sex" text,
	"birth_weight_grams" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baby_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"baby_id" uuid NOT NULL,
	"log_type" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"log_date" date NOT NULL,
	"feeding_type" text,
	"feeding_duration" integer,
	"feeding_amount" real,
	"feeding_side" text,
	"left_seconds" integer,
	"right_seconds" integer,
	"last_side" text,
	"diaper_type" text,
	"diaper_notes" text,
	"stool_color" text,
	"sleep_quality" integer,
	"sleep_notes" text,
	"notes" text,
	"from_timer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "baby_timers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"baby_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"segments" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"log_type" text NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"log_date" date NOT NULL,
	"notes" text,
	"red_flag" boolean NOT NULL,
	"red_flag_reason" text DEFAULT '' NOT NULL,
	"sign_id" text,
	"flag_id" uuid,
	"bleeding_volume" text,
	"bleeding_color" text,
	"bleeding_clots" boolean,
	"pain_level" integer,
	"pain_location" text,
	"pain_type" text,
	"medication_name" text,
	"medication_key" text,
	"medication_dosage" text,
	"medication_time" timestamp with time zone,
	"medication_purpose" text,
	"water_intake" real,
	"meal_quality" integer,
	"nutrition_notes" text,
	"mood_rating" integer,
	"anxiety_level" integer,
	"bonding" integer,
	"support_level" integer,
	"mental_health_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_voice_memos" (
	"log_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "volume_unit" text DEFAULT 'ml' NOT NULL;--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_logs" ADD CONSTRAINT "baby_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_logs" ADD CONSTRAINT "baby_logs_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_timers" ADD CONSTRAINT "baby_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_timers" ADD CONSTRAINT "baby_timers_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_logs" ADD CONSTRAINT "recovery_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_voice_memos" ADD CONSTRAINT "recovery_voice_memos_log_id_recovery_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."recovery_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_voice_memos" ADD CONSTRAINT "recovery_voice_memos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "babies_user_idx" ON "babies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "baby_logs_baby_time_idx" ON "baby_logs" USING btree ("baby_id","started_at");--> statement-breakpoint
CREATE INDEX "baby_logs_baby_type_time_idx" ON "baby_logs" USING btree ("baby_id","log_type","started_at");--> statement-breakpoint
CREATE INDEX "baby_logs_user_time_idx" ON "baby_logs" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "baby_timers_one_per_kind" ON "baby_timers" USING btree ("baby_id","kind");--> statement-breakpoint
CREATE INDEX "baby_timers_user_idx" ON "baby_timers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recovery_logs_user_day_idx" ON "recovery_logs" USING btree ("user_id","log_date","logged_at");--> statement-breakpoint
CREATE INDEX "recovery_logs_user_time_idx" ON "recovery_logs" USING btree ("user_id","logged_at");--> statement-breakpoint
-- Every mother who recorded the birth before babies existed gets her baby, from her profile's name and birth date
-- (docs/product.md, "Babies"); the time, sex and weight were never asked, so they stay empty.
INSERT INTO "babies" ("user_id", "name", "birth_date")
SELECT "user_id", "baby_name", "birth_date" FROM "profiles"
WHERE "stage" = 'postpartum' AND "birth_date" IS NOT NULL;
