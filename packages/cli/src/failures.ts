// Failed file and stream operations, told in words a user reads rather than an errno.

/** Why an operation on a file failed, in words: a user reads this, not an errno. */
export function describeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  switch (code) {
    case 'ENOSPC':
      return 'no space left on the device'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EROFS':
      return 'read-only file system'
    case 'ENOTDIR':
      return 'a part of the path is not a folder'
    case 'EISDIR':
      return 'it is a folder'
    case 'ENXIO':
      return 'a FIFO with no reader'
    default:
      return code ?? (error instanceof Error ? error.message : String(error))
  }
}
