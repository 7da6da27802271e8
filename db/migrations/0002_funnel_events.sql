CREATE TABLE "funnel_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer,
	"session_id" text,
	"event" text NOT NULL,
	"resume_id" integer,
	"account_id" integer,
	"properties" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_events_event_check" CHECK ("funnel_events"."event" in ('resume_creation_start', 'file_uploaded', 'translation_started', 'translation_completed', 'email_verification_sent', 'email_verified', 'form_submitted', 'resume_completed', 'account_created'))
);
--> statement-breakpoint
ALTER TABLE "funnel_events" ADD CONSTRAINT "funnel_events_attempt_id_resume_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."resume_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_events" ADD CONSTRAINT "funnel_events_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_events" ADD CONSTRAINT "funnel_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_events_event_created_at_idx" ON "funnel_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "funnel_events_session_id_idx" ON "funnel_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "funnel_events_resume_id_idx" ON "funnel_events" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "resume_attempts_resume_id_idx" ON "resume_attempts" USING btree ("resume_id");