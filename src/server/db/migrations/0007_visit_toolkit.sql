CREATE TABLE "visit_checklist_ticks" (
	"user_id" uuid NOT NULL,
	"appointment_key" text NOT NULL,
	"item_id" text NOT NULL,
	"done" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_checklist_ticks_user_id_appointment_key_item_id_pk" PRIMARY KEY("user_id","appointment_key","item_id")
);
--> statement-breakpoint
CREATE TABLE "visit_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"asked" boolean DEFAULT false NOT NULL,
	"asked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "prep_checklist_state" CASCADE;--> statement-breakpoint
ALTER TABLE "visit_checklist_ticks" ADD CONSTRAINT "visit_checklist_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_questions" ADD CONSTRAINT "visit_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_questions_user_idx" ON "visit_questions" USING btree ("user_id","created_at");