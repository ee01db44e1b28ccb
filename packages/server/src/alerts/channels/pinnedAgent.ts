import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent } from 'undici';

/**
 * An undici agent whose connections all go to `address`, whatever the host name resolves to by
 * the time it connects: the address that was checked is the one used, so DNS rebinding cannot
 * swap it. TLS still verifies the certificate against the URL's host name.
 */
export function pinnedAgent(address: LookupAddress): Agent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  return new Agent({ connect: { lookup } });
}
