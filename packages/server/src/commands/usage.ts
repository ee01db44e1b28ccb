/** A command line the CLI cannot run: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/** `value` as a positive integer, undefined when absent; `name` is the option in the error. */
export function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${name} 必须是正整数，收到 "${value}"`);
  return n;
}
