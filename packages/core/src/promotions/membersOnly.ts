// A label of a price or a saving only members get: JD PLUS, Tmall 88VIP, 苏宁 SUPER会员, 唯品会
// 超级VIP, "会员价", "会员专享".
const MEMBERS_ONLY = /88VIP|PLUS|会员|VIP价/i;

/** How a page's promotion and coupon texts are joined into one (readers, imports, reports). */
const TEXT_SEPARATOR = '；';

/** Whether a price label or a promotion / coupon text names a members-only price or saving. */
export function isMembersOnly(text: string): boolean {
  return MEMBERS_ONLY.test(text);
}

/**
 * A promotion or coupon text without its members-only pieces (null when nothing else is left): a
 * saving only members get is no promotion or coupon of the price anyone pays.
 */
export function withoutMembersOnly(text: string | null): string | null {
  if (text === null) return null;
  const pieces = text.split(TEXT_SEPARATOR).filter((piece) => !isMembersOnly(piece));
  return pieces.length > 0 ? pieces.join(TEXT_SEPARATOR) : null;
}
