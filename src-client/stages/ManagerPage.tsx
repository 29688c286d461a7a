import { PlaceholderPage } from '../shell/PlaceholderPage.tsx'

export default function Page() {
  return <PlaceholderPage route="stageWhisperer-manager" />
}
