// The personal area's API clients travel in one chunk, fetched by whichever is called first: they
// share the wire readers, and every chunk the entry may fetch costs its name in the entry's
// preload table, which has no bytes to spare (docs/benchmarks.md).
export { AlertsApi } from '../alerts/AlertsApi';
export { PersonalApi } from './PersonalApi';
