import { Http, type HttpClient } from '@pricetrail/services';

/** The full superagent client, loaded only when a form post, JSONP or signed call needs it. */
export function createFullHttp(): HttpClient {
  return new Http({ baseUrl: '' });
}
