// The SSRF guard (SPEC §5.6): a memory file edited in a pull request must not make CI fetch its
// cloud metadata service or a service on its private network. Every address a request would
// connect to is checked, whether the URL names it or DNS returns it, and the connection goes to
// exactly an address that was checked: a name is never resolved a second time (DNS rebinding).
import { lookup as systemLookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { buildConnector } from 'undici'

/** Resolves a host name to its addresses; tests give their own. */
export type Resolver = (hostname: string) => Promise<string[]>

export const systemResolver: Resolver = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)

export interface GuardPolicy {
  /** Private, loopback and other non-public addresses are allowed. */
  allowPrivate: boolean
  /** Host names (or IP literals) allowed whatever they resolve to; `*.example.com` covers subdomains. */
  allowHosts: string[]
  resolve: Resolver
}

/**
 * The IPv4 address an IPv6 one carries, where it decides where the packets go: IPv4-mapped
 * (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), IPv4-compatible (`::a.b.c.d`, but `::`
 * and `::1`), NAT64 (`64:ff9b::/96`, and the local-use `64:ff9b:1::/48`) and 6to4 (`2002::/16`).
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts as number[]
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
  const zero = (from: number, to: number) => p.slice(from, to).every((part) => part === 0)
  if (zero(0, 5) && p[5] === 0xffff) return v4(p[6]!, p[7]!)
  if (zero(0, 4) && p[4] === 0xffff && p[5] === 0) return v4(p[6]!, p[7]!)
  if (zero(0, 6) && !(p[6] === 0 && p[7]! <= 1)) return v4(p[6]!, p[7]!)
  if (p[0] === 0x64 && p[1] === 0xff9b && (zero(2, 6) || p[2] === 1)) return v4(p[6]!, p[7]!)
  if (p[0] === 0x2002) return v4(p[1]!, p[2]!)
  return undefined
}

/** Whether an address is public unicast: an IPv6 one that carries an IPv4 one is judged by that IPv4. */
export function isPublicAddress(address: string): boolean {
  const parsed = ipaddr.parse(address)
  const judged = parsed.kind() === 'ipv6' ? (embeddedIPv4(parsed as ipaddr.IPv6) ?? parsed) : parsed
  return judged.range() === 'unicast'
}

/** A URL's host as a connection names it: IPv6 literals without their brackets. */
export const bareHost = (hostname: string) =>
  hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname

function hostAllowed(host: string, allowHosts: readonly string[]): boolean {
  const name = host.toLowerCase()
  return allowHosts.some((entry) => {
    const allowed = bareHost(entry.toLowerCase())
    return allowed.startsWith('*.') ? name.endsWith(allowed.slice(1)) : name === allowed
  })
}

/** The error a refused connection fails with; the reason names the host as the URL does. */
export class RefusedAddress extends Error {
  readonly code = 'CLAIMCHECK_REFUSED_ADDRESS'
  constructor(readonly host: string) {
    super(`refused private address: ${host}`)
  }
}

/** The addresses a connection to `host` may use: all of them checked, or a refusal. */
export async function checkedAddresses(host: string, policy: GuardPolicy): Promise<string[]> {
  const open = policy.allowPrivate || hostAllowed(host, policy.allowHosts)
  // The URL parser has already read every IPv4 notation (127.1, 0x7f.1, 2130706433) as dotted quads.
  if (isIP(host) !== 0) {
    if (!open && !isPublicAddress(host)) throw new RefusedAddress(host)
    return [host]
  }
  const addresses = await policy.resolve(host)
  if (addresses.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' })
  // One private address among public ones is enough: the connection could go there.
  if (!open && addresses.some((address) => !isPublicAddress(address))) throw new RefusedAddress(host)
  return addresses
}

/**
 * undici's connector, guarded: it resolves and checks the host itself, then connects to the first
 * checked address, keeping the name for TLS (SNI and the certificate) and the Host header.
 */
export function guardedConnector(policy: GuardPolicy): buildConnector.connector {
  const connect = buildConnector({})
  return (options, callback) => {
    const host = bareHost(options.hostname)
    checkedAddresses(host, policy).then(
      (addresses) => {
        const servername = isIP(host) === 0 ? (options.servername ?? host) : undefined
        connect({ ...options, hostname: addresses[0] as string, servername }, callback)
      },
      (error: Error) => callback(error, null),
    )
  }
}
