import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isPrivateAddress } from '../../tracker/fetch/addressGuard.js';

const PRIVATE_ADDRESS_REFUSED = 'Webhook 地址不能指向内网或本机';

const UNRESOLVABLE = 'Webhook 地址的域名无法解析';

/** Why an address was refused: it is private, or the name does not resolve. */
export class AddressRefusal extends Error {
  override name = 'AddressRefusal';
  constructor(
    readonly reason: 'private' | 'unresolvable',
    options?: ErrorOptions,
  ) {
    super(reason === 'private' ? PRIVATE_ADDRESS_REFUSED : UNRESOLVABLE, options);
  }
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function resolveAll(host: string, signal: AbortSignal): Promise<LookupAddress[]> {
  try {
    // dns.lookup cannot be cancelled; the race lets the caller's deadline cover a hanging resolver.
    return await Promise.race([lookup(host, { all: true }), rejectOnAbort(signal)]);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AddressRefusal('unresolvable', { cause: error });
  }
}

/**
 * Resolves a URL's host name (or IP literal) to the address to connect to. Unless `allowPrivate`,
 * every address the name resolves to must be public (the tracker's `isPrivateAddress` ranges), so a
 * name that also points at loopback, a private or link-local network cannot be used to reach it.
 * Rejects with an {@link AddressRefusal} (its message in Chinese, worded for webhooks), or with
 * `signal.reason` once the signal aborts.
 */
export async function resolvePublicAddress(
  hostname: string,
  allowPrivate: boolean,
  signal: AbortSignal,
): Promise<LookupAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await resolveAll(host, signal);
  const [first] = addresses;
  if (!first) throw new AddressRefusal('unresolvable');
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) {
    throw new AddressRefusal('private');
  }
  return first;
}
