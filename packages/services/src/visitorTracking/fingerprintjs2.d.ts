// The part of fingerprintjs2 2.1.4 we use (the package ships no types).
declare module 'fingerprintjs2' {
  /** One collected signal. */
  export interface Component {
    key: string;
    value: unknown;
  }

  /** Options of `get`. */
  export interface Options {
    excludes?: Record<string, boolean>;
    audio?: { timeout?: number; excludeIOS11?: boolean };
  }

  /** The library object. */
  const Fingerprint2: {
    get(options: Options, done: (components: Component[]) => void): void;
    x64hash128(input: string, seed: number): string;
  };

  // eslint-disable-next-line no-restricted-exports -- declares the library's own CommonJS export
  export default Fingerprint2;
}
