CREATE TABLE "calendar_dismissed_suggestions" (
	"user_id" uuid NOT NULL,
	"suggestion_key" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_dismissed_suggestions_user_id_suggestion_key_pk" PRIMARY KEY("user_id","suggestion_key")
);
--> statement-breakpoint
ALTER TABLE "calendar_dismissed_suggestions" ADD CONSTRAINT "calendar_dismissed_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;