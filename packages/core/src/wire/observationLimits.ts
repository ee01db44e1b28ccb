/**
 * The longest title, promotion or coupon text a price observation may carry: the server refuses
 * longer ones; the extension and the tracker clip their texts to it.
 */
export const OBSERVATION_TEXT_MAX = 200;
