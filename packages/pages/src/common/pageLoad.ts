/** What a page's loader found, for the server's answer. */
export interface PageLoad {
  /** The address names something that does not exist (a category, a post): answered with 404. */
  readonly isMissing: boolean;
}
