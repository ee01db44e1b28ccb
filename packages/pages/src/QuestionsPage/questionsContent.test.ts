import { describe, expect, it } from 'vitest';
import { QUESTIONS, questionMatches } from './questionsContent';

const ids = (query: string) =>
  QUESTIONS.filter((question) => questionMatches(question, query)).map(({ id }) => id);

describe('questionMatches', () => {
  it('finds a word in the question or the answer, ignoring case', () => {
    expect(ids('到手价')).toContain('final-price');
    expect(ids('postgresql')).toEqual(['self-hosting']);
  });

  it('needs every word of the query', () => {
    expect(ids('插件 Cookie')).toEqual(['install-extension']);
    expect(ids('插件 退款')).toEqual([]);
  });

  it('lists everything for an empty query', () => {
    expect(ids('  ')).toHaveLength(QUESTIONS.length);
  });

  it('gives every question a distinct anchor', () => {
    expect(new Set(QUESTIONS.map(({ id }) => id)).size).toBe(QUESTIONS.length);
  });
});
