/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the shop API; '' (the default) means the same origin. */
  readonly VITE_API_BASE?: string;
}
