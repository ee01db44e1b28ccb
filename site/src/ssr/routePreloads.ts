/** One chunk of Vite's build manifest (`.vite/manifest.json`), the parts read here. */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

type Manifest = Readonly<Record<string, ManifestChunk>>;

function withImports(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The addresses of the code a page's routes run, from the browser build's manifest, to preload:
 * the browser fetches the route chunks with the entry instead of after it, so the page is live
 * sooner. What the entry imports itself is left out (the browser finds it anyway).
 */
export function routePreloads(
  manifestText: string | undefined,
): (sources: readonly string[]) => string[] {
  if (!manifestText) return () => [];
  const manifest = JSON.parse(manifestText) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const withEntry = withImports(manifest, entries);
  return (sources) =>
    [...withImports(manifest, sources)]
      .filter((key) => !withEntry.has(key))
      .map((key) => `/${manifest[key]?.file ?? ''}`);
}
