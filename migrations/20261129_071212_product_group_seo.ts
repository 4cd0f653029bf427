import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/*
 * Product groups get the SEO panel guides and stores have: a title, description and image per
 * language that the group's page gives search engines instead of the ones it generates.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "product_groups_locales" ADD COLUMN "meta_title" varchar;
    ALTER TABLE "product_groups_locales" ADD COLUMN "meta_description" varchar;
    ALTER TABLE "product_groups_locales" ADD COLUMN "meta_image_id" integer;
    ALTER TABLE "product_groups_locales" ADD CONSTRAINT "product_groups_locales_meta_image_id_media_id_fk"
      FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "product_groups_meta_meta_image_idx"
      ON "product_groups_locales" USING btree ("meta_image_id", "_locale");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "product_groups_locales" DROP CONSTRAINT "product_groups_locales_meta_image_id_media_id_fk";
    DROP INDEX "product_groups_meta_meta_image_idx";
    ALTER TABLE "product_groups_locales" DROP COLUMN "meta_title";
    ALTER TABLE "product_groups_locales" DROP COLUMN "meta_description";
    ALTER TABLE "product_groups_locales" DROP COLUMN "meta_image_id";`)
}
