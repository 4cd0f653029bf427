import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Merchant feeds: the feeds (a store's Google Merchant Center feed for one country), their runs
 * with their reports, and the uploaded feed files. Offers learn their condition, the feed that keeps
 * them and its item id; availability gains "backorder".
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_offers_condition" AS ENUM('new', 'refurbished', 'used');
  CREATE TYPE "public"."enum__products_v_version_offers_condition" AS ENUM('new', 'refurbished', 'used');
  CREATE TYPE "public"."enum_feeds_country" AS ENUM('AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR', 'GB', 'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'RU', 'SE', 'SI', 'SJ', 'SK', 'SM', 'UA', 'VA', 'XK', 'AG', 'AI', 'AW', 'BB', 'BL', 'BM', 'BQ', 'BS', 'BZ', 'CA', 'CR', 'CU', 'CW', 'DM', 'DO', 'GD', 'GL', 'GP', 'GT', 'HN', 'HT', 'JM', 'KN', 'KY', 'LC', 'MF', 'MQ', 'MS', 'MX', 'NI', 'PA', 'PM', 'PR', 'SV', 'SX', 'TC', 'TT', 'UM', 'US', 'VC', 'VG', 'VI', 'AR', 'BO', 'BR', 'CL', 'CO', 'EC', 'FK', 'GF', 'GS', 'GY', 'PE', 'PY', 'SR', 'UY', 'VE', 'AE', 'AF', 'AM', 'AZ', 'BD', 'BH', 'BN', 'BT', 'CN', 'GE', 'HK', 'ID', 'IL', 'IN', 'IO', 'IQ', 'IR', 'JO', 'JP', 'KG', 'KH', 'KP', 'KR', 'KW', 'KZ', 'LA', 'LB', 'LK', 'MM', 'MN', 'MO', 'MV', 'MY', 'NP', 'OM', 'PH', 'PK', 'PS', 'QA', 'SA', 'SG', 'SY', 'TH', 'TJ', 'TL', 'TM', 'TR', 'TW', 'UZ', 'VN', 'YE', 'AQ', 'AS', 'AU', 'CC', 'CK', 'CX', 'FJ', 'FM', 'GU', 'HM', 'KI', 'MH', 'MP', 'NC', 'NF', 'NR', 'NU', 'NZ', 'PF', 'PG', 'PN', 'PW', 'SB', 'TK', 'TO', 'TV', 'VU', 'WF', 'WS', 'AO', 'BF', 'BI', 'BJ', 'BV', 'BW', 'CD', 'CF', 'CG', 'CI', 'CM', 'CV', 'DJ', 'DZ', 'EG', 'EH', 'ER', 'ET', 'GA', 'GH', 'GM', 'GN', 'GQ', 'GW', 'KE', 'KM', 'LR', 'LS', 'LY', 'MA', 'MG', 'ML', 'MR', 'MU', 'MW', 'MZ', 'NA', 'NE', 'NG', 'RE', 'RW', 'SC', 'SD', 'SH', 'SL', 'SN', 'SO', 'SS', 'ST', 'SZ', 'TD', 'TF', 'TG', 'TN', 'TZ', 'UG', 'YT', 'ZA', 'ZM', 'ZW', 'EU', 'AP');
  CREATE TYPE "public"."enum_feeds_schedule" AS ENUM('hourly', 'six-hourly', 'daily');
  CREATE TYPE "public"."enum_feeds_last_status" AS ENUM('succeeded', 'failed');
  CREATE TYPE "public"."enum_feed_runs_status" AS ENUM('queued', 'running', 'succeeded', 'failed');
  ALTER TYPE "public"."enum_products_offers_availability" ADD VALUE 'backorder' BEFORE 'out_of_stock';
  ALTER TYPE "public"."enum__products_v_version_offers_availability" ADD VALUE 'backorder' BEFORE 'out_of_stock';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'runFeed' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'scheduleFeeds' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'runFeed' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'scheduleFeeds' BEFORE 'createCollectionExport';
  CREATE TABLE "feeds_category_mapping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" varchar NOT NULL,
  	"category_id" integer NOT NULL
  );
  
  CREATE TABLE "feeds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"store_id" integer NOT NULL,
  	"country" "enum_feeds_country" NOT NULL,
  	"url" varchar,
  	"file_id" integer,
  	"schedule" "enum_feeds_schedule" DEFAULT 'daily' NOT NULL,
  	"active" boolean DEFAULT true,
  	"create_products" boolean DEFAULT false,
  	"max_rejected_percent" numeric DEFAULT 50 NOT NULL,
  	"min_valid_percent" numeric DEFAULT 50 NOT NULL,
  	"last_status" "enum_feeds_last_status",
  	"last_reason" varchar,
  	"last_run_at" timestamp(3) with time zone,
  	"next_run_at" timestamp(3) with time zone,
  	"last_valid_items" numeric,
  	"etag" varchar,
  	"last_modified" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feed_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"feed_id" integer NOT NULL,
  	"status" "enum_feed_runs_status" DEFAULT 'queued' NOT NULL,
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"format" varchar,
  	"reason" varchar,
  	"counts_items" numeric DEFAULT 0,
  	"counts_matched" numeric DEFAULT 0,
  	"counts_created" numeric DEFAULT 0,
  	"counts_updated" numeric DEFAULT 0,
  	"counts_unchanged" numeric DEFAULT 0,
  	"counts_removed" numeric DEFAULT 0,
  	"counts_rejected" numeric DEFAULT 0,
  	"rejected" jsonb,
  	"unmatched" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feed_files" (
  	"id" serial PRIMARY KEY NOT NULL,
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
  
  ALTER TABLE "products_offers" ADD COLUMN "condition" "enum_products_offers_condition" DEFAULT 'new';
  ALTER TABLE "products_offers" ADD COLUMN "feed_id" integer;
  ALTER TABLE "products_offers" ADD COLUMN "item_id" varchar;
  ALTER TABLE "_products_v_version_offers" ADD COLUMN "condition" "enum__products_v_version_offers_condition" DEFAULT 'new';
  ALTER TABLE "_products_v_version_offers" ADD COLUMN "feed_id" integer;
  ALTER TABLE "_products_v_version_offers" ADD COLUMN "item_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feeds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feed_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feed_files_id" integer;
  ALTER TABLE "feeds_category_mapping" ADD CONSTRAINT "feeds_category_mapping_category_id_post_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."post_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feeds_category_mapping" ADD CONSTRAINT "feeds_category_mapping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feeds" ADD CONSTRAINT "feeds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feeds" ADD CONSTRAINT "feeds_file_id_feed_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."feed_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "feeds_category_mapping_order_idx" ON "feeds_category_mapping" USING btree ("_order");
  CREATE INDEX "feeds_category_mapping_parent_id_idx" ON "feeds_category_mapping" USING btree ("_parent_id");
  CREATE INDEX "feeds_category_mapping_category_idx" ON "feeds_category_mapping" USING btree ("category_id");
  CREATE INDEX "feeds_store_idx" ON "feeds" USING btree ("store_id");
  CREATE INDEX "feeds_file_idx" ON "feeds" USING btree ("file_id");
  CREATE INDEX "feeds_next_run_at_idx" ON "feeds" USING btree ("next_run_at");
  CREATE INDEX "feeds_updated_at_idx" ON "feeds" USING btree ("updated_at");
  CREATE INDEX "feeds_created_at_idx" ON "feeds" USING btree ("created_at");
  CREATE INDEX "feed_runs_feed_idx" ON "feed_runs" USING btree ("feed_id");
  CREATE INDEX "feed_runs_updated_at_idx" ON "feed_runs" USING btree ("updated_at");
  CREATE INDEX "feed_runs_created_at_idx" ON "feed_runs" USING btree ("created_at");
  CREATE INDEX "feed_files_updated_at_idx" ON "feed_files" USING btree ("updated_at");
  CREATE INDEX "feed_files_created_at_idx" ON "feed_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "feed_files_filename_idx" ON "feed_files" USING btree ("filename");
  ALTER TABLE "products_offers" ADD CONSTRAINT "products_offers_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_offers" ADD CONSTRAINT "_products_v_version_offers_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feeds_fk" FOREIGN KEY ("feeds_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feed_runs_fk" FOREIGN KEY ("feed_runs_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feed_files_fk" FOREIGN KEY ("feed_files_id") REFERENCES "public"."feed_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_offers_feed_idx" ON "products_offers" USING btree ("feed_id");
  CREATE INDEX "products_offers_item_id_idx" ON "products_offers" USING btree ("item_id");
  CREATE INDEX "_products_v_version_offers_feed_idx" ON "_products_v_version_offers" USING btree ("feed_id");
  CREATE INDEX "_products_v_version_offers_item_id_idx" ON "_products_v_version_offers" USING btree ("item_id");
  CREATE INDEX "payload_locked_documents_rels_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("feeds_id");
  CREATE INDEX "payload_locked_documents_rels_feed_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("feed_runs_id");
  CREATE INDEX "payload_locked_documents_rels_feed_files_id_idx" ON "payload_locked_documents_rels" USING btree ("feed_files_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feeds_category_mapping" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feeds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feed_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feed_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "feeds_category_mapping" CASCADE;
  DROP TABLE "feeds" CASCADE;
  DROP TABLE "feed_runs" CASCADE;
  DROP TABLE "feed_files" CASCADE;
  ALTER TABLE "products_offers" DROP CONSTRAINT "products_offers_feed_id_feeds_id_fk";
  
  ALTER TABLE "_products_v_version_offers" DROP CONSTRAINT "_products_v_version_offers_feed_id_feeds_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feeds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feed_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feed_files_fk";
  
  ALTER TABLE "products_offers" ALTER COLUMN "availability" SET DATA TYPE text;
  ALTER TABLE "products_offers" ALTER COLUMN "availability" SET DEFAULT 'in_stock'::text;
  DROP TYPE "public"."enum_products_offers_availability";
  CREATE TYPE "public"."enum_products_offers_availability" AS ENUM('in_stock', 'limited', 'preorder', 'out_of_stock');
  ALTER TABLE "products_offers" ALTER COLUMN "availability" SET DEFAULT 'in_stock'::"public"."enum_products_offers_availability";
  ALTER TABLE "products_offers" ALTER COLUMN "availability" SET DATA TYPE "public"."enum_products_offers_availability" USING "availability"::"public"."enum_products_offers_availability";
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "availability" SET DATA TYPE text;
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "availability" SET DEFAULT 'in_stock'::text;
  DROP TYPE "public"."enum__products_v_version_offers_availability";
  CREATE TYPE "public"."enum__products_v_version_offers_availability" AS ENUM('in_stock', 'limited', 'preorder', 'out_of_stock');
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "availability" SET DEFAULT 'in_stock'::"public"."enum__products_v_version_offers_availability";
  ALTER TABLE "_products_v_version_offers" ALTER COLUMN "availability" SET DATA TYPE "public"."enum__products_v_version_offers_availability" USING "availability"::"public"."enum__products_v_version_offers_availability";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'recordPrices', 'importFile', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'recordPrices', 'importFile', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "products_offers_feed_idx";
  DROP INDEX "products_offers_item_id_idx";
  DROP INDEX "_products_v_version_offers_feed_idx";
  DROP INDEX "_products_v_version_offers_item_id_idx";
  DROP INDEX "payload_locked_documents_rels_feeds_id_idx";
  DROP INDEX "payload_locked_documents_rels_feed_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_feed_files_id_idx";
  ALTER TABLE "products_offers" DROP COLUMN "condition";
  ALTER TABLE "products_offers" DROP COLUMN "feed_id";
  ALTER TABLE "products_offers" DROP COLUMN "item_id";
  ALTER TABLE "_products_v_version_offers" DROP COLUMN "condition";
  ALTER TABLE "_products_v_version_offers" DROP COLUMN "feed_id";
  ALTER TABLE "_products_v_version_offers" DROP COLUMN "item_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feeds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feed_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feed_files_id";
  DROP TYPE "public"."enum_products_offers_condition";
  DROP TYPE "public"."enum__products_v_version_offers_condition";
  DROP TYPE "public"."enum_feeds_country";
  DROP TYPE "public"."enum_feeds_schedule";
  DROP TYPE "public"."enum_feeds_last_status";
  DROP TYPE "public"."enum_feed_runs_status";`)
}
