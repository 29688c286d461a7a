export default function MyEnquiriesPage() {
  return null
}
