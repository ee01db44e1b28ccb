import type { ExportFormat, ExportWhat } from './personalTypes';

/** Behaviour.md §9: the protection list's page size. */
export const PROTECT_PAGE_SIZE = 30;

/** The address of a personal-data download (`GET /UserExtend/Export`): a plain signed-in link. */
export function exportPath(what: ExportWhat, format: ExportFormat): string {
  return `/UserExtend/Export?format=${format}&what=${what}`;
}
