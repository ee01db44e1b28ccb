import type { PageRenderRequest } from '@pricetrail/core';
import { PricesApi, createFetchHttp, createRootStore, type RootStore } from '@pricetrail/services';
import { inProcessFetch, type AnswerRecorder } from './inProcessFetch';
import { memoryStorage } from './memoryStorage';

function refuse(what: string): never {
  throw new Error(`服务端渲染不能${what}`);
}

/**
 * One page request's root store on the server: its API clients call the server in-process (each
 * answer told to `record`), it has no browser storage, no session (a rendered page is the same
 * for every visitor) and never navigates (routes answer redirects instead).
 */
export function createRenderStore(request: PageRenderRequest, record: AnswerRecorder): RootStore {
  const http = createFetchHttp({
    fetch: inProcessFetch(request.api, record),
    loadFull: () => Promise.reject(new Error('服务端渲染不发送签名、表单或 JSONP 请求')),
  });
  return createRootStore({
    http,
    prices: new PricesApi(http),
    storage: memoryStorage(),
    tabStorage: memoryStorage(),
    now: Date.now,
    navigate: { inApp: () => refuse('跳转页面'), external: () => refuse('跳转页面') },
    origin: request.origin,
    loginEnvironment: {
      readCookie: () => undefined,
      reload: () => refuse('刷新页面'),
      currentPath: () => request.url,
      openSocket: () => refuse('打开连接'),
      every: () => refuse('设定定时器'),
      after: () => refuse('设定定时器'),
    },
  });
}
