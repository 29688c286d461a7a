import type { AuthTables } from '../auth/tables.ts'
import type { AvailabilityTables } from '../availability/tables.ts'
import type { BookingsTables, ReviewsTables } from '../bookings/tables.ts'
import type { DirectoryTables } from '../directory/tables.ts'
import type { FavoritesTables } from '../favorites/tables.ts'
import type { ProfileTables } from '../profile/tables.ts'
import type { RidersTables } from '../riders/tables.ts'
import type { StageAccessTables } from '../stages/access/tables.ts'
import type { RunningOrderTables } from '../stages/running-order/tables.ts'
import type { StagesTables } from '../stages/tables.ts'
import type { CoreTables } from './core-tables.ts'

/** The whole database as Kysely sees it: each feature declares its own tables beside its code. */
export interface Database
  extends CoreTables,
    AuthTables,
    AvailabilityTables,
    BookingsTables,
    ReviewsTables,
    DirectoryTables,
    FavoritesTables,
    ProfileTables,
    RidersTables,
    StagesTables,
    StageAccessTables,
    RunningOrderTables {}
