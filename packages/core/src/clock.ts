// The engine's clock for time budgets and check times: monotonic, like `performance.now()`, which
// on Node 20 and 22 loads the performance module into a run that needs only the time.
export const monotonicMs = (): number => Number(process.hrtime.bigint()) / 1e6
