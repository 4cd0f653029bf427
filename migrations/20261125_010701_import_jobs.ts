import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_imports_import_as" AS ENUM('published', 'draft');
  ALTER TYPE "public"."enum_imports_status" ADD VALUE 'running';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importFile' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importFile' BEFORE 'createCollectionExport';
  ALTER TABLE "imports" ADD COLUMN "summary_processed" numeric;
  ALTER TABLE "imports" ADD COLUMN "import_as" "enum_imports_import_as" DEFAULT 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "imports" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "imports" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_imports_status";
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  ALTER TABLE "imports" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_imports_status";
  ALTER TABLE "imports" ALTER COLUMN "status" SET DATA TYPE "public"."enum_imports_status" USING "status"::"public"."enum_imports_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'recordPrices', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'recordPrices', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "imports" DROP COLUMN "summary_processed";
  ALTER TABLE "imports" DROP COLUMN "import_as";
  DROP TYPE "public"."enum_imports_import_as";`)
}
