// How checkers name paths in reasons, as every report does.
import { relative, sep } from 'node:path'

/** Whether `path` is `folder` or lies below it (both absolute and normalized). */
export function isInside(path: string, folder: string): boolean {
  if (path === folder) return true
  return path.startsWith(folder.endsWith(sep) ? folder : folder + sep)
}

/** How reasons and reports name a path: relative to the root when inside it, else absolute. */
export function shownPath(path: string, root: string): string {
  return isInside(path, root) ? relative(root, path) || '.' : path
}
