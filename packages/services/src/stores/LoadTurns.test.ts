import { describe, expect, it } from 'vitest';
import { LoadTurns } from './LoadTurns';

describe('LoadTurns', () => {
  it('lets only the newest load land', () => {
    const turns = new LoadTurns();
    const first = turns.next();
    expect(first()).toBe(true);
    const second = turns.next();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('checks the running turn without starting one, and cancels every turn on its way', () => {
    const turns = new LoadTurns();
    const load = turns.next();
    const followUp = turns.current();
    expect([load(), followUp()]).toEqual([true, true]);
    turns.cancel();
    expect([load(), followUp()]).toEqual([false, false]);
  });
});
