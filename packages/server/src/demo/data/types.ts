import type { SaleKind } from '../calendar.js';
import type { DemoStoreKey } from '../sites.js';

/** One choice of a model (storage, size, flavour…); `extra` yuan is added to the model price. */
export interface Variant {
  /** Empty when the model has no such choice, so titles and attributes leave it out. */
  label: string;
  extra: number;
}

/** One sellable model; each variant × colour of it is a distinct goods. */
export interface ModelSpec {
  brand: string;
  /** Starts the title; a leading `品牌（English）` is dropped for the 型号 attribute. */
  head: string;
  /** Ends the title with the selling points stores append. */
  tail: string;
  /** Yuan, for the cheapest variant and colour. */
  price: number;
  variants: readonly Variant[];
  colours: readonly Variant[];
}

/** A top-level category that only groups leaves. */
export interface ParentCategory {
  slug: string;
  name: string;
}

/** A leaf category with the goods it sells and how its prices behave. */
export interface CategorySpec {
  /** Ascii route `class`; also names the listing image in demo-assets. */
  slug: string;
  name: string;
  parentSlug: string;
  /** Relative share of the catalogue's goods clusters. */
  weight: number;
  /** Relative chance of each store listing the goods; missing stores never do. */
  stores: Partial<Record<DemoStoreKey, number>>;
  /** Attribute name of the variant label. */
  variantKey: string;
  /** Attribute name of the colour label. */
  colourKey: string;
  /** Yearly list-price change as a fraction, [min, max]. */
  drift: readonly [number, number];
  /** Fraction off the list price at a 618 / 双11 peak, [min, max]. */
  saleDepth: readonly [number, number];
  /** Fraction off the list price on an ordinary day, [min, max]. */
  everyday: readonly [number, number];
  /** Smaller festivals this category joins beyond the ones every listing is invited to. */
  extraSales: readonly SaleKind[];
  models: readonly ModelSpec[];
}
