/** Where a screen's data is: nothing asked yet, loading, shown, or failed to load. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
