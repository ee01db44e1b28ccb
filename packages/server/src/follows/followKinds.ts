/** What a follow (关注) is about. */
export type FollowKind = 'brand' | 'category' | 'keyword';

/** Every follow kind, in the order the personal area lists them. */
export const FOLLOW_KINDS: readonly FollowKind[] = ['brand', 'category', 'keyword'];

/** How each kind is named in Chinese, in labels and refusals. */
export const FOLLOW_KIND_NAMES: Record<FollowKind, string> = {
  brand: '品牌',
  category: '分类',
  keyword: '关键词',
};

/** The most follows one user may keep: enough for real interests, few enough for one digest round. */
export const FOLLOW_MAX = 50;

/** The longest brand or keyword, in characters. */
export const FOLLOW_VALUE_MAX = 30;

/** A follow's label as lists and digests show it, e.g. 关键词「耳机」. */
export function followLabel(kind: FollowKind, name: string): string {
  return `${FOLLOW_KIND_NAMES[kind]}「${name}」`;
}
