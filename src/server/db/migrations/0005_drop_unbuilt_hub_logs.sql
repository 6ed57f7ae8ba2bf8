DROP TABLE "baby_logs" CASCADE;--> statement-breakpoint
DROP TABLE "recovery_logs" CASCADE;