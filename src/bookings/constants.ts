/** Shared by server and client: the enquiry statuses and the sizes every door bounds. */
export const ENQUIRY_STATUSES = ['new', 'replied', 'booked', 'declined', 'withdrawn'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

export const EVENT_TYPE_MAX = 100
export const MESSAGE_MAX = 5000
export const GUESTS_MAX = 1_000_000
export const BUDGET_MAX = 100_000_000
/** One enquiry to every item of a favourites list: at most this many listings at once. */
export const LIST_ENQUIRY_MAX = 30
/** Messages per thread (each side's replies included). */
export const THREAD_MESSAGES_MAX = 200
/** Event dates: not in the past, at most this many days ahead. */
export const EVENT_DAYS_AHEAD_MAX = 1100
export const PAGE_SIZE = 20
