declare module 'virtual:i18n-dict/*' {
  import type { Messages } from '../src/i18n/types.ts'

  const dictionary: Messages
  export default dictionary
}
