import type { Variant } from './types.js';

/** A choice that costs `extra` yuan more than the model's cheapest one. */
export function option(label: string, extra = 0): Variant {
  return { label, extra };
}

/** Choices that share one price, such as most colours. */
export function sameCost(...labels: string[]): Variant[] {
  return labels.map((label) => option(label));
}

/** The single empty choice of a model that comes one way only. */
export const ONLY: readonly Variant[] = [option('')];
