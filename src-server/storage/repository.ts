import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { StorageBucketRow, StorageObjectRow } from '../profile/tables.ts'

/** The only module of the embedded Storage API that touches the database. */
export type Bucket = Selectable<StorageBucketRow>
export type StoredObject = Selectable<StorageObjectRow>

export interface BucketInput {
  id: string
  name: string
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

export const storageRepo = {
  getBucket(db: Kysely<Database>, id: string): Promise<Bucket | undefined> {
    return db.selectFrom('storage_buckets').selectAll().where('id', '=', id).executeTakeFirst()
  },

  listBuckets(
    db: Kysely<Database>,
    opts: { limit?: number; offset?: number; search?: string; sortColumn?: string; sortOrder?: 'asc' | 'desc' },
  ): Promise<Bucket[]> {
    let q = db.selectFrom('storage_buckets').selectAll()
    if (opts.search) q = q.where('name', 'ilike', `%${opts.search.replace(/[%_\\]/g, '\\$&')}%`)
    const column = (['id', 'name', 'created_at', 'updated_at'] as const).find((c) => c === opts.sortColumn) ?? 'name'
    q = q.orderBy(column, opts.sortOrder === 'desc' ? 'desc' : 'asc')
    if (opts.limit) q = q.limit(opts.limit)
    if (opts.offset) q = q.offset(opts.offset)
    return q.execute()
  },

  /** Inserts; false when a bucket with that id exists. */
  async createBucket(db: Kysely<Database>, input: BucketInput): Promise<boolean> {
    const row = await db
      .insertInto('storage_buckets')
      .values(input)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  },

  async updateBucket(db: Kysely<Database>, id: string, patch: Partial<Omit<BucketInput, 'id'>>): Promise<boolean> {
    const result = await db
      .updateTable('storage_buckets')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  },

  async deleteBucket(db: Kysely<Database>, id: string): Promise<'deleted' | 'missing' | 'not-empty'> {
    return db.transaction().execute(async (trx) => {
      const bucket = await trx
        .selectFrom('storage_buckets')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      if (!bucket) return 'missing'
      const any = await trx
        .selectFrom('storage_objects')
        .select('id')
        .where('bucket_id', '=', id)
        .limit(1)
        .executeTakeFirst()
      if (any) return 'not-empty'
      await trx.deleteFrom('storage_buckets').where('id', '=', id).execute()
      return 'deleted'
    })
  },

  emptyBucket(db: Kysely<Database>, id: string): Promise<StoredObject[]> {
    return db.deleteFrom('storage_objects').where('bucket_id', '=', id).returningAll().execute()
  },

  getObject(db: Kysely<Database>, bucket: string, name: string): Promise<StoredObject | undefined> {
    return db
      .selectFrom('storage_objects')
      .selectAll()
      .where('bucket_id', '=', bucket)
      .where('name', '=', name)
      .executeTakeFirst()
  },

  /**
   * Writes the metadata of a new version. Without upsert an existing key is refused ('exists'); with upsert the
   * row is replaced and the previous version is returned so its bytes can be deleted. Parallel upserts of a key
   * that does not exist yet both find nothing to lock; the loser's insert conflicts (after waiting for the
   * winner to commit), and it goes round again to replace the winner's row: last writer wins, no 409.
   */
  async putObject(
    db: Kysely<Database>,
    input: Omit<StoredObject, 'id' | 'created_at' | 'updated_at' | 'last_accessed_at' | 'user_metadata'> & {
      user_metadata: string | null
    },
    upsert: boolean,
  ): Promise<
    { status: 'created' | 'replaced'; object: StoredObject; previousVersion?: string } | { status: 'exists' }
  > {
    if (!upsert) {
      // One statement: a new name is written, a taken one stays as it is (no transaction, no row lock).
      const object = await db
        .insertInto('storage_objects')
        .values({ ...input, id: crypto.randomUUID() })
        .onConflict((oc) => oc.columns(['bucket_id', 'name']).doNothing())
        .returningAll()
        .executeTakeFirst()
      return object ? { status: 'created' as const, object } : { status: 'exists' as const }
    }
    return db.transaction().execute(async (trx) => {
      // Each round sees rows committed meanwhile (READ COMMITTED); a row may also vanish before it is locked.
      for (let round = 0; round < 3; round++) {
        const existing = await trx
          .selectFrom('storage_objects')
          .select(['id', 'version'])
          .where('bucket_id', '=', input.bucket_id)
          .where('name', '=', input.name)
          .forUpdate()
          .executeTakeFirst()
        if (existing && !upsert) return { status: 'exists' as const }
        if (existing) {
          const object = await trx
            .updateTable('storage_objects')
            .set({ ...input, updated_at: new Date(), last_accessed_at: new Date() })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
          return { status: 'replaced' as const, object, previousVersion: existing.version }
        }
        const object = await trx
          .insertInto('storage_objects')
          .values({ ...input, id: crypto.randomUUID() })
          .onConflict((oc) => oc.columns(['bucket_id', 'name']).doNothing())
          .returningAll()
          .executeTakeFirst()
        if (object) return { status: 'created' as const, object }
        if (!upsert) return { status: 'exists' as const }
      }
      throw new Error(`storage: could not write ${input.bucket_id}/${input.name} after 3 rounds`)
    })
  },

  /** Renames an object (bytes stay where they are); 'exists' when the destination is taken. */
  moveObject(
    db: Kysely<Database>,
    from: { bucket: string; key: string },
    to: { bucket: string; key: string },
  ): Promise<StoredObject | 'missing' | 'exists'> {
    return db.transaction().execute(async (trx) => {
      const source = await trx
        .selectFrom('storage_objects')
        .select('id')
        .where('bucket_id', '=', from.bucket)
        .where('name', '=', from.key)
        .forUpdate()
        .executeTakeFirst()
      if (!source) return 'missing'
      const taken = await trx
        .selectFrom('storage_objects')
        .select('id')
        .where('bucket_id', '=', to.bucket)
        .where('name', '=', to.key)
        .executeTakeFirst()
      if (taken) return 'exists'
      const moved = await trx
        .updateTable('storage_objects')
        .set({ bucket_id: to.bucket, name: to.key, updated_at: new Date() })
        .where('id', '=', source.id)
        .returningAll()
        .executeTakeFirst()
      return moved ?? 'missing'
    })
  },

  removeObjects(db: Kysely<Database>, bucket: string, names: string[]): Promise<StoredObject[]> {
    if (names.length === 0) return Promise.resolve([])
    return db
      .deleteFrom('storage_objects')
      .where('bucket_id', '=', bucket)
      .where('name', 'in', names)
      .returningAll()
      .execute()
  },

  /** Every object whose name starts with the prefix (the caller groups them into direct children). */
  objectsUnder(db: Kysely<Database>, bucket: string, prefix: string): Promise<StoredObject[]> {
    let q = db.selectFrom('storage_objects').selectAll().where('bucket_id', '=', bucket)
    if (prefix) q = q.where('name', 'like', `${prefix.replace(/[%_\\]/g, '\\$&')}%`)
    return q.orderBy('name').limit(100_000).execute()
  },
}
