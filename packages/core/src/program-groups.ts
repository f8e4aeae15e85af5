// Who is told of each process group a program of a check starts: a host that must end, when it
// answers, the groups its own run started (the CLI's hook ends those of its verifying thread, which
// may be stopped mid-check), and no one else's. Per thread, and shared by every copy of this module
// loaded in it (a bundle may carry one beside the runner of programs).
type GroupListener = (pid: number) => void

const LISTENERS = Symbol.for('claimcheck.programGroupListeners')

function listeners(): Set<GroupListener> {
  const shared = globalThis as { [LISTENERS]?: Set<GroupListener> }
  return (shared[LISTENERS] ??= new Set())
}

/** Calls `listener` with the id of each process group a program starts from now on; the returned function stops it. */
export function onProgramGroup(listener: GroupListener): () => void {
  listeners().add(listener)
  return () => void listeners().delete(listener)
}

/** Tells every listener of a process group a program just started. */
export function announceProgramGroup(pid: number): void {
  for (const listener of listeners()) listener(pid)
}
