import { sql } from 'kysely';
import type { Db, DbHandle, ModerationStatus } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { StoredImage } from '../uploads/index.js';

/** A photo of a post as the pages see it: the id its sizes are served by, and its shape. */
export interface PostImage {
  id: string;
  width: number;
  height: number;
}

/** One 晒单 as the pages see it. */
export interface ShaidanPost {
  id: number;
  dpId: string;
  title: string;
  author: string;
  text: string;
  images: PostImage[];
  likes: number;
  /** Whether the viewer likes it (false for visitors). */
  liked: boolean;
  status: ModerationStatus;
  rejectReason: string | null;
  createdAt: number;
}

/** A page of posts and how many there are in all. */
export interface PostPage {
  total: number;
  page: number;
  pageSize: number;
  items: ShaidanPost[];
}

/** What a new post is made of (its photos already stored). */
export interface NewPost {
  userId: number;
  dpId: string;
  text: string;
  images: readonly StoredImage[];
  now: number;
}

/** Stores a pending post and indexes its photos, in one transaction; its id. */
export async function addPost(db: Db, post: NewPost): Promise<number> {
  return inTransaction(db, async (tx) => {
    const row = await tx.kysely
      .insertInto('shaidan_posts')
      .values({
        user_id: post.userId,
        dp_id: post.dpId,
        text: post.text,
        images: JSON.stringify(post.images),
        created_at: post.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const postId = Number(row.id);
    await tx.kysely
      .insertInto('shaidan_images')
      .values(
        post.images.map((image, position) => ({ image_id: image.id, post_id: postId, position })),
      )
      .execute();
    return postId;
  });
}

function postQuery(db: DbHandle, viewerId: number | null) {
  return db.kysely
    .selectFrom('shaidan_posts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('products as pr', 'pr.dp_id', 'p.dp_id')
    .select((eb) => [
      'p.id',
      'p.dp_id',
      'p.text',
      'p.images',
      'p.status',
      'p.reject_reason',
      'p.created_at',
      'u.nickname',
      'pr.title',
      eb
        .selectFrom('shaidan_likes as l')
        .whereRef('l.post_id', '=', 'p.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('likes'),
      eb
        .selectFrom('shaidan_likes as l')
        .whereRef('l.post_id', '=', 'p.id')
        .where('l.user_id', '=', viewerId ?? 0)
        .select(sql<number>`count(*)`.as('n'))
        .as('liked'),
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postQuery>['execute']>>[number];

function toPost(row: PostRow): ShaidanPost {
  const stored = JSON.parse(row.images) as StoredImage[];
  return {
    id: Number(row.id),
    dpId: row.dp_id,
    title: row.title ?? '',
    author: row.nickname,
    text: row.text,
    images: stored.map(({ id, width, height }) => ({ id, width, height })),
    likes: Number(row.likes ?? 0),
    liked: Number(row.liked ?? 0) > 0,
    status: row.status,
    rejectReason: row.reject_reason,
    createdAt: Number(row.created_at),
  };
}

/** Approved posts, newest first (optionally of one product). */
export async function approvedPosts(
  db: DbHandle,
  query: { page: number; pageSize: number; dpId?: string; viewerId: number | null },
): Promise<PostPage> {
  let filtered = postQuery(db, query.viewerId).where('p.status', '=', 'approved');
  if (query.dpId) filtered = filtered.where('p.dp_id', '=', query.dpId);
  let counted = db.kysely
    .selectFrom('shaidan_posts')
    .where('status', '=', 'approved')
    .select(sql<number>`count(*)`.as('n'));
  if (query.dpId) counted = counted.where('dp_id', '=', query.dpId);
  const [rows, total] = await Promise.all([
    filtered
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    counted.executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map(toPost),
  };
}

/** One author's own posts in every state, newest first (the reject reason included). */
export async function postsBy(db: DbHandle, userId: number, limit: number): Promise<ShaidanPost[]> {
  const rows = await postQuery(db, userId)
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPost);
}

/** Pending posts, oldest first, for operators. */
export async function pendingPosts(db: DbHandle, limit: number): Promise<ShaidanPost[]> {
  const rows = await postQuery(db, null)
    .where('p.status', '=', 'pending')
    .orderBy('p.created_at', 'asc')
    .orderBy('p.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toPost);
}

/** Likes (once per user) or unlikes an approved post; its like count after, or undefined if no such post. */
export async function setLike(
  db: DbHandle,
  like: { postId: number; userId: number; liked: boolean; now: number },
): Promise<number | undefined> {
  const post = await db.kysely
    .selectFrom('shaidan_posts')
    .select('id')
    .where('id', '=', like.postId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (!post) return undefined;
  if (like.liked) {
    await db.kysely
      .insertInto('shaidan_likes')
      .values({ post_id: like.postId, user_id: like.userId, created_at: like.now })
      .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db.kysely
      .deleteFrom('shaidan_likes')
      .where('post_id', '=', like.postId)
      .where('user_id', '=', like.userId)
      .execute();
  }
  const count = await db.kysely
    .selectFrom('shaidan_likes')
    .where('post_id', '=', like.postId)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Who may see a stored photo: its post's author and state, or undefined for an unknown id. */
export async function imageOwner(
  db: DbHandle,
  imageId: string,
): Promise<{ userId: number; status: ModerationStatus } | undefined> {
  const row = await db.kysely
    .selectFrom('shaidan_images as i')
    .innerJoin('shaidan_posts as p', 'p.id', 'i.post_id')
    .select(['p.user_id', 'p.status'])
    .where('i.image_id', '=', imageId)
    .executeTakeFirst();
  return row && { userId: row.user_id, status: row.status };
}
