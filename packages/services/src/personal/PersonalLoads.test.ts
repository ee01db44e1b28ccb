// @vitest-environment jsdom
import { flow, makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ApiError, AuthenticationRequiredError } from '../http/errors';
import type { RootStore } from '../root/RootStore';
import { PersonalLoads, type PersonalLoad } from './PersonalLoads';
import type { PersonalStatus } from './personalStatus';
import { setupPersonal } from './testing';

class Page {
  status: PersonalStatus = 'loading';
  error: string | null = null;
  isLoading = false;
  shown: string[] = [];
  private readonly loads: PersonalLoads;

  constructor(root: RootStore) {
    this.loads = new PersonalLoads(root, this);
    makeAutoObservable<this, 'loads'>(this, { loads: false }, { autoBind: true });
  }

  load = flow(function* (this: Page, load: Omit<PersonalLoad<string>, 'show'>) {
    yield* this.loads.run({ ...load, show: (answer) => this.shown.push(answer) });
  });
}

function answerLater() {
  let answer: (text: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('PersonalLoads', () => {
  it('signs a visitor without a session out without calling', async () => {
    const page = new Page(setupPersonal({ hasSession: false }).root);
    let calls = 0;
    await page.load({ read: () => Promise.resolve(`call ${++calls}`) });
    expect([page.status, calls, page.isLoading]).toEqual(['signedOut', 0, false]);
  });

  it('shows only the newest answer, and stops loading once it lands', async () => {
    const page = new Page(setupPersonal().root);
    const older = answerLater();
    const first = page.load({ read: () => older.promise });
    const second = page.load({ read: () => Promise.resolve('newer') });
    expect(page.isLoading).toBe(true);
    await second;
    older.answer('older');
    await first;
    expect([page.status, page.shown, page.isLoading]).toEqual(['ready', ['newer'], false]);
  });

  it('fails with the line, keeps the page on a quiet load, and signs out on a lost session', async () => {
    const page = new Page(setupPersonal().root);
    await page.load({ read: () => Promise.resolve('shown') });
    await page.load({ read: () => Promise.reject(new ApiError(500, '稍后再试')), isQuiet: true });
    expect([page.status, page.error]).toEqual(['ready', null]);
    await page.load({ read: () => Promise.reject(new ApiError(500, '稍后再试')) });
    expect([page.status, page.error]).toEqual(['failed', '稍后再试']);
    const lost = new AuthenticationRequiredError(401, '请先登录');
    await page.load({ read: () => Promise.reject(lost), isQuiet: true });
    expect([page.status, page.error]).toEqual(['signedOut', '请先登录']);
  });
});
