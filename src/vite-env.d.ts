/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TWILIO_API_URL?: string;
  readonly VITE_TWILIO_MESSAGING_API_URL?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_SOURCE_URL?: string;
  /** Set only by `npm start`: the emulator's demo credentials, shown as a hint on the sign-in forms. */
  readonly VITE_DEMO_CREDENTIALS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
