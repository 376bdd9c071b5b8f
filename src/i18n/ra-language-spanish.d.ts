declare module 'ra-language-spanish' {
  import type { TranslationMessages } from 'react-admin';

  const messages: TranslationMessages;
  export default messages;
}
