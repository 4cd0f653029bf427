import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The bulk loader wrote the store versions' category links with the path `categories`; Payload reads
// version relationships under `version.categories`, so editors' drafts (and any update that starts
// from the latest version, such as a partial REST PATCH) saw no categories and saved none.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "_stores_v_rels" SET "path" = 'version.' || "path" WHERE "path" NOT LIKE 'version.%';`)
}

// Nothing to undo: the old paths were never readable.
export async function down(_: MigrateDownArgs): Promise<void> {}
