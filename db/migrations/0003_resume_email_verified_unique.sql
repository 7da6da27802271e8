DROP INDEX "resumes_email_unique";--> statement-breakpoint
CREATE INDEX "resumes_email_idx" ON "resumes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_verified_email_unique" ON "resumes" USING btree ("email") WHERE "resumes"."email_verified";