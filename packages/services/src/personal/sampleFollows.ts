import { SAMPLE_NOW } from '../api/sampleData';
import type { Follow } from './followTypes';

/** The follows of the sample user, newest first: a keyword, a brand and a category. */
export const SAMPLE_FOLLOWS: readonly Follow[] = [
  {
    id: 31,
    kind: 'keyword',
    value: '降噪耳机',
    name: '降噪耳机',
    label: '关键词「降噪耳机」',
    path: `/crc64/list?q=${encodeURIComponent('降噪耳机')}`,
    createdAt: SAMPLE_NOW - 3_600,
    lastDigestAt: null,
  },
  {
    id: 32,
    kind: 'brand',
    value: 'Apple',
    name: 'Apple',
    label: '品牌「Apple」',
    path: '/crc64/list?q=Apple',
    createdAt: SAMPLE_NOW - 5 * 86_400,
    lastDigestAt: SAMPLE_NOW - 86_400,
  },
  {
    id: 33,
    kind: 'category',
    value: 'digital',
    name: '手机数码',
    label: '分类「手机数码」',
    path: '/home/digital',
    createdAt: SAMPLE_NOW - 12 * 86_400,
    lastDigestAt: SAMPLE_NOW - 2 * 86_400,
  },
];

/** How many follows the sample server allows, as the real one does. */
export const SAMPLE_FOLLOW_MAX = 50;
