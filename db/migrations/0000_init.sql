CREATE TABLE "account_guide_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"guide_id" integer NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"location" text,
	"education" text,
	"linkedin_url" text,
	"password_hash" text NOT NULL,
	"password_reset_token" text,
	"password_reset_expires" timestamp with time zone,
	"resume_id" integer,
	"subscription_status" text DEFAULT 'trial' NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"referral_participant_id" text,
	"trial_start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"trial_end_date" timestamp with time zone NOT NULL,
	"subscription_start_date" timestamp with time zone,
	"subscription_end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_job_alert_sent" timestamp with time zone,
	"job_alerts_enabled" boolean DEFAULT true NOT NULL,
	"referral_emails_enabled" boolean DEFAULT true NOT NULL,
	"cancellation_reason" text,
	"cancelled_at" timestamp with time zone,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"category" varchar(50) NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_description" varchar(160),
	"reading_time" integer DEFAULT 5 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'contact' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_type" text NOT NULL,
	"email_subject" text NOT NULL,
	"sequence_day" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened" boolean DEFAULT false NOT NULL,
	"clicked" boolean DEFAULT false NOT NULL,
	"success" boolean DEFAULT true NOT NULL,
	"idempotency_key" text,
	"provider" text DEFAULT 'outbox' NOT NULL,
	"provider_message_id" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "government_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"image_data" "bytea" NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "government_logos_level_check" CHECK ("government_logos"."level" in ('Federal', 'State', 'County', 'City'))
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"read_time" text NOT NULL,
	"category" text NOT NULL,
	"file_data" "bytea",
	"mime_type" text DEFAULT 'application/pdf' NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"alert_day" text NOT NULL,
	"job_count" integer DEFAULT 0 NOT NULL,
	"jobs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"salary" text,
	"match_score" integer NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_matches_score_range" CHECK ("job_matches"."match_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "job_search_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"job_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"remote_work" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"preferred_job_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_salary" integer,
	"max_salary" integer,
	"experience_years" integer,
	"remote_work" boolean DEFAULT false NOT NULL,
	"search_similar_titles" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_searches_experience_check" CHECK ("job_searches"."experience_years" is null or "job_searches"."experience_years" in (0, 3, 8))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"verification_token_expires_at" timestamp with time zone,
	"converted_to_account" boolean DEFAULT false NOT NULL,
	"account_id" integer,
	"email_sequence_day" integer DEFAULT 0 NOT NULL,
	"last_email_sent" timestamp with time zone,
	"email_sequence_active" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'landing_page' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"session_id" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"referrer" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_descriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"agency" text,
	"location" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_buckets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "resume_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"name" text,
	"phone" text,
	"location" text,
	"education" text,
	"linkedin_url" text,
	"has_created_resume" boolean DEFAULT false NOT NULL,
	"has_created_account" boolean DEFAULT false NOT NULL,
	"resume_id" integer,
	"account_id" integer,
	"session_id" text,
	"user_agent" text,
	"ip_address" text,
	"source" text,
	"last_event" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"phone" text NOT NULL,
	"education" text NOT NULL,
	"linkedin_url" text,
	"translated_resume" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"achievements" text[] DEFAULT '{}'::text[] NOT NULL,
	"private_sector_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"systems_and_tools" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"verification_token" text,
	"verification_token_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"account_id" integer,
	"ai_model_used" text DEFAULT 'openai' NOT NULL,
	"processing_time_ms" integer,
	"ai_tokens" integer,
	"ai_cost_usd" numeric(10, 5),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"current_day" integer DEFAULT 0 NOT NULL,
	"has_signed_up" boolean DEFAULT false NOT NULL,
	"last_email_sent" timestamp with time zone,
	"subscribe_date" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_guide_downloads" ADD CONSTRAINT "account_guide_downloads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_guide_downloads" ADD CONSTRAINT "account_guide_downloads_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_history" ADD CONSTRAINT "job_alert_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_search_preferences" ADD CONSTRAINT "job_search_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_searches" ADD CONSTRAINT "job_searches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_descriptions" ADD CONSTRAINT "position_descriptions_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_attempts" ADD CONSTRAINT "resume_attempts_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_attempts" ADD CONSTRAINT "resume_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_guide_downloads_account_id_idx" ON "account_guide_downloads" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_guide_downloads_guide_id_idx" ON "account_guide_downloads" USING btree ("guide_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_password_reset_token_unique" ON "accounts" USING btree ("password_reset_token");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_stripe_customer_id_unique" ON "accounts" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_stripe_subscription_id_unique" ON "accounts" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "accounts_resume_id_idx" ON "accounts" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "accounts_tier_status_idx" ON "accounts" USING btree ("subscription_tier","subscription_status");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_created_idx" ON "blog_posts" USING btree ("published","created_at");--> statement-breakpoint
CREATE INDEX "cancellations_cancelled_at_idx" ON "cancellations" USING btree ("cancelled_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "email_tracking_email_idx" ON "email_tracking" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_tracking_type_idx" ON "email_tracking" USING btree ("email_type");--> statement-breakpoint
CREATE INDEX "email_tracking_sent_at_idx" ON "email_tracking" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tracking_idempotency_key_unique" ON "email_tracking" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "government_logos_name_unique" ON "government_logos" USING btree ("name");--> statement-breakpoint
CREATE INDEX "government_logos_level_idx" ON "government_logos" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "guides_name_unique" ON "guides" USING btree ("name");--> statement-breakpoint
CREATE INDEX "guides_category_idx" ON "guides" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_history_account_day_unique" ON "job_alert_history" USING btree ("account_id","alert_day");--> statement-breakpoint
CREATE INDEX "job_alert_history_sent_at_idx" ON "job_alert_history" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "job_matches_resume_id_idx" ON "job_matches" USING btree ("resume_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_search_preferences_account_id_unique" ON "job_search_preferences" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "job_searches_account_id_idx" ON "job_searches" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_unique" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_verification_token_unique" ON "leads" USING btree ("verification_token");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_timestamp_idx" ON "page_views" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "page_views_page_timestamp_idx" ON "page_views" USING btree ("page","timestamp");--> statement-breakpoint
CREATE INDEX "page_views_session_id_idx" ON "page_views" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "position_descriptions_resume_id_idx" ON "position_descriptions" USING btree ("resume_id");--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_expires_at_idx" ON "rate_limit_buckets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "resume_attempts_email_idx" ON "resume_attempts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "resume_attempts_session_id_idx" ON "resume_attempts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "resume_attempts_created_at_idx" ON "resume_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_email_unique" ON "resumes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_verification_token_unique" ON "resumes" USING btree ("verification_token");--> statement-breakpoint
CREATE INDEX "resumes_account_id_idx" ON "resumes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "resumes_created_at_idx" ON "resumes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "resumes_ai_model_used_idx" ON "resumes" USING btree ("ai_model_used");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_subscribers_email_unique" ON "waitlist_subscribers" USING btree ("email");