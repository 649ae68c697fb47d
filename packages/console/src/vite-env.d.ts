/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address users with no permissions at all are asked to contact (spec 1 §6). */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
