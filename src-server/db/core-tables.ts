import type { ColumnType } from 'kysely'

export interface CoreTables {
  user_roles: {
    user_id: string
    role: 'admin'
    created_at: ColumnType<Date, never, never>
  }
}
