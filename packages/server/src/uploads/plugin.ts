import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ImageStore, uploadsDir } from './store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Image uploads under `DATA_DIR/uploads` (suggestions now, 晒单 later). */
    images: ImageStore;
  }
}

const decorateImages: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  app.decorate('images', new ImageStore(uploadsDir(dataDir)));
};

/** Decorates `app.images`, the one image store every upload goes through. */
export const imagesPlugin = fp(decorateImages, { name: 'images' });
