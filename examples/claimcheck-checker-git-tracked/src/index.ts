import { gitTracked } from './git-tracked.js'

export { gitTracked, type GitTrackedOptions } from './git-tracked.js'
export default gitTracked
