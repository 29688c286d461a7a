import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export interface ProfileRow {
  id: string
  username: string | null
  display_name: ColumnType<string, string | undefined, string>
  website: ColumnType<string, string | undefined, string>
  bio: ColumnType<string, string | undefined, string>
  avatar_url: string | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface StorageBucketRow {
  id: string
  name: string
  owner: string | null
  public: ColumnType<boolean, boolean | undefined, boolean>
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: Timestamp
  updated_at: Timestamp
}

export interface StorageObjectRow {
  id: string
  bucket_id: string
  name: string
  version: string
  size: number
  mimetype: string
  cache_control: string
  etag: string
  user_metadata: ColumnType<unknown, string | null | undefined, string | null>
  created_at: Timestamp
  updated_at: Timestamp
  last_accessed_at: Timestamp
}

/** Kysely table types of the profile feature (profiles + embedded storage metadata); migrations/0005_profile.ts. */
export interface ProfileTables {
  profiles: ProfileRow
  storage_buckets: StorageBucketRow
  storage_objects: StorageObjectRow
}
