/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The server origin the build was made for (`EXTENSION_SERVER_ORIGIN`, set in wxt.config.ts). */
  readonly EXTENSION_SERVER_ORIGIN?: string;
}
