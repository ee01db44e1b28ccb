import { lookup, type LookupAddress } from 'node:dns';
import { Agent } from 'undici';
import { isPrivateAddress } from './addressGuard.js';

/** Thrown (as the connection error) when a host resolves to an address the tracker refuses. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
  readonly code = 'E_REFUSED_ADDRESS';
}

/** A resolver shaped like `dns.lookup` with `all: true` (tests hand in their own). */
export type Resolver = (
  hostname: string,
  options: { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves like the system does, then refuses the connection when any address is private: the
 * check runs at connect time on the very addresses used, so a name that re-resolves to a private
 * address after an earlier check (DNS rebinding) is still refused.
 */
const guardedLookup =
  (resolve: Resolver) =>
  (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((a) => isPrivateAddress(a.address));
      if (refused || addresses.length === 0) {
        const message = `${hostname} 解析到内网或保留地址 ${refused?.address ?? ''}，已拒绝`;
        return callback(new RefusedAddressError(message), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };

/** An undici agent that only connects to public addresses. */
export function publicOnlyAgent(resolve: Resolver = lookup): Agent {
  return new Agent({ connect: { lookup: guardedLookup(resolve) }, connections: 16 });
}

/** An agent for origins the operator named in `STORE_HOST_MAP` (a loopback fake store, a gateway). */
export function mappedOriginAgent(): Agent {
  return new Agent({ connections: 16 });
}
