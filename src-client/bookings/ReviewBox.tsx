/** Reviews of a booking in its thread (filled in with the reviews step). */
export function ReviewBox(_props: { enquiryId: number; side: 'booker' | 'listing' }) {
  return null
}
