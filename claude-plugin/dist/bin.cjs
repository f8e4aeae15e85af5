#!/usr/bin/env node
const importMeta = { get url() { return require('node:url').pathToFileURL(__filename).href } }
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// packages/cli/src/bin.ts
var import_node_fs9 = require("node:fs");
var import_node_path7 = require("node:path");

// packages/cli/src/hooks/hook-route.ts
var import_node_fs5 = require("node:fs");
var import_node_path4 = require("node:path");

// packages/cli/src/locate.ts
var import_node_fs4 = require("node:fs");
var import_node_path3 = require("node:path");

// packages/contract/dist/errors.js
var MARKER = /* @__PURE__ */ Symbol.for("claimcheck.error");
function isClaimcheckError(value) {
  return typeof value === "object" && value !== null && value[MARKER] === true;
}

// packages/contract/dist/own-file.js
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function notTheUsers(path, info) {
  const uid = process.getuid?.();
  if (uid === void 0)
    return void 0;
  if (info.uid !== uid)
    return `${path} belongs to another user (uid ${info.uid})`;
  if ((info.mode & 2) !== 0)
    return `${path} is writable by others`;
  if ((info.mode & 16) !== 0 && info.gid !== process.getgid?.())
    return `${path} is writable by its group (gid ${info.gid}), which is not your own`;
  return void 0;
}
var MAX_LINKS = 40;
function outsideOwner() {
  if (outsideOwnerRead)
    return outsideOwnerUid;
  outsideOwnerRead = true;
  try {
    const map = (0, import_node_fs.readFileSync)("/proc/self/uid_map", "utf8").trim().split(/\s+/);
    const initial = map[0] === "0" && map[1] === "0" && map[2] === "4294967295";
    if (!initial)
      outsideOwnerUid = Number((0, import_node_fs.readFileSync)("/proc/sys/kernel/overflowuid", "utf8").trim());
  } catch {
  }
  return outsideOwnerUid;
}
var outsideOwnerRead = false;
var outsideOwnerUid;
var trustedOwner = (owner, uid) => owner === uid || owner === 0 || owner === outsideOwner();
function wayProblem(folder, uid) {
  const pending = (0, import_node_path.resolve)(folder).split(import_node_path.sep).filter(Boolean).reverse();
  let at = (0, import_node_path.resolve)("/");
  let links = 0;
  for (let name = pending.pop(); name !== void 0; name = pending.pop()) {
    if (name === ".")
      continue;
    if (name === "..") {
      at = (0, import_node_path.dirname)(at);
      continue;
    }
    const info = (0, import_node_fs.statSync)(at);
    if (!trustedOwner(info.uid, uid))
      return `${at} belongs to another user (uid ${info.uid})`;
    const shared = (info.mode & 2) !== 0 ? "others" : (info.mode & 16) !== 0 && info.gid !== process.getgid?.() ? "group" : void 0;
    if (shared !== void 0 && (info.mode & 512) === 0)
      return shared === "others" ? `${at} is writable by others` : `${at} is writable by its group (gid ${info.gid}), which is not your own`;
    const next = (0, import_node_path.join)(at, name);
    let entry;
    try {
      entry = (0, import_node_fs.lstatSync)(next);
    } catch {
      return void 0;
    }
    if (shared !== void 0 && !trustedOwner(entry.uid, uid))
      return `${next} belongs to another user (uid ${entry.uid})`;
    if (entry.isSymbolicLink()) {
      links += 1;
      if (links > MAX_LINKS)
        return `${folder} is reached through too many links`;
      const target = (0, import_node_fs.readlinkSync)(next);
      pending.push(...target.split(import_node_path.sep).filter(Boolean).reverse());
      if ((0, import_node_path.isAbsolute)(target))
        at = (0, import_node_path.resolve)("/");
      continue;
    }
    at = next;
  }
  return void 0;
}
function ownFolderProblem(folder) {
  const uid = process.getuid?.();
  if (uid !== void 0) {
    let way;
    try {
      way = wayProblem(folder, uid);
    } catch (error) {
      way = `the way to ${folder} cannot be checked (${error.code ?? "unknown error"})`;
    }
    if (way !== void 0)
      return way;
  }
  let info;
  try {
    info = (0, import_node_fs.statSync)(folder);
  } catch {
    return void 0;
  }
  if (!info.isDirectory())
    return void 0;
  return notTheUsers(folder, info);
}
function readOwnFile(file, maxBytes) {
  const folderProblem = ownFolderProblem((0, import_node_path.dirname)(file));
  if (folderProblem !== void 0)
    return { refused: folderProblem };
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(file, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      return { missing: true };
    return { refused: `${file} cannot be opened (${code ?? "unknown error"})` };
  }
  try {
    const info = (0, import_node_fs.fstatSync)(fd);
    if (!info.isFile())
      return { refused: `${file} is not a regular file` };
    const problem = notTheUsers(file, info);
    if (problem !== void 0)
      return { refused: problem };
    if (info.size > maxBytes)
      return { refused: `${file} is larger than ${maxBytes} bytes` };
    const bytes = Buffer.allocUnsafe(info.size);
    let filled = 0;
    for (let count = -1; count !== 0 && filled < bytes.length; filled += count)
      count = (0, import_node_fs.readSync)(fd, bytes, filled, bytes.length - filled, filled);
    return { bytes: bytes.subarray(0, filled) };
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
var notUsedWarning = (what, why) => `not using ${what}: ${why}`;

// packages/core/dist/errors.js
var MARKER2 = /* @__PURE__ */ Symbol.for("claimcheck.error");
var ClaimcheckError = class extends Error {
  [MARKER2] = true;
  code;
  constructor(code, message) {
    super(message);
    this.name = "ClaimcheckError";
    this.code = code;
  }
};

// packages/cli/src/claude-code/memory-dir.ts
var import_node_fs3 = require("node:fs");
var import_node_os = require("node:os");
var import_node_path2 = require("node:path");

// packages/cli/src/read-file.ts
var import_node_fs2 = require("node:fs");
function readFileHead(file, maxBytes) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(file, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK);
    const info = (0, import_node_fs2.fstatSync)(fd);
    if (!info.isFile()) throw new ClaimcheckError("USAGE", `cannot read ${file}: not a regular file`);
    const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes));
    let filled = 0;
    for (let count = -1; count !== 0 && filled < buffer.length; filled += count) {
      count = (0, import_node_fs2.readSync)(fd, buffer, filled, buffer.length - filled, filled);
    }
    return { text: buffer.toString("utf8", 0, filled), size: info.size, mode: info.mode };
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  } finally {
    if (fd !== void 0) (0, import_node_fs2.closeSync)(fd);
  }
}

