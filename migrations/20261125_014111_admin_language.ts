import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_admin_language" AS ENUM('en', 'de', 'fr', 'it', 'es', 'fi', 'nl', 'nb', 'pl', 'pt', 'sv');
  ALTER TABLE "users" ADD COLUMN "admin_language" "enum_users_admin_language";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "admin_language";
  DROP TYPE "public"."enum_users_admin_language";`)
}
