export { buildApp } from './app.js';
export { loadConfig, ConfigError } from './config.js';
export type { ServerConfig } from './config.js';
