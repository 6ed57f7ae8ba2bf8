CREATE TABLE "zara_chat_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zara_chat_photos" ADD CONSTRAINT "zara_chat_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zara_chat_photos" ADD CONSTRAINT "zara_chat_photos_conversation_id_zara_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."zara_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zara_chat_photos" ADD CONSTRAINT "zara_chat_photos_message_id_zara_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."zara_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zara_chat_photos_conversation_idx" ON "zara_chat_photos" USING btree ("conversation_id","created_at");