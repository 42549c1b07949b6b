CREATE TABLE "ban_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ban_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" text,
	"reply" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "ban_appeals_ban_key" UNIQUE("ban_id"),
	CONSTRAINT "ban_appeals_message_length" CHECK (char_length("ban_appeals"."message") between 1 and 1000),
	CONSTRAINT "ban_appeals_reply_length" CHECK (char_length("ban_appeals"."reply") between 0 and 1000),
	CONSTRAINT "ban_appeals_decision" CHECK ("ban_appeals"."decision" in ('lifted', 'upheld')),
	CONSTRAINT "ban_appeals_decided_whole" CHECK (("ban_appeals"."decision" is null) = ("ban_appeals"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "announcement_dismissals" (
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_dismissals_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_kind";--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD CONSTRAINT "ban_appeals_ban_id_banned_users_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."banned_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD CONSTRAINT "ban_appeals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_appeals" ADD CONSTRAINT "ban_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_dismissals_user_idx" ON "announcement_dismissals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "announcements_active_idx" ON "announcements" USING btree ("created_at" DESC NULLS LAST) WHERE "announcements"."active";--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_kind" CHECK ("audit_events"."kind" in ('sign_in', 'sign_in_failed', 'second_factor_failed', 'password_reset', 'password_changed', 'email_changed', 'two_factor_enabled', 'two_factor_disabled', 'account_deleted', 'staff_content_deleted', 'member_warned', 'member_banned', 'member_unbanned', 'role_granted', 'role_revoked', 'staff_account_deleted', 'report_status_changed', 'project_unpublished', 'project_republished', 'service_deactivated', 'service_reactivated', 'feedback_status_changed', 'feedback_deleted', 'announcement_created', 'announcement_deactivated', 'appeal_lifted', 'appeal_upheld'));