-- Single sign-on with OpenID Connect (docs/DECISIONS.md "Single sign-on"): users linked to a provider's subject,
-- sign-ins under way (state, PKCE verifier, nonce), one-time tickets that hand a confirmed sign-in to the console,
-- and what a session opened through a provider needs for its logout.
ALTER TABLE "users" ADD COLUMN "sso_provider" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_uq" ON "users" USING btree ("sso_provider","sso_subject");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "sso_provider" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "sso_id_token" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "sso_sid" text;--> statement-breakpoint
CREATE TABLE "sso_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL UNIQUE,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"created_timestamp" timestamp with time zone NOT NULL,
	"expires_timestamp" timestamp with time zone NOT NULL,
	"used_timestamp" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "sso_flows_expires_idx" ON "sso_flows" USING btree ("expires_timestamp");--> statement-breakpoint
CREATE TABLE "sso_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL UNIQUE,
	"user_id" uuid NOT NULL REFERENCES "users"("external_id") ON DELETE cascade,
	"provider" text NOT NULL,
	"id_token" text,
	"sid" text,
	"created_timestamp" timestamp with time zone NOT NULL,
	"expires_timestamp" timestamp with time zone NOT NULL,
	"used_timestamp" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "sso_tickets_expires_idx" ON "sso_tickets" USING btree ("expires_timestamp");
