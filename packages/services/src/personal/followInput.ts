import { FOLLOW_KIND_NAMES, type FollowKind } from './followTypes';

/** The longest brand or keyword the server keeps, in characters. */
const FOLLOW_VALUE_MAX = 30;

/** What is wrong with a brand or keyword to follow, in the server's words; null when nothing. */
export function followInputProblem(kind: FollowKind, value: string): string | null {
  const name = FOLLOW_KIND_NAMES[kind];
  const tidy = value.trim();
  if (tidy === '') return `请填写要关注的${name}`;
  if ([...tidy.replace(/\s+/g, ' ')].length > FOLLOW_VALUE_MAX) {
    return `${name}最多 ${FOLLOW_VALUE_MAX} 个字`;
  }
  return null;
}
