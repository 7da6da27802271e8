CREATE TABLE "job_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"city" text,
	"state" varchar(2),
	"lat" double precision,
	"lon" double precision,
	"salary_min" integer,
	"salary_max" integer,
	"remote" boolean DEFAULT false NOT NULL,
	"experience_level" text,
	"onet_code" text,
	"posted_at" timestamp with time zone NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_experience_level_check" CHECK ("job_postings"."experience_level" is null or "job_postings"."experience_level" in ('Entry-Mid', 'Mid', 'Mid-Senior', 'Senior', 'Executive')),
	CONSTRAINT "job_postings_salary_check" CHECK ("job_postings"."salary_min" is null or "job_postings"."salary_max" is null or "job_postings"."salary_min" <= "job_postings"."salary_max")
);
--> statement-breakpoint
ALTER TABLE "job_matches" ADD COLUMN "job_posting_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_source_external_id_unique" ON "job_postings" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "job_postings_posted_at_idx" ON "job_postings" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "job_postings_onet_code_idx" ON "job_postings" USING btree ("onet_code");--> statement-breakpoint
CREATE INDEX "job_postings_state_idx" ON "job_postings" USING btree ("state");--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_matches_job_posting_id_idx" ON "job_matches" USING btree ("job_posting_id");