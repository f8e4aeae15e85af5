#!/usr/bin/env node
const importMetaUrl = require('node:url').pathToFileURL(__filename).href
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
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");

// packages/cli/src/compile-cache.ts
var import_node_fs = require("node:fs");
var import_node_module = __toESM(require("node:module"), 1);
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var import_node_vm = __toESM(require("node:vm"), 1);
function compileCacheDir(env = process.env, home = import_node_os.homedir) {
  const base = env.XDG_CACHE_HOME?.startsWith("/") ? env.XDG_CACHE_HOME : home();
  if (!(0, import_node_fs.existsSync)(base)) return void 0;
  return (0, import_node_path.join)(base === env.XDG_CACHE_HOME ? base : (0, import_node_path.join)(base, ".cache"), "claimcheck", "compile-cache");
}
var BUILD_MARK = "\n// claimcheck build ";
function buildOf(source) {
  const line = source.slice(source.lastIndexOf(BUILD_MARK) + BUILD_MARK.length).trimEnd();
  return /^[0-9a-f]{16}$/.test(line) ? line : void 0;
}
var cacheFileName = (build) => `claimcheck-${build}-node${process.version}-${process.platform}-${process.arch}.cache`;
function checksum(data) {
  const words = new Int32Array(data.buffer, data.byteOffset, data.length >>> 2);
  let hash = 2166136261;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 16777619);
  for (let at = words.length * 4; at < data.length; at++) hash = Math.imul(hash ^ data[at], 16777619);
  return hash >>> 0;
}
var MAGIC = Buffer.from("claimcheck compile cache 1 \n");
var HEADER_BYTES = MAGIC.length + 4;
function readCache(file) {
  let kept;
  try {
    kept = (0, import_node_fs.readFileSync)(file);
  } catch {
    return void 0;
  }
  if (kept.length <= HEADER_BYTES || !kept.subarray(0, MAGIC.length).equals(MAGIC)) return void 0;
  const view = kept.subarray(HEADER_BYTES);
  const data = view.byteOffset % 4 === 0 ? view : Buffer.from(view);
  return kept.readUInt32BE(MAGIC.length) === checksum(data) ? data : void 0;
}
var KEPT_DAYS = 30;
function writeCache(file, data) {
  const folder = (0, import_node_path.dirname)(file);
  const aside = `${file}.${process.pid}.tmp`;
  try {
    (0, import_node_fs.mkdirSync)(folder, { recursive: true, mode: 448 });
    const fd = (0, import_node_fs.openSync)(aside, "wx", 384);
    try {
      const header = Buffer.alloc(HEADER_BYTES);
      MAGIC.copy(header);
      header.writeUInt32BE(checksum(data), MAGIC.length);
      (0, import_node_fs.writeSync)(fd, Buffer.concat([header, data]));
      (0, import_node_fs.fsyncSync)(fd);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
    (0, import_node_fs.renameSync)(aside, file);
    const old = Date.now() - KEPT_DAYS * 24 * 60 * 60 * 1e3;
    for (const name of (0, import_node_fs.readdirSync)(folder)) {
      const path = (0, import_node_path.join)(folder, name);
      if (/^claimcheck-[0-9a-f]{16}-.*\.cache$/.test(name) && (0, import_node_fs.statSync)(path).mtimeMs < old) (0, import_node_fs.rmSync)(path, { force: true });
    }
  } catch {
    try {
      (0, import_node_fs.rmSync)(aside, { force: true });
    } catch {
    }
  }
}
function loadCompiled(file, env = process.env) {
  let folder;
  try {
    folder = env.NODE_DISABLE_COMPILE_CACHE ? void 0 : compileCacheDir(env);
  } catch {
    folder = void 0;
  }
  const nodesOwn = import_node_module.default.enableCompileCache;
  if (folder === void 0 || nodesOwn !== void 0) {
    if (folder !== void 0) nodesOwn?.(folder);
    return import_node_module.default.createRequire(file)(file);
  }
  return loadWithOwnCache(file, folder);
}
function loadWithOwnCache(file, folder) {
  const source = (0, import_node_fs.readFileSync)(file, "utf8");
  const build = buildOf(source);
  const cacheFile = build === void 0 ? void 0 : (0, import_node_path.join)(folder, cacheFileName(build));
  const cachedData = cacheFile === void 0 ? void 0 : readCache(cacheFile);
  const script = new import_node_vm.default.Script(import_node_module.default.wrap(source), {
    filename: file,
    cachedData
  });
  if (cacheFile !== void 0 && (cachedData === void 0 || script.cachedDataRejected)) {
    process.once("exit", () => writeCache(cacheFile, script.createCachedData()));
  }
  const loaded = { exports: {} };
  const wrapper = script.runInThisContext();
  wrapper(loaded.exports, import_node_module.default.createRequire(file), loaded, file, (0, import_node_path.dirname)(file));
  return loaded.exports;
}

// packages/cli/src/exit-after-output.ts
function exitAfterOutput(run) {
  run.catch((error) => {
    process.stderr.write(`claimcheck: internal error: ${error instanceof Error ? error.message : String(error)}
`);
    return 2;
  }).then(async (code) => {
    await Promise.all([
      new Promise((done) => process.stdout.write("", done)),
      new Promise((done) => process.stderr.write("", done))
    ]);
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
function loadProgram() {
  const file = (0, import_node_path2.join)(__dirname, "claimcheck.cjs");
  try {
    return loadCompiled(file);
  } catch (error) {
    if ((0, import_node_fs2.existsSync)(file)) throw error;
    process.stderr.write(`claimcheck: ${file} is missing: reinstall or rebuild @claimcheck/cli
`);
    process.exit(2);
  }
}
var program = loadProgram();
async function answerInThread() {
  const { workerData, parentPort } = await import("node:worker_threads");
  parentPort?.postMessage(await program.answerHookJob(workerData));
}
if (process.argv[2] === program.HOOK_THREAD_ARGUMENT) void answerInThread();
else exitAfterOutput(program.main(process.argv.slice(2), program.processIo()));
