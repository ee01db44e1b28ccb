import type { paths } from './openapi.js';

/** A path of the API as the OpenAPI document names it (`/api/products/{dpId}`). */
type ApiPath = keyof paths;

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods the document lists for a path. */
type ApiMethod<P extends ApiPath> = {
  [M in HttpMethod]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[HttpMethod];

type Operation<P extends ApiPath, M extends ApiMethod<P>> = NonNullable<paths[P][M]>;

/** The JSON a documented operation answers with 200, as the server sends it. */
export type WireAnswer<P extends ApiPath, M extends ApiMethod<P> = 'get' & ApiMethod<P>> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer A } } } }
    ? A
    : never;

/** The JSON body a documented operation takes, as the server reads it. */
export type WireBody<P extends ApiPath, M extends ApiMethod<P>> =
  Operation<P, M> extends { requestBody?: infer R }
    ? NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
    : never;

/** The query a documented operation reads, as the server validates it. */
export type WireQuery<P extends ApiPath, M extends ApiMethod<P> = 'get' & ApiMethod<P>> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
