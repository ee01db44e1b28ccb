import type { CategorySpec, ModelSpec, Variant } from './data/index.js';
import { YUAN } from './money.js';
import { mixSeed } from './random.js';

/** One goods (model × variant × colour): what a cluster of store listings sells. */
export interface Goods {
  spec: CategorySpec;
  model: ModelSpec;
  variant: Variant;
  colour: Variant;
  title: string;
  /** Fen, before any store's rounding. */
  basePrice: number;
  attributes: Record<string, string>;
}

type Combo = readonly [model: number, variant: number, colour: number];

const combosCache = new Map<CategorySpec, Combo[]>();

function combosOf(spec: CategorySpec): Combo[] {
  let combos = combosCache.get(spec);
  if (!combos) {
    combos = [];
    spec.models.forEach((model, mi) => {
      model.variants.forEach((_, vi) => {
        model.colours.forEach((_, ci) => combos?.push([mi, vi, ci]));
      });
    });
    combosCache.set(spec, combos);
  }
  return combos;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The k-th goods of a category: k walks the category's combinations in a seeded order (an
 * affine permutation), so the first clusters of a category are all different goods.
 */
export function goodsAt(spec: CategorySpec, k: number, seed: number, specIndex: number): Goods {
  const combos = combosOf(spec);
  const n = combos.length;
  const h = mixSeed(seed, specIndex, 0x60);
  let step = (h % n) + 1;
  while (gcd(step, n) !== 1) step++;
  const combo = combos[(k * step + (h >>> 8)) % n];
  const model = combo && spec.models[combo[0]];
  const variant = combo && model?.variants[combo[1]];
  const colour = combo && model?.colours[combo[2]];
  if (!model || !variant || !colour) throw new Error(`no goods in ${spec.slug}`);
  const title = [model.head, variant.label, colour.label, model.tail].filter(Boolean).join(' ');
  const attributes: Record<string, string> = {
    品牌: model.brand,
    型号: model.head.replace(/^\S*（[^）]*）\s*/, ''),
  };
  if (variant.label) attributes[spec.variantKey] = variant.label;
  if (colour.label) attributes[spec.colourKey] = colour.label;
  const basePrice = Math.round((model.price + variant.extra + colour.extra) * YUAN);
  return { spec, model, variant, colour, title, basePrice, attributes };
}

/** How many different goods a category holds. */
export function goodsCount(spec: CategorySpec): number {
  return combosOf(spec).length;
}
