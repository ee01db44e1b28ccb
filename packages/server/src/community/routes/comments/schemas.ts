import { idField } from '../../../http/integerField.js';

const statusSchema = { type: 'string', enum: ['pending', 'approved', 'rejected'] } as const;

const commentProperties = {
  id: { type: 'integer' },
  author: { type: 'string' },
  rating: { type: ['integer', 'null'] },
  text: { type: 'string' },
  status: statusSchema,
  rejectReason: { type: ['string', 'null'] },
  hidden: { type: 'boolean' },
  mine: { type: 'boolean' },
  reported: { type: 'boolean' },
  createdAt: { type: 'integer' },
} as const;

const commentRequired = [
  'id',
  'author',
  'rating',
  'text',
  'status',
  'rejectReason',
  'hidden',
  'mine',
  'reported',
  'createdAt',
] as const;

/** One comment as the viewer sees it. */
export const commentSchema = {
  type: 'object',
  properties: commentProperties,
  required: commentRequired,
  additionalProperties: false,
} as const;

/** A comment awaiting an operator: what it is about and how many reported it. */
export const queuedCommentSchema = {
  type: 'object',
  properties: {
    ...commentProperties,
    subjectKind: { type: 'string' },
    subjectId: { type: 'string' },
    reports: { type: 'integer' },
  },
  required: [...commentRequired, 'subjectKind', 'subjectId', 'reports'],
  additionalProperties: false,
} as const;

/** A page of a subject's comments, with the rating summary of a rated subject. */
export const commentPageSchema = {
  type: 'object',
  properties: {
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
    items: { type: 'array', items: commentSchema },
    rating: {
      description:
        '评分主体（如 app）的已通过评分数与平均分（一位小数，无评分时为 null）；其余为 null',
      type: ['object', 'null'],
      properties: { count: { type: 'integer' }, average: { type: ['number', 'null'] } },
      required: ['count', 'average'],
      additionalProperties: false,
    },
  },
  required: ['total', 'page', 'pageSize', 'items', 'rating'],
  additionalProperties: false,
} as const;

/** The `:kind/:subjectId` of a thread. */
export const subjectParams = {
  type: 'object',
  properties: {
    kind: { type: 'string', pattern: '^[a-z]{1,20}$' },
    subjectId: { type: 'string', pattern: '^[\\w-]{1,64}$' },
  },
  required: ['kind', 'subjectId'],
  additionalProperties: false,
} as const;

/** The `:id` of a comment. */
export const commentIdParams = {
  type: 'object',
  properties: { id: idField },
  required: ['id'],
  additionalProperties: false,
} as const;
