// What a memory's body names that a check could hold it to: paths (in backticks, or plain when they
// look like one) and backticked identifiers (SPEC §6.4). Pure: whether they exist is asked later.

export interface NamedThing {
  text: string
  /** 1-based line of the body it is on. */
  line: number
  /** In backticks: a stronger sign the writer meant a path or a name in the code. */
  backticked: boolean
}

export interface Claims {
  paths: NamedThing[]
  identifiers: NamedThing[]
}

const URLISH = /:\/\/|^www\.|^mailto:/i
/** A file name: a stem and an extension of letters and digits. */
const FILE_NAME = /^[\w.-]*[\w-]\.[A-Za-z0-9]{1,8}$/
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
/** Plain (unquoted) tokens with a slash that may be paths. */
const PLAIN_PATH = /(?:^|[\s("'[])((?:\.{1,2}\/)?[\w@][\w.@-]*(?:\/[\w.@-]+)+\/?)/g

/** Strips what prose puts around a path: a trailing `.`, `,`, `:` or `)`, a leading `./`. */
function tidy(token: string): string {
  let text = token.replace(/[.,:;!?)\]]+$/, '')
  while (text.startsWith('./')) text = text.slice(2)
  return text
}

function pathLike(token: string, backticked: boolean): boolean {
  if (token === '' || URLISH.test(token) || /\s/.test(token)) return false
  // Outside the root, or the home folder: not the repository's to check.
  if (token.startsWith('/') || token.startsWith('~') || token.startsWith('$')) return false
  if (token.split('/').includes('..')) return false
  const last = token.replace(/\/$/, '').split('/').at(-1) ?? ''
  if (backticked) return token.includes('/') || FILE_NAME.test(token)
  // Prose has "and/or" and "I/O": a plain token is a path when it ends like a file or a folder, or is deep.
  return FILE_NAME.test(last) || token.endsWith('/') || token.split('/').filter(Boolean).length >= 3
}

export function claimsIn(body: string): Claims {
  const paths: NamedThing[] = []
  const identifiers: NamedThing[] = []
  const seen = new Set<string>()
  const add = (list: NamedThing[], thing: NamedThing) => {
    const key = `${list === paths ? 'p' : 'i'}${thing.text}`
    if (seen.has(key)) return
    seen.add(key)
    list.push(thing)
  }
  body.split('\n').forEach((raw, i) => {
    const line = i + 1
    for (const match of raw.matchAll(/`([^`\n]+)`/g)) {
      const token = tidy((match[1] as string).trim().replace(/\(\)$/, ''))
      if (pathLike(token, true)) add(paths, { text: token.replace(/\/$/, ''), line, backticked: true })
      else if (IDENTIFIER.test(token) && token.length >= 4) add(identifiers, { text: token, line, backticked: true })
    }
    const prose = raw.replace(/`[^`\n]*`/g, ' ')
    for (const match of prose.matchAll(PLAIN_PATH)) {
      const token = tidy(match[1] as string)
      if (pathLike(token, false)) add(paths, { text: token.replace(/\/$/, ''), line, backticked: false })
    }
  })
  return { paths, identifiers }
}