// packages/cli/src/claude-code/memory-dir.ts
var MAX_GIT_FILE_BYTES = 64 * 1024;
var MAX_SETTINGS_BYTES = 4 * 1024 * 1024;
function claudeConfigDir(env) {
  const configured = env.env.CLAUDE_CONFIG_DIR;
  return configured !== void 0 ? (0, import_node_path2.resolve)(env.cwd, configured) : (0, import_node_path2.join)(env.home ?? (0, import_node_os.homedir)(), ".claude");
}
var DEVICE_NAME = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;
var MAX_SLUG = 200;
function slugHash(text) {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash << 5) - hash + text.charCodeAt(i) | 0;
  return Math.abs(hash).toString(36);
}
function projectSlug(path) {
  const slug = path.replace(/[^A-Za-z0-9]/g, "-");
  return slug.length <= MAX_SLUG ? slug : `${slug.slice(0, MAX_SLUG)}-${slugHash(path)}`;
}
function mainCheckout(realFolder) {
  for (let dir = realFolder; ; dir = (0, import_node_path2.dirname)(dir)) {
    const git = (0, import_node_path2.join)(dir, ".git");
    let text;
    try {
      if ((0, import_node_fs3.statSync)(git).isDirectory()) return dir;
      const read = readFileHead(git, MAX_GIT_FILE_BYTES);
      text = read && read.size <= MAX_GIT_FILE_BYTES ? read.text : void 0;
    } catch {
      text = void 0;
    }
    if (text !== void 0) {
      const gitdir = /^gitdir:[ \t]*(.+?)[ \t]*$/m.exec(text)?.[1];
      const worktree = gitdir && /^(.*)[/\\]worktrees[/\\][^/\\]+[/\\]?$/.exec((0, import_node_path2.resolve)(dir, gitdir));
      if (!worktree || !linksBack((0, import_node_path2.resolve)(dir, gitdir), (0, import_node_path2.join)(dir, ".git"))) return dir;
      const common = worktree[1];
      return (0, import_node_path2.basename)(common) === ".git" ? (0, import_node_path2.dirname)(common) : common;
    }
    if ((0, import_node_path2.dirname)(dir) === dir) return realFolder;
  }
}
function linksBack(admin, gitFile) {
  try {
    const read = readFileHead((0, import_node_path2.join)(admin, "gitdir"), MAX_GIT_FILE_BYTES);
    const named = read?.text.trim();
    if (!named) return false;
    const same = (a, b) => a === b || (0, import_node_fs3.realpathSync)(a) === (0, import_node_fs3.realpathSync)(b);
    return same((0, import_node_path2.resolve)(admin, named), gitFile);
  } catch {
    return false;
  }
}
function managedSettingsFile() {
  if (process.platform === "darwin") return "/Library/Application Support/ClaudeCode/managed-settings.json";
  if (process.platform === "win32") return "C:\\ProgramData\\ClaudeCode\\managed-settings.json";
  return "/etc/claude-code/managed-settings.json";
}
function settingsSources(realRoot, env) {
  return [
    { file: env.managedSettings ?? managedSettingsFile(), project: false },
    { file: (0, import_node_path2.join)(realRoot, ".claude", "settings.local.json"), project: true },
    { file: (0, import_node_path2.join)(realRoot, ".claude", "settings.json"), project: true },
    { file: (0, import_node_path2.join)(claudeConfigDir(env), "settings.json"), project: false }
  ];
}
var readFor = /* @__PURE__ */ new WeakMap();
function readSettingsFile(file, env) {
  let read = readFor.get(env);
  if (read === void 0) readFor.set(env, read = /* @__PURE__ */ new Map());
  if (!read.has(file)) read.set(file, readSettingsText(file, env));
  return read.get(file);
}
function readSettingsText(file, env) {
  let read;
  try {
    read = readFileHead(file, MAX_SETTINGS_BYTES);
  } catch (error) {
    if (isClaimcheckError(error)) env.warn(`ignoring ${file}: not a regular file`);
    return void 0;
  }
  if (read === void 0) return void 0;
  if (read.size > MAX_SETTINGS_BYTES) {
    env.warn(`ignoring ${file}: larger than ${MAX_SETTINGS_BYTES} bytes`);
    return void 0;
  }
  const { text } = read;
  try {
    const settings = JSON.parse(text);
    return settings !== null && typeof settings === "object" ? settings : void 0;
  } catch {
    env.warn(`ignoring ${file}: not valid JSON`);
    return void 0;
  }
}
function firstSetting(key, realRoot, env) {
  for (const source of settingsSources(realRoot, env)) {
    const value = readSettingsFile(source.file, env)?.[key];
    if (value === void 0 || value === null) continue;
    if (source.project && (env.env.CI ?? "") !== "") {
      env.warn(`ignoring ${key} in ${source.file}: in CI a setting of the repository under test is not followed`);
      continue;
    }
    return { value, file: source.file };
  }
  return void 0;
}
function validMemoryDir(value, env) {
  if (typeof value !== "string" || value === "" || value.includes("\0")) return void 0;
  let path = value;
  if (value.startsWith("~/")) {
    const rest = (0, import_node_path2.normalize)(value.slice(2) || ".");
    if (rest === "." || rest === ".." || rest.startsWith(`..${import_node_path2.sep}`)) return void 0;
    path = (0, import_node_path2.join)(env.home ?? (0, import_node_os.homedir)(), value.slice(2));
  }
  if (!(0, import_node_path2.isAbsolute)(path)) return void 0;
  return (0, import_node_path2.normalize)(path).replace(/[/\\]+$/, "").normalize("NFC") || void 0;
}
function autoMemoryDir(realRoot, env) {
  const override = env.env.CLAUDE_COWORK_MEMORY_PATH_OVERRIDE;
  if (override && (0, import_node_path2.isAbsolute)(override)) return { path: override, from: "CLAUDE_COWORK_MEMORY_PATH_OVERRIDE" };
  const setting = firstSetting("autoMemoryDirectory", realRoot, env);
  if (setting !== void 0) {
    const path = validMemoryDir(setting.value, env);
    if (path !== void 0) return { path, from: `autoMemoryDirectory in ${setting.file}` };
    env.warn(
      `ignoring autoMemoryDirectory in ${setting.file}: expected an absolute path or one starting with ~/ (Claude Code then uses its default)`
    );
  }
  const config = claudeConfigDir(env);
  const base = remoteMemoryBase(env) ?? config;
  const named = env.env.CLAUDE_CODE_PROJECT_DIR_NAME;
  const slug = base === config && env.env.CLAUDE_CONFIG_DIR && named && /^[A-Za-z0-9_-]{1,64}$/.test(named) && !DEVICE_NAME.test(named) ? named : projectSlug(mainCheckout(realRoot));
  return { path: (0, import_node_path2.join)(base, "projects", slug, "memory").normalize("NFC"), from: "Claude Code auto memory" };
}
function remoteMemoryBase(env) {
  const remote = env.env.CLAUDE_CODE_REMOTE_MEMORY_DIR;
  return remote ? (0, import_node_path2.resolve)(env.cwd, remote) : void 0;
}

