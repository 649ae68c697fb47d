CREATE TABLE "accounts" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"account_no" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"pm_alerts_duration_minutes" integer DEFAULT 43200 NOT NULL,
	"visit_timeout_minutes" integer DEFAULT 360 NOT NULL,
	"stat_time_minutes" integer DEFAULT 120 NOT NULL,
	"standard_time_minutes" integer DEFAULT 300 NOT NULL,
	"send_late_order_alerts" boolean DEFAULT false NOT NULL,
	"send_delayed_order_alerts" boolean DEFAULT false NOT NULL,
	"move_assets" boolean DEFAULT false NOT NULL,
	"move_locations" boolean DEFAULT false NOT NULL,
	CONSTRAINT "accounts_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"alert_status" text NOT NULL,
	"message" text NOT NULL,
	"account_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"order_id" uuid,
	"asset_id" uuid,
	"pm_due_date" timestamp with time zone,
	"location_id" uuid,
	"entries" jsonb,
	CONSTRAINT "alerts_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "asset_mutations" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"asset_id" uuid NOT NULL,
	"account_id" uuid,
	"facility_id" uuid,
	"model_id" uuid,
	"user_id" uuid,
	"serial_number" text NOT NULL,
	"model_code" text,
	"model_description" text,
	"start_timestamp" timestamp with time zone NOT NULL,
	"stop_timestamp" timestamp with time zone,
	"module" text,
	"change_status" text,
	"new_rfid_value" text,
	"new_account_no" text,
	"old_account_no" text,
	"new_account_name" text,
	"old_account_name" text,
	"new_location" text,
	"old_location" text,
	"new_facility_name" text,
	"old_facility_name" text,
	"new_scanned_by" text,
	"old_scanned_by" text,
	"new_scanned_timestamp" timestamp with time zone,
	"old_scanned_timestamp" timestamp with time zone,
	"new_utilization_status" text,
	"old_utilization_status" text,
	"new_utilization_category" text,
	"old_utilization_category" text,
	"new_erp_account" text,
	"old_erp_account" text,
	"new_customer_asset_number" text,
	"old_customer_asset_number" text,
	"new_manufacturer_serial_number" text,
	"old_manufacturer_serial_number" text,
	"new_business_type" text,
	"old_business_type" text,
	"new_service_type" text,
	"old_service_type" text,
	"new_notes" text,
	"old_notes" text,
	"new_pm_date" timestamp with time zone,
	"old_pm_date" timestamp with time zone,
	CONSTRAINT "asset_mutations_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "asset_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" uuid NOT NULL,
	"tag" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"serial_number" text NOT NULL,
	"manufacturer_serial_number" text,
	"model_id" uuid NOT NULL,
	"product_id" uuid,
	"account_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"erp_owner_id" uuid,
	"contract_id" uuid,
	"location_id" uuid,
	"equipment_status" text,
	"purchase_date" timestamp with time zone,
	"utilization_status" text,
	"utilization_category" text,
	"preventive_maintainence_date" timestamp with time zone,
	"notes" text,
	"customer_asset_number" text,
	"service_type" text,
	"business_type" text,
	"last_scanned_by" text,
	"last_scanned_timestamp" timestamp with time zone,
	"commissioned" boolean DEFAULT false NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "assets_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_timestamp" timestamp with time zone NOT NULL,
	"last_used_timestamp" timestamp with time zone NOT NULL,
	"expires_timestamp" timestamp with time zone NOT NULL,
	"revoked_timestamp" timestamp with time zone,
	"client_ip" text,
	CONSTRAINT "auth_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "broadcasts_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_no" text NOT NULL,
	"type" text NOT NULL,
	"start_timestamp" timestamp with time zone,
	"expiry_timestamp" timestamp with time zone,
	"facility_id" uuid NOT NULL,
	CONSTRAINT "contracts_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_views" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"config_json" jsonb,
	"details_uri" text NOT NULL,
	CONSTRAINT "dashboard_views_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "enterprises_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "export_requests" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"initiated_timestamp" timestamp with time zone NOT NULL,
	"completed_timestamp" timestamp with time zone,
	"last_accessed_timestamp" timestamp with time zone,
	"request_status" text NOT NULL,
	"processing_log" text,
	"filters" jsonb,
	"result_file" "bytea",
	CONSTRAINT "export_requests_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'A2' NOT NULL,
	"enterprise_id" uuid NOT NULL,
	CONSTRAINT "facilities_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"inventory_power_level" integer DEFAULT 300 NOT NULL,
	"utilization_status" text NOT NULL,
	"utilization_category" text,
	"account_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"parent_id" uuid,
	"has_rfid_readers" boolean DEFAULT false NOT NULL,
	CONSTRAINT "locations_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"model_code" text NOT NULL,
	"model_description" text,
	"family" text,
	"group_name" text,
	CONSTRAINT "models_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "order_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"asset_id" uuid,
	"serial_number" text NOT NULL,
	"model_code" text,
	"model_description" text,
	"associated_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"serial_no" text,
	"model_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "order_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"contact" text,
	"signed_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_signatures_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"order_number" text NOT NULL,
	"facility_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"deliver_to" text NOT NULL,
	"delivery_location_id" uuid,
	"type" text NOT NULL,
	"nature" text NOT NULL,
	"completion_minutes" integer DEFAULT 0 NOT NULL,
	"order_status" text DEFAULT 'UNASSIGNED' NOT NULL,
	"assigned_to_id" uuid,
	"assigned_by_id" uuid,
	"assigned_on" timestamp with time zone,
	"promised_time" timestamp with time zone,
	"completed_timestamp" timestamp with time zone,
	"remarks" text,
	"delivery_notes" text,
	"overridden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "orders_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "par_definitions" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"location_id" uuid NOT NULL,
	"notes" text,
	CONSTRAINT "par_definitions_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "par_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"par_definition_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"min" integer NOT NULL,
	"max" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_recoveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"recovery_id" text NOT NULL,
	"message_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_timestamp" timestamp with time zone NOT NULL,
	"expires_timestamp" timestamp with time zone NOT NULL,
	"used_timestamp" timestamp with time zone,
	CONSTRAINT "password_recoveries_recoveryId_unique" UNIQUE("recovery_id")
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"platform" text NOT NULL,
	"context" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "permissions_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "picklist_values" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"display_label" text NOT NULL,
	CONSTRAINT "picklist_values_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"item_code" text NOT NULL,
	"item_description" text,
	"family" text,
	"model_id" uuid NOT NULL,
	CONSTRAINT "products_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"role_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	"granted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "role_permissions_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	CONSTRAINT "roles_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sync_configs" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"uri" text NOT NULL,
	"description" text,
	"ddl" text,
	"mappings" jsonb,
	CONSTRAINT "sync_configs_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"original_file_name" text NOT NULL,
	"upload_status" text NOT NULL,
	"flags" jsonb,
	"available_rows_count" integer DEFAULT 0 NOT NULL,
	"processed_rows_count" integer DEFAULT 0 NOT NULL,
	"completed_rows_count" integer DEFAULT 0 NOT NULL,
	"partial_rows_count" integer DEFAULT 0 NOT NULL,
	"failed_rows_count" integer DEFAULT 0 NOT NULL,
	"rejected_rows_count" integer DEFAULT 0 NOT NULL,
	"source_file" "bytea",
	"result_file" "bytea",
	CONSTRAINT "uploads_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"allocation_type" text,
	CONSTRAINT "user_accounts_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "user_enterprises" (
	"user_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	CONSTRAINT "user_enterprises_user_id_enterprise_id_pk" PRIMARY KEY("user_id","enterprise_id")
);
--> statement-breakpoint
CREATE TABLE "user_facilities" (
	"user_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	CONSTRAINT "user_facilities_user_id_facility_id_pk" PRIMARY KEY("user_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" uuid NOT NULL,
	"type" text DEFAULT 'A2' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"account_non_expired" boolean DEFAULT true NOT NULL,
	"account_non_locked" boolean DEFAULT true NOT NULL,
	"credentials_non_expired" boolean DEFAULT true NOT NULL,
	"last_activity_timestamp" timestamp with time zone,
	CONSTRAINT "users_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "utilization_metrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"metric_date" date NOT NULL,
	"facility_id" uuid NOT NULL,
	"account_id" uuid,
	"model_id" uuid,
	"service_type" text,
	"business_type" text,
	"utilization_status" text,
	"utilization_category" text NOT NULL,
	"identifier" text NOT NULL,
	"matching" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utilization_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"summary_date" date NOT NULL,
	"facility_id" uuid NOT NULL,
	"utilization_status" text,
	"utilization_category" text NOT NULL,
	"matching" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_definition_locations" (
	"visit_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "visit_definition_locations_visit_id_location_id_pk" PRIMARY KEY("visit_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "visit_definitions" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"executive_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"start_timestamp" timestamp with time zone NOT NULL,
	"end_timestamp" timestamp with time zone,
	CONSTRAINT "visit_definitions_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "visit_tasks" (
	"internal_id" serial PRIMARY KEY NOT NULL,
	"external_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" text,
	"created_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_by" text,
	"last_modified_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_id" uuid NOT NULL,
	"due_timestamp" timestamp with time zone NOT NULL,
	"task_status" text NOT NULL,
	CONSTRAINT "visit_tasks_externalId_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_order_id_orders_external_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_asset_id_assets_external_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_location_id_locations_external_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_mutations" ADD CONSTRAINT "asset_mutations_asset_id_assets_external_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_mutations" ADD CONSTRAINT "asset_mutations_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_mutations" ADD CONSTRAINT "asset_mutations_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_mutations" ADD CONSTRAINT "asset_mutations_model_id_models_external_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_mutations" ADD CONSTRAINT "asset_mutations_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_tags" ADD CONSTRAINT "asset_tags_asset_id_assets_external_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_model_id_models_external_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_product_id_products_external_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_erp_owner_id_accounts_external_id_fk" FOREIGN KEY ("erp_owner_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_contract_id_contracts_external_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_locations_external_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_requests" ADD CONSTRAINT "export_requests_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_enterprise_id_enterprises_external_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_external_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_completions" ADD CONSTRAINT "order_completions_order_id_orders_external_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_completions" ADD CONSTRAINT "order_completions_asset_id_assets_external_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("external_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_external_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_model_id_models_external_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_signatures" ADD CONSTRAINT "order_signatures_order_id_orders_external_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_location_id_locations_external_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."locations"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_to_id_users_external_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assigned_by_id_users_external_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "par_definitions" ADD CONSTRAINT "par_definitions_location_id_locations_external_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "par_entries" ADD CONSTRAINT "par_entries_par_definition_id_par_definitions_external_id_fk" FOREIGN KEY ("par_definition_id") REFERENCES "public"."par_definitions"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "par_entries" ADD CONSTRAINT "par_entries_model_id_models_external_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_recoveries" ADD CONSTRAINT "password_recoveries_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_model_id_models_external_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_external_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_external_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_enterprises" ADD CONSTRAINT "user_enterprises_enterprise_id_enterprises_external_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_facilities" ADD CONSTRAINT "user_facilities_user_id_users_external_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_facilities" ADD CONSTRAINT "user_facilities_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_external_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_metrics" ADD CONSTRAINT "utilization_metrics_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_metrics" ADD CONSTRAINT "utilization_metrics_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_metrics" ADD CONSTRAINT "utilization_metrics_model_id_models_external_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilization_summaries" ADD CONSTRAINT "utilization_summaries_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_definition_locations" ADD CONSTRAINT "visit_definition_locations_visit_id_visit_definitions_external_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit_definitions"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_definition_locations" ADD CONSTRAINT "visit_definition_locations_location_id_locations_external_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_definitions" ADD CONSTRAINT "visit_definitions_executive_id_users_external_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."users"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_definitions" ADD CONSTRAINT "visit_definitions_facility_id_facilities_external_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_definitions" ADD CONSTRAINT "visit_definitions_account_id_accounts_external_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("external_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tasks" ADD CONSTRAINT "visit_tasks_visit_id_visit_definitions_external_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit_definitions"("external_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_account_no_uq" ON "accounts" USING btree ("account_no");--> statement-breakpoint
CREATE INDEX "accounts_facility_idx" ON "accounts" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "accounts_status_idx" ON "accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "alerts_kind_created_idx" ON "alerts" USING btree ("kind","created_timestamp");--> statement-breakpoint
CREATE INDEX "alerts_account_idx" ON "alerts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "alerts_facility_idx" ON "alerts" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "alerts_status_idx" ON "alerts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "asset_mutations_asset_idx" ON "asset_mutations" USING btree ("asset_id","start_timestamp");--> statement-breakpoint
CREATE INDEX "asset_mutations_start_idx" ON "asset_mutations" USING btree ("start_timestamp");--> statement-breakpoint
CREATE INDEX "asset_mutations_account_idx" ON "asset_mutations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "asset_mutations_facility_idx" ON "asset_mutations" USING btree ("facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_tags_tag_uq" ON "asset_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "asset_tags_asset_idx" ON "asset_tags" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_serial_model_uq" ON "assets" USING btree ("serial_number","model_id");--> statement-breakpoint
CREATE INDEX "assets_serial_idx" ON "assets" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "assets_account_idx" ON "assets" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "assets_facility_idx" ON "assets" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "assets_model_idx" ON "assets" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "assets_product_idx" ON "assets" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "assets_location_idx" ON "assets" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "assets_status_idx" ON "assets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "assets_utilization_status_idx" ON "assets" USING btree ("utilization_status");--> statement-breakpoint
CREATE INDEX "assets_business_type_idx" ON "assets" USING btree ("business_type");--> statement-breakpoint
CREATE INDEX "assets_last_scanned_idx" ON "assets" USING btree ("last_scanned_timestamp");--> statement-breakpoint
CREATE INDEX "assets_modified_idx" ON "assets" USING btree ("last_modified_timestamp");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_no_uq" ON "contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "contracts_facility_idx" ON "contracts" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_views_name_uq" ON "dashboard_views" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_name_uq" ON "enterprises" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "enterprises_status_idx" ON "enterprises" USING btree ("status");--> statement-breakpoint
CREATE INDEX "export_requests_kind_user_idx" ON "export_requests" USING btree ("kind","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_name_uq" ON "facilities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "facilities_enterprise_idx" ON "facilities" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "facilities_status_idx" ON "facilities" USING btree ("status");--> statement-breakpoint
CREATE INDEX "locations_account_idx" ON "locations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "locations_facility_idx" ON "locations" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locations_status_idx" ON "locations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "locations_type_idx" ON "locations" USING btree ("type");--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "models_model_code_uq" ON "models" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "models_status_idx" ON "models" USING btree ("status");--> statement-breakpoint
CREATE INDEX "order_completions_order_idx" ON "order_completions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_model_idx" ON "order_items" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "orders_facility_idx" ON "orders" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_timestamp");--> statement-breakpoint
CREATE INDEX "orders_order_status_idx" ON "orders" USING btree ("order_status");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_location_idx" ON "orders" USING btree ("delivery_location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "par_definitions_location_uq" ON "par_definitions" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "par_entries_definition_idx" ON "par_entries" USING btree ("par_definition_id");--> statement-breakpoint
CREATE INDEX "password_recoveries_user_idx" ON "password_recoveries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "permissions_combination_uq" ON "permissions" USING btree ("platform","context","type","value");--> statement-breakpoint
CREATE UNIQUE INDEX "picklist_values_name_value_uq" ON "picklist_values" USING btree ("name","value");--> statement-breakpoint
CREATE INDEX "picklist_values_status_idx" ON "picklist_values" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "products_item_code_uq" ON "products" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "role_permissions_cell_uq" ON "role_permissions" USING btree ("role_id","permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_identifier_uq" ON "roles" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "uploads_kind_modified_idx" ON "uploads" USING btree ("kind","last_modified_timestamp");--> statement-breakpoint
CREATE INDEX "user_accounts_account_idx" ON "user_accounts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "user_facilities_facility_idx" ON "user_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_last_activity_idx" ON "users" USING btree ("last_activity_timestamp");--> statement-breakpoint
CREATE INDEX "utilization_metrics_date_idx" ON "utilization_metrics" USING btree ("metric_date");--> statement-breakpoint
CREATE INDEX "utilization_metrics_facility_idx" ON "utilization_metrics" USING btree ("facility_id","metric_date");--> statement-breakpoint
CREATE INDEX "utilization_summaries_date_idx" ON "utilization_summaries" USING btree ("summary_date","facility_id");--> statement-breakpoint
CREATE INDEX "visit_locations_location_idx" ON "visit_definition_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "visit_definitions_account_idx" ON "visit_definitions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "visit_definitions_facility_idx" ON "visit_definitions" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "visit_definitions_executive_idx" ON "visit_definitions" USING btree ("executive_id");--> statement-breakpoint
CREATE INDEX "visit_definitions_created_idx" ON "visit_definitions" USING btree ("created_timestamp");--> statement-breakpoint
CREATE INDEX "visit_tasks_visit_idx" ON "visit_tasks" USING btree ("visit_id");