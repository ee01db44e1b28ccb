import type { Migration } from 'kysely';
import type { Dialect } from '../schema.js';

/**
 * `0016_shaidan` (issue #15): purchase photos (晒单), their likes, short product reviews, and the
 * reject reason an operator gives a suggestion. Posts and reviews stay `pending` until an operator
 * approves them; a rejected one keeps the reason its author sees. `shaidan_images` maps each stored
 * image id to its post, so an image is served by id only while its post may be seen.
 */
export function shaidan(dialect: Dialect): Migration {
  const tsType = dialect === 'postgres' ? 'bigint' : 'integer';
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db) {
      await db.schema
        .createTable('shaidan_posts')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('dp_id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reject_reason', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('reviewed_at', tsType)
        .execute();
      // The feed reads the newest approved posts; a product's tab reads its approved ones.
      await db.schema
        .createIndex('shaidan_posts_status_created')
        .on('shaidan_posts')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('shaidan_posts_dp_status')
        .on('shaidan_posts')
        .columns(['dp_id', 'status'])
        .execute();
      await db.schema
        .createIndex('shaidan_posts_user')
        .on('shaidan_posts')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('shaidan_images')
        .addColumn('image_id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('shaidan_posts.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shaidan_images_post')
        .on('shaidan_images')
        .column('post_id')
        .execute();

      await db.schema
        .createTable('shaidan_likes')
        .addColumn('post_id', 'integer', (c) =>
          c.notNull().references('shaidan_posts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addPrimaryKeyConstraint('shaidan_likes_pk', ['post_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('product_reviews')
        .addColumn('id', idType, (c) =>
          dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('dp_id', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reject_reason', 'text')
        .addColumn('created_at', tsType, (c) => c.notNull())
        .addColumn('reviewed_at', tsType)
        .execute();
      await db.schema
        .createIndex('product_reviews_dp_status')
        .on('product_reviews')
        .columns(['dp_id', 'status'])
        .execute();
      await db.schema
        .createIndex('product_reviews_status_created')
        .on('product_reviews')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema.alterTable('suggestions').addColumn('reject_reason', 'text').execute();
    },
  };
}
