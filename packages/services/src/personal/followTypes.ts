/** What a follow (关注) is about. */
export type FollowKind = 'brand' | 'category' | 'keyword';

/** Each kind's Chinese name, as the server's labels and refusals say it. */
export const FOLLOW_KIND_NAMES: Readonly<Record<FollowKind, string>> = {
  brand: '品牌',
  category: '分类',
  keyword: '关键词',
};

/** A brand, category or keyword the user follows (epoch seconds). */
export interface Follow {
  id: number;
  kind: FollowKind;
  /** A brand, a category's slug or a keyword, as followed. */
  value: string;
  /** How it reads: the category's name, otherwise the value. */
  name: string;
  /** e.g. 关键词「耳机」. */
  label: string;
  /** The site path that lists its products (its category page or a search). */
  path: string;
  createdAt: number;
  /** When its last digest went out; null before the first. */
  lastDigestAt: number | null;
}

/** `GET /UserFollow/List`: every follow, newest first, and how many one may keep. */
export interface FollowList {
  follows: Follow[];
  max: number;
}
