import { idField } from '../../../http/integerField.js';

/** One photo of a post: served at `/api/images/{id}/{small|medium|large}`. */
const imageSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
  required: ['id', 'width', 'height'],
  additionalProperties: false,
} as const;

const statusSchema = { type: 'string', enum: ['pending', 'approved', 'rejected'] } as const;

/** One 晒单 as the pages see it. */
export const postSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    dpId: { type: 'string' },
    title: { type: 'string' },
    author: { type: 'string' },
    text: { type: 'string' },
    images: { type: 'array', items: imageSchema },
    likes: { type: 'integer' },
    liked: { type: 'boolean' },
    status: statusSchema,
    rejectReason: { type: ['string', 'null'] },
    createdAt: { type: 'integer' },
  },
  required: [
    'id',
    'dpId',
    'title',
    'author',
    'text',
    'images',
    'likes',
    'liked',
    'status',
    'rejectReason',
    'createdAt',
  ],
  additionalProperties: false,
} as const;

/** One short review as the pages see it. */
export const reviewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    dpId: { type: 'string' },
    title: { type: 'string' },
    author: { type: 'string' },
    rating: { type: 'integer' },
    text: { type: 'string' },
    status: statusSchema,
    rejectReason: { type: ['string', 'null'] },
    createdAt: { type: 'integer' },
  },
  required: [
    'id',
    'dpId',
    'title',
    'author',
    'rating',
    'text',
    'status',
    'rejectReason',
    'createdAt',
  ],
  additionalProperties: false,
} as const;

/** The `:id` of a post. */
export const postIdParams = {
  type: 'object',
  properties: { id: idField },
  required: ['id'],
  additionalProperties: false,
} as const;
