/** How one navigation is carried out. */
export interface NavigateOptions {
  /** Allow leaving the site (behaviour.md §5: external URLs are rejected unless allowed). */
  readonly external?: boolean;
  /** Replace the current history entry instead of pushing one. */
  readonly replace?: boolean;
}

/** The page's ways to move, injected so tests, stories and servers can fake them. */
export interface Navigator {
  /** In-app move, e.g. react-router's `navigate(path, { replace })`. */
  readonly inApp: (path: string, options: { readonly replace: boolean }) => void;
  /** Full-page move to another site, e.g. `location.assign` / `location.replace`. */
  readonly external: (url: string, options: { readonly replace: boolean }) => void;
}
