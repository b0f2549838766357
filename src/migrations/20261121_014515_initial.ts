import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'super_admin');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('planning', 'active', 'paused', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_impact_sponsors_sponsor_type" AS ENUM('individual', 'church', 'organization', 'partner');
  CREATE TYPE "public"."enum_impact_sponsors_tier" AS ENUM('gold', 'silver', 'bronze');
  CREATE TYPE "public"."enum_sponsorship_applications_sponsor_type" AS ENUM('individual', 'organization');
  CREATE TYPE "public"."enum_sponsorship_applications_currency" AS ENUM('NGN', 'USD', 'GBP', 'EUR', 'CAD');
  CREATE TYPE "public"."enum_sponsorship_applications_sponsor_duration" AS ENUM('email', 'phone', 'whatsapp');
  CREATE TYPE "public"."enum_sponsorship_applications_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_volunteer_applications_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_donations_currency" AS ENUM('NGN');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'completed', 'failed', 'refunded');
  CREATE TYPE "public"."enum_donations_donor_type" AS ENUM('individual', 'organization');
  CREATE TYPE "public"."enum_donations_organization_type" AS ENUM('corporate', 'ngo', 'church', 'foundation', 'other');
  CREATE TYPE "public"."enum_donations_is_christian" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_impact_report_requests_report_type" AS ENUM('impact_report', 'pitch_deck');
  CREATE TYPE "public"."enum_impact_report_requests_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_pending_changes_action_type" AS ENUM('INSERT', 'UPDATE', 'DELETE');
  CREATE TYPE "public"."enum_pending_changes_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_analytics_events_event_type" AS ENUM('page_view', 'donation_funnel', 'content_engagement', 'sponsor_interest', 'volunteer_interest');
  CREATE TYPE "public"."enum_site_settings_social_links_platform" AS ENUM('facebook', 'instagram', 'x', 'youtube', 'linkedin', 'whatsapp', 'tiktok');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar,
  	"role" "enum_users_role" DEFAULT 'admin' NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"invited_at" timestamp(3) with time zone,
  	"last_login" timestamp(3) with time zone,
  	"permissions_donations_can_view" boolean DEFAULT true,
  	"permissions_donations_can_edit" boolean DEFAULT false,
  	"permissions_sponsorships_can_view" boolean DEFAULT true,
  	"permissions_sponsorships_can_edit" boolean DEFAULT false,
  	"permissions_reports_can_view" boolean DEFAULT true,
  	"permissions_reports_can_edit" boolean DEFAULT false,
  	"permissions_projects_can_view" boolean DEFAULT true,
  	"permissions_projects_can_edit" boolean DEFAULT false,
  	"permissions_news_can_view" boolean DEFAULT true,
  	"permissions_news_can_edit" boolean DEFAULT false,
  	"permissions_team_can_view" boolean DEFAULT true,
  	"permissions_team_can_edit" boolean DEFAULT false,
  	"permissions_advisors_can_view" boolean DEFAULT true,
  	"permissions_advisors_can_edit" boolean DEFAULT false,
  	"permissions_sponsors_can_view" boolean DEFAULT true,
  	"permissions_sponsors_can_edit" boolean DEFAULT false,
  	"permissions_applications_can_view" boolean DEFAULT true,
  	"permissions_applications_can_edit" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"location" varchar,
  	"status" "enum_projects_status" DEFAULT 'active' NOT NULL,
  	"budget" numeric,
  	"progress_percentage" numeric DEFAULT 0 NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"image_id" integer,
  	"image_url" varchar,
  	"pause_reason" varchar,
  	"paused_at" timestamp(3) with time zone,
  	"paused_by_id" integer,
  	"resumed_at" timestamp(3) with time zone,
  	"resumed_by_id" integer,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "project_status_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"old_status" varchar,
  	"new_status" varchar NOT NULL,
  	"reason" varchar,
  	"changed_by_id" integer,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"metadata" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_external_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" varchar,
  	"url" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb NOT NULL,
  	"category" varchar,
  	"author_name" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"is_published" boolean DEFAULT false,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"team_role" varchar,
  	"bio" varchar,
  	"email" varchar,
  	"linkedin_url" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"church_denomination" varchar,
  	"order_index" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "board_advisors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"company" varchar,
  	"bio" varchar,
  	"linkedin_url" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"church_denomination" varchar,
  	"order_index" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "impact_sponsors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sponsor_name" varchar NOT NULL,
  	"sponsor_type" "enum_impact_sponsors_sponsor_type" NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"website_url" varchar,
  	"contribution_amount" numeric,
  	"tier" "enum_impact_sponsors_tier",
  	"motivation" varchar,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"application_id" integer,
  	"order_index" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "impact_partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"website_url" varchar,
  	"display_order" numeric DEFAULT 0 NOT NULL,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sponsorship_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sponsor_type" "enum_sponsorship_applications_sponsor_type" NOT NULL,
  	"organization_name" varchar,
  	"contact_person" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"address" varchar,
  	"sponsor_amount" numeric NOT NULL,
  	"currency" "enum_sponsorship_applications_currency" DEFAULT 'NGN',
  	"sponsor_duration" "enum_sponsorship_applications_sponsor_duration",
  	"motivation" varchar,
  	"profile_picture_id" integer,
  	"profile_picture_url" varchar,
  	"status" "enum_sponsorship_applications_status" DEFAULT 'pending' NOT NULL,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "volunteer_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"applicant_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar DEFAULT '',
  	"preferred_areas" varchar NOT NULL,
  	"resume_id" integer,
  	"resume_url" varchar DEFAULT '',
  	"applied_date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_volunteer_applications_status" DEFAULT 'pending' NOT NULL,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_donations_currency" DEFAULT 'NGN' NOT NULL,
  	"status" "enum_donations_status" DEFAULT 'pending' NOT NULL,
  	"reference" varchar NOT NULL,
  	"donor_name" varchar,
  	"donor_email" varchar NOT NULL,
  	"donor_phone" varchar,
  	"donor_type" "enum_donations_donor_type" DEFAULT 'individual' NOT NULL,
  	"organization_name" varchar,
  	"contact_person" varchar,
  	"organization_type" "enum_donations_organization_type",
  	"church" varchar,
  	"is_christian" "enum_donations_is_christian",
  	"is_anonymous" boolean DEFAULT false,
  	"show_publicly" boolean DEFAULT true,
  	"project_id" integer,
  	"transaction_id" integer,
  	"completed_at" timestamp(3) with time zone,
  	"receipt_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "paystack_transactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"donation_id" integer,
  	"status" varchar DEFAULT 'pending' NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'NGN' NOT NULL,
  	"paystack_id" varchar,
  	"access_code" varchar,
  	"authorization_url" varchar,
  	"gateway_response" varchar,
  	"channel" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"verification_attempts" numeric DEFAULT 0 NOT NULL,
  	"last_verification_at" timestamp(3) with time zone,
  	"webhook_received_at" timestamp(3) with time zone,
  	"raw_response" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "impact_reports_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "impact_reports_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "impact_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"content" varchar NOT NULL,
  	"report_period_start" timestamp(3) with time zone,
  	"report_period_end" timestamp(3) with time zone,
  	"is_published" boolean DEFAULT false,
  	"file_id" integer,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "impact_report_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_type" "enum_impact_report_requests_report_type" DEFAULT 'impact_report' NOT NULL,
  	"requester_name" varchar,
  	"requester_email" varchar NOT NULL,
  	"organization" varchar,
  	"purpose" varchar DEFAULT 'Impact report download request',
  	"status" "enum_impact_report_requests_status" DEFAULT 'pending' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"pitch_deck_file_id" integer,
  	"approved_by_id" integer,
  	"approved_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pending_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action_type" "enum_pending_changes_action_type" NOT NULL,
  	"table_name" varchar NOT NULL,
  	"record_id" varchar,
  	"old_data" jsonb,
  	"new_data" jsonb,
  	"status" "enum_pending_changes_status" DEFAULT 'pending' NOT NULL,
  	"created_by_id" integer,
  	"reviewed_by_id" integer,
  	"reviewed_at" timestamp(3) with time zone,
  	"rejection_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_type" "enum_analytics_events_event_type" NOT NULL,
  	"page_path" varchar,
  	"user_agent" varchar,
  	"referrer" varchar,
  	"session_id" varchar,
  	"metadata" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar,
  	"text" varchar,
  	"html" varchar,
  	"raw" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"prefix" varchar DEFAULT 'media',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "volunteer_resumes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'volunteer-resumes',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "sponsor_logos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_public" boolean DEFAULT false,
  	"prefix" varchar DEFAULT 'sponsor-logos',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "pitch_decks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'pitch-decks',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "report_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'report-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"projects_id" integer,
  	"project_status_history_id" integer,
  	"news_id" integer,
  	"team_members_id" integer,
  	"board_advisors_id" integer,
  	"impact_sponsors_id" integer,
  	"impact_partners_id" integer,
  	"sponsorship_applications_id" integer,
  	"volunteer_applications_id" integer,
  	"donations_id" integer,
  	"paystack_transactions_id" integer,
  	"impact_reports_id" integer,
  	"impact_report_requests_id" integer,
  	"pending_changes_id" integer,
  	"analytics_events_id" integer,
  	"email_outbox_id" integer,
  	"media_id" integer,
  	"volunteer_resumes_id" integer,
  	"sponsor_logos_id" integer,
  	"pitch_decks_id" integer,
  	"report_files_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_links_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar DEFAULT 'Fellowship Rides' NOT NULL,
  	"contact_email" varchar DEFAULT 'partners@fellowshiprides.ng',
  	"logo_light_id" integer,
  	"logo_dark_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_paused_by_id_users_id_fk" FOREIGN KEY ("paused_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_resumed_by_id_users_id_fk" FOREIGN KEY ("resumed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_status_history" ADD CONSTRAINT "project_status_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_status_history" ADD CONSTRAINT "project_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_external_links" ADD CONSTRAINT "news_external_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "board_advisors" ADD CONSTRAINT "board_advisors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_sponsors" ADD CONSTRAINT "impact_sponsors_logo_id_sponsor_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."sponsor_logos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_sponsors" ADD CONSTRAINT "impact_sponsors_application_id_sponsorship_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."sponsorship_applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_partners" ADD CONSTRAINT "impact_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorship_applications" ADD CONSTRAINT "sponsorship_applications_profile_picture_id_sponsor_logos_id_fk" FOREIGN KEY ("profile_picture_id") REFERENCES "public"."sponsor_logos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sponsorship_applications" ADD CONSTRAINT "sponsorship_applications_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_resume_id_volunteer_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."volunteer_resumes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_transaction_id_paystack_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."paystack_transactions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "paystack_transactions" ADD CONSTRAINT "paystack_transactions_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_reports_images" ADD CONSTRAINT "impact_reports_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_reports_images" ADD CONSTRAINT "impact_reports_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."impact_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "impact_reports_metrics" ADD CONSTRAINT "impact_reports_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."impact_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "impact_reports" ADD CONSTRAINT "impact_reports_file_id_report_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."report_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_reports" ADD CONSTRAINT "impact_reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_report_requests" ADD CONSTRAINT "impact_report_requests_pitch_deck_file_id_pitch_decks_id_fk" FOREIGN KEY ("pitch_deck_file_id") REFERENCES "public"."pitch_decks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impact_report_requests" ADD CONSTRAINT "impact_report_requests_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pending_changes" ADD CONSTRAINT "pending_changes_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_status_history_fk" FOREIGN KEY ("project_status_history_id") REFERENCES "public"."project_status_history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_board_advisors_fk" FOREIGN KEY ("board_advisors_id") REFERENCES "public"."board_advisors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impact_sponsors_fk" FOREIGN KEY ("impact_sponsors_id") REFERENCES "public"."impact_sponsors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impact_partners_fk" FOREIGN KEY ("impact_partners_id") REFERENCES "public"."impact_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsorship_applications_fk" FOREIGN KEY ("sponsorship_applications_id") REFERENCES "public"."sponsorship_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_volunteer_applications_fk" FOREIGN KEY ("volunteer_applications_id") REFERENCES "public"."volunteer_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_paystack_transactions_fk" FOREIGN KEY ("paystack_transactions_id") REFERENCES "public"."paystack_transactions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impact_reports_fk" FOREIGN KEY ("impact_reports_id") REFERENCES "public"."impact_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impact_report_requests_fk" FOREIGN KEY ("impact_report_requests_id") REFERENCES "public"."impact_report_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pending_changes_fk" FOREIGN KEY ("pending_changes_id") REFERENCES "public"."pending_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_analytics_events_fk" FOREIGN KEY ("analytics_events_id") REFERENCES "public"."analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_volunteer_resumes_fk" FOREIGN KEY ("volunteer_resumes_id") REFERENCES "public"."volunteer_resumes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sponsor_logos_fk" FOREIGN KEY ("sponsor_logos_id") REFERENCES "public"."sponsor_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pitch_decks_fk" FOREIGN KEY ("pitch_decks_id") REFERENCES "public"."pitch_decks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_files_fk" FOREIGN KEY ("report_files_id") REFERENCES "public"."report_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social_links" ADD CONSTRAINT "site_settings_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_light_id_media_id_fk" FOREIGN KEY ("logo_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_dark_id_media_id_fk" FOREIGN KEY ("logo_dark_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");
  CREATE INDEX "projects_image_idx" ON "projects" USING btree ("image_id");
  CREATE INDEX "projects_paused_by_idx" ON "projects" USING btree ("paused_by_id");
  CREATE INDEX "projects_resumed_by_idx" ON "projects" USING btree ("resumed_by_id");
  CREATE INDEX "projects_updated_by_idx" ON "projects" USING btree ("updated_by_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "project_status_history_project_idx" ON "project_status_history" USING btree ("project_id");
  CREATE INDEX "project_status_history_changed_by_idx" ON "project_status_history" USING btree ("changed_by_id");
  CREATE INDEX "project_status_history_changed_at_idx" ON "project_status_history" USING btree ("changed_at");
  CREATE INDEX "project_status_history_updated_at_idx" ON "project_status_history" USING btree ("updated_at");
  CREATE INDEX "project_status_history_created_at_idx" ON "project_status_history" USING btree ("created_at");
  CREATE INDEX "news_external_links_order_idx" ON "news_external_links" USING btree ("_order");
  CREATE INDEX "news_external_links_parent_id_idx" ON "news_external_links" USING btree ("_parent_id");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news_is_published_published_at_idx" ON "news" USING btree ("is_published","published_at");
  CREATE INDEX "team_members_image_idx" ON "team_members" USING btree ("image_id");
  CREATE INDEX "team_members_is_active_idx" ON "team_members" USING btree ("is_active");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "team_members_is_active_order_index_idx" ON "team_members" USING btree ("is_active","order_index");
  CREATE INDEX "board_advisors_image_idx" ON "board_advisors" USING btree ("image_id");
  CREATE INDEX "board_advisors_is_active_idx" ON "board_advisors" USING btree ("is_active");
  CREATE INDEX "board_advisors_updated_at_idx" ON "board_advisors" USING btree ("updated_at");
  CREATE INDEX "board_advisors_created_at_idx" ON "board_advisors" USING btree ("created_at");
  CREATE INDEX "board_advisors_is_active_order_index_idx" ON "board_advisors" USING btree ("is_active","order_index");
  CREATE INDEX "impact_sponsors_logo_idx" ON "impact_sponsors" USING btree ("logo_id");
  CREATE INDEX "impact_sponsors_application_idx" ON "impact_sponsors" USING btree ("application_id");
  CREATE INDEX "impact_sponsors_is_active_idx" ON "impact_sponsors" USING btree ("is_active");
  CREATE INDEX "impact_sponsors_updated_at_idx" ON "impact_sponsors" USING btree ("updated_at");
  CREATE INDEX "impact_sponsors_created_at_idx" ON "impact_sponsors" USING btree ("created_at");
  CREATE INDEX "impact_sponsors_is_active_order_index_idx" ON "impact_sponsors" USING btree ("is_active","order_index");
  CREATE INDEX "impact_partners_logo_idx" ON "impact_partners" USING btree ("logo_id");
  CREATE INDEX "impact_partners_is_active_idx" ON "impact_partners" USING btree ("is_active");
  CREATE INDEX "impact_partners_updated_at_idx" ON "impact_partners" USING btree ("updated_at");
  CREATE INDEX "impact_partners_created_at_idx" ON "impact_partners" USING btree ("created_at");
  CREATE INDEX "impact_partners_is_active_display_order_idx" ON "impact_partners" USING btree ("is_active","display_order");
  CREATE INDEX "sponsorship_applications_profile_picture_idx" ON "sponsorship_applications" USING btree ("profile_picture_id");
  CREATE INDEX "sponsorship_applications_status_idx" ON "sponsorship_applications" USING btree ("status");
  CREATE INDEX "sponsorship_applications_reviewed_by_idx" ON "sponsorship_applications" USING btree ("reviewed_by_id");
  CREATE INDEX "sponsorship_applications_updated_at_idx" ON "sponsorship_applications" USING btree ("updated_at");
  CREATE INDEX "sponsorship_applications_created_at_idx" ON "sponsorship_applications" USING btree ("created_at");
  CREATE INDEX "volunteer_applications_resume_idx" ON "volunteer_applications" USING btree ("resume_id");
  CREATE INDEX "volunteer_applications_applied_date_idx" ON "volunteer_applications" USING btree ("applied_date");
  CREATE INDEX "volunteer_applications_status_idx" ON "volunteer_applications" USING btree ("status");
  CREATE INDEX "volunteer_applications_reviewed_by_idx" ON "volunteer_applications" USING btree ("reviewed_by_id");
  CREATE INDEX "volunteer_applications_updated_at_idx" ON "volunteer_applications" USING btree ("updated_at");
  CREATE INDEX "volunteer_applications_created_at_idx" ON "volunteer_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "donations_reference_idx" ON "donations" USING btree ("reference");
  CREATE INDEX "donations_donor_email_idx" ON "donations" USING btree ("donor_email");
  CREATE INDEX "donations_project_idx" ON "donations" USING btree ("project_id");
  CREATE INDEX "donations_transaction_idx" ON "donations" USING btree ("transaction_id");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "donations_status_show_publicly_created_at_idx" ON "donations" USING btree ("status","show_publicly","created_at");
  CREATE UNIQUE INDEX "paystack_transactions_reference_idx" ON "paystack_transactions" USING btree ("reference");
  CREATE INDEX "paystack_transactions_donation_idx" ON "paystack_transactions" USING btree ("donation_id");
  CREATE INDEX "paystack_transactions_updated_at_idx" ON "paystack_transactions" USING btree ("updated_at");
  CREATE INDEX "paystack_transactions_created_at_idx" ON "paystack_transactions" USING btree ("created_at");
  CREATE INDEX "paystack_transactions_status_created_at_idx" ON "paystack_transactions" USING btree ("status","created_at");
  CREATE INDEX "impact_reports_images_order_idx" ON "impact_reports_images" USING btree ("_order");
  CREATE INDEX "impact_reports_images_parent_id_idx" ON "impact_reports_images" USING btree ("_parent_id");
  CREATE INDEX "impact_reports_images_image_idx" ON "impact_reports_images" USING btree ("image_id");
  CREATE INDEX "impact_reports_metrics_order_idx" ON "impact_reports_metrics" USING btree ("_order");
  CREATE INDEX "impact_reports_metrics_parent_id_idx" ON "impact_reports_metrics" USING btree ("_parent_id");
  CREATE INDEX "impact_reports_file_idx" ON "impact_reports" USING btree ("file_id");
  CREATE INDEX "impact_reports_created_by_idx" ON "impact_reports" USING btree ("created_by_id");
  CREATE INDEX "impact_reports_updated_at_idx" ON "impact_reports" USING btree ("updated_at");
  CREATE INDEX "impact_reports_created_at_idx" ON "impact_reports" USING btree ("created_at");
  CREATE INDEX "impact_report_requests_status_idx" ON "impact_report_requests" USING btree ("status");
  CREATE INDEX "impact_report_requests_pitch_deck_file_idx" ON "impact_report_requests" USING btree ("pitch_deck_file_id");
  CREATE INDEX "impact_report_requests_approved_by_idx" ON "impact_report_requests" USING btree ("approved_by_id");
  CREATE INDEX "impact_report_requests_updated_at_idx" ON "impact_report_requests" USING btree ("updated_at");
  CREATE INDEX "impact_report_requests_created_at_idx" ON "impact_report_requests" USING btree ("created_at");
  CREATE INDEX "impact_report_requests_report_type_status_created_at_idx" ON "impact_report_requests" USING btree ("report_type","status","created_at");
  CREATE INDEX "pending_changes_status_idx" ON "pending_changes" USING btree ("status");
  CREATE INDEX "pending_changes_created_by_idx" ON "pending_changes" USING btree ("created_by_id");
  CREATE INDEX "pending_changes_reviewed_by_idx" ON "pending_changes" USING btree ("reviewed_by_id");
  CREATE INDEX "pending_changes_updated_at_idx" ON "pending_changes" USING btree ("updated_at");
  CREATE INDEX "pending_changes_created_at_idx" ON "pending_changes" USING btree ("created_at");
  CREATE INDEX "pending_changes_status_created_at_idx" ON "pending_changes" USING btree ("status","created_at");
  CREATE INDEX "analytics_events_session_id_idx" ON "analytics_events" USING btree ("session_id");
  CREATE INDEX "analytics_events_updated_at_idx" ON "analytics_events" USING btree ("updated_at");
  CREATE INDEX "analytics_events_created_at_idx" ON "analytics_events" USING btree ("created_at");
  CREATE INDEX "analytics_events_event_type_created_at_idx" ON "analytics_events" USING btree ("event_type","created_at");
  CREATE INDEX "analytics_events_created_at_page_path_idx" ON "analytics_events" USING btree ("created_at","page_path");
  CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE INDEX "email_outbox_to_created_at_idx" ON "email_outbox" USING btree ("to","created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "volunteer_resumes_updated_at_idx" ON "volunteer_resumes" USING btree ("updated_at");
  CREATE INDEX "volunteer_resumes_created_at_idx" ON "volunteer_resumes" USING btree ("created_at");
  CREATE UNIQUE INDEX "volunteer_resumes_filename_idx" ON "volunteer_resumes" USING btree ("filename");
  CREATE INDEX "sponsor_logos_is_public_idx" ON "sponsor_logos" USING btree ("is_public");
  CREATE INDEX "sponsor_logos_updated_at_idx" ON "sponsor_logos" USING btree ("updated_at");
  CREATE INDEX "sponsor_logos_created_at_idx" ON "sponsor_logos" USING btree ("created_at");
  CREATE UNIQUE INDEX "sponsor_logos_filename_idx" ON "sponsor_logos" USING btree ("filename");
  CREATE INDEX "sponsor_logos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "sponsor_logos" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "pitch_decks_updated_at_idx" ON "pitch_decks" USING btree ("updated_at");
  CREATE INDEX "pitch_decks_created_at_idx" ON "pitch_decks" USING btree ("created_at");
  CREATE UNIQUE INDEX "pitch_decks_filename_idx" ON "pitch_decks" USING btree ("filename");
  CREATE INDEX "report_files_updated_at_idx" ON "report_files" USING btree ("updated_at");
  CREATE INDEX "report_files_created_at_idx" ON "report_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "report_files_filename_idx" ON "report_files" USING btree ("filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_project_status_history_id_idx" ON "payload_locked_documents_rels" USING btree ("project_status_history_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_board_advisors_id_idx" ON "payload_locked_documents_rels" USING btree ("board_advisors_id");
  CREATE INDEX "payload_locked_documents_rels_impact_sponsors_id_idx" ON "payload_locked_documents_rels" USING btree ("impact_sponsors_id");
  CREATE INDEX "payload_locked_documents_rels_impact_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("impact_partners_id");
  CREATE INDEX "payload_locked_documents_rels_sponsorship_applications_i_idx" ON "payload_locked_documents_rels" USING btree ("sponsorship_applications_id");
  CREATE INDEX "payload_locked_documents_rels_volunteer_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("volunteer_applications_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_paystack_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("paystack_transactions_id");
  CREATE INDEX "payload_locked_documents_rels_impact_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("impact_reports_id");
  CREATE INDEX "payload_locked_documents_rels_impact_report_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("impact_report_requests_id");
  CREATE INDEX "payload_locked_documents_rels_pending_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("pending_changes_id");
  CREATE INDEX "payload_locked_documents_rels_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("analytics_events_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_volunteer_resumes_id_idx" ON "payload_locked_documents_rels" USING btree ("volunteer_resumes_id");
  CREATE INDEX "payload_locked_documents_rels_sponsor_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("sponsor_logos_id");
  CREATE INDEX "payload_locked_documents_rels_pitch_decks_id_idx" ON "payload_locked_documents_rels" USING btree ("pitch_decks_id");
  CREATE INDEX "payload_locked_documents_rels_report_files_id_idx" ON "payload_locked_documents_rels" USING btree ("report_files_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_social_links_order_idx" ON "site_settings_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_social_links_parent_id_idx" ON "site_settings_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_logo_light_idx" ON "site_settings" USING btree ("logo_light_id");
  CREATE INDEX "site_settings_logo_dark_idx" ON "site_settings" USING btree ("logo_dark_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "project_status_history" CASCADE;
  DROP TABLE "news_external_links" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "board_advisors" CASCADE;
  DROP TABLE "impact_sponsors" CASCADE;
  DROP TABLE "impact_partners" CASCADE;
  DROP TABLE "sponsorship_applications" CASCADE;
  DROP TABLE "volunteer_applications" CASCADE;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "paystack_transactions" CASCADE;
  DROP TABLE "impact_reports_images" CASCADE;
  DROP TABLE "impact_reports_metrics" CASCADE;
  DROP TABLE "impact_reports" CASCADE;
  DROP TABLE "impact_report_requests" CASCADE;
  DROP TABLE "pending_changes" CASCADE;
  DROP TABLE "analytics_events" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "volunteer_resumes" CASCADE;
  DROP TABLE "sponsor_logos" CASCADE;
  DROP TABLE "pitch_decks" CASCADE;
  DROP TABLE "report_files" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum_impact_sponsors_sponsor_type";
  DROP TYPE "public"."enum_impact_sponsors_tier";
  DROP TYPE "public"."enum_sponsorship_applications_sponsor_type";
  DROP TYPE "public"."enum_sponsorship_applications_currency";
  DROP TYPE "public"."enum_sponsorship_applications_sponsor_duration";
  DROP TYPE "public"."enum_sponsorship_applications_status";
  DROP TYPE "public"."enum_volunteer_applications_status";
  DROP TYPE "public"."enum_donations_currency";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_donations_donor_type";
  DROP TYPE "public"."enum_donations_organization_type";
  DROP TYPE "public"."enum_donations_is_christian";
  DROP TYPE "public"."enum_impact_report_requests_report_type";
  DROP TYPE "public"."enum_impact_report_requests_status";
  DROP TYPE "public"."enum_pending_changes_action_type";
  DROP TYPE "public"."enum_pending_changes_status";
  DROP TYPE "public"."enum_analytics_events_event_type";
  DROP TYPE "public"."enum_site_settings_social_links_platform";`)
}
