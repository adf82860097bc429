import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Whether an address is this machine's (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '');
  return (isIP(plain) === 4 && plain.startsWith('127.')) || plain === '::1';
}

/**
 * A caller on this machine: judged by the socket's own address, never by X-Forwarded-For alone, which any client can
 * write. Behind a proxy named in TRUST_PROXY the socket is the proxy's, so the client it reports must be local too.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
