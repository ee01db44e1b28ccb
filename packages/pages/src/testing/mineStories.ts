import {
  SAMPLE_USER,
  type FakeAlertsOptions,
  type FakeIdentityOptions,
  type FakePersonalOptions,
} from '@pricetrail/services/testing';
import type { PageStory } from './withPage';

/** Story parameter `page` for a personal page at `url`: the sample user's session and the sample data unless told. */
export function minePage(
  url: string,
  personal: FakePersonalOptions = {},
  identity: FakeIdentityOptions = {},
): PageStory {
  return {
    path: new URL(url, 'https://pricetrail.invalid').pathname,
    url,
    personal,
    identity: { user: SAMPLE_USER, ...identity },
    cookies: { plt_uid: SAMPLE_USER.uid },
  };
}

/**
 * Story parameter `page` for a personal page opened by a visitor. Storybook merges a story's
 * parameters into its meta's key by key, so the session cookie is emptied rather than left out.
 */
export function visitorMinePage(url: string): PageStory {
  return { ...minePage(url), cookies: { plt_uid: '' }, identity: { user: null } };
}

/** Story parameter `page` for the notice centre at `url`: the sample user, notices and settings unless told. */
export function noticePage(url: string, alerts: FakeAlertsOptions = {}): PageStory {
  return { ...minePage(url), alerts };
}
