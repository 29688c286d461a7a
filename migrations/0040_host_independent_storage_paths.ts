import { type Kysely, sql } from 'kysely'

/**
 * Links to our own storage objects no longer carry the site's origin. Photos and avatars were kept as absolute
 * URLs with the PUBLIC_URL (or the hosted Supabase URL) of their upload, so after a move to another domain, scheme
 * or port, or a restore elsewhere, every image pointed at the old origin and the CSP blocked it. Rows now keep the
 * root-relative path `/storage/v1/object/public/{bucket}/{key}` and answers add this start's origin.
 *
 * Which absolute URLs are ours, whatever their host: the key names the row itself. A photo of venue 12 is
 * `…/storage/v1/object/public/venues/12/{uuid}.webp`, an avatar of user U `…/storage/v1/object/public/avatars/U.webp`
 * (with its `?v=` version). Anything else (a link to another site, a path already rewritten) stays as it is, so a
 * second run changes nothing. Listings' updated_at is left alone: their content did not change.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/** Scheme and host, and any path PUBLIC_URL had before our own. */
const ORIGIN = '^https?://[^/?#]+(/[^?#]*)?'

export async function up(db: Kysely<any>): Promise<void> {
  // Each kind's photos live in the bucket named like its table (docs/architecture.md, "Storage and images").
  for (const table of ['artists', 'venues', 'services']) {
    const ours = sql`(${`(/storage/v1/object/public/${table}/`}::text || t.id || ${`/${UUID}\\.webp)$`}::text)`
    await sql`
      update ${sql.table(table)} t
      set photos = array(
        select case when p ~ (${ORIGIN}::text || ${ours}) then substring(p from ${ours}) else p end
        from unnest(t.photos) with ordinality as u(p, n)
        order by n
      )
      where cardinality(t.photos) > 0
        and exists (select 1 from unnest(t.photos) as u(p) where p ~ (${ORIGIN}::text || ${ours}))
    `.execute(db)
  }
  const avatar = sql`(${'(/storage/v1/object/public/avatars/'}::text || p.id || ${'\\.webp(\\?v=[0-9]+)?)$'}::text)`
  await sql`
    update profiles p
    set avatar_url = substring(p.avatar_url from ${avatar})
    where p.avatar_url ~ (${ORIGIN}::text || ${avatar})
  `.execute(db)
}
