import { gitTracked } from './git-tracked.js'

export { gitTracked, GIT_LS_FILES, type GitTrackedOptions } from './git-tracked.js'
export default gitTracked