// packages/cli/src/visible-text.ts
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|##\[/g;
var NAMED = { "	": "\\t", "\n": "\\n", "\r": "\\r", "\x1B": "\\e", "##[": "#\\x23[" };
var shown = (found) => {
  const code = found.charCodeAt(0);
  return NAMED[found] ?? (code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`);
};
function visible(text) {
  return text.replace(UNSAFE, shown);
}

// packages/cli/src/locate.ts
var isDirectory = (path) => {
  try {
    return (0, import_node_fs4.statSync)(path).isDirectory();
  } catch {
    return false;
  }
};
function ownGit(path) {
  try {
    const owner = (0, import_node_fs4.lstatSync)(path).uid;
    const uid = process.getuid?.();
    return uid === void 0 || owner === uid || owner === 0;
  } catch {
    return false;
  }
}
function findRoot(from) {
  for (let dir = (0, import_node_path3.resolve)(from); ; dir = (0, import_node_path3.dirname)(dir)) {
    if (ownGit((0, import_node_path3.join)(dir, ".git"))) return dir;
    if ((0, import_node_path3.dirname)(dir) === dir) return (0, import_node_path3.resolve)(from);
  }
}
function resolveRoot(option, env) {
  if (option === void 0) return (0, import_node_fs4.realpathSync)(findRoot(env.cwd));
  return existingFolder((0, import_node_path3.resolve)(env.cwd, option), "root", option);
}
function existingFolder(path, what, shown2) {
  if (!isDirectory(path)) throw new ClaimcheckError("USAGE", `${what} is not a folder: ${shown2}`);
  return (0, import_node_fs4.realpathSync)(path);
}

// packages/cli/src/stdin.ts
var MAX_STDIN_BYTES = 1024 * 1024;
var OVERSIZED_INPUT = "\0input over 1 MiB, not read";
function readStdin(stdin, waitMs) {
  if (stdin.isTTY) return Promise.resolve("");
  return new Promise((resolve5) => {
    const chunks = [];
    let size = 0;
    const finish = (text) => {
      clearTimeout(timer);
      stdin.removeAllListeners("data").removeAllListeners("end").removeAllListeners("error");
      stdin.pause();
      resolve5(text);
    };
    const timer = setTimeout(() => finish(""), waitMs);
    stdin.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_STDIN_BYTES) finish(OVERSIZED_INPUT);
      else chunks.push(chunk);
    });
    stdin.on("end", () => finish(Buffer.concat(chunks).toString("utf8")));
    stdin.on("error", () => finish(""));
  });
}

// packages/cli/src/hooks/hook-payload.ts
function parseHookPayload(text) {
  if (text.trim() === "") return {};
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (data === null || typeof data !== "object") return {};
  const record = data;
  const input = record.tool_input;
  const text_ = (value) => typeof value === "string" && value !== "" ? value : void 0;
  return {
    hookEventName: text_(record.hook_event_name),
    cwd: text_(record.cwd),
    toolName: text_(record.tool_name),
    filePath: text_(input?.file_path),
    content: typeof input?.content === "string" ? input.content : void 0
  };
}

// packages/cli/src/hooks/hook-route.ts
var STDIN_WAIT_MS = 2e3;
var INDEX_FILE = "MEMORY.md";
var WRITE_TOOLS = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit"]);
var realOr = (path) => {
  try {
    return (0, import_node_fs5.realpathSync)(path);
  } catch {
    return void 0;
  }
};
function memoryDirFor(options, env) {
  if (options.memoryDirArgument !== void 0) return (0, import_node_path4.resolve)(env.cwd, options.memoryDirArgument);
  return autoMemoryDir(resolveRoot(options.root, env), env).path;
}
function memoryFileKind(file, memoryDir) {
  if (!file.endsWith(".md")) return void 0;
  const dir = realOr((0, import_node_path4.dirname)(file));
  if (dir === void 0 || dir !== realOr(memoryDir)) return void 0;
  return (0, import_node_path4.basename)(file) === INDEX_FILE ? "index" : "topic";
}
var requiredByEnvironment = (env) => ["1", "true", "yes", "on"].includes((env.env.CLAIMCHECK_REQUIRE_CHECKS ?? "").trim().toLowerCase());
function toolRoute(payload, options, env) {
  const event = payload.hookEventName;
  const tool = payload.toolName;
  const onTool = event === "PostToolUse" && (tool === void 0 || tool === "Read" || WRITE_TOOLS.has(tool)) || event === "PreToolUse" && tool === "Write" && (options.require || requiredByEnvironment(env));
  if (!onTool || payload.filePath === void 0) return void 0;
  const file = (0, import_node_path4.resolve)(env.cwd, payload.filePath);
  const memoryDir = memoryDirFor(options, env);
  const kind = memoryFileKind(file, memoryDir);
  if (kind === void 0 || event === "PreToolUse" && kind !== "topic") return void 0;
  return { file, memoryDir, kind };
}
function plainHookLine(args2) {
  if (args2[0] !== "context") return void 0;
  let hook = false;
  let require2 = false;
  for (let i = 1; i < args2.length; i++) {
    const arg = args2[i];
    if (arg === "--format=claude-hook") hook = true;
    else if ((arg === "--format" || arg === "-f") && args2[i + 1] === "claude-hook") {
      hook = true;
      i++;
    } else if (arg === "--require") require2 = true;
    else if (arg !== "--user-scope" && arg !== "--withhold") return void 0;
  }
  return hook ? { memoryDirArgument: void 0, root: void 0, require: require2 } : void 0;
}
function answersNothing(input, options, env) {
  if (input === OVERSIZED_INPUT) return true;
  const payload = parseHookPayload(input);
  if ((payload.hookEventName ?? "SessionStart") === "SessionStart") return false;
  try {
    const session = { ...env, cwd: payload.cwd ? (0, import_node_path4.resolve)(env.cwd, payload.cwd) : env.cwd };
    return toolRoute(payload, options, session) === void 0;
  } catch {
    return false;
  }
}

// packages/cli/src/hooks/hook-thread-argument.ts
var HOOK_THREAD_ARGUMENT = "--claimcheck-hook-thread";

// packages/cli/src/command-names.ts
var COMMAND_NAMES = [
  "check",
  "context",
  "checkers",
  "index",
  "hook",
  "trust",
  "stats",
  "lint",
  "suggest",
  "init"
];
var isCommandName = (word) => COMMAND_NAMES.includes(word);
var VERSION_WORDS = ["--version", "-v", "-V"];
var HELP_WORDS = ["--help", "-h", "help"];

// packages/cli/src/compile-cache.ts
var import_node_fs7 = require("node:fs");
var import_node_module = __toESM(require("node:module"), 1);
var import_node_os3 = require("node:os");
var import_node_path6 = require("node:path");
var import_node_vm = __toESM(require("node:vm"), 1);

// packages/cli/src/user-cache-dir.ts
var import_node_fs6 = require("node:fs");
var import_node_os2 = require("node:os");
var import_node_path5 = require("node:path");
function userCacheDir(env = process.env, home = import_node_os2.homedir) {
  const base = env.XDG_CACHE_HOME?.startsWith("/") ? env.XDG_CACHE_HOME : home();
  if (!(0, import_node_fs6.existsSync)(base)) return void 0;
  return (0, import_node_path5.join)(base === env.XDG_CACHE_HOME ? base : (0, import_node_path5.join)(base, ".cache"), "claimcheck");
}

// packages/cli/src/compile-cache.ts
function compileCacheDir(env = process.env, home = import_node_os3.homedir) {
  const folder = userCacheDir(env, home);
  return folder === void 0 ? void 0 : (0, import_node_path6.join)(folder, "compile-cache");
}
var BUILD_MARK = "\n// claimcheck build ";
function buildOf(source) {
  const line = source.slice(source.lastIndexOf(BUILD_MARK) + BUILD_MARK.length).trimEnd();
  return /^[0-9a-f]{16}$/.test(line) ? line : void 0;
}
var cacheFileName = (build, part) => `claimcheck-${build}-${part}-node${process.version}-${process.platform}-${process.arch}.cache`;
function checksum(data) {
  const words = new Int32Array(data.buffer, data.byteOffset, data.length >>> 2);
  let hash = 2166136261;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 16777619);
  for (let at = words.length * 4; at < data.length; at++) hash = Math.imul(hash ^ data[at], 16777619);
  return hash >>> 0;
}
var MAGIC = Buffer.from("claimcheck compile cache 1 \n");
var HEADER_BYTES = MAGIC.length + 4;
var MAX_CACHE_BYTES = 64 * 1024 * 1024;
function readCache(file) {
  const read = readOwnFile(file, MAX_CACHE_BYTES);
  if ("missing" in read) return void 0;
  if ("refused" in read) return read;
  const kept = read.bytes;
  if (kept.length <= HEADER_BYTES || !kept.subarray(0, MAGIC.length).equals(MAGIC)) return void 0;
  const view = kept.subarray(HEADER_BYTES);
  const data = view.byteOffset % 4 === 0 ? view : Buffer.from(view);
  return kept.readUInt32BE(MAGIC.length) === checksum(data) ? data : void 0;
}
var KEPT_DAYS = 30;
function writeCache(file, data) {
  const folder = (0, import_node_path6.dirname)(file);
  const aside = `${file}.${process.pid}.tmp`;
  try {
    (0, import_node_fs7.mkdirSync)(folder, { recursive: true, mode: 448 });
    const fd = (0, import_node_fs7.openSync)(aside, "wx", 384);
    try {
      const header = Buffer.alloc(HEADER_BYTES);
      MAGIC.copy(header);
      header.writeUInt32BE(checksum(data), MAGIC.length);
      (0, import_node_fs7.writeSync)(fd, Buffer.concat([header, data]));
      (0, import_node_fs7.fsyncSync)(fd);
    } finally {
      (0, import_node_fs7.closeSync)(fd);
    }
    (0, import_node_fs7.renameSync)(aside, file);
    const old = Date.now() - KEPT_DAYS * 24 * 60 * 60 * 1e3;
    for (const name of (0, import_node_fs7.readdirSync)(folder)) {
      const path = (0, import_node_path6.join)(folder, name);
      if (/^claimcheck-[0-9a-f]{16}-.*\.cache$/.test(name) && (0, import_node_fs7.statSync)(path).mtimeMs < old)
        (0, import_node_fs7.rmSync)(path, { force: true });
      else if (/^claimcheck-[0-9a-f]{16}-.*\.cache\.\d+\.tmp$/.test(name) && (0, import_node_fs7.statSync)(path).mtimeMs < Date.now() - 60 * 60 * 1e3)
        (0, import_node_fs7.rmSync)(path, { force: true });
    }
  } catch {
    try {
      (0, import_node_fs7.rmSync)(aside, { force: true });
    } catch {
    }
  }
}
var atExit = (write) => void process.once("exit", write);
function loadCompiled(file, part, env = process.env, warn = () => {
}, keep = atExit) {
  let folder;
  try {
    folder = env.NODE_DISABLE_COMPILE_CACHE ? void 0 : compileCacheDir(env);
  } catch {
    folder = void 0;
  }
  const refused = folder === void 0 ? void 0 : ownFolderProblem((0, import_node_path6.dirname)(folder)) ?? ownFolderProblem(folder);
  if (refused !== void 0) {
    warn(notUsedWarning(`the compile cache ${folder}`, refused));
    folder = void 0;
  }
  const nodesOwn = import_node_module.default.enableCompileCache;
  if (folder === void 0 || nodesOwn !== void 0) {
    if (folder !== void 0) nodesOwn?.(folder);
    const flush = import_node_module.default.flushCompileCache;
    if (folder !== void 0 && flush !== void 0 && keep !== atExit) keep(() => flush());
    return import_node_module.default.createRequire(file)(file);
  }
  return loadWithOwnCache(file, folder, part, warn, keep);
}
function loadWithOwnCache(file, folder, part, warn, keep) {
  const source = (0, import_node_fs7.readFileSync)(file, "utf8");
  const build = buildOf(source);
  const cacheFile = build === void 0 ? void 0 : (0, import_node_path6.join)(folder, cacheFileName(build, part));
  const kept = cacheFile === void 0 ? void 0 : readCache(cacheFile);
  if (kept !== void 0 && "refused" in kept) {
    warn(notUsedWarning(`the compile cache ${cacheFile}`, kept.refused));
    return import_node_module.default.createRequire(file)(file);
  }
  const cachedData = kept;
  const script = new import_node_vm.default.Script(import_node_module.default.wrap(source), {
    filename: file,
    cachedData
  });
  if (cacheFile !== void 0 && (cachedData === void 0 || script.cachedDataRejected)) {
    keep((code) => {
      if (code !== 2) writeCache(cacheFile, script.createCachedData());
    });
  }
  const loaded = { exports: {} };
  const wrapper = script.runInThisContext();
  wrapper(loaded.exports, import_node_module.default.createRequire(file), loaded, file, (0, import_node_path6.dirname)(file));
  return loaded.exports;
}

// packages/cli/src/io.ts
var import_node_fs8 = require("node:fs");
var import_node_module2 = require("node:module");
var PAUSE = new Int32Array(new SharedArrayBuffer(4));
var terminals = /* @__PURE__ */ new Map();
function isTerminal(fd) {
  let terminal = terminals.get(fd);
  if (terminal === void 0) {
    try {
      terminal = (0, import_node_fs8.fstatSync)(fd).isCharacterDevice() && (0, import_node_module2.createRequire)(importMeta.url)("node:tty").isatty(fd);
    } catch {
      terminal = false;
    }
    terminals.set(fd, terminal);
  }
  return terminal;
}
var streamOf = (fd) => fd === 1 ? process.stdout : process.stderr;
function writeNow(fd, text) {
  if (isTerminal(fd)) {
    streamOf(fd).write(text);
    return;
  }
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; ) {
    try {
      at += (0, import_node_fs8.writeSync)(fd, bytes, at);
    } catch (error) {
      if (error.code !== "EAGAIN") throw error;
      Atomics.wait(PAUSE, 0, 0, 5);
    }
  }
}
async function outputWritten() {
  for (const fd of [1, 2]) {
    if (isTerminal(fd)) await new Promise((done) => streamOf(fd).write("", done));
  }
}
function writeStderr(text) {
  try {
    writeNow(2, text);
  } catch {
  }
}
var warningLine = (message) => `claimcheck: warning: ${visible(message)}
`;

// packages/cli/src/exit-after-output.ts
function exitAfterOutput(run2) {
  run2.catch((error) => {
    writeStderr(`claimcheck: internal error: ${error instanceof Error ? error.message : String(error)}
`);
    return 2;
  }).then(async (code) => {
    await outputWritten();
    process.exit(code);
  });
}

// packages/cli/src/bin.ts
var [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 20 || major === 20 && minor < 19) {
  process.stderr.write(`claimcheck: needs Node.js 20.19 or newer; this is ${process.version}
`);
  process.exit(2);
}
function partOf(args2) {
  const [first] = args2;
  if (first === HOOK_THREAD_ARGUMENT) return "hook-thread";
  if (VERSION_WORDS.includes(first) || HELP_WORDS.includes(first)) return "help";
  return isCommandName(first) ? first : "check";
}
var sayNotices = (notices) => {
  if (notices.length > 0) writeStderr(notices.map(warningLine).join(""));
};
function loadProgram(args2, notices, keep) {
  const file = (0, import_node_path7.join)(__dirname, "claimcheck.cjs");
  try {
    return loadCompiled(file, partOf(args2), process.env, (message) => void notices.push(message), keep);
  } catch (error) {
    sayNotices(notices);
    if ((0, import_node_fs9.existsSync)(file)) throw error;
    process.stderr.write(`claimcheck: ${file} is missing: reinstall or rebuild @claimcheck/cli
`);
    process.exit(2);
  }
}
async function answerInThread(program, notices, keepCompiled) {
  const { workerData, parentPort } = await import("node:worker_threads");
  const answer = await program.answerHookJob(workerData);
  keepCompiled();
  parentPort?.postMessage({ ...answer, notices: [...notices, ...answer.notices ?? []] });
}
function run(args2, input) {
  const notices = [];
  if (args2[0] === HOOK_THREAD_ARGUMENT) {
    let write;
    const program2 = loadProgram(args2, notices, (writer) => void (write = writer));
    return void answerInThread(program2, notices, () => write?.());
  }
  const program = loadProgram(args2, notices);
  sayNotices(notices);
  const io = program.processIo();
  io.noticesSaid = notices;
  if (input !== void 0) io.readInput = async () => input;
  exitAfterOutput(program.main(args2, io));
}
async function answerHook(args2, route2) {
  const input = await readStdin(process.stdin, STDIN_WAIT_MS);
  const warnings = [];
  const env = { cwd: process.cwd(), env: process.env, warn: (message) => void warnings.push(message) };
  if (!answersNothing(input, route2, env)) return run(args2, input);
  if (warnings.length === 0) process.exit(0);
  writeStderr(warnings.map(warningLine).join(""));
  exitAfterOutput(Promise.resolve(0));
}
var args = process.argv.slice(2);
var route = plainHookLine(args);
if (route === void 0) run(args);
else void answerHook(args, route);
