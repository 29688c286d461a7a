import type { IncomingMessage } from 'node:http'
import type Koa from 'koa'
import proxyaddr from 'proxy-addr'
import type { Config, TrustProxy } from '../config.ts'

type Trust = (address: string, hop: number) => boolean

/** proxy-addr's trust function for TRUST_PROXY: the first N hops, or the listed proxy addresses. */
function trustFunction(trust: TrustProxy): Trust {
  if (!trust) return () => false
  if ('hops' in trust) return (_address, hop) => hop < trust.hops
  return proxyaddr.compile(trust.addresses)
}

/**
 * The client's address: the socket's peer, or, behind trusted proxies, the X-Forwarded-For entry the outermost
 * trusted proxy appended, read from the right. Entries a client writes itself sit further left and are ignored,
 * so a client cannot choose its own address (and so its own rate-limit bucket).
 */
export function clientAddressOf(config: Pick<Config, 'TRUST_PROXY'>): (req: IncomingMessage) => string {
  const trust = trustFunction(config.TRUST_PROXY)
  return (req) => proxyaddr(req, trust)
}

/** Sets `ctx.ip` (what every per-IP limit keys on) from clientAddressOf(). First middleware of the app. */
export function clientAddress(config: Pick<Config, 'TRUST_PROXY'>): Koa.Middleware {
  const addressOf = clientAddressOf(config)
  return async function clientAddress(ctx, next) {
    ctx.request.ip = addressOf(ctx.req)
    await next()
  }
}
