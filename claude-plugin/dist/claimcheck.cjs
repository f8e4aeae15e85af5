const importMeta = { get url() { return require('node:url').pathToFileURL(__filename).href } }
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// packages/contract/dist/checker.js
var CHECKER_API_VERSION;
var init_checker = __esm({
  "packages/contract/dist/checker.js"() {
    "use strict";
    CHECKER_API_VERSION = 1;
  }
});

// packages/contract/dist/errors.js
function isClaimcheckError(value) {
  return typeof value === "object" && value !== null && value[MARKER] === true;
}
function staleError(reason) {
  const error = new Error(reason);
  error.name = "ClaimcheckError";
  error.code = "STALE";
  error[MARKER] = true;
  return error;
}
function messageOf(error) {
  if (error instanceof Error)
    return error.message;
  return String(error);
}
var MARKER;
var init_errors = __esm({
  "packages/contract/dist/errors.js"() {
    "use strict";
    MARKER = /* @__PURE__ */ Symbol.for("claimcheck.error");
  }
});

// node_modules/.pnpm/valibot@1.5.0_typescript@5.9.3/node_modules/valibot/dist/index.mjs
// @__NO_SIDE_EFFECTS__
function getGlobalConfig(config$1) {
  if (!config$1 && !store$4) return DEFAULT_CONFIG;
  return {
    lang: config$1?.lang ?? store$4?.lang,
    message: config$1?.message,
    abortEarly: config$1?.abortEarly ?? store$4?.abortEarly,
    abortPipeEarly: config$1?.abortPipeEarly ?? store$4?.abortPipeEarly
  };
}
// @__NO_SIDE_EFFECTS__
function getGlobalMessage(lang) {
  return store$3?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function getSchemaMessage(lang) {
  return store$2?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function getSpecificMessage(reference, lang) {
  return store$1?.get(reference)?.get(lang);
}
// @__NO_SIDE_EFFECTS__
function _stringify(input) {
  const type = typeof input;
  if (type === "string") return `"${input}"`;
  if (type === "number" || type === "bigint" || type === "boolean") return `${input}`;
  if (type === "object" || type === "function") return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? "null";
  return type;
}
function _addIssue(context, label, dataset, config$1, other) {
  const input = other && "input" in other ? other.input : dataset.value;
  const expected = other?.expected ?? context.expects ?? null;
  const received = other?.received ?? /* @__PURE__ */ _stringify(input);
  const issue = {
    kind: context.kind,
    type: context.type,
    input,
    expected,
    received,
    message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : "R"}eceived ${received}`,
    requirement: context.requirement,
    path: other?.path,
    issues: other?.issues,
    lang: config$1.lang,
    abortEarly: config$1.abortEarly,
    abortPipeEarly: config$1.abortPipeEarly
  };
  const isSchema2 = context.kind === "schema";
  const message$1 = other?.message ?? context.message ?? /* @__PURE__ */ getSpecificMessage(context.reference, issue.lang) ?? (isSchema2 ? /* @__PURE__ */ getSchemaMessage(issue.lang) : null) ?? config$1.message ?? /* @__PURE__ */ getGlobalMessage(issue.lang);
  if (message$1 !== void 0) issue.message = typeof message$1 === "function" ? message$1(issue) : message$1;
  if (isSchema2) dataset.typed = false;
  if (dataset.issues) dataset.issues.push(issue);
  else dataset.issues = [issue];
}
// @__NO_SIDE_EFFECTS__
function _isValidObjectKey(object$1, key) {
  return Object.prototype.hasOwnProperty.call(object$1, key) && key !== "__proto__" && key !== "prototype" && key !== "constructor";
}
// @__NO_SIDE_EFFECTS__
function _joinExpects(values$1, separator) {
  const list = [...new Set(values$1)];
  if (list.length > 1) return `(${list.join(` ${separator} `)})`;
  return list[0] ?? "never";
}
function _standardSchema(schema) {
  schema["~standard"] = {
    version: 1,
    vendor: "valibot",
    validate: (value$1) => schema["~run"]({ value: value$1 }, /* @__PURE__ */ getGlobalConfig())
  };
  return schema;
}
// @__NO_SIDE_EFFECTS__
function check(requirement, message$1) {
  return {
    kind: "validation",
    type: "check",
    reference: check,
    async: false,
    expects: null,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "input", dataset, config$1);
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function integer(message$1) {
  return {
    kind: "validation",
    type: "integer",
    reference: integer,
    async: false,
    expects: null,
    requirement: Number.isInteger,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !this.requirement(dataset.value)) _addIssue(this, "integer", dataset, config$1);
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function maxValue(requirement, message$1) {
  return {
    kind: "validation",
    type: "max_value",
    reference: maxValue,
    async: false,
    expects: `<=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !(dataset.value <= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function minValue(requirement, message$1) {
  return {
    kind: "validation",
    type: "min_value",
    reference: minValue,
    async: false,
    expects: `>=${requirement instanceof Date ? requirement.toJSON() : /* @__PURE__ */ _stringify(requirement)}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !(dataset.value >= this.requirement)) _addIssue(this, "value", dataset, config$1, { received: dataset.value instanceof Date ? dataset.value.toJSON() : /* @__PURE__ */ _stringify(dataset.value) });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function nonEmpty(message$1) {
  return {
    kind: "validation",
    type: "non_empty",
    reference: nonEmpty,
    async: false,
    expects: "!0",
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && dataset.value.length === 0) _addIssue(this, "length", dataset, config$1, { received: "0" });
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function regex(requirement, message$1) {
  return {
    kind: "validation",
    type: "regex",
    reference: regex,
    async: false,
    expects: `${requirement}`,
    requirement,
    message: message$1,
    "~run"(dataset, config$1) {
      if (dataset.typed && !this.requirement.test(dataset.value)) _addIssue(this, "format", dataset, config$1);
      return dataset;
    }
  };
}
// @__NO_SIDE_EFFECTS__
function getFallback(schema, dataset, config$1) {
  return typeof schema.fallback === "function" ? schema.fallback(dataset, config$1) : schema.fallback;
}
// @__NO_SIDE_EFFECTS__
function getDefault(schema, dataset, config$1) {
  return typeof schema.default === "function" ? schema.default(dataset, config$1) : schema.default;
}
// @__NO_SIDE_EFFECTS__
function array(item, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "array",
    reference: array,
    expects: "Array",
    async: false,
    item,
    message: message$1,
    "~run"(dataset, config$1) {
      const input = dataset.value;
      if (Array.isArray(input)) {
        dataset.typed = true;
        dataset.value = [];
        for (let key = 0; key < input.length; key++) {
          const value$1 = input[key];
          const itemDataset = this.item["~run"]({ value: value$1 }, config$1);
          if (itemDataset.issues) {
            const pathItem = {
              type: "array",
              origin: "value",
              input,
              key,
              value: value$1
            };
            for (const issue of itemDataset.issues) {
              if (issue.path) issue.path.unshift(pathItem);
              else issue.path = [pathItem];
              dataset.issues?.push(issue);
            }
            if (!dataset.issues) dataset.issues = itemDataset.issues;
            if (config$1.abortEarly) {
              dataset.typed = false;
              break;
            }
          }
          if (!itemDataset.typed) dataset.typed = false;
          dataset.value.push(itemDataset.value);
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function boolean(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "boolean",
    reference: boolean,
    expects: "boolean",
    async: false,
    message: message$1,
    "~run"(dataset, config$1) {
      if (typeof dataset.value === "boolean") dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function looseObject(entries$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "loose_object",
    reference: looseObject,
    expects: "Object",
    async: false,
    entries: entries$1,
    message: message$1,
    "~run"(dataset, config$1) {
      const input = dataset.value;
      if (input && typeof input === "object") {
        dataset.typed = true;
        dataset.value = {};
        for (const key in this.entries) {
          const valueSchema = this.entries[key];
          if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
            const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
            const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
            if (valueDataset.issues) {
              const pathItem = {
                type: "object",
                origin: "value",
                input,
                key,
                value: value$1
              };
              for (const issue of valueDataset.issues) {
                if (issue.path) issue.path.unshift(pathItem);
                else issue.path = [pathItem];
                dataset.issues?.push(issue);
              }
              if (!dataset.issues) dataset.issues = valueDataset.issues;
              if (config$1.abortEarly) {
                dataset.typed = false;
                break;
              }
            }
            if (!valueDataset.typed) dataset.typed = false;
            dataset.value[key] = valueDataset.value;
          } else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
          else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
            _addIssue(this, "key", dataset, config$1, {
              input: void 0,
              expected: `"${key}"`,
              path: [{
                type: "object",
                origin: "key",
                input,
                key,
                value: input[key]
              }]
            });
            if (config$1.abortEarly) break;
          }
        }
        if (!dataset.issues || !config$1.abortEarly) {
          for (const key in input) if (/* @__PURE__ */ _isValidObjectKey(input, key) && !Object.prototype.hasOwnProperty.call(this.entries, key)) dataset.value[key] = input[key];
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function number(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "number",
    reference: number,
    expects: "number",
    async: false,
    message: message$1,
    "~run"(dataset, config$1) {
      if (typeof dataset.value === "number" && !isNaN(dataset.value)) dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function optional(wrapped, default_) {
  return _standardSchema({
    kind: "schema",
    type: "optional",
    reference: optional,
    expects: `(${wrapped.expects} | undefined)`,
    async: false,
    wrapped,
    default: default_,
    "~run"(dataset, config$1) {
      if (dataset.value === void 0) {
        if (this.default !== void 0) dataset.value = /* @__PURE__ */ getDefault(this, dataset, config$1);
        if (dataset.value === void 0) {
          dataset.typed = true;
          return dataset;
        }
      }
      return this.wrapped["~run"](dataset, config$1);
    }
  });
}
// @__NO_SIDE_EFFECTS__
function picklist(options5, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "picklist",
    reference: picklist,
    expects: /* @__PURE__ */ _joinExpects(options5.map(_stringify), "|"),
    async: false,
    options: options5,
    message: message$1,
    "~run"(dataset, config$1) {
      if (this.options.includes(dataset.value)) dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function record(key, value$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "record",
    reference: record,
    expects: "Object",
    async: false,
    key,
    value: value$1,
    message: message$1,
    "~run"(dataset, config$1) {
      const input = dataset.value;
      if (input && typeof input === "object") {
        dataset.typed = true;
        dataset.value = {};
        for (const entryKey in input) if (/* @__PURE__ */ _isValidObjectKey(input, entryKey)) {
          const entryValue = input[entryKey];
          const keyDataset = this.key["~run"]({ value: entryKey }, config$1);
          if (keyDataset.issues) {
            const pathItem = {
              type: "object",
              origin: "key",
              input,
              key: entryKey,
              value: entryValue
            };
            for (const issue of keyDataset.issues) {
              issue.path = [pathItem];
              dataset.issues?.push(issue);
            }
            if (!dataset.issues) dataset.issues = keyDataset.issues;
            if (config$1.abortEarly) {
              dataset.typed = false;
              break;
            }
          }
          const valueDataset = this.value["~run"]({ value: entryValue }, config$1);
          if (valueDataset.issues) {
            const pathItem = {
              type: "object",
              origin: "value",
              input,
              key: entryKey,
              value: entryValue
            };
            for (const issue of valueDataset.issues) {
              if (issue.path) issue.path.unshift(pathItem);
              else issue.path = [pathItem];
              dataset.issues?.push(issue);
            }
            if (!dataset.issues) dataset.issues = valueDataset.issues;
            if (config$1.abortEarly) {
              dataset.typed = false;
              break;
            }
          }
          if (!keyDataset.typed || !valueDataset.typed) dataset.typed = false;
          if (keyDataset.typed) dataset.value[keyDataset.value] = valueDataset.value;
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function strictObject(entries$1, message$1) {
  return _standardSchema({
    kind: "schema",
    type: "strict_object",
    reference: strictObject,
    expects: "Object",
    async: false,
    entries: entries$1,
    message: message$1,
    "~run"(dataset, config$1) {
      const input = dataset.value;
      if (input && typeof input === "object") {
        dataset.typed = true;
        dataset.value = {};
        for (const key in this.entries) {
          const valueSchema = this.entries[key];
          if (key in input || (valueSchema.type === "exact_optional" || valueSchema.type === "optional" || valueSchema.type === "nullish") && valueSchema.default !== void 0) {
            const value$1 = key in input ? input[key] : /* @__PURE__ */ getDefault(valueSchema);
            const valueDataset = valueSchema["~run"]({ value: value$1 }, config$1);
            if (valueDataset.issues) {
              const pathItem = {
                type: "object",
                origin: "value",
                input,
                key,
                value: value$1
              };
              for (const issue of valueDataset.issues) {
                if (issue.path) issue.path.unshift(pathItem);
                else issue.path = [pathItem];
                dataset.issues?.push(issue);
              }
              if (!dataset.issues) dataset.issues = valueDataset.issues;
              if (config$1.abortEarly) {
                dataset.typed = false;
                break;
              }
            }
            if (!valueDataset.typed) dataset.typed = false;
            dataset.value[key] = valueDataset.value;
          } else if (valueSchema.fallback !== void 0) dataset.value[key] = /* @__PURE__ */ getFallback(valueSchema);
          else if (valueSchema.type !== "exact_optional" && valueSchema.type !== "optional" && valueSchema.type !== "nullish") {
            _addIssue(this, "key", dataset, config$1, {
              input: void 0,
              expected: `"${key}"`,
              path: [{
                type: "object",
                origin: "key",
                input,
                key,
                value: input[key]
              }]
            });
            if (config$1.abortEarly) break;
          }
        }
        if (!dataset.issues || !config$1.abortEarly) {
          for (const key in input) if (!Object.prototype.hasOwnProperty.call(this.entries, key)) {
            _addIssue(this, "key", dataset, config$1, {
              input: key,
              expected: "never",
              path: [{
                type: "object",
                origin: "key",
                input,
                key,
                value: input[key]
              }]
            });
            break;
          }
        }
      } else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function string(message$1) {
  return _standardSchema({
    kind: "schema",
    type: "string",
    reference: string,
    expects: "string",
    async: false,
    message: message$1,
    "~run"(dataset, config$1) {
      if (typeof dataset.value === "string") dataset.typed = true;
      else _addIssue(this, "type", dataset, config$1);
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function unknown() {
  return _standardSchema({
    kind: "schema",
    type: "unknown",
    reference: unknown,
    expects: "unknown",
    async: false,
    "~run"(dataset) {
      dataset.typed = true;
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function pipe(...pipe$1) {
  return _standardSchema({
    ...pipe$1[0],
    pipe: pipe$1,
    "~run"(dataset, config$1) {
      for (const item of pipe$1) if (item.kind !== "metadata") {
        if (dataset.issues && (item.kind === "schema" || item.kind === "transformation")) {
          dataset.typed = false;
          break;
        }
        if (!dataset.issues || !config$1.abortEarly && !config$1.abortPipeEarly) dataset = item["~run"](dataset, config$1);
      }
      return dataset;
    }
  });
}
// @__NO_SIDE_EFFECTS__
function safeParse(schema, input, config$1) {
  const dataset = schema["~run"]({ value: input }, /* @__PURE__ */ getGlobalConfig(config$1));
  return {
    typed: dataset.typed,
    success: !dataset.issues,
    output: dataset.value,
    issues: dataset.issues
  };
}
var store$4, DEFAULT_CONFIG, store$3, store$2, store$1, EMOJI_REGEX;
var init_dist = __esm({
  "node_modules/.pnpm/valibot@1.5.0_typescript@5.9.3/node_modules/valibot/dist/index.mjs"() {
    DEFAULT_CONFIG = {
      lang: void 0,
      message: void 0,
      abortEarly: void 0,
      abortPipeEarly: void 0
    };
    EMOJI_REGEX = new RegExp("^(?:[\\u{1F1E6}-\\u{1F1FF}]{2}|\\u{1F3F4}[\\u{E0061}-\\u{E007A}]{2}[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{1,3}\\u{E007F}|(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation})(?:\\u200D(?:\\p{Emoji}\\uFE0F\\u20E3?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier}?|(?![\\p{Emoji_Modifier_Base}\\u{1F1E6}-\\u{1F1FF}])\\p{Emoji_Presentation}))*)+$", "u");
  }
});

// packages/contract/dist/options.js
function strictOptions(entries) {
  return strictObject(entries, describeShapeIssue("option"));
}
function strictSettings(entries) {
  return strictObject(entries, describeShapeIssue("setting"));
}
var describeShapeIssue, nonEmptyString, targetString;
var init_options = __esm({
  "packages/contract/dist/options.js"() {
    "use strict";
    init_dist();
    describeShapeIssue = (noun) => (issue) => {
      const key = issue.path?.at(-1)?.key;
      if (issue.expected === "never")
        return `unknown ${noun} '${String(key)}'`;
      if (key !== void 0 && issue.input === void 0)
        return `missing required ${noun} '${String(key)}'`;
      return `${noun}s must be a mapping, not ${issue.received}`;
    };
    nonEmptyString = pipe(string("must be a string"), nonEmpty("must not be empty"));
    targetString = pipe(string("must be a string"), check((value) => value.trim() !== "", "must not be empty"));
  }
});

// packages/contract/dist/paths.js
function isInside(path3, folder) {
  if (path3 === folder)
    return true;
  return path3.startsWith(folder.endsWith(import_node_path.sep) ? folder : folder + import_node_path.sep);
}
function shownPath(path3, root) {
  return isInside(path3, root) ? (0, import_node_path.relative)(root, path3) || "." : path3;
}
var import_node_path;
var init_paths = __esm({
  "packages/contract/dist/paths.js"() {
    "use strict";
    import_node_path = require("node:path");
  }
});

// packages/contract/dist/stable-json.js
function stableJson(value) {
  if (Array.isArray(value))
    return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}
var init_stable_json = __esm({
  "packages/contract/dist/stable-json.js"() {
    "use strict";
  }
});

// packages/contract/dist/state-dir.js
function userStateDir(env = process.env, home = (0, import_node_os.homedir)()) {
  const state = env.XDG_STATE_HOME?.startsWith("/") ? env.XDG_STATE_HOME : (0, import_node_path2.join)(home, ".local/state");
  return (0, import_node_path2.join)(state, "claimcheck");
}
var import_node_os, import_node_path2;
var init_state_dir = __esm({
  "packages/contract/dist/state-dir.js"() {
    "use strict";
    import_node_os = require("node:os");
    import_node_path2 = require("node:path");
  }
});

// packages/contract/dist/own-file.js
function notTheUsers(path3, info) {
  const uid = process.getuid?.();
  if (uid === void 0)
    return void 0;
  if (info.uid !== uid)
    return `${path3} belongs to another user (uid ${info.uid})`;
  if ((info.mode & 2) !== 0)
    return `${path3} is writable by others`;
  if ((info.mode & 16) !== 0 && info.gid !== process.getgid?.())
    return `${path3} is writable by its group (gid ${info.gid}), which is not your own`;
  return void 0;
}
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
function wayProblem(folder, uid) {
  const pending = (0, import_node_path3.resolve)(folder).split(import_node_path3.sep).filter(Boolean).reverse();
  let at = (0, import_node_path3.resolve)("/");
  let links = 0;
  for (let name = pending.pop(); name !== void 0; name = pending.pop()) {
    if (name === ".")
      continue;
    if (name === "..") {
      at = (0, import_node_path3.dirname)(at);
      continue;
    }
    const info = (0, import_node_fs.statSync)(at);
    if (!trustedOwner(info.uid, uid))
      return `${at} belongs to another user (uid ${info.uid})`;
    const shared = (info.mode & 2) !== 0 ? "others" : (info.mode & 16) !== 0 && info.gid !== process.getgid?.() ? "group" : void 0;
    if (shared !== void 0 && (info.mode & 512) === 0)
      return shared === "others" ? `${at} is writable by others` : `${at} is writable by its group (gid ${info.gid}), which is not your own`;
    const next = (0, import_node_path3.join)(at, name);
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
      pending.push(...target.split(import_node_path3.sep).filter(Boolean).reverse());
      if ((0, import_node_path3.isAbsolute)(target))
        at = (0, import_node_path3.resolve)("/");
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
  const folderProblem = ownFolderProblem((0, import_node_path3.dirname)(file));
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
var import_node_fs, import_node_path3, MAX_LINKS, outsideOwnerRead, outsideOwnerUid, trustedOwner, notUsedWarning;
var init_own_file = __esm({
  "packages/contract/dist/own-file.js"() {
    "use strict";
    import_node_fs = require("node:fs");
    import_node_path3 = require("node:path");
    MAX_LINKS = 40;
    outsideOwnerRead = false;
    trustedOwner = (owner, uid) => owner === uid || owner === 0 || owner === outsideOwner();
    notUsedWarning = (what, why) => `not using ${what}: ${why}`;
  }
});

// packages/contract/dist/index.js
var init_dist2 = __esm({
  "packages/contract/dist/index.js"() {
    "use strict";
    init_checker();
    init_errors();
    init_options();
    init_paths();
    init_stable_json();
    init_state_dir();
    init_own_file();
  }
});

// packages/core/dist/errors.js
var MARKER2, ClaimcheckError;
var init_errors2 = __esm({
  "packages/core/dist/errors.js"() {
    "use strict";
    init_dist2();
    MARKER2 = /* @__PURE__ */ Symbol.for("claimcheck.error");
    ClaimcheckError = class extends Error {
      [MARKER2] = true;
      code;
      constructor(code, message) {
        super(message);
        this.name = "ClaimcheckError";
        this.code = code;
      }
    };
  }
});

// packages/core/dist/nearest-name.js
function editDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++)
    rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i];
    const above = rows[i - 1];
    for (let j = 1; j <= b.length; j++) {
      const replace = above[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      row[j] = Math.min(above[j] + 1, row[j - 1] + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}
function nearestName(word, names) {
  const typed = word.toLowerCase();
  const known = [...names];
  if (typed.length < 3)
    return known.find((name) => name.toLowerCase() === typed);
  const allowed2 = Math.max(1, Math.floor(typed.length / 4));
  let best;
  for (const name of known) {
    const distance = editDistance(typed, name.toLowerCase());
    if (distance <= allowed2 && (best === void 0 || distance < best.distance))
      best = { name, distance };
  }
  if (best)
    return best.name;
  const starting = known.filter((name) => name.toLowerCase().startsWith(typed));
  return starting.length === 1 ? starting[0] : void 0;
}
var init_nearest_name = __esm({
  "packages/core/dist/nearest-name.js"() {
    "use strict";
  }
});

// packages/cli/src/meta.ts
var meta;
var init_meta = __esm({
  "packages/cli/src/meta.ts"() {
    "use strict";
    meta = { name: "@claimcheck/cli", version: "1.0.0" };
  }
});

// packages/cli/src/visible-text.ts
function visible(text2) {
  return text2.replace(UNSAFE, shown);
}
var UNSAFE, NAMED, shown, holdsControls, UNSAFE_IN_JSON, jsonForLogs, linesForLogs;
var init_visible_text = __esm({
  "packages/cli/src/visible-text.ts"() {
    "use strict";
    UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|##\[/g;
    NAMED = { "	": "\\t", "\n": "\\n", "\r": "\\r", "\x1B": "\\e", "##[": "#\\x23[" };
    shown = (found) => {
      const code = found.charCodeAt(0);
      return NAMED[found] ?? (code < 256 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u{${code.toString(16)}}`);
    };
    holdsControls = (text2) => /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/.test(text2);
    UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|#(?=#\[)/g;
    jsonForLogs = (json2) => json2.replace(UNSAFE_IN_JSON, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
    linesForLogs = (text2) => text2.split("\n").map((line) => visible(line).replace(/^(\s*)::/, "$1\\x3a:")).join("\n");
  }
});

// packages/core/dist/byte-order.js
function byteOrder(a, b) {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y)
      continue;
    if (x >= 55296 && y >= 55296)
      return a.codePointAt(i) - b.codePointAt(i);
    return x - y;
  }
  return a.length - b.length;
}
var init_byte_order = __esm({
  "packages/core/dist/byte-order.js"() {
    "use strict";
  }
});

// packages/core/dist/state-dir.js
var init_state_dir2 = __esm({
  "packages/core/dist/state-dir.js"() {
    "use strict";
    init_dist2();
  }
});

// packages/core/dist/search-path.js
function absoluteSearchPath(path3) {
  if (path3 === void 0)
    return void 0;
  return path3.split(import_node_path4.delimiter).filter((entry) => entry !== "" && (0, import_node_path4.isAbsolute)(entry)).join(import_node_path4.delimiter);
}
var import_node_path4;
var init_search_path = __esm({
  "packages/core/dist/search-path.js"() {
    "use strict";
    import_node_path4 = require("node:path");
  }
});

// packages/core/dist/plain-yaml.js
function isPlainStart(code) {
  if (code >= 160)
    return true;
  if (code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57)
    return true;
  return PLAIN_START_MARKS.includes(code);
}
function scalar(text2) {
  const first = text2.charCodeAt(0);
  if (first === 39) {
    let value = "";
    let from = 1;
    for (; ; ) {
      const quote = text2.indexOf("'", from);
      if (quote === -1)
        return UNSURE;
      value += text2.slice(from, quote);
      if (text2.charCodeAt(quote + 1) !== 39)
        return endsCleanly(text2.slice(quote + 1)) ? value : UNSURE;
      value += "'";
      from = quote + 2;
    }
  }
  if (first === 34) {
    const quote = text2.indexOf('"', 1);
    if (quote === -1)
      return UNSURE;
    const value = text2.slice(1, quote);
    return !value.includes("\\") && endsCleanly(text2.slice(quote + 1)) ? value : UNSURE;
  }
  if (!isPlainStart(first))
    return UNSURE;
  const comment = text2.indexOf(" #");
  const plain = trimSpacesEnd(comment === -1 ? text2 : text2.slice(0, comment));
  if (plain.includes(": ") || plain.endsWith(":"))
    return UNSURE;
  const word = plain.length <= WORD_MAX_LENGTH ? WORDS.get(plain) : void 0;
  if (word !== void 0)
    return word;
  if (first >= 48 && first <= 57) {
    if (plain.length <= DECIMAL_MAX_LENGTH && DECIMAL.test(plain))
      return Number(plain);
    if (!NOT_NUMERIC.test(plain))
      return UNSURE;
  }
  return plain;
}
function keyAt(raw, start2, end) {
  const length = end - start2;
  for (let i = 0; i < COMMON_KEYS.length; i++) {
    const key = COMMON_KEYS[i];
    if (key.length === length && raw.startsWith(key, start2))
      return key;
  }
  return raw.slice(start2, end);
}
function readPlainMapping(raw) {
  if (OUTSIDE_SUBSET.test(raw))
    return void 0;
  const root = {};
  levelMaps[0] = root;
  levelIndents[0] = 0;
  let depth = 0;
  let openKey;
  let openIndent = 0;
  let entries = 0;
  for (let start2 = 0; start2 < raw.length; ) {
    const newline = raw.indexOf("\n", start2);
    const end = newline === -1 ? raw.length : newline;
    const stop = end > start2 && raw.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const lineStart = start2;
    start2 = end + 1;
    let at = lineStart;
    while (at < stop && raw.charCodeAt(at) === 32)
      at++;
    if (at === stop || raw.charCodeAt(at) === 35)
      continue;
    if (!isKeyStart(raw.charCodeAt(at)))
      return void 0;
    const indent = at - lineStart;
    let keyEnd = at + 1;
    while (keyEnd < stop && isKeyPart(raw.charCodeAt(keyEnd)))
      keyEnd++;
    if (raw.charCodeAt(keyEnd) !== 58)
      return void 0;
    let valueStart = keyEnd + 1;
    if (valueStart < stop) {
      if (raw.charCodeAt(valueStart) !== 32)
        return void 0;
      while (valueStart < stop && raw.charCodeAt(valueStart) === 32)
        valueStart++;
    }
    const key = keyAt(raw, at, keyEnd);
    if (openKey !== void 0 && indent > openIndent) {
      const map2 = {};
      levelMaps[depth][openKey] = map2;
      depth++;
      levelMaps[depth] = map2;
      levelIndents[depth] = indent;
    }
    openKey = void 0;
    while (levelIndents[depth] > indent)
      depth--;
    const map = levelMaps[depth];
    if (levelIndents[depth] !== indent || key === "__proto__" || Object.hasOwn(map, key))
      return void 0;
    const text2 = raw.slice(valueStart, stop);
    if (text2 === "" || text2.charCodeAt(0) === 35 || trimSpacesEnd(text2) === "") {
      map[key] = null;
      openKey = key;
      openIndent = indent;
    } else {
      const value = scalar(text2);
      if (value === UNSURE)
        return void 0;
      map[key] = value;
    }
    entries++;
  }
  return entries > 0 ? root : void 0;
}
var OUTSIDE_SUBSET, PLAIN_START_MARKS, NOT_NUMERIC, DECIMAL, DECIMAL_MAX_LENGTH, WORDS, WORD_MAX_LENGTH, UNSURE, TRAILING_SPACES, trimSpacesEnd, endsCleanly, isKeyStart, isKeyPart, COMMON_KEYS, levelMaps, levelIndents;
var init_plain_yaml = __esm({
  "packages/core/dist/plain-yaml.js"() {
    "use strict";
    OUTSIDE_SUBSET = /[^\n\x20-\x7e\u00a0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\r]|\r(?!\n)/;
    PLAIN_START_MARKS = [..."_/~^\\$(=<;"].map((mark) => mark.charCodeAt(0));
    NOT_NUMERIC = /[^0-9A-Fa-f_.+\-xo]/;
    DECIMAL = /^(?:0|[1-9][0-9]{0,14})$/;
    DECIMAL_MAX_LENGTH = 15;
    WORDS = new Map([
      ...["~", "null", "Null", "NULL"].map((word) => [word, null]),
      ...["true", "True", "TRUE"].map((word) => [word, true]),
      ...["false", "False", "FALSE"].map((word) => [word, false])
    ]);
    WORD_MAX_LENGTH = 5;
    UNSURE = /* @__PURE__ */ Symbol("unsure");
    TRAILING_SPACES = / +$/;
    trimSpacesEnd = (text2) => text2.charCodeAt(text2.length - 1) === 32 ? text2.replace(TRAILING_SPACES, "") : text2;
    endsCleanly = (rest) => trimSpacesEnd(rest) === "" || /^ +#/.test(rest);
    isKeyStart = (code) => code >= 97 && code <= 122 || code >= 65 && code <= 90 || code === 95;
    isKeyPart = (code) => isKeyStart(code) || code >= 48 && code <= 57 || code === 45;
    COMMON_KEYS = [
      "name",
      "description",
      "metadata",
      "type",
      "modified",
      "verify",
      "kind",
      "target",
      "pattern",
      "timeout"
    ];
    levelMaps = [];
    levelIndents = [];
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/common.js
var require_common = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/common.js"(exports2, module2) {
    "use strict";
    function isNothing(subject) {
      return typeof subject === "undefined" || subject === null;
    }
    function isObject(subject) {
      return typeof subject === "object" && subject !== null;
    }
    function toArray(sequence) {
      if (Array.isArray(sequence)) return sequence;
      else if (isNothing(sequence)) return [];
      return [sequence];
    }
    function extend(target, source) {
      if (source) {
        const sourceKeys = Object.keys(source);
        for (let index = 0, length = sourceKeys.length; index < length; index += 1) {
          const key = sourceKeys[index];
          target[key] = source[key];
        }
      }
      return target;
    }
    function repeat2(string2, count) {
      let result2 = "";
      for (let cycle = 0; cycle < count; cycle += 1) {
        result2 += string2;
      }
      return result2;
    }
    function isNegativeZero(number2) {
      return number2 === 0 && Number.NEGATIVE_INFINITY === 1 / number2;
    }
    module2.exports.isNothing = isNothing;
    module2.exports.isObject = isObject;
    module2.exports.toArray = toArray;
    module2.exports.repeat = repeat2;
    module2.exports.isNegativeZero = isNegativeZero;
    module2.exports.extend = extend;
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/exception.js
var require_exception = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/exception.js"(exports2, module2) {
    "use strict";
    function formatError(exception, compact) {
      let where = "";
      const message = exception.reason || "(unknown reason)";
      if (!exception.mark) return message;
      if (exception.mark.name) {
        where += 'in "' + exception.mark.name + '" ';
      }
      where += "(" + (exception.mark.line + 1) + ":" + (exception.mark.column + 1) + ")";
      if (!compact && exception.mark.snippet) {
        where += "\n\n" + exception.mark.snippet;
      }
      return message + " " + where;
    }
    function YAMLException2(reason, mark) {
      Error.call(this);
      this.name = "YAMLException";
      this.reason = reason;
      this.mark = mark;
      this.message = formatError(this, false);
      if (Error.captureStackTrace) {
        Error.captureStackTrace(this, this.constructor);
      } else {
        this.stack = new Error().stack || "";
      }
    }
    YAMLException2.prototype = Object.create(Error.prototype);
    YAMLException2.prototype.constructor = YAMLException2;
    YAMLException2.prototype.toString = function toString(compact) {
      return this.name + ": " + formatError(this, compact);
    };
    module2.exports = YAMLException2;
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/snippet.js
var require_snippet = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/snippet.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    function getLine(buffer, lineStart, lineEnd2, position, maxLineLength) {
      let head = "";
      let tail = "";
      const maxHalfLength = Math.floor(maxLineLength / 2) - 1;
      if (position - lineStart > maxHalfLength) {
        head = " ... ";
        lineStart = position - maxHalfLength + head.length;
      }
      if (lineEnd2 - position > maxHalfLength) {
        tail = " ...";
        lineEnd2 = position + maxHalfLength - tail.length;
      }
      return {
        str: head + buffer.slice(lineStart, lineEnd2).replace(/\t/g, "\u2192") + tail,
        pos: position - lineStart + head.length
        // relative position
      };
    }
    function padStart(string2, max) {
      return common.repeat(" ", max - string2.length) + string2;
    }
    function makeSnippet(mark, options5) {
      options5 = Object.create(options5 || null);
      if (!mark.buffer) return null;
      if (!options5.maxLength) options5.maxLength = 79;
      if (typeof options5.indent !== "number") options5.indent = 1;
      if (typeof options5.linesBefore !== "number") options5.linesBefore = 3;
      if (typeof options5.linesAfter !== "number") options5.linesAfter = 2;
      const re = /\r?\n|\r|\0/g;
      const lineStarts2 = [0];
      const lineEnds = [];
      let match;
      let foundLineNo = -1;
      while (match = re.exec(mark.buffer)) {
        lineEnds.push(match.index);
        lineStarts2.push(match.index + match[0].length);
        if (mark.position <= match.index && foundLineNo < 0) {
          foundLineNo = lineStarts2.length - 2;
        }
      }
      if (foundLineNo < 0) foundLineNo = lineStarts2.length - 1;
      let result2 = "";
      const lineNoLength = Math.min(mark.line + options5.linesAfter, lineEnds.length).toString().length;
      const maxLineLength = options5.maxLength - (options5.indent + lineNoLength + 3);
      for (let i = 1; i <= options5.linesBefore; i++) {
        if (foundLineNo - i < 0) break;
        const line2 = getLine(
          mark.buffer,
          lineStarts2[foundLineNo - i],
          lineEnds[foundLineNo - i],
          mark.position - (lineStarts2[foundLineNo] - lineStarts2[foundLineNo - i]),
          maxLineLength
        );
        result2 = common.repeat(" ", options5.indent) + padStart((mark.line - i + 1).toString(), lineNoLength) + " | " + line2.str + "\n" + result2;
      }
      const line = getLine(mark.buffer, lineStarts2[foundLineNo], lineEnds[foundLineNo], mark.position, maxLineLength);
      result2 += common.repeat(" ", options5.indent) + padStart((mark.line + 1).toString(), lineNoLength) + " | " + line.str + "\n";
      result2 += common.repeat("-", options5.indent + lineNoLength + 3 + line.pos) + "^\n";
      for (let i = 1; i <= options5.linesAfter; i++) {
        if (foundLineNo + i >= lineEnds.length) break;
        const line2 = getLine(
          mark.buffer,
          lineStarts2[foundLineNo + i],
          lineEnds[foundLineNo + i],
          mark.position - (lineStarts2[foundLineNo] - lineStarts2[foundLineNo + i]),
          maxLineLength
        );
        result2 += common.repeat(" ", options5.indent) + padStart((mark.line + i + 1).toString(), lineNoLength) + " | " + line2.str + "\n";
      }
      return result2.replace(/\n$/, "");
    }
    module2.exports = makeSnippet;
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type.js
var require_type = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type.js"(exports2, module2) {
    "use strict";
    var YAMLException2 = require_exception();
    var TYPE_CONSTRUCTOR_OPTIONS = [
      "kind",
      "multi",
      "resolve",
      "construct",
      "instanceOf",
      "predicate",
      "represent",
      "representName",
      "defaultStyle",
      "styleAliases"
    ];
    var YAML_NODE_KINDS = [
      "scalar",
      "sequence",
      "mapping"
    ];
    function compileStyleAliases(map) {
      const result2 = {};
      if (map !== null) {
        Object.keys(map).forEach(function(style) {
          map[style].forEach(function(alias) {
            result2[String(alias)] = style;
          });
        });
      }
      return result2;
    }
    function Type(tag, options5) {
      options5 = options5 || {};
      Object.keys(options5).forEach(function(name) {
        if (TYPE_CONSTRUCTOR_OPTIONS.indexOf(name) === -1) {
          throw new YAMLException2('Unknown option "' + name + '" is met in definition of "' + tag + '" YAML type.');
        }
      });
      this.options = options5;
      this.tag = tag;
      this.kind = options5["kind"] || null;
      this.resolve = options5["resolve"] || function() {
        return true;
      };
      this.construct = options5["construct"] || function(data2) {
        return data2;
      };
      this.instanceOf = options5["instanceOf"] || null;
      this.predicate = options5["predicate"] || null;
      this.represent = options5["represent"] || null;
      this.representName = options5["representName"] || null;
      this.defaultStyle = options5["defaultStyle"] || null;
      this.multi = options5["multi"] || false;
      this.styleAliases = compileStyleAliases(options5["styleAliases"] || null);
      if (YAML_NODE_KINDS.indexOf(this.kind) === -1) {
        throw new YAMLException2('Unknown kind "' + this.kind + '" is specified for "' + tag + '" YAML type.');
      }
    }
    module2.exports = Type;
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema.js
var require_schema = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema.js"(exports2, module2) {
    "use strict";
    var YAMLException2 = require_exception();
    var Type = require_type();
    function compileList(schema, name) {
      const result2 = [];
      schema[name].forEach(function(currentType) {
        let newIndex = result2.length;
        result2.forEach(function(previousType, previousIndex) {
          if (previousType.tag === currentType.tag && previousType.kind === currentType.kind && previousType.multi === currentType.multi) {
            newIndex = previousIndex;
          }
        });
        result2[newIndex] = currentType;
      });
      return result2;
    }
    function compileMap() {
      const result2 = {
        scalar: {},
        sequence: {},
        mapping: {},
        fallback: {},
        multi: {
          scalar: [],
          sequence: [],
          mapping: [],
          fallback: []
        }
      };
      function collectType(type) {
        if (type.multi) {
          result2.multi[type.kind].push(type);
          result2.multi["fallback"].push(type);
        } else {
          result2[type.kind][type.tag] = result2["fallback"][type.tag] = type;
        }
      }
      for (let index = 0, length = arguments.length; index < length; index += 1) {
        arguments[index].forEach(collectType);
      }
      return result2;
    }
    function Schema(definition) {
      return this.extend(definition);
    }
    Schema.prototype.extend = function extend(definition) {
      let implicit = [];
      let explicit = [];
      if (definition instanceof Type) {
        explicit.push(definition);
      } else if (Array.isArray(definition)) {
        explicit = explicit.concat(definition);
      } else if (definition && (Array.isArray(definition.implicit) || Array.isArray(definition.explicit))) {
        if (definition.implicit) implicit = implicit.concat(definition.implicit);
        if (definition.explicit) explicit = explicit.concat(definition.explicit);
      } else {
        throw new YAMLException2("Schema.extend argument should be a Type, [ Type ], or a schema definition ({ implicit: [...], explicit: [...] })");
      }
      implicit.forEach(function(type) {
        if (!(type instanceof Type)) {
          throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
        }
        if (type.loadKind && type.loadKind !== "scalar") {
          throw new YAMLException2("There is a non-scalar type in the implicit list of a schema. Implicit resolving of such types is not supported.");
        }
        if (type.multi) {
          throw new YAMLException2("There is a multi type in the implicit list of a schema. Multi tags can only be listed as explicit.");
        }
      });
      explicit.forEach(function(type) {
        if (!(type instanceof Type)) {
          throw new YAMLException2("Specified list of YAML types (or a single Type object) contains a non-Type object.");
        }
      });
      const result2 = Object.create(Schema.prototype);
      result2.implicit = (this.implicit || []).concat(implicit);
      result2.explicit = (this.explicit || []).concat(explicit);
      result2.compiledImplicit = compileList(result2, "implicit");
      result2.compiledExplicit = compileList(result2, "explicit");
      result2.compiledTypeMap = compileMap(result2.compiledImplicit, result2.compiledExplicit);
      return result2;
    };
    module2.exports = Schema;
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/str.js
var require_str = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/str.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:str", {
      kind: "scalar",
      construct: function(data2) {
        return data2 !== null ? data2 : "";
      }
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/seq.js
var require_seq = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/seq.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:seq", {
      kind: "sequence",
      construct: function(data2) {
        return data2 !== null ? data2 : [];
      }
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/map.js
var require_map = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/map.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    module2.exports = new Type("tag:yaml.org,2002:map", {
      kind: "mapping",
      construct: function(data2) {
        return data2 !== null ? data2 : {};
      }
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/failsafe.js
var require_failsafe = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/failsafe.js"(exports2, module2) {
    "use strict";
    var Schema = require_schema();
    module2.exports = new Schema({
      explicit: [
        require_str(),
        require_seq(),
        require_map()
      ]
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/null.js
var require_null = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/null.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlNull(data2) {
      if (data2 === null) return true;
      const max = data2.length;
      return max === 1 && data2 === "~" || max === 4 && (data2 === "null" || data2 === "Null" || data2 === "NULL");
    }
    function constructYamlNull() {
      return null;
    }
    function isNull(object) {
      return object === null;
    }
    module2.exports = new Type("tag:yaml.org,2002:null", {
      kind: "scalar",
      resolve: resolveYamlNull,
      construct: constructYamlNull,
      predicate: isNull,
      represent: {
        canonical: function() {
          return "~";
        },
        lowercase: function() {
          return "null";
        },
        uppercase: function() {
          return "NULL";
        },
        camelcase: function() {
          return "Null";
        },
        empty: function() {
          return "";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/bool.js
var require_bool = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/bool.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlBoolean(data2) {
      if (data2 === null) return false;
      const max = data2.length;
      return max === 4 && (data2 === "true" || data2 === "True" || data2 === "TRUE") || max === 5 && (data2 === "false" || data2 === "False" || data2 === "FALSE");
    }
    function constructYamlBoolean(data2) {
      return data2 === "true" || data2 === "True" || data2 === "TRUE";
    }
    function isBoolean(object) {
      return Object.prototype.toString.call(object) === "[object Boolean]";
    }
    module2.exports = new Type("tag:yaml.org,2002:bool", {
      kind: "scalar",
      resolve: resolveYamlBoolean,
      construct: constructYamlBoolean,
      predicate: isBoolean,
      represent: {
        lowercase: function(object) {
          return object ? "true" : "false";
        },
        uppercase: function(object) {
          return object ? "TRUE" : "FALSE";
        },
        camelcase: function(object) {
          return object ? "True" : "False";
        }
      },
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/int.js
var require_int = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/int.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var Type = require_type();
    function isHexCode(c) {
      return c >= 48 && c <= 57 || c >= 65 && c <= 70 || c >= 97 && c <= 102;
    }
    function isOctCode(c) {
      return c >= 48 && c <= 55;
    }
    function isDecCode(c) {
      return c >= 48 && c <= 57;
    }
    function resolveYamlInteger(data2) {
      if (data2 === null) return false;
      const max = data2.length;
      let index = 0;
      let hasDigits = false;
      if (!max) return false;
      let ch = data2[index];
      if (ch === "-" || ch === "+") {
        ch = data2[++index];
      }
      if (ch === "0") {
        if (index + 1 === max) return true;
        ch = data2[++index];
        if (ch === "b") {
          index++;
          for (; index < max; index++) {
            ch = data2[index];
            if (ch !== "0" && ch !== "1") return false;
            hasDigits = true;
          }
          return hasDigits && isFinite(parseYamlInteger(data2));
        }
        if (ch === "x") {
          index++;
          for (; index < max; index++) {
            if (!isHexCode(data2.charCodeAt(index))) return false;
            hasDigits = true;
          }
          return hasDigits && isFinite(parseYamlInteger(data2));
        }
        if (ch === "o") {
          index++;
          for (; index < max; index++) {
            if (!isOctCode(data2.charCodeAt(index))) return false;
            hasDigits = true;
          }
          return hasDigits && isFinite(parseYamlInteger(data2));
        }
      }
      for (; index < max; index++) {
        if (!isDecCode(data2.charCodeAt(index))) {
          return false;
        }
        hasDigits = true;
      }
      if (!hasDigits) return false;
      return isFinite(parseYamlInteger(data2));
    }
    function parseYamlInteger(data2) {
      let value = data2;
      let sign = 1;
      let ch = value[0];
      if (ch === "-" || ch === "+") {
        if (ch === "-") sign = -1;
        value = value.slice(1);
        ch = value[0];
      }
      if (value === "0") return 0;
      if (ch === "0") {
        if (value[1] === "b") return sign * parseInt(value.slice(2), 2);
        if (value[1] === "x") return sign * parseInt(value.slice(2), 16);
        if (value[1] === "o") return sign * parseInt(value.slice(2), 8);
      }
      return sign * parseInt(value, 10);
    }
    function constructYamlInteger(data2) {
      return parseYamlInteger(data2);
    }
    function isInteger(object) {
      return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 === 0 && !common.isNegativeZero(object));
    }
    module2.exports = new Type("tag:yaml.org,2002:int", {
      kind: "scalar",
      resolve: resolveYamlInteger,
      construct: constructYamlInteger,
      predicate: isInteger,
      represent: {
        binary: function(obj) {
          return obj >= 0 ? "0b" + obj.toString(2) : "-0b" + obj.toString(2).slice(1);
        },
        octal: function(obj) {
          return obj >= 0 ? "0o" + obj.toString(8) : "-0o" + obj.toString(8).slice(1);
        },
        decimal: function(obj) {
          return obj.toString(10);
        },
        hexadecimal: function(obj) {
          return obj >= 0 ? "0x" + obj.toString(16).toUpperCase() : "-0x" + obj.toString(16).toUpperCase().slice(1);
        }
      },
      defaultStyle: "decimal",
      styleAliases: {
        binary: [2, "bin"],
        octal: [8, "oct"],
        decimal: [10, "dec"],
        hexadecimal: [16, "hex"]
      }
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/float.js
var require_float = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/float.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var Type = require_type();
    var YAML_FLOAT_PATTERN = new RegExp(
      // 2.5e4, 2.5 and integers
      "^(?:[-+]?(?:[0-9]+)(?:\\.[0-9]*)?(?:[eE][-+]?[0-9]+)?|\\.[0-9]+(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
    );
    var YAML_FLOAT_SPECIAL_PATTERN = new RegExp(
      "^(?:[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"
    );
    function resolveYamlFloat(data2) {
      if (data2 === null) return false;
      if (!YAML_FLOAT_PATTERN.test(data2)) {
        return false;
      }
      if (isFinite(parseFloat(data2, 10))) {
        return true;
      }
      return YAML_FLOAT_SPECIAL_PATTERN.test(data2);
    }
    function constructYamlFloat(data2) {
      let value = data2.toLowerCase();
      const sign = value[0] === "-" ? -1 : 1;
      if ("+-".indexOf(value[0]) >= 0) {
        value = value.slice(1);
      }
      if (value === ".inf") {
        return sign === 1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
      } else if (value === ".nan") {
        return NaN;
      }
      return sign * parseFloat(value, 10);
    }
    var SCIENTIFIC_WITHOUT_DOT = /^[-+]?[0-9]+e/;
    function representYamlFloat(object, style) {
      if (isNaN(object)) {
        switch (style) {
          case "lowercase":
            return ".nan";
          case "uppercase":
            return ".NAN";
          case "camelcase":
            return ".NaN";
        }
      } else if (Number.POSITIVE_INFINITY === object) {
        switch (style) {
          case "lowercase":
            return ".inf";
          case "uppercase":
            return ".INF";
          case "camelcase":
            return ".Inf";
        }
      } else if (Number.NEGATIVE_INFINITY === object) {
        switch (style) {
          case "lowercase":
            return "-.inf";
          case "uppercase":
            return "-.INF";
          case "camelcase":
            return "-.Inf";
        }
      } else if (common.isNegativeZero(object)) {
        return "-0.0";
      }
      const res = object.toString(10);
      return SCIENTIFIC_WITHOUT_DOT.test(res) ? res.replace("e", ".e") : res;
    }
    function isFloat(object) {
      return Object.prototype.toString.call(object) === "[object Number]" && (object % 1 !== 0 || common.isNegativeZero(object));
    }
    module2.exports = new Type("tag:yaml.org,2002:float", {
      kind: "scalar",
      resolve: resolveYamlFloat,
      construct: constructYamlFloat,
      predicate: isFloat,
      represent: representYamlFloat,
      defaultStyle: "lowercase"
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/json.js
var require_json = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/json.js"(exports2, module2) {
    "use strict";
    module2.exports = require_failsafe().extend({
      implicit: [
        require_null(),
        require_bool(),
        require_int(),
        require_float()
      ]
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/core.js
var require_core = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/core.js"(exports2, module2) {
    "use strict";
    module2.exports = require_json();
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/timestamp.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var YAML_DATE_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9])-([0-9][0-9])$"
    );
    var YAML_TIMESTAMP_REGEXP = new RegExp(
      "^([0-9][0-9][0-9][0-9])-([0-9][0-9]?)-([0-9][0-9]?)(?:[Tt]|[ \\t]+)([0-9][0-9]?):([0-9][0-9]):([0-9][0-9])(?:\\.([0-9]*))?(?:[ \\t]*(Z|([-+])([0-9][0-9]?)(?::([0-9][0-9]))?))?$"
    );
    function resolveYamlTimestamp(data2) {
      if (data2 === null) return false;
      if (YAML_DATE_REGEXP.exec(data2) !== null) return true;
      if (YAML_TIMESTAMP_REGEXP.exec(data2) !== null) return true;
      return false;
    }
    function constructYamlTimestamp(data2) {
      let fraction = 0;
      let delta = null;
      let match = YAML_DATE_REGEXP.exec(data2);
      if (match === null) match = YAML_TIMESTAMP_REGEXP.exec(data2);
      if (match === null) throw new Error("Date resolve error");
      const year = +match[1];
      const month = +match[2] - 1;
      const day2 = +match[3];
      if (!match[4]) {
        return new Date(Date.UTC(year, month, day2));
      }
      const hour = +match[4];
      const minute = +match[5];
      const second = +match[6];
      if (match[7]) {
        fraction = match[7].slice(0, 3);
        while (fraction.length < 3) {
          fraction += "0";
        }
        fraction = +fraction;
      }
      if (match[9]) {
        const tzHour = +match[10];
        const tzMinute = +(match[11] || 0);
        delta = (tzHour * 60 + tzMinute) * 6e4;
        if (match[9] === "-") delta = -delta;
      }
      const date = new Date(Date.UTC(year, month, day2, hour, minute, second, fraction));
      if (delta) date.setTime(date.getTime() - delta);
      return date;
    }
    function representYamlTimestamp(object) {
      return object.toISOString();
    }
    module2.exports = new Type("tag:yaml.org,2002:timestamp", {
      kind: "scalar",
      resolve: resolveYamlTimestamp,
      construct: constructYamlTimestamp,
      instanceOf: Date,
      represent: representYamlTimestamp
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/merge.js
var require_merge = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/merge.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    function resolveYamlMerge(data2) {
      return data2 === "<<" || data2 === null;
    }
    module2.exports = new Type("tag:yaml.org,2002:merge", {
      kind: "scalar",
      resolve: resolveYamlMerge
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/binary.js
var require_binary = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/binary.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var BASE64_MAP = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\n\r";
    function resolveYamlBinary(data2) {
      if (data2 === null) return false;
      let bitlen = 0;
      const max = data2.length;
      const map = BASE64_MAP;
      for (let idx = 0; idx < max; idx++) {
        const code = map.indexOf(data2.charAt(idx));
        if (code > 64) continue;
        if (code < 0) return false;
        bitlen += 6;
      }
      return bitlen % 8 === 0;
    }
    function constructYamlBinary(data2) {
      const input = data2.replace(/[\r\n=]/g, "");
      const max = input.length;
      const map = BASE64_MAP;
      let bits = 0;
      const result2 = [];
      for (let idx = 0; idx < max; idx++) {
        if (idx % 4 === 0 && idx) {
          result2.push(bits >> 16 & 255);
          result2.push(bits >> 8 & 255);
          result2.push(bits & 255);
        }
        bits = bits << 6 | map.indexOf(input.charAt(idx));
      }
      const tailbits = max % 4 * 6;
      if (tailbits === 0) {
        result2.push(bits >> 16 & 255);
        result2.push(bits >> 8 & 255);
        result2.push(bits & 255);
      } else if (tailbits === 18) {
        result2.push(bits >> 10 & 255);
        result2.push(bits >> 2 & 255);
      } else if (tailbits === 12) {
        result2.push(bits >> 4 & 255);
      }
      return new Uint8Array(result2);
    }
    function representYamlBinary(object) {
      let result2 = "";
      let bits = 0;
      const max = object.length;
      const map = BASE64_MAP;
      for (let idx = 0; idx < max; idx++) {
        if (idx % 3 === 0 && idx) {
          result2 += map[bits >> 18 & 63];
          result2 += map[bits >> 12 & 63];
          result2 += map[bits >> 6 & 63];
          result2 += map[bits & 63];
        }
        bits = (bits << 8) + object[idx];
      }
      const tail = max % 3;
      if (tail === 0) {
        result2 += map[bits >> 18 & 63];
        result2 += map[bits >> 12 & 63];
        result2 += map[bits >> 6 & 63];
        result2 += map[bits & 63];
      } else if (tail === 2) {
        result2 += map[bits >> 10 & 63];
        result2 += map[bits >> 4 & 63];
        result2 += map[bits << 2 & 63];
        result2 += map[64];
      } else if (tail === 1) {
        result2 += map[bits >> 2 & 63];
        result2 += map[bits << 4 & 63];
        result2 += map[64];
        result2 += map[64];
      }
      return result2;
    }
    function isBinary(obj) {
      return Object.prototype.toString.call(obj) === "[object Uint8Array]";
    }
    module2.exports = new Type("tag:yaml.org,2002:binary", {
      kind: "scalar",
      resolve: resolveYamlBinary,
      construct: constructYamlBinary,
      predicate: isBinary,
      represent: representYamlBinary
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/omap.js
var require_omap = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/omap.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var _toString = Object.prototype.toString;
    function resolveYamlOmap(data2) {
      if (data2 === null) return true;
      const objectKeys = {};
      const object = data2;
      for (let index = 0, length = object.length; index < length; index += 1) {
        const pair = object[index];
        let pairHasKey = false;
        if (_toString.call(pair) !== "[object Object]") return false;
        let pairKey;
        for (pairKey in pair) {
          if (_hasOwnProperty.call(pair, pairKey)) {
            if (!pairHasKey) pairHasKey = true;
            else return false;
          }
        }
        if (!pairHasKey) return false;
        if (_hasOwnProperty.call(objectKeys, pairKey)) return false;
        Object.defineProperty(objectKeys, pairKey, { value: true });
      }
      return true;
    }
    function constructYamlOmap(data2) {
      return data2 !== null ? data2 : [];
    }
    module2.exports = new Type("tag:yaml.org,2002:omap", {
      kind: "sequence",
      resolve: resolveYamlOmap,
      construct: constructYamlOmap
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/pairs.js
var require_pairs = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/pairs.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _toString = Object.prototype.toString;
    function resolveYamlPairs(data2) {
      if (data2 === null) return true;
      const object = data2;
      const result2 = new Array(object.length);
      for (let index = 0, length = object.length; index < length; index += 1) {
        const pair = object[index];
        if (_toString.call(pair) !== "[object Object]") return false;
        const keys = Object.keys(pair);
        if (keys.length !== 1) return false;
        result2[index] = [keys[0], pair[keys[0]]];
      }
      return true;
    }
    function constructYamlPairs(data2) {
      if (data2 === null) return [];
      const object = data2;
      const result2 = new Array(object.length);
      for (let index = 0, length = object.length; index < length; index += 1) {
        const pair = object[index];
        const keys = Object.keys(pair);
        result2[index] = [keys[0], pair[keys[0]]];
      }
      return result2;
    }
    module2.exports = new Type("tag:yaml.org,2002:pairs", {
      kind: "sequence",
      resolve: resolveYamlPairs,
      construct: constructYamlPairs
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/set.js
var require_set = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/type/set.js"(exports2, module2) {
    "use strict";
    var Type = require_type();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    function resolveYamlSet(data2) {
      if (data2 === null) return true;
      const object = data2;
      for (const key in object) {
        if (_hasOwnProperty.call(object, key)) {
          if (object[key] !== null) return false;
        }
      }
      return true;
    }
    function constructYamlSet(data2) {
      return data2 !== null ? data2 : {};
    }
    module2.exports = new Type("tag:yaml.org,2002:set", {
      kind: "mapping",
      resolve: resolveYamlSet,
      construct: constructYamlSet
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/default.js
var require_default = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/schema/default.js"(exports2, module2) {
    "use strict";
    module2.exports = require_core().extend({
      implicit: [
        require_timestamp(),
        require_merge()
      ],
      explicit: [
        require_binary(),
        require_omap(),
        require_pairs(),
        require_set()
      ]
    });
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/loader.js
var require_loader = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/loader.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException2 = require_exception();
    var makeSnippet = require_snippet();
    var DEFAULT_SCHEMA = require_default();
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var CONTEXT_FLOW_IN = 1;
    var CONTEXT_FLOW_OUT = 2;
    var CONTEXT_BLOCK_IN = 3;
    var CONTEXT_BLOCK_OUT = 4;
    var CHOMPING_CLIP = 1;
    var CHOMPING_STRIP = 2;
    var CHOMPING_KEEP = 3;
    var PATTERN_NON_PRINTABLE = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/;
    var PATTERN_NON_ASCII_LINE_BREAKS = /[\x85\u2028\u2029]/;
    var PATTERN_FLOW_INDICATORS = /[,\[\]{}]/;
    var PATTERN_TAG_HANDLE = /^(?:!|!!|![0-9A-Za-z-]+!)$/;
    var PATTERN_TAG_URI = /^(?:!|[^,\[\]{}])(?:%[0-9a-f]{2}|[0-9a-z\-#;/?:@&=+$,_.!~*'()\[\]])*$/i;
    function _class(obj) {
      return Object.prototype.toString.call(obj);
    }
    function isEol(c) {
      return c === 10 || c === 13;
    }
    function isWhiteSpace2(c) {
      return c === 9 || c === 32;
    }
    function isWsOrEol(c) {
      return c === 9 || c === 32 || c === 10 || c === 13;
    }
    function isFlowIndicator(c) {
      return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
    }
    function fromHexCode(c) {
      if (c >= 48 && c <= 57) {
        return c - 48;
      }
      const lc = c | 32;
      if (lc >= 97 && lc <= 102) {
        return lc - 97 + 10;
      }
      return -1;
    }
    function escapedHexLen(c) {
      if (c === 120) {
        return 2;
      }
      if (c === 117) {
        return 4;
      }
      if (c === 85) {
        return 8;
      }
      return 0;
    }
    function fromDecimalCode(c) {
      if (c >= 48 && c <= 57) {
        return c - 48;
      }
      return -1;
    }
    function simpleEscapeSequence(c) {
      switch (c) {
        case 48:
          return "\0";
        case 97:
          return "\x07";
        case 98:
          return "\b";
        case 116:
          return "	";
        case 9:
          return "	";
        case 110:
          return "\n";
        case 118:
          return "\v";
        case 102:
          return "\f";
        case 114:
          return "\r";
        case 101:
          return "\x1B";
        case 32:
          return " ";
        case 34:
          return '"';
        case 47:
          return "/";
        case 92:
          return "\\";
        case 78:
          return "\x85";
        case 95:
          return "\xA0";
        case 76:
          return "\u2028";
        case 80:
          return "\u2029";
        default:
          return "";
      }
    }
    function charFromCodepoint(c) {
      if (c <= 65535) {
        return String.fromCharCode(c);
      }
      return String.fromCharCode(
        (c - 65536 >> 10) + 55296,
        (c - 65536 & 1023) + 56320
      );
    }
    function setProperty2(object, key, value) {
      if (key === "__proto__") {
        Object.defineProperty(object, key, {
          configurable: true,
          enumerable: true,
          writable: true,
          value
        });
      } else {
        object[key] = value;
      }
    }
    var simpleEscapeCheck = new Array(256);
    var simpleEscapeMap = new Array(256);
    for (let i = 0; i < 256; i++) {
      simpleEscapeCheck[i] = simpleEscapeSequence(i) ? 1 : 0;
      simpleEscapeMap[i] = simpleEscapeSequence(i);
    }
    function State(input, options5) {
      this.input = input;
      this.filename = options5["filename"] || null;
      this.schema = options5["schema"] || DEFAULT_SCHEMA;
      this.onWarning = options5["onWarning"] || null;
      this.legacy = options5["legacy"] || false;
      this.json = options5["json"] || false;
      this.listener = options5["listener"] || null;
      this.maxDepth = typeof options5["maxDepth"] === "number" ? options5["maxDepth"] : 100;
      this.maxTotalMergeKeys = typeof options5["maxTotalMergeKeys"] === "number" ? options5["maxTotalMergeKeys"] : 1e4;
      this.implicitTypes = this.schema.compiledImplicit;
      this.typeMap = this.schema.compiledTypeMap;
      this.length = input.length;
      this.position = 0;
      this.line = 0;
      this.lineStart = 0;
      this.lineIndent = 0;
      this.depth = 0;
      this.totalMergeKeys = 0;
      this.firstTabInLine = -1;
      this.documents = [];
      this.anchorMapTransactions = [];
    }
    function generateError(state, message) {
      const mark = {
        name: state.filename,
        buffer: state.input.slice(0, -1),
        // omit trailing \0
        position: state.position,
        line: state.line,
        column: state.position - state.lineStart
      };
      mark.snippet = makeSnippet(mark);
      return new YAMLException2(message, mark);
    }
    function throwError(state, message) {
      throw generateError(state, message);
    }
    function throwWarning(state, message) {
      if (state.onWarning) {
        state.onWarning.call(null, generateError(state, message));
      }
    }
    function storeAnchor(state, name, value) {
      const transactions = state.anchorMapTransactions;
      if (transactions.length !== 0) {
        const transaction = transactions[transactions.length - 1];
        if (!_hasOwnProperty.call(transaction, name)) {
          transaction[name] = {
            existed: _hasOwnProperty.call(state.anchorMap, name),
            value: state.anchorMap[name]
          };
        }
      }
      state.anchorMap[name] = value;
    }
    function beginAnchorTransaction(state) {
      state.anchorMapTransactions.push(/* @__PURE__ */ Object.create(null));
    }
    function commitAnchorTransaction(state) {
      const transaction = state.anchorMapTransactions.pop();
      const transactions = state.anchorMapTransactions;
      if (transactions.length === 0) return;
      const parent = transactions[transactions.length - 1];
      const names = Object.keys(transaction);
      for (let index = 0, length = names.length; index < length; index += 1) {
        const name = names[index];
        if (!_hasOwnProperty.call(parent, name)) {
          parent[name] = transaction[name];
        }
      }
    }
    function rollbackAnchorTransaction(state) {
      const transaction = state.anchorMapTransactions.pop();
      const names = Object.keys(transaction);
      for (let index = names.length - 1; index >= 0; index -= 1) {
        const entry = transaction[names[index]];
        if (entry.existed) {
          state.anchorMap[names[index]] = entry.value;
        } else {
          delete state.anchorMap[names[index]];
        }
      }
    }
    function snapshotState(state) {
      return {
        position: state.position,
        line: state.line,
        lineStart: state.lineStart,
        lineIndent: state.lineIndent,
        firstTabInLine: state.firstTabInLine,
        tag: state.tag,
        anchor: state.anchor,
        kind: state.kind,
        result: state.result
      };
    }
    function restoreState(state, snapshot) {
      state.position = snapshot.position;
      state.line = snapshot.line;
      state.lineStart = snapshot.lineStart;
      state.lineIndent = snapshot.lineIndent;
      state.firstTabInLine = snapshot.firstTabInLine;
      state.tag = snapshot.tag;
      state.anchor = snapshot.anchor;
      state.kind = snapshot.kind;
      state.result = snapshot.result;
    }
    var directiveHandlers = {
      YAML: function handleYamlDirective(state, name, args) {
        if (state.version !== null) {
          throwError(state, "duplication of %YAML directive");
        }
        if (args.length !== 1) {
          throwError(state, "YAML directive accepts exactly one argument");
        }
        const match = /^([0-9]+)\.([0-9]+)$/.exec(args[0]);
        if (match === null) {
          throwError(state, "ill-formed argument of the YAML directive");
        }
        const major = parseInt(match[1], 10);
        const minor = parseInt(match[2], 10);
        if (major !== 1) {
          throwError(state, "unacceptable YAML version of the document");
        }
        state.version = args[0];
        state.checkLineBreaks = minor < 2;
        if (minor !== 1 && minor !== 2) {
          throwWarning(state, "unsupported YAML version of the document");
        }
      },
      TAG: function handleTagDirective(state, name, args) {
        let prefix;
        if (args.length !== 2) {
          throwError(state, "TAG directive accepts exactly two arguments");
        }
        const handle = args[0];
        prefix = args[1];
        if (!PATTERN_TAG_HANDLE.test(handle)) {
          throwError(state, "ill-formed tag handle (first argument) of the TAG directive");
        }
        if (_hasOwnProperty.call(state.tagMap, handle)) {
          throwError(state, 'there is a previously declared suffix for "' + handle + '" tag handle');
        }
        if (!PATTERN_TAG_URI.test(prefix)) {
          throwError(state, "ill-formed tag prefix (second argument) of the TAG directive");
        }
        try {
          prefix = decodeURIComponent(prefix);
        } catch (err) {
          throwError(state, "tag prefix is malformed: " + prefix);
        }
        state.tagMap[handle] = prefix;
      }
    };
    function captureSegment(state, start2, end, checkJson) {
      if (start2 < end) {
        const _result = state.input.slice(start2, end);
        if (checkJson) {
          for (let _position = 0, _length = _result.length; _position < _length; _position += 1) {
            const _character = _result.charCodeAt(_position);
            if (!(_character === 9 || _character >= 32 && _character <= 1114111)) {
              throwError(state, "expected valid JSON character");
            }
          }
        } else if (PATTERN_NON_PRINTABLE.test(_result)) {
          throwError(state, "the stream contains non-printable characters");
        }
        state.result += _result;
      }
    }
    function chargeMergeWork(state) {
      state.totalMergeKeys++;
      if (state.maxTotalMergeKeys !== -1 && state.totalMergeKeys > state.maxTotalMergeKeys) {
        throwError(state, "merge keys exceeded maxTotalMergeKeys (" + state.maxTotalMergeKeys + ")");
      }
    }
    function mergeMappings(state, destination2, source, overridableKeys) {
      if (!common.isObject(source)) {
        throwError(state, "cannot merge mappings; the provided source object is unacceptable");
      }
      chargeMergeWork(state);
      const sourceKeys = Object.keys(source);
      for (let index = 0, quantity = sourceKeys.length; index < quantity; index += 1) {
        const key = sourceKeys[index];
        chargeMergeWork(state);
        if (!_hasOwnProperty.call(destination2, key)) {
          setProperty2(destination2, key, source[key]);
          overridableKeys[key] = true;
        }
      }
    }
    function storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, startLine, startLineStart, startPos) {
      if (Array.isArray(keyNode)) {
        keyNode = Array.prototype.slice.call(keyNode);
        for (let index = 0, quantity = keyNode.length; index < quantity; index += 1) {
          if (Array.isArray(keyNode[index])) {
            throwError(state, "nested arrays are not supported inside keys");
          }
          if (typeof keyNode === "object" && _class(keyNode[index]) === "[object Object]") {
            keyNode[index] = "[object Object]";
          }
        }
      }
      if (typeof keyNode === "object" && _class(keyNode) === "[object Object]") {
        keyNode = "[object Object]";
      }
      keyNode = String(keyNode);
      if (_result === null) {
        _result = {};
      }
      if (keyTag === "tag:yaml.org,2002:merge") {
        if (Array.isArray(valueNode)) {
          if (valueNode.length > 100) {
            throwError(state, "abnormal merge sequence size");
          }
          for (let index = 0, quantity = valueNode.length; index < quantity; index += 1) {
            mergeMappings(state, _result, valueNode[index], overridableKeys);
          }
        } else {
          mergeMappings(state, _result, valueNode, overridableKeys);
        }
      } else {
        if (!state.json && !_hasOwnProperty.call(overridableKeys, keyNode) && _hasOwnProperty.call(_result, keyNode)) {
          state.line = startLine || state.line;
          state.lineStart = startLineStart || state.lineStart;
          state.position = startPos || state.position;
          throwError(state, "duplicated mapping key");
        }
        setProperty2(_result, keyNode, valueNode);
        delete overridableKeys[keyNode];
      }
      return _result;
    }
    function readLineBreak(state) {
      const ch = state.input.charCodeAt(state.position);
      if (ch === 10) {
        state.position++;
      } else if (ch === 13) {
        state.position++;
        if (state.input.charCodeAt(state.position) === 10) {
          state.position++;
        }
      } else {
        throwError(state, "a line break is expected");
      }
      state.line += 1;
      state.lineStart = state.position;
      state.firstTabInLine = -1;
    }
    function skipSeparationSpace(state, allowComments, checkIndent) {
      let lineBreaks = 0;
      let ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        while (isWhiteSpace2(ch)) {
          if (ch === 9 && state.firstTabInLine === -1) {
            state.firstTabInLine = state.position;
          }
          ch = state.input.charCodeAt(++state.position);
        }
        if (allowComments && ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (ch !== 10 && ch !== 13 && ch !== 0);
        }
        if (isEol(ch)) {
          readLineBreak(state);
          ch = state.input.charCodeAt(state.position);
          lineBreaks++;
          state.lineIndent = 0;
          while (ch === 32) {
            state.lineIndent++;
            ch = state.input.charCodeAt(++state.position);
          }
        } else {
          break;
        }
      }
      if (checkIndent !== -1 && lineBreaks !== 0 && state.lineIndent < checkIndent) {
        throwWarning(state, "deficient indentation");
      }
      return lineBreaks;
    }
    function testDocumentSeparator(state) {
      let _position = state.position;
      let ch = state.input.charCodeAt(_position);
      if ((ch === 45 || ch === 46) && ch === state.input.charCodeAt(_position + 1) && ch === state.input.charCodeAt(_position + 2)) {
        _position += 3;
        ch = state.input.charCodeAt(_position);
        if (ch === 0 || isWsOrEol(ch)) {
          return true;
        }
      }
      return false;
    }
    function writeFoldedLines(state, count) {
      if (count === 1) {
        state.result += " ";
      } else if (count > 1) {
        state.result += common.repeat("\n", count - 1);
      }
    }
    function readPlainScalar(state, nodeIndent, withinFlowCollection) {
      let captureStart;
      let captureEnd;
      let hasPendingContent;
      let _line;
      let _lineStart;
      let _lineIndent;
      const _kind = state.kind;
      const _result = state.result;
      let ch = state.input.charCodeAt(state.position);
      if (isWsOrEol(ch) || isFlowIndicator(ch) || ch === 35 || ch === 38 || ch === 42 || ch === 33 || ch === 124 || ch === 62 || ch === 39 || ch === 34 || ch === 37 || ch === 64 || ch === 96) {
        return false;
      }
      if (ch === 63 || ch === 45) {
        const following = state.input.charCodeAt(state.position + 1);
        if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
          return false;
        }
      }
      state.kind = "scalar";
      state.result = "";
      captureStart = captureEnd = state.position;
      hasPendingContent = false;
      while (ch !== 0) {
        if (ch === 58) {
          const following = state.input.charCodeAt(state.position + 1);
          if (isWsOrEol(following) || withinFlowCollection && isFlowIndicator(following)) {
            break;
          }
        } else if (ch === 35) {
          const preceding = state.input.charCodeAt(state.position - 1);
          if (isWsOrEol(preceding)) {
            break;
          }
        } else if (state.position === state.lineStart && testDocumentSeparator(state) || withinFlowCollection && isFlowIndicator(ch)) {
          break;
        } else if (isEol(ch)) {
          _line = state.line;
          _lineStart = state.lineStart;
          _lineIndent = state.lineIndent;
          skipSeparationSpace(state, false, -1);
          if (state.lineIndent >= nodeIndent) {
            hasPendingContent = true;
            ch = state.input.charCodeAt(state.position);
            continue;
          } else {
            state.position = captureEnd;
            state.line = _line;
            state.lineStart = _lineStart;
            state.lineIndent = _lineIndent;
            break;
          }
        }
        if (hasPendingContent) {
          captureSegment(state, captureStart, captureEnd, false);
          writeFoldedLines(state, state.line - _line);
          captureStart = captureEnd = state.position;
          hasPendingContent = false;
        }
        if (!isWhiteSpace2(ch)) {
          captureEnd = state.position + 1;
        }
        ch = state.input.charCodeAt(++state.position);
      }
      captureSegment(state, captureStart, captureEnd, false);
      if (state.result) {
        return true;
      }
      state.kind = _kind;
      state.result = _result;
      return false;
    }
    function readSingleQuotedScalar(state, nodeIndent) {
      let captureStart;
      let captureEnd;
      let ch = state.input.charCodeAt(state.position);
      if (ch !== 39) {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      state.position++;
      captureStart = captureEnd = state.position;
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        if (ch === 39) {
          captureSegment(state, captureStart, state.position, true);
          ch = state.input.charCodeAt(++state.position);
          if (ch === 39) {
            captureStart = state.position;
            state.position++;
            captureEnd = state.position;
          } else {
            return true;
          }
        } else if (isEol(ch)) {
          captureSegment(state, captureStart, captureEnd, true);
          writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
          captureStart = captureEnd = state.position;
        } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
          throwError(state, "unexpected end of the document within a single quoted scalar");
        } else {
          state.position++;
          if (!isWhiteSpace2(ch)) {
            captureEnd = state.position;
          }
        }
      }
      throwError(state, "unexpected end of the stream within a single quoted scalar");
    }
    function readDoubleQuotedScalar(state, nodeIndent) {
      let captureStart;
      let captureEnd;
      let tmp;
      let ch = state.input.charCodeAt(state.position);
      if (ch !== 34) {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      state.position++;
      captureStart = captureEnd = state.position;
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        if (ch === 34) {
          captureSegment(state, captureStart, state.position, true);
          state.position++;
          return true;
        } else if (ch === 92) {
          captureSegment(state, captureStart, state.position, true);
          ch = state.input.charCodeAt(++state.position);
          if (isEol(ch)) {
            skipSeparationSpace(state, false, nodeIndent);
          } else if (ch < 256 && simpleEscapeCheck[ch]) {
            state.result += simpleEscapeMap[ch];
            state.position++;
          } else if ((tmp = escapedHexLen(ch)) > 0) {
            let hexLength = tmp;
            let hexResult = 0;
            for (; hexLength > 0; hexLength--) {
              ch = state.input.charCodeAt(++state.position);
              if ((tmp = fromHexCode(ch)) >= 0) {
                hexResult = (hexResult << 4) + tmp;
              } else {
                throwError(state, "expected hexadecimal character");
              }
            }
            state.result += charFromCodepoint(hexResult);
            state.position++;
          } else {
            throwError(state, "unknown escape sequence");
          }
          captureStart = captureEnd = state.position;
        } else if (isEol(ch)) {
          captureSegment(state, captureStart, captureEnd, true);
          writeFoldedLines(state, skipSeparationSpace(state, false, nodeIndent));
          captureStart = captureEnd = state.position;
        } else if (state.position === state.lineStart && testDocumentSeparator(state)) {
          throwError(state, "unexpected end of the document within a double quoted scalar");
        } else {
          state.position++;
          if (!isWhiteSpace2(ch)) {
            captureEnd = state.position;
          }
        }
      }
      throwError(state, "unexpected end of the stream within a double quoted scalar");
    }
    function readFlowCollection(state, nodeIndent) {
      let readNext = true;
      let _line;
      let _lineStart;
      let _pos;
      const _tag = state.tag;
      let _result;
      const _anchor = state.anchor;
      let terminator;
      let isPair;
      let isExplicitPair;
      let isMapping3;
      const overridableKeys = /* @__PURE__ */ Object.create(null);
      let keyNode;
      let keyTag;
      let valueNode;
      let ch = state.input.charCodeAt(state.position);
      if (ch === 91) {
        terminator = 93;
        isMapping3 = false;
        _result = [];
      } else if (ch === 123) {
        terminator = 125;
        isMapping3 = true;
        _result = {};
      } else {
        return false;
      }
      if (state.anchor !== null) {
        storeAnchor(state, state.anchor, _result);
      }
      ch = state.input.charCodeAt(++state.position);
      while (ch !== 0) {
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if (ch === terminator) {
          state.position++;
          state.tag = _tag;
          state.anchor = _anchor;
          state.kind = isMapping3 ? "mapping" : "sequence";
          state.result = _result;
          return true;
        } else if (!readNext) {
          throwError(state, "missed comma between flow collection entries");
        } else if (ch === 44) {
          throwError(state, "expected the node content, but found ','");
        }
        keyTag = keyNode = valueNode = null;
        isPair = isExplicitPair = false;
        if (ch === 63) {
          const following = state.input.charCodeAt(state.position + 1);
          if (isWsOrEol(following)) {
            isPair = isExplicitPair = true;
            state.position++;
            skipSeparationSpace(state, true, nodeIndent);
          }
        }
        _line = state.line;
        _lineStart = state.lineStart;
        _pos = state.position;
        composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
        keyTag = state.tag;
        keyNode = state.result;
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if ((isExplicitPair || state.line === _line) && ch === 58) {
          isPair = true;
          ch = state.input.charCodeAt(++state.position);
          skipSeparationSpace(state, true, nodeIndent);
          composeNode(state, nodeIndent, CONTEXT_FLOW_IN, false, true);
          valueNode = state.result;
        }
        if (isMapping3) {
          storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos);
        } else if (isPair) {
          _result.push(storeMappingPair(state, null, overridableKeys, keyTag, keyNode, valueNode, _line, _lineStart, _pos));
        } else {
          _result.push(keyNode);
        }
        skipSeparationSpace(state, true, nodeIndent);
        ch = state.input.charCodeAt(state.position);
        if (ch === 44) {
          readNext = true;
          ch = state.input.charCodeAt(++state.position);
        } else {
          readNext = false;
        }
      }
      throwError(state, "unexpected end of the stream within a flow collection");
    }
    function readBlockScalar(state, nodeIndent) {
      let folding;
      let chomping = CHOMPING_CLIP;
      let didReadContent = false;
      let detectedIndent = false;
      let textIndent = nodeIndent;
      let emptyLines = 0;
      let atMoreIndented = false;
      let tmp;
      let ch = state.input.charCodeAt(state.position);
      if (ch === 124) {
        folding = false;
      } else if (ch === 62) {
        folding = true;
      } else {
        return false;
      }
      state.kind = "scalar";
      state.result = "";
      while (ch !== 0) {
        ch = state.input.charCodeAt(++state.position);
        if (ch === 43 || ch === 45) {
          if (CHOMPING_CLIP === chomping) {
            chomping = ch === 43 ? CHOMPING_KEEP : CHOMPING_STRIP;
          } else {
            throwError(state, "repeat of a chomping mode identifier");
          }
        } else if ((tmp = fromDecimalCode(ch)) >= 0) {
          if (tmp === 0) {
            throwError(state, "bad explicit indentation width of a block scalar; it cannot be less than one");
          } else if (!detectedIndent) {
            textIndent = nodeIndent + tmp - 1;
            detectedIndent = true;
          } else {
            throwError(state, "repeat of an indentation width identifier");
          }
        } else {
          break;
        }
      }
      if (isWhiteSpace2(ch)) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (isWhiteSpace2(ch));
        if (ch === 35) {
          do {
            ch = state.input.charCodeAt(++state.position);
          } while (!isEol(ch) && ch !== 0);
        }
      }
      while (ch !== 0) {
        readLineBreak(state);
        state.lineIndent = 0;
        ch = state.input.charCodeAt(state.position);
        while ((!detectedIndent || state.lineIndent < textIndent) && ch === 32) {
          state.lineIndent++;
          ch = state.input.charCodeAt(++state.position);
        }
        if (!detectedIndent && state.lineIndent > textIndent) {
          textIndent = state.lineIndent;
        }
        if (isEol(ch)) {
          emptyLines++;
          continue;
        }
        if (!detectedIndent && textIndent === 0) {
          throwError(state, "missing indentation for block scalar");
        }
        if (state.lineIndent < textIndent) {
          if (chomping === CHOMPING_KEEP) {
            state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
          } else if (chomping === CHOMPING_CLIP) {
            if (didReadContent) {
              state.result += "\n";
            }
          }
          break;
        }
        if (folding) {
          if (isWhiteSpace2(ch)) {
            atMoreIndented = true;
            state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
          } else if (atMoreIndented) {
            atMoreIndented = false;
            state.result += common.repeat("\n", emptyLines + 1);
          } else if (emptyLines === 0) {
            if (didReadContent) {
              state.result += " ";
            }
          } else {
            state.result += common.repeat("\n", emptyLines);
          }
        } else {
          state.result += common.repeat("\n", didReadContent ? 1 + emptyLines : emptyLines);
        }
        didReadContent = true;
        detectedIndent = true;
        emptyLines = 0;
        const captureStart = state.position;
        while (!isEol(ch) && ch !== 0) {
          ch = state.input.charCodeAt(++state.position);
        }
        captureSegment(state, captureStart, state.position, false);
      }
      return true;
    }
    function readBlockSequence(state, nodeIndent) {
      const _tag = state.tag;
      const _anchor = state.anchor;
      const _result = [];
      let detected = false;
      if (state.firstTabInLine !== -1) return false;
      if (state.anchor !== null) {
        storeAnchor(state, state.anchor, _result);
      }
      let ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        if (state.firstTabInLine !== -1) {
          state.position = state.firstTabInLine;
          throwError(state, "tab characters must not be used in indentation");
        }
        if (ch !== 45) {
          break;
        }
        const following = state.input.charCodeAt(state.position + 1);
        if (!isWsOrEol(following)) {
          break;
        }
        detected = true;
        state.position++;
        if (skipSeparationSpace(state, true, -1)) {
          if (state.lineIndent <= nodeIndent) {
            _result.push(null);
            ch = state.input.charCodeAt(state.position);
            continue;
          }
        }
        const _line = state.line;
        composeNode(state, nodeIndent, CONTEXT_BLOCK_IN, false, true);
        _result.push(state.result);
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
        if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
          throwError(state, "bad indentation of a sequence entry");
        } else if (state.lineIndent < nodeIndent) {
          break;
        }
      }
      if (detected) {
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = "sequence";
        state.result = _result;
        return true;
      }
      return false;
    }
    function readBlockMapping(state, nodeIndent, flowIndent) {
      let allowCompact;
      let _keyLine;
      let _keyLineStart;
      let _keyPos;
      const _tag = state.tag;
      const _anchor = state.anchor;
      const _result = {};
      const overridableKeys = /* @__PURE__ */ Object.create(null);
      let keyTag = null;
      let keyNode = null;
      let valueNode = null;
      let atExplicitKey = false;
      let detected = false;
      if (state.firstTabInLine !== -1) return false;
      if (state.anchor !== null) {
        storeAnchor(state, state.anchor, _result);
      }
      let ch = state.input.charCodeAt(state.position);
      while (ch !== 0) {
        if (!atExplicitKey && state.firstTabInLine !== -1) {
          state.position = state.firstTabInLine;
          throwError(state, "tab characters must not be used in indentation");
        }
        const following = state.input.charCodeAt(state.position + 1);
        const _line = state.line;
        if ((ch === 63 || ch === 58) && isWsOrEol(following)) {
          if (ch === 63) {
            if (atExplicitKey) {
              storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
              keyTag = keyNode = valueNode = null;
            }
            detected = true;
            atExplicitKey = true;
            allowCompact = true;
          } else if (atExplicitKey) {
            atExplicitKey = false;
            allowCompact = true;
          } else {
            throwError(state, "incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line");
          }
          state.position += 1;
          ch = following;
        } else {
          _keyLine = state.line;
          _keyLineStart = state.lineStart;
          _keyPos = state.position;
          if (!composeNode(state, flowIndent, CONTEXT_FLOW_OUT, false, true)) {
            break;
          }
          if (state.line === _line) {
            ch = state.input.charCodeAt(state.position);
            while (isWhiteSpace2(ch)) {
              ch = state.input.charCodeAt(++state.position);
            }
            if (ch === 58) {
              ch = state.input.charCodeAt(++state.position);
              if (!isWsOrEol(ch)) {
                throwError(state, "a whitespace character is expected after the key-value separator within a block mapping");
              }
              if (atExplicitKey) {
                storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
                keyTag = keyNode = valueNode = null;
              }
              detected = true;
              atExplicitKey = false;
              allowCompact = false;
              keyTag = state.tag;
              keyNode = state.result;
            } else if (detected) {
              throwError(state, "can not read an implicit mapping pair; a colon is missed");
            } else {
              state.tag = _tag;
              state.anchor = _anchor;
              return true;
            }
          } else if (detected) {
            throwError(state, "can not read a block mapping entry; a multiline key may not be an implicit key");
          } else {
            state.tag = _tag;
            state.anchor = _anchor;
            return true;
          }
        }
        if (state.line === _line || state.lineIndent > nodeIndent) {
          if (atExplicitKey) {
            _keyLine = state.line;
            _keyLineStart = state.lineStart;
            _keyPos = state.position;
          }
          if (composeNode(state, nodeIndent, CONTEXT_BLOCK_OUT, true, allowCompact)) {
            if (atExplicitKey) {
              keyNode = state.result;
            } else {
              valueNode = state.result;
            }
          }
          if (!atExplicitKey) {
            storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, valueNode, _keyLine, _keyLineStart, _keyPos);
            keyTag = keyNode = valueNode = null;
          }
          skipSeparationSpace(state, true, -1);
          ch = state.input.charCodeAt(state.position);
        }
        if ((state.line === _line || state.lineIndent > nodeIndent) && ch !== 0) {
          throwError(state, "bad indentation of a mapping entry");
        } else if (state.lineIndent < nodeIndent) {
          break;
        }
      }
      if (atExplicitKey) {
        storeMappingPair(state, _result, overridableKeys, keyTag, keyNode, null, _keyLine, _keyLineStart, _keyPos);
      }
      if (detected) {
        state.tag = _tag;
        state.anchor = _anchor;
        state.kind = "mapping";
        state.result = _result;
      }
      return detected;
    }
    function readTagProperty(state) {
      let isVerbatim = false;
      let isNamed = false;
      let tagHandle;
      let tagName;
      let ch = state.input.charCodeAt(state.position);
      if (ch !== 33) return false;
      if (state.tag !== null) {
        throwError(state, "duplication of a tag property");
      }
      ch = state.input.charCodeAt(++state.position);
      if (ch === 60) {
        isVerbatim = true;
        ch = state.input.charCodeAt(++state.position);
      } else if (ch === 33) {
        isNamed = true;
        tagHandle = "!!";
        ch = state.input.charCodeAt(++state.position);
      } else {
        tagHandle = "!";
      }
      let _position = state.position;
      if (isVerbatim) {
        do {
          ch = state.input.charCodeAt(++state.position);
        } while (ch !== 0 && ch !== 62);
        if (state.position < state.length) {
          tagName = state.input.slice(_position, state.position);
          ch = state.input.charCodeAt(++state.position);
        } else {
          throwError(state, "unexpected end of the stream within a verbatim tag");
        }
      } else {
        while (ch !== 0 && !isWsOrEol(ch)) {
          if (ch === 33) {
            if (!isNamed) {
              tagHandle = state.input.slice(_position - 1, state.position + 1);
              if (!PATTERN_TAG_HANDLE.test(tagHandle)) {
                throwError(state, "named tag handle cannot contain such characters");
              }
              isNamed = true;
              _position = state.position + 1;
            } else {
              throwError(state, "tag suffix cannot contain exclamation marks");
            }
          }
          ch = state.input.charCodeAt(++state.position);
        }
        tagName = state.input.slice(_position, state.position);
        if (PATTERN_FLOW_INDICATORS.test(tagName)) {
          throwError(state, "tag suffix cannot contain flow indicator characters");
        }
      }
      if (tagName && !PATTERN_TAG_URI.test(tagName)) {
        throwError(state, "tag name cannot contain such characters: " + tagName);
      }
      try {
        tagName = decodeURIComponent(tagName);
      } catch (err) {
        throwError(state, "tag name is malformed: " + tagName);
      }
      if (isVerbatim) {
        state.tag = tagName;
      } else if (_hasOwnProperty.call(state.tagMap, tagHandle)) {
        state.tag = state.tagMap[tagHandle] + tagName;
      } else if (tagHandle === "!") {
        state.tag = "!" + tagName;
      } else if (tagHandle === "!!") {
        state.tag = "tag:yaml.org,2002:" + tagName;
      } else {
        throwError(state, 'undeclared tag handle "' + tagHandle + '"');
      }
      return true;
    }
    function readAnchorProperty(state) {
      let ch = state.input.charCodeAt(state.position);
      if (ch !== 38) return false;
      if (state.anchor !== null) {
        throwError(state, "duplication of an anchor property");
      }
      ch = state.input.charCodeAt(++state.position);
      const _position = state.position;
      while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      if (state.position === _position) {
        throwError(state, "name of an anchor node must contain at least one character");
      }
      state.anchor = state.input.slice(_position, state.position);
      return true;
    }
    function readAlias(state) {
      let ch = state.input.charCodeAt(state.position);
      if (ch !== 42) return false;
      ch = state.input.charCodeAt(++state.position);
      const _position = state.position;
      while (ch !== 0 && !isWsOrEol(ch) && !isFlowIndicator(ch)) {
        ch = state.input.charCodeAt(++state.position);
      }
      if (state.position === _position) {
        throwError(state, "name of an alias node must contain at least one character");
      }
      const alias = state.input.slice(_position, state.position);
      if (!_hasOwnProperty.call(state.anchorMap, alias)) {
        throwError(state, 'unidentified alias "' + alias + '"');
      }
      state.result = state.anchorMap[alias];
      skipSeparationSpace(state, true, -1);
      return true;
    }
    function tryReadBlockMappingFromProperty(state, propertyStart, nodeIndent, flowIndent) {
      const fallbackState = snapshotState(state);
      beginAnchorTransaction(state);
      restoreState(state, propertyStart);
      state.tag = null;
      state.anchor = null;
      state.kind = null;
      state.result = null;
      if (readBlockMapping(state, nodeIndent, flowIndent) && state.kind === "mapping") {
        commitAnchorTransaction(state);
        return true;
      }
      rollbackAnchorTransaction(state);
      restoreState(state, fallbackState);
      return false;
    }
    function composeNode(state, parentIndent, nodeContext, allowToSeek, allowCompact) {
      let allowBlockScalars;
      let allowBlockCollections;
      let indentStatus = 1;
      let atNewLine = false;
      let hasContent2 = false;
      let propertyStart = null;
      let type;
      let flowIndent;
      let blockIndent;
      if (state.depth >= state.maxDepth) {
        throwError(state, "nesting exceeded maxDepth (" + state.maxDepth + ")");
      }
      state.depth += 1;
      if (state.listener !== null) {
        state.listener("open", state);
      }
      state.tag = null;
      state.anchor = null;
      state.kind = null;
      state.result = null;
      const allowBlockStyles = allowBlockScalars = allowBlockCollections = CONTEXT_BLOCK_OUT === nodeContext || CONTEXT_BLOCK_IN === nodeContext;
      if (allowToSeek) {
        if (skipSeparationSpace(state, true, -1)) {
          atNewLine = true;
          if (state.lineIndent > parentIndent) {
            indentStatus = 1;
          } else if (state.lineIndent === parentIndent) {
            indentStatus = 0;
          } else if (state.lineIndent < parentIndent) {
            indentStatus = -1;
          }
        }
      }
      if (indentStatus === 1) {
        while (true) {
          const ch = state.input.charCodeAt(state.position);
          const propertyState = snapshotState(state);
          if (atNewLine && (ch === 33 && state.tag !== null || ch === 38 && state.anchor !== null)) {
            break;
          }
          if (!readTagProperty(state) && !readAnchorProperty(state)) {
            break;
          }
          if (propertyStart === null) {
            propertyStart = propertyState;
          }
          if (skipSeparationSpace(state, true, -1)) {
            atNewLine = true;
            allowBlockCollections = allowBlockStyles;
            if (state.lineIndent > parentIndent) {
              indentStatus = 1;
            } else if (state.lineIndent === parentIndent) {
              indentStatus = 0;
            } else if (state.lineIndent < parentIndent) {
              indentStatus = -1;
            }
          } else {
            allowBlockCollections = false;
          }
        }
      }
      if (allowBlockCollections) {
        allowBlockCollections = atNewLine || allowCompact;
      }
      if (indentStatus === 1 || CONTEXT_BLOCK_OUT === nodeContext) {
        if (CONTEXT_FLOW_IN === nodeContext || CONTEXT_FLOW_OUT === nodeContext) {
          flowIndent = parentIndent;
        } else {
          flowIndent = parentIndent + 1;
        }
        blockIndent = state.position - state.lineStart;
        if (indentStatus === 1) {
          if (allowBlockCollections && (readBlockSequence(state, blockIndent) || readBlockMapping(state, blockIndent, flowIndent)) || readFlowCollection(state, flowIndent)) {
            hasContent2 = true;
          } else {
            const ch = state.input.charCodeAt(state.position);
            if (propertyStart !== null && allowBlockStyles && !allowBlockCollections && ch !== 124 && ch !== 62 && tryReadBlockMappingFromProperty(
              state,
              propertyStart,
              propertyStart.position - propertyStart.lineStart,
              flowIndent
            )) {
              hasContent2 = true;
            } else if (allowBlockScalars && readBlockScalar(state, flowIndent) || readSingleQuotedScalar(state, flowIndent) || readDoubleQuotedScalar(state, flowIndent)) {
              hasContent2 = true;
            } else if (readAlias(state)) {
              hasContent2 = true;
              if (state.tag !== null || state.anchor !== null) {
                throwError(state, "alias node should not have any properties");
              }
            } else if (readPlainScalar(state, flowIndent, CONTEXT_FLOW_IN === nodeContext)) {
              hasContent2 = true;
              if (state.tag === null) {
                state.tag = "?";
              }
            }
            if (state.anchor !== null) {
              storeAnchor(state, state.anchor, state.result);
            }
          }
        } else if (indentStatus === 0) {
          hasContent2 = allowBlockCollections && readBlockSequence(state, blockIndent);
        }
      }
      if (state.tag === null) {
        if (state.anchor !== null) {
          storeAnchor(state, state.anchor, state.result);
        }
      } else if (state.tag === "?") {
        if (state.result !== null && state.kind !== "scalar") {
          throwError(state, 'unacceptable node kind for !<?> tag; it should be "scalar", not "' + state.kind + '"');
        }
        for (let typeIndex = 0, typeQuantity = state.implicitTypes.length; typeIndex < typeQuantity; typeIndex += 1) {
          type = state.implicitTypes[typeIndex];
          if (type.resolve(state.result)) {
            state.result = type.construct(state.result);
            state.tag = type.tag;
            if (state.anchor !== null) {
              storeAnchor(state, state.anchor, state.result);
            }
            break;
          }
        }
      } else if (state.tag !== "!") {
        if (_hasOwnProperty.call(state.typeMap[state.kind || "fallback"], state.tag)) {
          type = state.typeMap[state.kind || "fallback"][state.tag];
        } else {
          type = null;
          const typeList = state.typeMap.multi[state.kind || "fallback"];
          for (let typeIndex = 0, typeQuantity = typeList.length; typeIndex < typeQuantity; typeIndex += 1) {
            if (state.tag.slice(0, typeList[typeIndex].tag.length) === typeList[typeIndex].tag) {
              type = typeList[typeIndex];
              break;
            }
          }
        }
        if (!type) {
          throwError(state, "unknown tag !<" + state.tag + ">");
        }
        if (state.result !== null && type.kind !== state.kind) {
          throwError(state, "unacceptable node kind for !<" + state.tag + '> tag; it should be "' + type.kind + '", not "' + state.kind + '"');
        }
        if (!type.resolve(state.result, state.tag)) {
          throwError(state, "cannot resolve a node with !<" + state.tag + "> explicit tag");
        } else {
          state.result = type.construct(state.result, state.tag);
          if (state.anchor !== null) {
            storeAnchor(state, state.anchor, state.result);
          }
        }
      }
      if (state.listener !== null) {
        state.listener("close", state);
      }
      state.depth -= 1;
      return state.tag !== null || state.anchor !== null || hasContent2;
    }
    function readDocument(state) {
      const documentStart = state.position;
      let hasDirectives = false;
      let ch;
      state.version = null;
      state.checkLineBreaks = state.legacy;
      state.tagMap = /* @__PURE__ */ Object.create(null);
      state.anchorMap = /* @__PURE__ */ Object.create(null);
      while ((ch = state.input.charCodeAt(state.position)) !== 0) {
        skipSeparationSpace(state, true, -1);
        ch = state.input.charCodeAt(state.position);
        if (state.lineIndent > 0 || ch !== 37) {
          break;
        }
        hasDirectives = true;
        ch = state.input.charCodeAt(++state.position);
        let _position = state.position;
        while (ch !== 0 && !isWsOrEol(ch)) {
          ch = state.input.charCodeAt(++state.position);
        }
        const directiveName = state.input.slice(_position, state.position);
        const directiveArgs = [];
        if (directiveName.length < 1) {
          throwError(state, "directive name must not be less than one character in length");
        }
        while (ch !== 0) {
          while (isWhiteSpace2(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          if (ch === 35) {
            do {
              ch = state.input.charCodeAt(++state.position);
            } while (ch !== 0 && !isEol(ch));
            break;
          }
          if (isEol(ch)) break;
          _position = state.position;
          while (ch !== 0 && !isWsOrEol(ch)) {
            ch = state.input.charCodeAt(++state.position);
          }
          directiveArgs.push(state.input.slice(_position, state.position));
        }
        if (ch !== 0) readLineBreak(state);
        if (_hasOwnProperty.call(directiveHandlers, directiveName)) {
          directiveHandlers[directiveName](state, directiveName, directiveArgs);
        } else {
          throwWarning(state, 'unknown document directive "' + directiveName + '"');
        }
      }
      skipSeparationSpace(state, true, -1);
      if (state.lineIndent === 0 && state.input.charCodeAt(state.position) === 45 && state.input.charCodeAt(state.position + 1) === 45 && state.input.charCodeAt(state.position + 2) === 45) {
        state.position += 3;
        skipSeparationSpace(state, true, -1);
      } else if (hasDirectives) {
        throwError(state, "directives end mark is expected");
      }
      composeNode(state, state.lineIndent - 1, CONTEXT_BLOCK_OUT, false, true);
      skipSeparationSpace(state, true, -1);
      if (state.checkLineBreaks && PATTERN_NON_ASCII_LINE_BREAKS.test(state.input.slice(documentStart, state.position))) {
        throwWarning(state, "non-ASCII line breaks are interpreted as content");
      }
      state.documents.push(state.result);
      if (state.position === state.lineStart && testDocumentSeparator(state)) {
        if (state.input.charCodeAt(state.position) === 46) {
          state.position += 3;
          skipSeparationSpace(state, true, -1);
        }
        return;
      }
      if (state.position < state.length - 1) {
        throwError(state, "end of the stream or a document separator is expected");
      }
    }
    function loadDocuments(input, options5) {
      input = String(input);
      options5 = options5 || {};
      if (input.length !== 0) {
        if (input.charCodeAt(input.length - 1) !== 10 && input.charCodeAt(input.length - 1) !== 13) {
          input += "\n";
        }
        if (input.charCodeAt(0) === 65279) {
          input = input.slice(1);
        }
      }
      const state = new State(input, options5);
      const nullpos = input.indexOf("\0");
      if (nullpos !== -1) {
        state.position = nullpos;
        throwError(state, "null byte is not allowed in input");
      }
      state.input += "\0";
      while (state.input.charCodeAt(state.position) === 32) {
        state.lineIndent += 1;
        state.position += 1;
      }
      while (state.position < state.length - 1) {
        readDocument(state);
      }
      return state.documents;
    }
    function loadAll(input, iterator, options5) {
      if (iterator !== null && typeof iterator === "object" && typeof options5 === "undefined") {
        options5 = iterator;
        iterator = null;
      }
      const documents = loadDocuments(input, options5);
      if (typeof iterator !== "function") {
        return documents;
      }
      for (let index = 0, length = documents.length; index < length; index += 1) {
        iterator(documents[index]);
      }
    }
    function load2(input, options5) {
      const documents = loadDocuments(input, options5);
      if (documents.length === 0) {
        return void 0;
      } else if (documents.length === 1) {
        return documents[0];
      }
      throw new YAMLException2("expected a single document in the stream, but found more");
    }
    module2.exports.loadAll = loadAll;
    module2.exports.load = load2;
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/dumper.js
var require_dumper = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/lib/dumper.js"(exports2, module2) {
    "use strict";
    var common = require_common();
    var YAMLException2 = require_exception();
    var DEFAULT_SCHEMA = require_default();
    var _toString = Object.prototype.toString;
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    var CHAR_BOM = 65279;
    var CHAR_TAB = 9;
    var CHAR_LINE_FEED = 10;
    var CHAR_CARRIAGE_RETURN = 13;
    var CHAR_SPACE = 32;
    var CHAR_EXCLAMATION = 33;
    var CHAR_DOUBLE_QUOTE = 34;
    var CHAR_SHARP = 35;
    var CHAR_PERCENT = 37;
    var CHAR_AMPERSAND = 38;
    var CHAR_SINGLE_QUOTE = 39;
    var CHAR_ASTERISK = 42;
    var CHAR_COMMA = 44;
    var CHAR_MINUS = 45;
    var CHAR_COLON = 58;
    var CHAR_EQUALS = 61;
    var CHAR_GREATER_THAN = 62;
    var CHAR_QUESTION = 63;
    var CHAR_COMMERCIAL_AT = 64;
    var CHAR_LEFT_SQUARE_BRACKET = 91;
    var CHAR_RIGHT_SQUARE_BRACKET = 93;
    var CHAR_GRAVE_ACCENT = 96;
    var CHAR_LEFT_CURLY_BRACKET = 123;
    var CHAR_VERTICAL_LINE = 124;
    var CHAR_RIGHT_CURLY_BRACKET = 125;
    var ESCAPE_SEQUENCES = {};
    ESCAPE_SEQUENCES[0] = "\\0";
    ESCAPE_SEQUENCES[7] = "\\a";
    ESCAPE_SEQUENCES[8] = "\\b";
    ESCAPE_SEQUENCES[9] = "\\t";
    ESCAPE_SEQUENCES[10] = "\\n";
    ESCAPE_SEQUENCES[11] = "\\v";
    ESCAPE_SEQUENCES[12] = "\\f";
    ESCAPE_SEQUENCES[13] = "\\r";
    ESCAPE_SEQUENCES[27] = "\\e";
    ESCAPE_SEQUENCES[34] = '\\"';
    ESCAPE_SEQUENCES[92] = "\\\\";
    ESCAPE_SEQUENCES[133] = "\\N";
    ESCAPE_SEQUENCES[160] = "\\_";
    ESCAPE_SEQUENCES[8232] = "\\L";
    ESCAPE_SEQUENCES[8233] = "\\P";
    var DEPRECATED_BOOLEANS_SYNTAX = [
      "y",
      "Y",
      "yes",
      "Yes",
      "YES",
      "on",
      "On",
      "ON",
      "n",
      "N",
      "no",
      "No",
      "NO",
      "off",
      "Off",
      "OFF"
    ];
    var DEPRECATED_BASE60_SYNTAX = /^[-+]?[0-9_]+(?::[0-9_]+)+(?:\.[0-9_]*)?$/;
    function compileStyleMap(schema, map) {
      if (map === null) return {};
      const result2 = {};
      const keys = Object.keys(map);
      for (let index = 0, length = keys.length; index < length; index += 1) {
        let tag = keys[index];
        let style = String(map[tag]);
        if (tag.slice(0, 2) === "!!") {
          tag = "tag:yaml.org,2002:" + tag.slice(2);
        }
        const type = schema.compiledTypeMap["fallback"][tag];
        if (type && _hasOwnProperty.call(type.styleAliases, style)) {
          style = type.styleAliases[style];
        }
        result2[tag] = style;
      }
      return result2;
    }
    function encodeHex(character) {
      let handle;
      let length;
      const string2 = character.toString(16).toUpperCase();
      if (character <= 255) {
        handle = "x";
        length = 2;
      } else if (character <= 65535) {
        handle = "u";
        length = 4;
      } else if (character <= 4294967295) {
        handle = "U";
        length = 8;
      } else {
        throw new YAMLException2("code point within a string may not be greater than 0xFFFFFFFF");
      }
      return "\\" + handle + common.repeat("0", length - string2.length) + string2;
    }
    var QUOTING_TYPE_SINGLE = 1;
    var QUOTING_TYPE_DOUBLE = 2;
    function State(options5) {
      this.schema = options5["schema"] || DEFAULT_SCHEMA;
      this.indent = Math.max(1, options5["indent"] || 2);
      this.noArrayIndent = options5["noArrayIndent"] || false;
      this.skipInvalid = options5["skipInvalid"] || false;
      this.flowLevel = common.isNothing(options5["flowLevel"]) ? -1 : options5["flowLevel"];
      this.styleMap = compileStyleMap(this.schema, options5["styles"] || null);
      this.sortKeys = options5["sortKeys"] || false;
      this.lineWidth = options5["lineWidth"] || 80;
      this.noRefs = options5["noRefs"] || false;
      this.noCompatMode = options5["noCompatMode"] || false;
      this.condenseFlow = options5["condenseFlow"] || false;
      this.quotingType = options5["quotingType"] === '"' ? QUOTING_TYPE_DOUBLE : QUOTING_TYPE_SINGLE;
      this.forceQuotes = options5["forceQuotes"] || false;
      this.replacer = typeof options5["replacer"] === "function" ? options5["replacer"] : null;
      this.implicitTypes = this.schema.compiledImplicit;
      this.explicitTypes = this.schema.compiledExplicit;
      this.tag = null;
      this.result = "";
      this.duplicates = [];
      this.usedDuplicates = null;
    }
    function indentString(string2, spaces) {
      const ind = common.repeat(" ", spaces);
      let position = 0;
      let result2 = "";
      const length = string2.length;
      while (position < length) {
        let line;
        const next = string2.indexOf("\n", position);
        if (next === -1) {
          line = string2.slice(position);
          position = length;
        } else {
          line = string2.slice(position, next + 1);
          position = next + 1;
        }
        if (line.length && line !== "\n") result2 += ind;
        result2 += line;
      }
      return result2;
    }
    function generateNextLine(state, level) {
      return "\n" + common.repeat(" ", state.indent * level);
    }
    function testImplicitResolving(state, str2) {
      for (let index = 0, length = state.implicitTypes.length; index < length; index += 1) {
        const type = state.implicitTypes[index];
        if (type.resolve(str2)) {
          return true;
        }
      }
      return false;
    }
    function isWhitespace(c) {
      return c === CHAR_SPACE || c === CHAR_TAB;
    }
    function isPrintable(c) {
      return c >= 32 && c <= 126 || c >= 161 && c <= 55295 && c !== 8232 && c !== 8233 || c >= 57344 && c <= 65533 && c !== CHAR_BOM || c >= 65536 && c <= 1114111;
    }
    function isNsCharOrWhitespace(c) {
      return isPrintable(c) && c !== CHAR_BOM && // - b-char
      c !== CHAR_CARRIAGE_RETURN && c !== CHAR_LINE_FEED;
    }
    function isPlainSafe(c, prev, inblock) {
      const cIsNsCharOrWhitespace = isNsCharOrWhitespace(c);
      const cIsNsChar = cIsNsCharOrWhitespace && !isWhitespace(c);
      return (
        // ns-plain-safe
        (inblock ? cIsNsCharOrWhitespace : cIsNsCharOrWhitespace && // - c-flow-indicator
        c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET) && // ns-plain-char
        c !== CHAR_SHARP && // false on '#'
        !(prev === CHAR_COLON && !cIsNsChar) || // false on ': '
        isNsCharOrWhitespace(prev) && !isWhitespace(prev) && c === CHAR_SHARP || // change to true on '[^ ]#'
        prev === CHAR_COLON && cIsNsChar
      );
    }
    function isPlainSafeFirst(c) {
      return isPrintable(c) && c !== CHAR_BOM && !isWhitespace(c) && // - s-white
      // - (c-indicator ::=
      // \u201c-\u201d | \u201c?\u201d | \u201c:\u201d | \u201c,\u201d | \u201c[\u201d | \u201c]\u201d | \u201c{\u201d | \u201c}\u201d
      c !== CHAR_MINUS && c !== CHAR_QUESTION && c !== CHAR_COLON && c !== CHAR_COMMA && c !== CHAR_LEFT_SQUARE_BRACKET && c !== CHAR_RIGHT_SQUARE_BRACKET && c !== CHAR_LEFT_CURLY_BRACKET && c !== CHAR_RIGHT_CURLY_BRACKET && // | \u201c#\u201d | \u201c&\u201d | \u201c*\u201d | \u201c!\u201d | \u201c|\u201d | \u201c=\u201d | \u201c>\u201d | \u201c'\u201d | \u201c"\u201d
      c !== CHAR_SHARP && c !== CHAR_AMPERSAND && c !== CHAR_ASTERISK && c !== CHAR_EXCLAMATION && c !== CHAR_VERTICAL_LINE && c !== CHAR_EQUALS && c !== CHAR_GREATER_THAN && c !== CHAR_SINGLE_QUOTE && c !== CHAR_DOUBLE_QUOTE && // | \u201c%\u201d | \u201c@\u201d | \u201c`\u201d)
      c !== CHAR_PERCENT && c !== CHAR_COMMERCIAL_AT && c !== CHAR_GRAVE_ACCENT;
    }
    function isPlainSafeLast(c) {
      return !isWhitespace(c) && c !== CHAR_COLON;
    }
    function codePointAt(string2, pos) {
      const first = string2.charCodeAt(pos);
      let second;
      if (first >= 55296 && first <= 56319 && pos + 1 < string2.length) {
        second = string2.charCodeAt(pos + 1);
        if (second >= 56320 && second <= 57343) {
          return (first - 55296) * 1024 + second - 56320 + 65536;
        }
      }
      return first;
    }
    function needIndentIndicator(string2) {
      const leadingSpaceRe = /^\n* /;
      return leadingSpaceRe.test(string2);
    }
    var STYLE_PLAIN = 1;
    var STYLE_SINGLE = 2;
    var STYLE_LITERAL = 3;
    var STYLE_FOLDED = 4;
    var STYLE_DOUBLE = 5;
    function chooseScalarStyle(string2, singleLineOnly, indentPerLevel, lineWidth, testAmbiguousType, quotingType, forceQuotes, inblock) {
      let i;
      let char = 0;
      let prevChar = null;
      let hasLineBreak = false;
      let hasFoldableLine = false;
      const shouldTrackWidth = lineWidth !== -1;
      let previousLineBreak = -1;
      let plain = isPlainSafeFirst(codePointAt(string2, 0)) && isPlainSafeLast(codePointAt(string2, string2.length - 1));
      if (singleLineOnly || forceQuotes) {
        for (i = 0; i < string2.length; char >= 65536 ? i += 2 : i++) {
          char = codePointAt(string2, i);
          if (!isPrintable(char)) {
            return STYLE_DOUBLE;
          }
          plain = plain && isPlainSafe(char, prevChar, inblock);
          prevChar = char;
        }
      } else {
        for (i = 0; i < string2.length; char >= 65536 ? i += 2 : i++) {
          char = codePointAt(string2, i);
          if (char === CHAR_LINE_FEED) {
            hasLineBreak = true;
            if (shouldTrackWidth) {
              hasFoldableLine = hasFoldableLine || // Foldable line = too long, and not more-indented.
              i - previousLineBreak - 1 > lineWidth && string2[previousLineBreak + 1] !== " ";
              previousLineBreak = i;
            }
          } else if (!isPrintable(char)) {
            return STYLE_DOUBLE;
          }
          plain = plain && isPlainSafe(char, prevChar, inblock);
          prevChar = char;
        }
        hasFoldableLine = hasFoldableLine || shouldTrackWidth && (i - previousLineBreak - 1 > lineWidth && string2[previousLineBreak + 1] !== " ");
      }
      if (!hasLineBreak && !hasFoldableLine) {
        if (plain && !forceQuotes && !testAmbiguousType(string2)) {
          return STYLE_PLAIN;
        }
        return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
      }
      if (indentPerLevel > 9 && needIndentIndicator(string2)) {
        return STYLE_DOUBLE;
      }
      if (!forceQuotes) {
        return hasFoldableLine ? STYLE_FOLDED : STYLE_LITERAL;
      }
      return quotingType === QUOTING_TYPE_DOUBLE ? STYLE_DOUBLE : STYLE_SINGLE;
    }
    function writeScalar(state, string2, level, iskey, inblock) {
      state.dump = (function() {
        if (string2.length === 0) {
          return state.quotingType === QUOTING_TYPE_DOUBLE ? '""' : "''";
        }
        if (!state.noCompatMode) {
          if (DEPRECATED_BOOLEANS_SYNTAX.indexOf(string2) !== -1 || DEPRECATED_BASE60_SYNTAX.test(string2)) {
            return state.quotingType === QUOTING_TYPE_DOUBLE ? '"' + string2 + '"' : "'" + string2 + "'";
          }
        }
        const indent = state.indent * Math.max(1, level);
        const lineWidth = state.lineWidth === -1 ? -1 : Math.max(Math.min(state.lineWidth, 40), state.lineWidth - indent);
        const singleLineOnly = iskey || // No block styles in flow mode.
        state.flowLevel > -1 && level >= state.flowLevel;
        function testAmbiguity(string3) {
          return testImplicitResolving(state, string3);
        }
        switch (chooseScalarStyle(
          string2,
          singleLineOnly,
          state.indent,
          lineWidth,
          testAmbiguity,
          state.quotingType,
          state.forceQuotes && !iskey,
          inblock
        )) {
          case STYLE_PLAIN:
            return string2;
          case STYLE_SINGLE:
            return "'" + string2.replace(/'/g, "''") + "'";
          case STYLE_LITERAL:
            return "|" + blockHeader(string2, state.indent) + dropEndingNewline(indentString(string2, indent));
          case STYLE_FOLDED:
            return ">" + blockHeader(string2, state.indent) + dropEndingNewline(indentString(foldString(string2, lineWidth), indent));
          case STYLE_DOUBLE:
            return '"' + escapeString(string2, lineWidth) + '"';
          default:
            throw new YAMLException2("impossible error: invalid scalar style");
        }
      })();
    }
    function blockHeader(string2, indentPerLevel) {
      const indentIndicator = needIndentIndicator(string2) ? String(indentPerLevel) : "";
      const clip = string2[string2.length - 1] === "\n";
      const keep = clip && (string2[string2.length - 2] === "\n" || string2 === "\n");
      const chomp = keep ? "+" : clip ? "" : "-";
      return indentIndicator + chomp + "\n";
    }
    function dropEndingNewline(string2) {
      return string2[string2.length - 1] === "\n" ? string2.slice(0, -1) : string2;
    }
    function foldString(string2, width) {
      const lineRe = /(\n+)([^\n]*)/g;
      let result2 = (function() {
        let nextLF = string2.indexOf("\n");
        nextLF = nextLF !== -1 ? nextLF : string2.length;
        lineRe.lastIndex = nextLF;
        return foldLine(string2.slice(0, nextLF), width);
      })();
      let prevMoreIndented = string2[0] === "\n" || string2[0] === " ";
      let moreIndented;
      let match;
      while (match = lineRe.exec(string2)) {
        const prefix = match[1];
        const line = match[2];
        moreIndented = line[0] === " ";
        result2 += prefix + (!prevMoreIndented && !moreIndented && line !== "" ? "\n" : "") + foldLine(line, width);
        prevMoreIndented = moreIndented;
      }
      return result2;
    }
    function foldLine(line, width) {
      if (line === "" || line[0] === " ") return line;
      const breakRe = / [^ ]/g;
      let match;
      let start2 = 0;
      let end;
      let curr = 0;
      let next = 0;
      let result2 = "";
      while (match = breakRe.exec(line)) {
        next = match.index;
        if (next - start2 > width) {
          end = curr > start2 ? curr : next;
          result2 += "\n" + line.slice(start2, end);
          start2 = end + 1;
        }
        curr = next;
      }
      result2 += "\n";
      if (line.length - start2 > width && curr > start2) {
        result2 += line.slice(start2, curr) + "\n" + line.slice(curr + 1);
      } else {
        result2 += line.slice(start2);
      }
      return result2.slice(1);
    }
    function escapeString(string2) {
      let result2 = "";
      let char = 0;
      for (let i = 0; i < string2.length; char >= 65536 ? i += 2 : i++) {
        char = codePointAt(string2, i);
        const escapeSeq = ESCAPE_SEQUENCES[char];
        if (!escapeSeq && isPrintable(char)) {
          result2 += string2[i];
          if (char >= 65536) result2 += string2[i + 1];
        } else {
          result2 += escapeSeq || encodeHex(char);
        }
      }
      return result2;
    }
    function writeFlowSequence(state, level, object) {
      let _result = "";
      const _tag = state.tag;
      for (let index = 0, length = object.length; index < length; index += 1) {
        let value = object[index];
        if (state.replacer) {
          value = state.replacer.call(object, String(index), value);
        }
        if (writeNode(state, level, value, false, false) || typeof value === "undefined" && writeNode(state, level, null, false, false)) {
          if (_result !== "") _result += "," + (!state.condenseFlow ? " " : "");
          _result += state.dump;
        }
      }
      state.tag = _tag;
      state.dump = "[" + _result + "]";
    }
    function writeBlockSequence(state, level, object, compact) {
      let _result = "";
      const _tag = state.tag;
      for (let index = 0, length = object.length; index < length; index += 1) {
        let value = object[index];
        if (state.replacer) {
          value = state.replacer.call(object, String(index), value);
        }
        if (writeNode(state, level + 1, value, true, true, false, true) || typeof value === "undefined" && writeNode(state, level + 1, null, true, true, false, true)) {
          if (!compact || _result !== "") {
            _result += generateNextLine(state, level);
          }
          if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
            _result += "-";
          } else {
            _result += "- ";
          }
          _result += state.dump;
        }
      }
      state.tag = _tag;
      state.dump = _result || "[]";
    }
    function writeFlowMapping(state, level, object) {
      let _result = "";
      const _tag = state.tag;
      const objectKeyList = Object.keys(object);
      for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
        let pairBuffer = "";
        if (_result !== "") pairBuffer += ", ";
        if (state.condenseFlow) pairBuffer += '"';
        const objectKey = objectKeyList[index];
        let objectValue = object[objectKey];
        if (state.replacer) {
          objectValue = state.replacer.call(object, objectKey, objectValue);
        }
        if (!writeNode(state, level, objectKey, false, false)) {
          continue;
        }
        if (state.dump.length > 1024) pairBuffer += "? ";
        pairBuffer += state.dump + (state.condenseFlow ? '"' : "") + ":" + (state.condenseFlow ? "" : " ");
        if (!writeNode(state, level, objectValue, false, false)) {
          continue;
        }
        pairBuffer += state.dump;
        _result += pairBuffer;
      }
      state.tag = _tag;
      state.dump = "{" + _result + "}";
    }
    function writeBlockMapping(state, level, object, compact) {
      let _result = "";
      const _tag = state.tag;
      const objectKeyList = Object.keys(object);
      if (state.sortKeys === true) {
        objectKeyList.sort();
      } else if (typeof state.sortKeys === "function") {
        objectKeyList.sort(state.sortKeys);
      } else if (state.sortKeys) {
        throw new YAMLException2("sortKeys must be a boolean or a function");
      }
      for (let index = 0, length = objectKeyList.length; index < length; index += 1) {
        let pairBuffer = "";
        if (!compact || _result !== "") {
          pairBuffer += generateNextLine(state, level);
        }
        const objectKey = objectKeyList[index];
        let objectValue = object[objectKey];
        if (state.replacer) {
          objectValue = state.replacer.call(object, objectKey, objectValue);
        }
        if (!writeNode(state, level + 1, objectKey, true, true, true)) {
          continue;
        }
        const explicitPair = state.tag !== null && state.tag !== "?" || state.dump && state.dump.length > 1024;
        if (explicitPair) {
          if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
            pairBuffer += "?";
          } else {
            pairBuffer += "? ";
          }
        }
        pairBuffer += state.dump;
        if (explicitPair) {
          pairBuffer += generateNextLine(state, level);
        }
        if (!writeNode(state, level + 1, objectValue, true, explicitPair)) {
          continue;
        }
        if (state.dump && CHAR_LINE_FEED === state.dump.charCodeAt(0)) {
          pairBuffer += ":";
        } else {
          pairBuffer += ": ";
        }
        pairBuffer += state.dump;
        _result += pairBuffer;
      }
      state.tag = _tag;
      state.dump = _result || "{}";
    }
    function detectType(state, object, explicit) {
      const typeList = explicit ? state.explicitTypes : state.implicitTypes;
      for (let index = 0, length = typeList.length; index < length; index += 1) {
        const type = typeList[index];
        if ((type.instanceOf || type.predicate) && (!type.instanceOf || typeof object === "object" && object instanceof type.instanceOf) && (!type.predicate || type.predicate(object))) {
          if (explicit) {
            if (type.multi && type.representName) {
              state.tag = type.representName(object);
            } else {
              state.tag = type.tag;
            }
          } else {
            state.tag = "?";
          }
          if (type.represent) {
            const style = state.styleMap[type.tag] || type.defaultStyle;
            let _result;
            if (_toString.call(type.represent) === "[object Function]") {
              _result = type.represent(object, style);
            } else if (_hasOwnProperty.call(type.represent, style)) {
              _result = type.represent[style](object, style);
            } else {
              throw new YAMLException2("!<" + type.tag + '> tag resolver accepts not "' + style + '" style');
            }
            state.dump = _result;
          }
          return true;
        }
      }
      return false;
    }
    function writeNode(state, level, object, block, compact, iskey, isblockseq) {
      state.tag = null;
      state.dump = object;
      if (!detectType(state, object, false)) {
        detectType(state, object, true);
      }
      const type = _toString.call(state.dump);
      const inblock = block;
      if (block) {
        block = state.flowLevel < 0 || state.flowLevel > level;
      }
      const objectOrArray = type === "[object Object]" || type === "[object Array]";
      let duplicateIndex;
      let duplicate;
      if (objectOrArray) {
        duplicateIndex = state.duplicates.indexOf(object);
        duplicate = duplicateIndex !== -1;
      }
      if (state.tag !== null && state.tag !== "?" || duplicate || state.indent !== 2 && level > 0) {
        compact = false;
      }
      if (duplicate && state.usedDuplicates[duplicateIndex]) {
        state.dump = "*ref_" + duplicateIndex;
      } else {
        if (objectOrArray && duplicate && !state.usedDuplicates[duplicateIndex]) {
          state.usedDuplicates[duplicateIndex] = true;
        }
        if (type === "[object Object]") {
          if (block && Object.keys(state.dump).length !== 0) {
            writeBlockMapping(state, level, state.dump, compact);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + state.dump;
            }
          } else {
            writeFlowMapping(state, level, state.dump);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + " " + state.dump;
            }
          }
        } else if (type === "[object Array]") {
          if (block && state.dump.length !== 0) {
            if (state.noArrayIndent && !isblockseq && level > 0) {
              writeBlockSequence(state, level - 1, state.dump, compact);
            } else {
              writeBlockSequence(state, level, state.dump, compact);
            }
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + state.dump;
            }
          } else {
            writeFlowSequence(state, level, state.dump);
            if (duplicate) {
              state.dump = "&ref_" + duplicateIndex + " " + state.dump;
            }
          }
        } else if (type === "[object String]") {
          if (state.tag !== "?") {
            writeScalar(state, state.dump, level, iskey, inblock);
          }
        } else if (type === "[object Undefined]") {
          return false;
        } else {
          if (state.skipInvalid) return false;
          throw new YAMLException2("unacceptable kind of an object to dump " + type);
        }
        if (state.tag !== null && state.tag !== "?") {
          let tagStr = encodeURI(
            state.tag[0] === "!" ? state.tag.slice(1) : state.tag
          ).replace(/!/g, "%21");
          if (state.tag[0] === "!") {
            tagStr = "!" + tagStr;
          } else if (tagStr.slice(0, 18) === "tag:yaml.org,2002:") {
            tagStr = "!!" + tagStr.slice(18);
          } else {
            tagStr = "!<" + tagStr + ">";
          }
          state.dump = tagStr + " " + state.dump;
        }
      }
      return true;
    }
    function getDuplicateReferences(object, state) {
      const objects = [];
      const duplicatesIndexes = [];
      inspectNode(object, objects, duplicatesIndexes);
      const length = duplicatesIndexes.length;
      for (let index = 0; index < length; index += 1) {
        state.duplicates.push(objects[duplicatesIndexes[index]]);
      }
      state.usedDuplicates = new Array(length);
    }
    function inspectNode(object, objects, duplicatesIndexes) {
      if (object !== null && typeof object === "object") {
        const index = objects.indexOf(object);
        if (index !== -1) {
          if (duplicatesIndexes.indexOf(index) === -1) {
            duplicatesIndexes.push(index);
          }
        } else {
          objects.push(object);
          if (Array.isArray(object)) {
            for (let i = 0, length = object.length; i < length; i += 1) {
              inspectNode(object[i], objects, duplicatesIndexes);
            }
          } else {
            const objectKeyList = Object.keys(object);
            for (let i = 0, length = objectKeyList.length; i < length; i += 1) {
              inspectNode(object[objectKeyList[i]], objects, duplicatesIndexes);
            }
          }
        }
      }
    }
    function dump(input, options5) {
      options5 = options5 || {};
      const state = new State(options5);
      if (!state.noRefs) getDuplicateReferences(input, state);
      let value = input;
      if (state.replacer) {
        value = state.replacer.call({ "": value }, "", value);
      }
      if (writeNode(state, 0, value, true, true)) return state.dump + "\n";
      return "";
    }
    module2.exports.dump = dump;
  }
});

// node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/index.js
var require_js_yaml = __commonJS({
  "node_modules/.pnpm/js-yaml@4.3.2/node_modules/js-yaml/index.js"(exports2, module2) {
    "use strict";
    var loader = require_loader();
    var dumper = require_dumper();
    function renamed(from, to) {
      return function() {
        throw new Error("Function yaml." + from + " is removed in js-yaml 4. Use yaml." + to + " instead, which is now safe by default.");
      };
    }
    module2.exports.Type = require_type();
    module2.exports.Schema = require_schema();
    module2.exports.FAILSAFE_SCHEMA = require_failsafe();
    module2.exports.JSON_SCHEMA = require_json();
    module2.exports.CORE_SCHEMA = require_core();
    module2.exports.DEFAULT_SCHEMA = require_default();
    module2.exports.load = loader.load;
    module2.exports.loadAll = loader.loadAll;
    module2.exports.dump = dumper.dump;
    module2.exports.YAMLException = require_exception();
    module2.exports.types = {
      binary: require_binary(),
      float: require_float(),
      map: require_map(),
      null: require_null(),
      pairs: require_pairs(),
      set: require_set(),
      timestamp: require_timestamp(),
      bool: require_bool(),
      int: require_int(),
      merge: require_merge(),
      omap: require_omap(),
      seq: require_seq(),
      str: require_str()
    };
    module2.exports.safeLoad = renamed("safeLoad", "load");
    module2.exports.safeLoadAll = renamed("safeLoadAll", "loadAll");
    module2.exports.safeDump = renamed("safeDump", "dump");
  }
});

// packages/core/dist/yaml-data.js
function checkInertData(value, budget2) {
  if (--budget2.left < 0) {
    throw new YamlProblem(`aliases expand to more than ${MAX_YAML_NODES} nodes`);
  }
  if (value === null || typeof value !== "object")
    return;
  if (Array.isArray(value)) {
    for (const item of value)
      checkInertData(item, budget2);
    return;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype)
    throw new YamlProblem("unexpected object in YAML data");
  for (const key of Object.keys(value))
    checkInertData(value[key], budget2);
}
function parseYamlData(text2) {
  const { CORE_SCHEMA: CORE_SCHEMA2, load: load2, YAMLException: YAMLException2 } = jsYaml();
  let parsed;
  try {
    parsed = load2(text2, { schema: CORE_SCHEMA2 });
  } catch (error) {
    if (error instanceof YAMLException2) {
      const nul = error.reason === "null byte is not allowed in input" ? text2.indexOf("\0") : -1;
      const line = nul !== -1 ? text2.slice(0, nul).split("\n").length : error.mark ? error.mark.line + 1 : void 0;
      throw new YamlProblem(error.reason || error.message, line);
    }
    throw error;
  }
  checkInertData(parsed, { left: MAX_YAML_NODES });
  return parsed;
}
var engine, jsYaml, MAX_YAML_NODES, YamlProblem;
var init_yaml_data = __esm({
  "packages/core/dist/yaml-data.js"() {
    "use strict";
    jsYaml = () => engine ??= require_js_yaml();
    MAX_YAML_NODES = 1e5;
    YamlProblem = class extends Error {
      /** 1-based line within the parsed text, when the parser knows it. */
      line;
      constructor(message, line) {
        super(message);
        this.line = line;
      }
    };
  }
});

// node_modules/.pnpm/kind-of@6.0.3/node_modules/kind-of/index.js
var require_kind_of = __commonJS({
  "node_modules/.pnpm/kind-of@6.0.3/node_modules/kind-of/index.js"(exports2, module2) {
    var toString = Object.prototype.toString;
    module2.exports = function kindOf(val) {
      if (val === void 0) return "undefined";
      if (val === null) return "null";
      var type = typeof val;
      if (type === "boolean") return "boolean";
      if (type === "string") return "string";
      if (type === "number") return "number";
      if (type === "symbol") return "symbol";
      if (type === "function") {
        return isGeneratorFn(val) ? "generatorfunction" : "function";
      }
      if (isArray(val)) return "array";
      if (isBuffer(val)) return "buffer";
      if (isArguments(val)) return "arguments";
      if (isDate(val)) return "date";
      if (isError(val)) return "error";
      if (isRegexp(val)) return "regexp";
      switch (ctorName(val)) {
        case "Symbol":
          return "symbol";
        case "Promise":
          return "promise";
        // Set, Map, WeakSet, WeakMap
        case "WeakMap":
          return "weakmap";
        case "WeakSet":
          return "weakset";
        case "Map":
          return "map";
        case "Set":
          return "set";
        // 8-bit typed arrays
        case "Int8Array":
          return "int8array";
        case "Uint8Array":
          return "uint8array";
        case "Uint8ClampedArray":
          return "uint8clampedarray";
        // 16-bit typed arrays
        case "Int16Array":
          return "int16array";
        case "Uint16Array":
          return "uint16array";
        // 32-bit typed arrays
        case "Int32Array":
          return "int32array";
        case "Uint32Array":
          return "uint32array";
        case "Float32Array":
          return "float32array";
        case "Float64Array":
          return "float64array";
      }
      if (isGeneratorObj(val)) {
        return "generator";
      }
      type = toString.call(val);
      switch (type) {
        case "[object Object]":
          return "object";
        // iterators
        case "[object Map Iterator]":
          return "mapiterator";
        case "[object Set Iterator]":
          return "setiterator";
        case "[object String Iterator]":
          return "stringiterator";
        case "[object Array Iterator]":
          return "arrayiterator";
      }
      return type.slice(8, -1).toLowerCase().replace(/\s/g, "");
    };
    function ctorName(val) {
      return typeof val.constructor === "function" ? val.constructor.name : null;
    }
    function isArray(val) {
      if (Array.isArray) return Array.isArray(val);
      return val instanceof Array;
    }
    function isError(val) {
      return val instanceof Error || typeof val.message === "string" && val.constructor && typeof val.constructor.stackTraceLimit === "number";
    }
    function isDate(val) {
      if (val instanceof Date) return true;
      return typeof val.toDateString === "function" && typeof val.getDate === "function" && typeof val.setDate === "function";
    }
    function isRegexp(val) {
      if (val instanceof RegExp) return true;
      return typeof val.flags === "string" && typeof val.ignoreCase === "boolean" && typeof val.multiline === "boolean" && typeof val.global === "boolean";
    }
    function isGeneratorFn(name, val) {
      return ctorName(name) === "GeneratorFunction";
    }
    function isGeneratorObj(val) {
      return typeof val.throw === "function" && typeof val.return === "function" && typeof val.next === "function";
    }
    function isArguments(val) {
      try {
        if (typeof val.length === "number" && typeof val.callee === "function") {
          return true;
        }
      } catch (err) {
        if (err.message.indexOf("callee") !== -1) {
          return true;
        }
      }
      return false;
    }
    function isBuffer(val) {
      if (val.constructor && typeof val.constructor.isBuffer === "function") {
        return val.constructor.isBuffer(val);
      }
      return false;
    }
  }
});

// node_modules/.pnpm/is-extendable@0.1.1/node_modules/is-extendable/index.js
var require_is_extendable = __commonJS({
  "node_modules/.pnpm/is-extendable@0.1.1/node_modules/is-extendable/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function isExtendable(val) {
      return typeof val !== "undefined" && val !== null && (typeof val === "object" || typeof val === "function");
    };
  }
});

// node_modules/.pnpm/extend-shallow@2.0.1/node_modules/extend-shallow/index.js
var require_extend_shallow = __commonJS({
  "node_modules/.pnpm/extend-shallow@2.0.1/node_modules/extend-shallow/index.js"(exports2, module2) {
    "use strict";
    var isObject = require_is_extendable();
    module2.exports = function extend(o) {
      if (!isObject(o)) {
        o = {};
      }
      var len = arguments.length;
      for (var i = 1; i < len; i++) {
        var obj = arguments[i];
        if (isObject(obj)) {
          assign(o, obj);
        }
      }
      return o;
    };
    function assign(a, b) {
      for (var key in b) {
        if (hasOwn(b, key)) {
          a[key] = b[key];
        }
      }
    }
    function hasOwn(obj, key) {
      return Object.prototype.hasOwnProperty.call(obj, key);
    }
  }
});

// node_modules/.pnpm/section-matter@1.0.0/node_modules/section-matter/index.js
var require_section_matter = __commonJS({
  "node_modules/.pnpm/section-matter@1.0.0/node_modules/section-matter/index.js"(exports2, module2) {
    "use strict";
    var typeOf2 = require_kind_of();
    var extend = require_extend_shallow();
    module2.exports = function(input, options5) {
      if (typeof options5 === "function") {
        options5 = { parse: options5 };
      }
      var file = toObject(input);
      var defaults = { section_delimiter: "---", parse: identity2 };
      var opts = extend({}, defaults, options5);
      var delim = opts.section_delimiter;
      var lines = file.content.split(/\r?\n/);
      var sections = null;
      var section4 = createSection();
      var content = [];
      var stack = [];
      function initSections(val) {
        file.content = val;
        sections = [];
        content = [];
      }
      function closeSection(val) {
        if (stack.length) {
          section4.key = getKey(stack[0], delim);
          section4.content = val;
          opts.parse(section4, sections);
          sections.push(section4);
          section4 = createSection();
          content = [];
          stack = [];
        }
      }
      for (var i = 0; i < lines.length; i++) {
        var line = lines[i];
        var len = stack.length;
        var ln = line.trim();
        if (isDelimiter(ln, delim)) {
          if (ln.length === 3 && i !== 0) {
            if (len === 0 || len === 2) {
              content.push(line);
              continue;
            }
            stack.push(ln);
            section4.data = content.join("\n");
            content = [];
            continue;
          }
          if (sections === null) {
            initSections(content.join("\n"));
          }
          if (len === 2) {
            closeSection(content.join("\n"));
          }
          stack.push(ln);
          continue;
        }
        content.push(line);
      }
      if (sections === null) {
        initSections(content.join("\n"));
      } else {
        closeSection(content.join("\n"));
      }
      file.sections = sections;
      return file;
    };
    function isDelimiter(line, delim) {
      if (line.slice(0, delim.length) !== delim) {
        return false;
      }
      if (line.charAt(delim.length + 1) === delim.slice(-1)) {
        return false;
      }
      return true;
    }
    function toObject(input) {
      if (typeOf2(input) !== "object") {
        input = { content: input };
      }
      if (typeof input.content !== "string" && !isBuffer(input.content)) {
        throw new TypeError("expected a buffer or string");
      }
      input.content = input.content.toString();
      input.sections = [];
      return input;
    }
    function getKey(val, delim) {
      return val ? val.slice(delim.length).trim() : "";
    }
    function createSection() {
      return { key: "", data: "", content: "" };
    }
    function identity2(val) {
      return val;
    }
    function isBuffer(val) {
      if (val && val.constructor && typeof val.constructor.isBuffer === "function") {
        return val.constructor.isBuffer(val);
      }
      return false;
    }
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/engines.js
var require_engines = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/engines.js"(exports, module) {
    "use strict";
    var yaml = require_js_yaml();
    var engines = exports = module.exports;
    engines.yaml = {
      parse: yaml.safeLoad.bind(yaml),
      stringify: yaml.safeDump.bind(yaml)
    };
    engines.json = {
      parse: JSON.parse.bind(JSON),
      stringify: function(obj, options5) {
        const opts = Object.assign({ replacer: null, space: 2 }, options5);
        return JSON.stringify(obj, opts.replacer, opts.space);
      }
    };
    engines.javascript = {
      parse: function parse(str, options, wrap) {
        try {
          if (wrap !== false) {
            str = "(function() {\nreturn " + str.trim() + ";\n}());";
          }
          return eval(str) || {};
        } catch (err) {
          if (wrap !== false && /(unexpected|identifier)/i.test(err.message)) {
            return parse(str, options, false);
          }
          throw new SyntaxError(err);
        }
      },
      stringify: function() {
        throw new Error("stringifying JavaScript is not supported");
      }
    };
  }
});

// node_modules/.pnpm/strip-bom-string@1.0.0/node_modules/strip-bom-string/index.js
var require_strip_bom_string = __commonJS({
  "node_modules/.pnpm/strip-bom-string@1.0.0/node_modules/strip-bom-string/index.js"(exports2, module2) {
    "use strict";
    module2.exports = function(str2) {
      if (typeof str2 === "string" && str2.charAt(0) === "\uFEFF") {
        return str2.slice(1);
      }
      return str2;
    };
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/utils.js
var require_utils = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/utils.js"(exports2) {
    "use strict";
    var stripBom = require_strip_bom_string();
    var typeOf2 = require_kind_of();
    exports2.define = function(obj, key, val) {
      Reflect.defineProperty(obj, key, {
        enumerable: false,
        configurable: true,
        writable: true,
        value: val
      });
    };
    exports2.isBuffer = function(val) {
      return typeOf2(val) === "buffer";
    };
    exports2.isObject = function(val) {
      return typeOf2(val) === "object";
    };
    exports2.toBuffer = function(input) {
      return typeof input === "string" ? Buffer.from(input) : input;
    };
    exports2.toString = function(input) {
      if (exports2.isBuffer(input)) return stripBom(String(input));
      if (typeof input !== "string") {
        throw new TypeError("expected input to be a string or buffer");
      }
      return stripBom(input);
    };
    exports2.arrayify = function(val) {
      return val ? Array.isArray(val) ? val : [val] : [];
    };
    exports2.startsWith = function(str2, substr, len) {
      if (typeof len !== "number") len = substr.length;
      return str2.slice(0, len) === substr;
    };
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/defaults.js
var require_defaults = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/defaults.js"(exports2, module2) {
    "use strict";
    var engines2 = require_engines();
    var utils = require_utils();
    module2.exports = function(options5) {
      const opts = Object.assign({}, options5);
      opts.delimiters = utils.arrayify(opts.delims || opts.delimiters || "---");
      if (opts.delimiters.length === 1) {
        opts.delimiters.push(opts.delimiters[0]);
      }
      opts.language = (opts.language || opts.lang || "yaml").toLowerCase();
      opts.engines = Object.assign({}, engines2, opts.parsers, opts.engines);
      return opts;
    };
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/engine.js
var require_engine = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/engine.js"(exports2, module2) {
    "use strict";
    module2.exports = function(name, options5) {
      let engine3 = options5.engines[name] || options5.engines[aliase(name)];
      if (typeof engine3 === "undefined") {
        throw new Error('gray-matter engine "' + name + '" is not registered');
      }
      if (typeof engine3 === "function") {
        engine3 = { parse: engine3 };
      }
      return engine3;
    };
    function aliase(name) {
      switch (name.toLowerCase()) {
        case "js":
        case "javascript":
          return "javascript";
        case "coffee":
        case "coffeescript":
        case "cson":
          return "coffee";
        case "yaml":
        case "yml":
          return "yaml";
        default: {
          return name;
        }
      }
    }
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/stringify.js
var require_stringify = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/stringify.js"(exports2, module2) {
    "use strict";
    var typeOf2 = require_kind_of();
    var getEngine = require_engine();
    var defaults = require_defaults();
    module2.exports = function(file, data2, options5) {
      if (data2 == null && options5 == null) {
        switch (typeOf2(file)) {
          case "object":
            data2 = file.data;
            options5 = {};
            break;
          case "string":
            return file;
          default: {
            throw new TypeError("expected file to be a string or object");
          }
        }
      }
      const str2 = file.content;
      const opts = defaults(options5);
      if (data2 == null) {
        if (!opts.data) return file;
        data2 = opts.data;
      }
      const language = file.language || opts.language;
      const engine3 = getEngine(language, opts);
      if (typeof engine3.stringify !== "function") {
        throw new TypeError('expected "' + language + '.stringify" to be a function');
      }
      data2 = Object.assign({}, file.data, data2);
      const open2 = opts.delimiters[0];
      const close = opts.delimiters[1];
      const matter = engine3.stringify(data2, options5).trim();
      let buf = "";
      if (matter !== "{}") {
        buf = newline(open2) + newline(matter) + newline(close);
      }
      if (typeof file.excerpt === "string" && file.excerpt !== "") {
        if (str2.indexOf(file.excerpt.trim()) === -1) {
          buf += newline(file.excerpt) + newline(close);
        }
      }
      return buf + newline(str2);
    };
    function newline(str2) {
      return str2.slice(-1) !== "\n" ? str2 + "\n" : str2;
    }
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/excerpt.js
var require_excerpt = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/excerpt.js"(exports2, module2) {
    "use strict";
    var defaults = require_defaults();
    module2.exports = function(file, options5) {
      const opts = defaults(options5);
      if (file.data == null) {
        file.data = {};
      }
      if (typeof opts.excerpt === "function") {
        return opts.excerpt(file, opts);
      }
      const sep13 = file.data.excerpt_separator || opts.excerpt_separator;
      if (sep13 == null && (opts.excerpt === false || opts.excerpt == null)) {
        return file;
      }
      const delimiter3 = typeof opts.excerpt === "string" ? opts.excerpt : sep13 || opts.delimiters[0];
      const idx = file.content.indexOf(delimiter3);
      if (idx !== -1) {
        file.excerpt = file.content.slice(0, idx);
      }
      return file;
    };
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/to-file.js
var require_to_file = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/to-file.js"(exports2, module2) {
    "use strict";
    var typeOf2 = require_kind_of();
    var stringify = require_stringify();
    var utils = require_utils();
    module2.exports = function(file) {
      if (typeOf2(file) !== "object") {
        file = { content: file };
      }
      if (typeOf2(file.data) !== "object") {
        file.data = {};
      }
      if (file.contents && file.content == null) {
        file.content = file.contents;
      }
      utils.define(file, "orig", utils.toBuffer(file.content));
      utils.define(file, "language", file.language || "");
      utils.define(file, "matter", file.matter || "");
      utils.define(file, "stringify", function(data2, options5) {
        if (options5 && options5.language) {
          file.language = options5.language;
        }
        return stringify(file, data2, options5);
      });
      file.content = utils.toString(file.content);
      file.isEmpty = false;
      file.excerpt = "";
      return file;
    };
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/parse.js
var require_parse = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/lib/parse.js"(exports2, module2) {
    "use strict";
    var getEngine = require_engine();
    var defaults = require_defaults();
    module2.exports = function(language, str2, options5) {
      const opts = defaults(options5);
      const engine3 = getEngine(language, opts);
      if (typeof engine3.parse !== "function") {
        throw new TypeError('expected "' + language + '.parse" to be a function');
      }
      return engine3.parse(str2, opts);
    };
  }
});

// node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/index.js
var require_gray_matter = __commonJS({
  "node_modules/.pnpm/gray-matter@4.0.3/node_modules/gray-matter/index.js"(exports2, module2) {
    "use strict";
    var fs2 = require("fs");
    var sections = require_section_matter();
    var defaults = require_defaults();
    var stringify = require_stringify();
    var excerpt = require_excerpt();
    var engines2 = require_engines();
    var toFile = require_to_file();
    var parse5 = require_parse();
    var utils = require_utils();
    function matter(input, options5) {
      if (input === "") {
        return { data: {}, content: input, excerpt: "", orig: input };
      }
      let file = toFile(input);
      const cached = matter.cache[file.content];
      if (!options5) {
        if (cached) {
          file = Object.assign({}, cached);
          file.orig = cached.orig;
          return file;
        }
        matter.cache[file.content] = file;
      }
      return parseMatter(file, options5);
    }
    function parseMatter(file, options5) {
      const opts = defaults(options5);
      const open2 = opts.delimiters[0];
      const close = "\n" + opts.delimiters[1];
      let str2 = file.content;
      if (opts.language) {
        file.language = opts.language;
      }
      const openLen = open2.length;
      if (!utils.startsWith(str2, open2, openLen)) {
        excerpt(file, opts);
        return file;
      }
      if (str2.charAt(openLen) === open2.slice(-1)) {
        return file;
      }
      str2 = str2.slice(openLen);
      const len = str2.length;
      const language = matter.language(str2, opts);
      if (language.name) {
        file.language = language.name;
        str2 = str2.slice(language.raw.length);
      }
      let closeIndex = str2.indexOf(close);
      if (closeIndex === -1) {
        closeIndex = len;
      }
      file.matter = str2.slice(0, closeIndex);
      const block = file.matter.replace(/^\s*#[^\n]+/gm, "").trim();
      if (block === "") {
        file.isEmpty = true;
        file.empty = file.content;
        file.data = {};
      } else {
        file.data = parse5(file.language, file.matter, opts);
      }
      if (closeIndex === len) {
        file.content = "";
      } else {
        file.content = str2.slice(closeIndex + close.length);
        if (file.content[0] === "\r") {
          file.content = file.content.slice(1);
        }
        if (file.content[0] === "\n") {
          file.content = file.content.slice(1);
        }
      }
      excerpt(file, opts);
      if (opts.sections === true || typeof opts.section === "function") {
        sections(file, opts.section);
      }
      return file;
    }
    matter.engines = engines2;
    matter.stringify = function(file, data2, options5) {
      if (typeof file === "string") file = matter(file, options5);
      return stringify(file, data2, options5);
    };
    matter.read = function(filepath, options5) {
      const str2 = fs2.readFileSync(filepath, "utf8");
      const file = matter(str2, options5);
      file.path = filepath;
      return file;
    };
    matter.test = function(str2, options5) {
      return utils.startsWith(str2, defaults(options5).delimiters[0]);
    };
    matter.language = function(str2, options5) {
      const opts = defaults(options5);
      const open2 = opts.delimiters[0];
      if (matter.test(str2)) {
        str2 = str2.slice(open2.length);
      }
      const language = str2.slice(0, str2.search(/\r?\n/));
      return {
        raw: language,
        name: language ? language.trim() : ""
      };
    };
    matter.cache = {};
    matter.clearCache = function() {
      matter.cache = {};
    };
    module2.exports = matter;
  }
});

// packages/core/dist/frontmatter.js
function refuseEngine(name) {
  return {
    parse() {
      throw new Error(`frontmatter language '${name}' is never evaluated`);
    },
    stringify() {
      throw new Error(`frontmatter language '${name}' is never written`);
    }
  };
}
function lineFrom(text2, start2) {
  const end = text2.indexOf("\n", start2);
  const line = end === -1 ? text2.slice(start2) : text2.slice(start2, end);
  return { line: line.endsWith("\r") ? line.slice(0, -1) : line, next: end === -1 ? -1 : end + 1 };
}
function countLines(text2, end) {
  let lines = 0;
  for (let at = text2.indexOf("\n"); at !== -1 && at < end; at = text2.indexOf("\n", at + 1))
    lines++;
  return lines;
}
function misplacedBlock(text2) {
  const head = text2.slice(0, MAX_FRONTMATTER_BYTES);
  if (!head.includes("\n") && /^---[ \t]*\r/.test(head)) {
    return /\r[ \t]*verify:/.test(head) ? { why: "CR-only line endings", verifyLine: 1 } : void 0;
  }
  const lines = head.split("\n").map((line) => line.endsWith("\r") ? line.slice(0, -1) : line);
  const open2 = lines.findIndex((line) => line.trim() !== "");
  if (open2 === -1 || !FENCE_ANYWHERE.test(lines[open2]))
    return void 0;
  const close = lines.findIndex((line, i) => i > open2 && FENCE_ANYWHERE.test(line));
  const block = lines.slice(open2 + 1, close === -1 ? lines.length : close);
  const at = block.findIndex((line) => VERIFY_LINE.test(line));
  if (at === -1)
    return void 0;
  const why = open2 > 0 ? "the opening '---' is not on the first line" : "the opening '---' is indented";
  return { why, verifyLine: open2 + at + 2 };
}
function verifyLineIn(raw) {
  const match = VERIFY_LINE_IN_TEXT.exec(raw);
  return match === null ? void 0 : countLines(raw, match.index) + 2;
}
function invalid(problem, line, raw, body) {
  const where = line === void 0 ? "" : ` (line ${line})`;
  return { kind: "invalid", problem: `${problem}${where}`, verifyLine: verifyLineIn(raw), raw, body };
}
function yamlOpening(text2) {
  if (!text2.startsWith("---") || text2.startsWith("---\n"))
    return text2;
  const { line } = lineFrom(text2, 0);
  return LANGUAGE_LINE.exec(line)?.[1]?.toLowerCase() === "yaml" ? `---${text2.slice(line.length)}` : text2;
}
function parseFrontmatter(input) {
  const text2 = yamlOpening(input.charCodeAt(0) === 65279 ? input.slice(1) : input);
  const { line: first, next: second } = lineFrom(text2, 0);
  if (!isOpenOrClose(first)) {
    const language = LANGUAGE_LINE.exec(first)?.[1];
    if (language !== void 0)
      return { kind: "language", language, body: text2 };
    const misplaced = misplacedBlock(text2);
    return misplaced === void 0 ? { kind: "none", body: text2 } : { kind: "unread", ...misplaced, body: text2 };
  }
  const rawStart = second === -1 ? text2.length : second;
  const dashes = second === -1 ? -1 : text2.indexOf("\n---", second - 1);
  const closeStart = dashes === -1 ? -1 : dashes + 1;
  const closeLine = closeStart === -1 ? "" : lineFrom(text2, closeStart).line;
  if (closeStart !== -1 && !isOpenOrClose(closeLine)) {
    const lineNumber = countLines(text2, closeStart) + 1;
    return invalid(`line starting with '---' is not a closing '---' line`, lineNumber, text2.slice(rawStart, closeStart), "");
  }
  if (closeStart === -1)
    return invalid(`no closing '---' line`, 1, text2.slice(rawStart), "");
  const raw = text2.slice(rawStart, closeStart);
  const afterClose = text2.indexOf("\n", closeStart);
  const body = afterClose === -1 ? "" : text2.slice(afterClose + 1);
  if (raw.length * 3 > MAX_FRONTMATTER_BYTES && Buffer.byteLength(raw) > MAX_FRONTMATTER_BYTES) {
    return invalid(`larger than ${MAX_FRONTMATTER_BYTES} bytes`, void 0, raw, body);
  }
  const plain = readPlainMapping(raw);
  if (plain)
    return { kind: "mapping", data: plain, verifyLine: verifyLineIn(raw), body };
  let data2;
  try {
    const file = grayMatter()(text2.slice(0, closeStart + closeLine.length), HARDENED_OPTIONS);
    if (file.language !== "yaml")
      return { kind: "language", language: file.language, body };
    data2 = file.data;
  } catch (error) {
    if (error instanceof YamlProblem)
      return invalid(error.message, error.line, raw, body);
    throw error;
  }
  if (data2 === null || typeof data2 !== "object" || Array.isArray(data2)) {
    return { kind: "not-mapping", body };
  }
  return { kind: "mapping", data: data2, verifyLine: verifyLineIn(raw), body };
}
function readLooseFields(raw) {
  const top = {};
  const underMetadata = {};
  let inMetadata = false;
  for (const line of raw.split("\n")) {
    if (/^metadata:[ \t]*\r?$/.test(line)) {
      inMetadata = true;
      continue;
    }
    const match = LOOSE_FIELD.exec(line);
    const indented = /^[ \t]/.test(line);
    if (!indented && line.trim() !== "")
      inMetadata = false;
    if (!match)
      continue;
    const [, indent, key, value] = match;
    const fields = indent === "" ? top : inMetadata ? underMetadata : void 0;
    if (fields === void 0 || key in fields)
      continue;
    fields[key] = value.replace(/^(["'])(.*)\1$/, "$2");
  }
  return { ...underMetadata, ...top };
}
var MAX_FRONTMATTER_BYTES, yamlEngine, loaded, grayMatter, HARDENED_OPTIONS, OPEN_OR_CLOSE, isOpenOrClose, LANGUAGE_LINE, FENCE_ANYWHERE, VERIFY_LINE, VERIFY_LINE_IN_TEXT, LOOSE_FIELD;
var init_frontmatter = __esm({
  "packages/core/dist/frontmatter.js"() {
    "use strict";
    init_plain_yaml();
    init_yaml_data();
    MAX_FRONTMATTER_BYTES = 64 * 1024;
    yamlEngine = {
      // gray-matter's types say `object`; a list or a scalar is caught after the call.
      parse: (text2) => parseYamlData(text2),
      stringify() {
        throw new Error("claimcheck does not write frontmatter through gray-matter");
      }
    };
    grayMatter = () => loaded ??= require_gray_matter();
    HARDENED_OPTIONS = {
      language: "yaml",
      delimiters: "---",
      engines: {
        yaml: yamlEngine,
        javascript: refuseEngine("javascript"),
        js: refuseEngine("js"),
        coffee: refuseEngine("coffee"),
        json: refuseEngine("json")
      }
    };
    OPEN_OR_CLOSE = /^---[ \t]*$/;
    isOpenOrClose = (line) => line === "---" || OPEN_OR_CLOSE.test(line);
    LANGUAGE_LINE = /^---(?!-)[ \t]*(\S.*?)[ \t]*$/;
    FENCE_ANYWHERE = /^[ \t]*---[ \t]*$/;
    VERIFY_LINE = /^[ \t]*verify:/;
    VERIFY_LINE_IN_TEXT = /^[ \t]*verify:/m;
    LOOSE_FIELD = /^([ \t]*)(name|description|type|modified):[ \t]*(.*?)[ \t]*\r?$/;
  }
});

// packages/core/dist/memory-bytes.js
function errorCode(error) {
  return error.code ?? String(error);
}
function readMemoryBytes(file, buffer, follow = true) {
  let fd;
  try {
    fd = (0, import_node_fs2.openSync)(file, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK | (follow ? 0 : import_node_fs2.constants.O_NOFOLLOW));
    if (!(0, import_node_fs2.fstatSync)(fd).isFile())
      return { code: NOT_A_FILE };
    let filled = 0;
    for (; ; ) {
      const wanted2 = buffer.length - filled;
      const read3 = (0, import_node_fs2.readSync)(fd, buffer, filled, wanted2, filled);
      filled += read3;
      if (read3 < wanted2 || filled === buffer.length)
        break;
    }
    if (filled > MAX_MEMORY_FILE_BYTES)
      return { tooLarge: (0, import_node_fs2.fstatSync)(fd).size };
    return filled;
  } catch (error) {
    return { code: errorCode(error) };
  } finally {
    if (fd !== void 0)
      (0, import_node_fs2.closeSync)(fd);
  }
}
var import_node_fs2, MAX_MEMORY_FILE_BYTES, NOT_A_FILE;
var init_memory_bytes = __esm({
  "packages/core/dist/memory-bytes.js"() {
    "use strict";
    import_node_fs2 = require("node:fs");
    MAX_MEMORY_FILE_BYTES = 1024 * 1024;
    NOT_A_FILE = "ENOTFILE";
  }
});

// packages/core/dist/own-text.js
var ownText;
var init_own_text = __esm({
  "packages/core/dist/own-text.js"() {
    "use strict";
    ownText = (text2) => text2.length < 13 ? text2 : JSON.parse(JSON.stringify(text2));
  }
});

// packages/core/dist/memory.js
function scalarText(value) {
  if (typeof value === "string")
    return value.trim() === "" ? void 0 : value;
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  return void 0;
}
function nested(data2, key) {
  if (data2[key] !== void 0)
    return data2[key];
  const metadata = data2.metadata;
  if (metadata && typeof metadata === "object" && !Array.isArray(metadata)) {
    return metadata[key];
  }
  return void 0;
}
function memoryFromText(file, text2) {
  return fromFrontmatter(file, parseFrontmatter(text2));
}
function verifyBlockOf(data2) {
  const top = data2.verify;
  const metadata = data2.metadata;
  const underMetadata = metadata !== null && typeof metadata === "object" && !Array.isArray(metadata) ? metadata.verify : void 0;
  if (top === void 0)
    return underMetadata;
  if (underMetadata === void 0)
    return top;
  return [...asList(top), ...asList(underMetadata)];
}
function fromFrontmatter(file, front) {
  if (front.kind === "mapping") {
    const { data: data2 } = front;
    const block = verifyBlockOf(data2);
    return {
      file,
      name: scalarText(data2.name) ?? stemOf(file),
      description: scalarText(data2.description),
      type: scalarText(nested(data2, "type")),
      modified: nested(data2, "modified"),
      body: front.body,
      verifyLine: front.verifyLine,
      verify: block === void 0 ? unverifiable("no verify block") : { kind: "block", block }
    };
  }
  const stem = stemOf(file);
  switch (front.kind) {
    case "none":
      return { file, name: stem, body: front.body, verify: unverifiable("no frontmatter") };
    case "unread":
      return {
        file,
        name: stem,
        body: front.body,
        verifyLine: front.verifyLine,
        verify: stale(`verify block not read: ${front.why}`)
      };
    case "language":
      return {
        file,
        name: stem,
        body: front.body,
        verify: stale(`unsupported frontmatter language '${front.language}'`)
      };
    case "not-mapping":
      return { file, name: stem, body: front.body, verify: stale("invalid frontmatter: expected a mapping") };
    case "invalid": {
      const loose2 = readLooseFields(front.raw);
      return {
        file,
        name: scalarText(loose2.name) ?? stem,
        description: scalarText(loose2.description),
        type: scalarText(loose2.type),
        modified: loose2.modified,
        body: front.body,
        verifyLine: front.verifyLine,
        // A check that cannot be read is not handed over as checked; without one, a cosmetic fault.
        verify: front.verifyLine !== void 0 ? stale(`invalid frontmatter: ${front.problem}`) : unverifiable(`no verify block (frontmatter is not valid YAML: ${front.problem})`)
      };
    }
  }
}
function heldUnread(file, problem, shown2 = file) {
  const name = stemOf(file);
  if ("tooLarge" in problem) {
    return {
      file,
      name,
      body: "",
      verify: stale(`memory file too large: ${problem.tooLarge} bytes (limit ${MAX_MEMORY_FILE_BYTES})`)
    };
  }
  if (problem.code === NOT_A_FILE || problem.code === "EISDIR" || problem.code === "ENXIO")
    return { file, name, body: "", verify: stale(`not a regular file: ${shown2}`) };
  return { file, name, body: "", verify: stale(`unreadable: ${problem.code}`) };
}
function detached(value) {
  if (typeof value === "string")
    return ownText(value);
  if (Array.isArray(value))
    return value.map(detached);
  if (value === null || typeof value !== "object")
    return value;
  const copy = {};
  for (const key of Object.keys(value)) {
    const item = detached(value[key]);
    if (key === "__proto__")
      Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
    else
      copy[key] = item;
  }
  return copy;
}
function readMemory(file, body = true, confined2) {
  readBuffer ??= Buffer.allocUnsafe(MAX_MEMORY_FILE_BYTES + 1);
  let read3 = readMemoryBytes(file, readBuffer, confined2 === void 0);
  let throughLink2 = false;
  if (confined2 !== void 0 && typeof read3 !== "number" && "code" in read3 && read3.code === "ELOOP") {
    let real;
    try {
      real = import_node_fs3.realpathSync.native(file);
    } catch (error) {
      read3 = { code: error.code ?? "ELOOP" };
    }
    if (real !== void 0 && !confined2.allows(real)) {
      return {
        file,
        name: stemOf(file),
        body: "",
        verify: stale(`memory file outside memory dir: ${confined2.shown(file)}`)
      };
    }
    read3 = real === void 0 ? read3 : readMemoryBytes(real, readBuffer);
    throughLink2 = real !== void 0;
  }
  if (typeof read3 !== "number")
    return heldUnread(file, read3, confined2?.shown(file));
  const memory = memoryFromText(file, readBuffer.toString("utf8", 0, read3));
  const { name, description: description2, type, modified, verify: verify3 } = memory;
  return {
    file,
    name: ownText(name),
    description: description2 === void 0 ? void 0 : ownText(description2),
    type: type === void 0 ? void 0 : ownText(type),
    modified: detached(modified),
    body: body === true || body === "unchecked" && verify3.kind === "verdict" ? memory.body : "",
    // A line of the file a symlink leads to is no line of the link, which is what reports name.
    verifyLine: throughLink2 ? void 0 : memory.verifyLine,
    verify: verify3.kind === "block" ? { kind: "block", block: detached(verify3.block) } : verify3
  };
}
function readMemories(files) {
  return files.map((file) => readMemory(file));
}
var import_node_fs3, import_node_path5, stemOf, stale, unverifiable, asList, readBuffer;
var init_memory = __esm({
  "packages/core/dist/memory.js"() {
    "use strict";
    import_node_fs3 = require("node:fs");
    import_node_path5 = require("node:path");
    init_frontmatter();
    init_memory_bytes();
    init_own_text();
    stemOf = (file) => (0, import_node_path5.basename)(file).replace(/\.md$/i, "");
    stale = (reason) => ({ kind: "verdict", result: { status: "stale", reason } });
    unverifiable = (reason) => ({
      kind: "verdict",
      result: { status: "unverifiable", reason }
    });
    asList = (block) => Array.isArray(block) ? block : [block];
  }
});

// node_modules/.pnpm/fdir@6.5.0_picomatch@4.0.7/node_modules/fdir/dist/index.mjs
function cleanPath(path3) {
  let normalized = (0, import_path.normalize)(path3);
  if (normalized.length > 1 && normalized[normalized.length - 1] === import_path.sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
function convertSlashes(path3, separator) {
  return path3.replace(SLASHES_REGEX, separator);
}
function isRootDirectory(path3) {
  return path3 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path3);
}
function normalizePath(path3, options5) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options5;
  const pathNeedsCleaning = process.platform === "win32" && path3.includes("/") || path3.startsWith(".");
  if (resolvePaths) path3 = (0, import_path.resolve)(path3);
  if (normalizePath$1 || pathNeedsCleaning) path3 = cleanPath(path3);
  if (path3 === ".") return "";
  const needsSeperator = path3[path3.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path3 + pathSeparator : path3, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options5) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes((0, import_path.relative)(root, directoryPath), options5.pathSeparator) + options5.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options5) {
  const { relativePaths, includeBasePath } = options5;
  return relativePaths && root ? joinPathWithRelativePath(root, options5) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters2) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters2.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
function build$6(root, options5) {
  const { includeDirs, filters: filters2, relativePaths } = options5;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters2 && filters2.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters2 && filters2.length ? pushDirectoryFilter : pushDirectory;
}
function build$5(options5) {
  const { excludeFiles, filters: filters2, onlyCounts } = options5;
  if (excludeFiles) return empty$1;
  if (filters2 && filters2.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
function build$4(options5) {
  return options5.group ? getArrayGroup : getArray;
}
function build$3(options5) {
  return options5.group ? groupFiles : empty;
}
function build$2(options5, isSynchronous) {
  if (!options5.resolveSymlinks || options5.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path3, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = (0, import_path.dirname)(path3);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = (0, import_path.dirname)(parent);
  }
  state.symlinks.set(path3, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options5, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options5;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
function promise(root, options5) {
  return new Promise((resolve$1, reject) => {
    callback(root, options5, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options5, callback$1) {
  let walker = new Walker(root, options5, callback$1);
  walker.start();
}
function sync(root, options5) {
  const walker = new Walker(root, options5);
  return walker.start();
}
var import_module, import_path, nativeFs, __require, SLASHES_REGEX, WINDOWS_ROOT_DIR_REGEX, pushDirectory, pushDirectoryFilter, empty$2, pushFileFilterAndCount, pushFileFilter, pushFileCount, pushFile, empty$1, getArray, getArrayGroup, groupFiles, empty, resolveSymlinksAsync, resolveSymlinks, onlyCountsSync, groupsSync, defaultSync, limitFilesSync, onlyCountsAsync, defaultAsync, limitFilesAsync, groupsAsync, readdirOpts, walkAsync, walkSync, Queue, Counter, Aborter, Walker, APIBuilder, pm, Builder;
var init_dist3 = __esm({
  "node_modules/.pnpm/fdir@6.5.0_picomatch@4.0.7/node_modules/fdir/dist/index.mjs"() {
    import_module = require("module");
    import_path = require("path");
    nativeFs = __toESM(require("fs"), 1);
    __require = /* @__PURE__ */ (0, import_module.createRequire)(importMeta.url);
    SLASHES_REGEX = /[\\/]/g;
    WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
    pushDirectory = (directoryPath, paths) => {
      paths.push(directoryPath || ".");
    };
    pushDirectoryFilter = (directoryPath, paths, filters2) => {
      const path3 = directoryPath || ".";
      if (filters2.every((filter) => filter(path3, true))) paths.push(path3);
    };
    empty$2 = () => {
    };
    pushFileFilterAndCount = (filename, _paths, counts, filters2) => {
      if (filters2.every((filter) => filter(filename, false))) counts.files++;
    };
    pushFileFilter = (filename, paths, _counts, filters2) => {
      if (filters2.every((filter) => filter(filename, false))) paths.push(filename);
    };
    pushFileCount = (_filename, _paths, counts, _filters) => {
      counts.files++;
    };
    pushFile = (filename, paths) => {
      paths.push(filename);
    };
    empty$1 = () => {
    };
    getArray = (paths) => {
      return paths;
    };
    getArrayGroup = () => {
      return [""].slice(0, 0);
    };
    groupFiles = (groups, directory, files) => {
      groups.push({
        directory,
        files,
        dir: directory
      });
    };
    empty = () => {
    };
    resolveSymlinksAsync = function(path3, state, callback$1) {
      const { queue, fs: fs2, options: { suppressErrors } } = state;
      queue.enqueue();
      fs2.realpath(path3, (error, resolvedPath) => {
        if (error) return queue.dequeue(suppressErrors ? null : error, state);
        fs2.stat(resolvedPath, (error$1, stat2) => {
          if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
          if (stat2.isDirectory() && isRecursive(path3, resolvedPath, state)) return queue.dequeue(null, state);
          callback$1(stat2, resolvedPath);
          queue.dequeue(null, state);
        });
      });
    };
    resolveSymlinks = function(path3, state, callback$1) {
      const { queue, fs: fs2, options: { suppressErrors } } = state;
      queue.enqueue();
      try {
        const resolvedPath = fs2.realpathSync(path3);
        const stat2 = fs2.statSync(resolvedPath);
        if (stat2.isDirectory() && isRecursive(path3, resolvedPath, state)) return;
        callback$1(stat2, resolvedPath);
      } catch (e) {
        if (!suppressErrors) throw e;
      }
    };
    onlyCountsSync = (state) => {
      return state.counts;
    };
    groupsSync = (state) => {
      return state.groups;
    };
    defaultSync = (state) => {
      return state.paths;
    };
    limitFilesSync = (state) => {
      return state.paths.slice(0, state.options.maxFiles);
    };
    onlyCountsAsync = (state, error, callback$1) => {
      report(error, callback$1, state.counts, state.options.suppressErrors);
      return null;
    };
    defaultAsync = (state, error, callback$1) => {
      report(error, callback$1, state.paths, state.options.suppressErrors);
      return null;
    };
    limitFilesAsync = (state, error, callback$1) => {
      report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
      return null;
    };
    groupsAsync = (state, error, callback$1) => {
      report(error, callback$1, state.groups, state.options.suppressErrors);
      return null;
    };
    readdirOpts = { withFileTypes: true };
    walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
      state.queue.enqueue();
      if (currentDepth < 0) return state.queue.dequeue(null, state);
      const { fs: fs2 } = state;
      state.visited.push(crawlPath);
      state.counts.directories++;
      fs2.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
        callback$1(entries, directoryPath, currentDepth);
        state.queue.dequeue(state.options.suppressErrors ? null : error, state);
      });
    };
    walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
      const { fs: fs2 } = state;
      if (currentDepth < 0) return;
      state.visited.push(crawlPath);
      state.counts.directories++;
      let entries = [];
      try {
        entries = fs2.readdirSync(crawlPath || ".", readdirOpts);
      } catch (e) {
        if (!state.options.suppressErrors) throw e;
      }
      callback$1(entries, directoryPath, currentDepth);
    };
    Queue = class {
      count = 0;
      constructor(onQueueEmpty) {
        this.onQueueEmpty = onQueueEmpty;
      }
      enqueue() {
        this.count++;
        return this.count;
      }
      dequeue(error, output) {
        if (this.onQueueEmpty && (--this.count <= 0 || error)) {
          this.onQueueEmpty(error, output);
          if (error) {
            output.controller.abort();
            this.onQueueEmpty = void 0;
          }
        }
      }
    };
    Counter = class {
      _files = 0;
      _directories = 0;
      set files(num) {
        this._files = num;
      }
      get files() {
        return this._files;
      }
      set directories(num) {
        this._directories = num;
      }
      get directories() {
        return this._directories;
      }
      /**
      * @deprecated use `directories` instead
      */
      /* c8 ignore next 3 */
      get dirs() {
        return this._directories;
      }
    };
    Aborter = class {
      aborted = false;
      abort() {
        this.aborted = true;
      }
    };
    Walker = class {
      root;
      isSynchronous;
      state;
      joinPath;
      pushDirectory;
      pushFile;
      getArray;
      groupFiles;
      resolveSymlink;
      walkDirectory;
      callbackInvoker;
      constructor(root, options5, callback$1) {
        this.isSynchronous = !callback$1;
        this.callbackInvoker = build$1(options5, this.isSynchronous);
        this.root = normalizePath(root, options5);
        this.state = {
          root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
          paths: [""].slice(0, 0),
          groups: [],
          counts: new Counter(),
          options: options5,
          queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
          symlinks: /* @__PURE__ */ new Map(),
          visited: [""].slice(0, 0),
          controller: new Aborter(),
          fs: options5.fs || nativeFs
        };
        this.joinPath = build$7(this.root, options5);
        this.pushDirectory = build$6(this.root, options5);
        this.pushFile = build$5(options5);
        this.getArray = build$4(options5);
        this.groupFiles = build$3(options5);
        this.resolveSymlink = build$2(options5, this.isSynchronous);
        this.walkDirectory = build(this.isSynchronous);
      }
      start() {
        this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
        this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
        return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
      }
      walk = (entries, directoryPath, depth) => {
        const { paths, options: { filters: filters2, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
        if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
        const files = this.getArray(this.state.paths);
        for (let i = 0; i < entries.length; ++i) {
          const entry = entries[i];
          if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
            const filename = this.joinPath(entry.name, directoryPath);
            this.pushFile(filename, files, this.state.counts, filters2);
          } else if (entry.isDirectory()) {
            let path3 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
            if (exclude && exclude(entry.name, path3)) continue;
            this.pushDirectory(path3, paths, filters2);
            this.walkDirectory(this.state, path3, path3, depth - 1, this.walk);
          } else if (this.resolveSymlink && entry.isSymbolicLink()) {
            let path3 = joinPathWithBasePath(entry.name, directoryPath);
            this.resolveSymlink(path3, this.state, (stat2, resolvedPath) => {
              if (stat2.isDirectory()) {
                resolvedPath = normalizePath(resolvedPath, this.state.options);
                if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path3 + pathSeparator)) return;
                this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path3 + pathSeparator, depth - 1, this.walk);
              } else {
                resolvedPath = useRealPaths ? resolvedPath : path3;
                const filename = (0, import_path.basename)(resolvedPath);
                const directoryPath$1 = normalizePath((0, import_path.dirname)(resolvedPath), this.state.options);
                resolvedPath = this.joinPath(filename, directoryPath$1);
                this.pushFile(resolvedPath, files, this.state.counts, filters2);
              }
            });
          }
        }
        this.groupFiles(this.state.groups, directoryPath, files);
      };
    };
    APIBuilder = class {
      constructor(root, options5) {
        this.root = root;
        this.options = options5;
      }
      withPromise() {
        return promise(this.root, this.options);
      }
      withCallback(cb) {
        callback(this.root, this.options, cb);
      }
      sync() {
        return sync(this.root, this.options);
      }
    };
    pm = null;
    try {
      __require.resolve("picomatch");
      pm = __require("picomatch");
    } catch {
    }
    Builder = class {
      globCache = {};
      options = {
        maxDepth: Infinity,
        suppressErrors: true,
        pathSeparator: import_path.sep,
        filters: []
      };
      globFunction;
      constructor(options5) {
        this.options = {
          ...this.options,
          ...options5
        };
        this.globFunction = this.options.globFunction;
      }
      group() {
        this.options.group = true;
        return this;
      }
      withPathSeparator(separator) {
        this.options.pathSeparator = separator;
        return this;
      }
      withBasePath() {
        this.options.includeBasePath = true;
        return this;
      }
      withRelativePaths() {
        this.options.relativePaths = true;
        return this;
      }
      withDirs() {
        this.options.includeDirs = true;
        return this;
      }
      withMaxDepth(depth) {
        this.options.maxDepth = depth;
        return this;
      }
      withMaxFiles(limit) {
        this.options.maxFiles = limit;
        return this;
      }
      withFullPaths() {
        this.options.resolvePaths = true;
        this.options.includeBasePath = true;
        return this;
      }
      withErrors() {
        this.options.suppressErrors = false;
        return this;
      }
      withSymlinks({ resolvePaths = true } = {}) {
        this.options.resolveSymlinks = true;
        this.options.useRealPaths = resolvePaths;
        return this.withFullPaths();
      }
      withAbortSignal(signal) {
        this.options.signal = signal;
        return this;
      }
      normalize() {
        this.options.normalizePath = true;
        return this;
      }
      filter(predicate) {
        this.options.filters.push(predicate);
        return this;
      }
      onlyDirs() {
        this.options.excludeFiles = true;
        this.options.includeDirs = true;
        return this;
      }
      exclude(predicate) {
        this.options.exclude = predicate;
        return this;
      }
      onlyCounts() {
        this.options.onlyCounts = true;
        return this;
      }
      crawl(root) {
        return new APIBuilder(root || ".", this.options);
      }
      withGlobFunction(fn) {
        this.globFunction = fn;
        return this;
      }
      /**
      * @deprecated Pass options using the constructor instead:
      * ```ts
      * new fdir(options).crawl("/path/to/root");
      * ```
      * This method will be removed in v7.0
      */
      /* c8 ignore next 4 */
      crawlWithOptions(root, options5) {
        this.options = {
          ...this.options,
          ...options5
        };
        return new APIBuilder(root || ".", this.options);
      }
      glob(...patterns) {
        if (this.globFunction) return this.globWithOptions(patterns);
        return this.globWithOptions(patterns, ...[{ dot: true }]);
      }
      globWithOptions(patterns, ...options5) {
        const globFn = this.globFunction || pm;
        if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
        var isMatch = this.globCache[patterns.join("\0")];
        if (!isMatch) {
          isMatch = globFn(patterns, ...options5);
          this.globCache[patterns.join("\0")] = isMatch;
        }
        this.options.filters.push((path3) => isMatch(path3));
        return this;
      }
    };
  }
});

// node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/constants.js"(exports2, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/utils.js
var require_utils2 = __commonJS({
  "node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/utils.js"(exports2) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports2.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports2.hasRegexChars = (str2) => REGEX_SPECIAL_CHARS.test(str2);
    exports2.isRegexChar = (str2) => str2.length === 1 && exports2.hasRegexChars(str2);
    exports2.escapeRegex = (str2) => str2.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports2.toPosixSlashes = (str2) => str2.replace(REGEX_BACKSLASH, "/");
    exports2.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports2.removeBackslashes = (str2) => {
      return str2.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports2.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports2.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports2.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports2.wrapOutput = (input, state = {}, options5 = {}) => {
      const prepend = options5.contains ? "" : "^";
      const append = options5.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports2.basename = (path3, { windows } = {}) => {
      const segs = path3.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/scan.js"(exports2, module2) {
    "use strict";
    var utils = require_utils2();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options5) => {
      const opts = options5 || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str2 = input;
      let index = -1;
      let start2 = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob2 = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str2.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str2.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob2 = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob2 = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob2 = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start2) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob2 = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob2 = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob2 = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = true;
          start2++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob2 = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob2 === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob2 = false;
      }
      let base = str2;
      let prefix = "";
      let glob2 = "";
      if (start2 > 0) {
        prefix = str2.slice(0, start2);
        str2 = str2.slice(start2);
        lastIndex -= start2;
      }
      if (base && isGlob2 === true && lastIndex > 0) {
        base = str2.slice(0, lastIndex);
        glob2 = str2.slice(lastIndex);
      } else if (isGlob2 === true) {
        base = "";
        glob2 = str2;
      } else {
        base = str2;
      }
      if (base && base !== "" && base !== "/" && base !== str2) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start: start2,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob: isGlob2,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start2;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start2 !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start2) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start2;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/parse.js
var require_parse2 = __commonJS({
  "node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/parse.js"(exports2, module2) {
    "use strict";
    var constants9 = require_constants();
    var utils = require_utils2();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants9;
    var expandRange = (args, options5) => {
      if (typeof options5.expandRange === "function") {
        return options5.expandRange(...args, options5);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options5) => {
      if (options5.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options5.maxExtglobRecursion === "number" ? options5.maxExtglobRecursion : constants9.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse5 = (input, options5) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options5 };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants9.globChars(opts.windows);
      const EXTGLOB_CHARS = constants9.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open2 = tokens[token.tokensIndex];
          open2.type = "text";
          open2.value = literal;
          open2.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open2.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse5(rest, { ...options5, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options5);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix6 = POSIX_REGEX_SOURCE[rest2];
                if (posix6) {
                  prev.value = pre + posix6;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open2 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open2);
          push(open2);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse5.fastpaths = (input, options5) => {
      const opts = { ...options5 };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants9.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str2) => {
        switch (str2) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str2);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse5;
  }
});

// node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/lib/picomatch.js"(exports2, module2) {
    "use strict";
    var scan = require_scan();
    var parse5 = require_parse2();
    var utils = require_utils2();
    var constants9 = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch4 = (glob2, options5, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch4(input, options5, returnState));
        const arrayMatcher = (str2) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str2);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options5 || {};
      const posix6 = opts.windows;
      const regex2 = isState ? picomatch4.compileRe(glob2, options5) : picomatch4.makeRe(glob2, options5, false, true);
      const state = regex2.state;
      delete regex2.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options5, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch4(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch4.test(input, regex2, options5, { glob: glob2, posix: posix6 });
        const result2 = { glob: glob2, state, regex: regex2, posix: posix6, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result2);
        }
        if (isMatch === false) {
          result2.isMatch = false;
          return returnObject ? result2 : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result2);
          }
          result2.isMatch = false;
          return returnObject ? result2 : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result2);
        }
        return returnObject ? result2 : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch4.test = (input, regex2, options5, { glob: glob2, posix: posix6 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options5 || {};
      const format3 = opts.format || (posix6 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format3 ? format3(input) : input;
      if (match === false) {
        output = format3 ? format3(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch4.matchBase(input, regex2, options5, posix6);
        } else {
          match = regex2.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch4.matchBase = (input, glob2, options5, posix6 = options5 && options5.windows) => {
      const regex2 = glob2 instanceof RegExp ? glob2 : picomatch4.makeRe(glob2, options5);
      return regex2.test(utils.basename(input, { windows: posix6 }));
    };
    picomatch4.isMatch = (str2, patterns, options5) => picomatch4(patterns, options5)(str2);
    picomatch4.parse = (pattern, options5) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch4.parse(p, options5));
      return parse5(pattern, { ...options5, fastpaths: false });
    };
    picomatch4.scan = (input, options5) => scan(input, options5);
    picomatch4.compileRe = (state, options5, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options5 || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex2 = picomatch4.toRegex(source, options5);
      if (returnState === true) {
        regex2.state = state;
      }
      return regex2;
    };
    picomatch4.makeRe = (input, options5 = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options5.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse5.fastpaths(input, options5);
      }
      if (!parsed.output) {
        parsed = parse5(input, options5);
      }
      return picomatch4.compileRe(parsed, options5, returnOutput, returnState);
    };
    picomatch4.toRegex = (source, options5) => {
      try {
        const opts = options5 || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options5 && options5.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch4.constants = constants9;
    module2.exports = picomatch4;
  }
});

// node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/.pnpm/picomatch@4.0.7/node_modules/picomatch/index.js"(exports2, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils2();
    function picomatch4(glob2, options5, returnState = false) {
      if (options5 && (options5.windows === null || options5.windows === void 0)) {
        options5 = { ...options5, windows: utils.isWindows() };
      }
      return pico(glob2, options5, returnState);
    }
    Object.assign(picomatch4, pico);
    module2.exports = picomatch4;
  }
});

// node_modules/.pnpm/tinyglobby@0.2.17/node_modules/tinyglobby/dist/index.mjs
var dist_exports2 = {};
__export(dist_exports2, {
  convertPathToPattern: () => convertPathToPattern,
  escapePath: () => escapePath,
  glob: () => glob,
  globSync: () => globSync,
  isDynamicPattern: () => isDynamicPattern
});
function getPartialMatcher(patterns, options5 = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options5);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options5.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start2 = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start2, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result2 = `${prefix}/${p}`;
      return isDir ? result2.slice(0, -1) : result2;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => import_path2.posix.relative(cwd, p) || ".";
  return (p) => import_path2.posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result2 = import_path2.posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result2 !== "" ? `${result2}/` : result2 || ".";
  };
}
function ensureNonDriveRelativePath(path3) {
  return path3.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
function splitPattern(path3) {
  var _result$parts;
  const result2 = import_picomatch.default.scan(path3, splitPatternOptions);
  return ((_result$parts = result2.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result2.parts : [path3];
}
function convertPosixPathToPattern(path3) {
  return escapePosixPath(path3);
}
function convertWin32PathToPattern(path3) {
  return escapeWin32Path(path3).replace(ESCAPED_WIN32_BACKSLASHES, "/");
}
function isDynamicPattern(pattern, options5) {
  if ((options5 === null || options5 === void 0 ? void 0 : options5.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result2 = pattern;
  if (pattern[pattern.length - 1] === "/") result2 = pattern.slice(0, -1);
  if (result2[result2.length - 1] !== "*" && opts.expandDirectories) result2 += "/**";
  const escapedCwd = escapePath(cwd);
  result2 = (0, import_path2.isAbsolute)(result2.replace(ESCAPING_BACKSLASHES, "")) ? import_path2.posix.relative(escapedCwd, result2) : import_path2.posix.normalize(result2);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result2)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result2);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result2 = result2.slice(0, (n - i - 1) * 3) + result2.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = import_path2.posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? import_path2.posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result2;
}
function processPatterns(options5, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options5.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options5, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options5, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options5, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options5, patterns) {
  const cwd = options5.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options5, patterns, props);
  if (options5.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options5;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options5.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options5.extglob === false,
    noglobstar: options5.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format3 = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format3 : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options5.deep !== void 0) maxDepth = Math.round(options5.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug ? (p, isDirectory2) => {
      const path3 = format3(p, isDirectory2);
      const matches = matcher(path3) && !ignore(path3);
      if (matches) log(`matched ${path3}`);
      return matches;
    } : (p, isDirectory2) => {
      const path3 = format3(p, isDirectory2);
      return matcher(path3) && !ignore(path3);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options5.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options5.onlyFiles,
    maxDepth,
    signal: options5.signal
  }).crawl(root);
  if (options5.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
function getOptions(options5) {
  const opts = Object.assign({}, options5);
  for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
  opts.cwd = (opts.cwd instanceof URL ? (0, import_url.fileURLToPath)(opts.cwd) : (0, import_path2.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || import_fs.readdir,
    readdirSync: opts.fs.readdirSync || import_fs.readdirSync,
    realpath: opts.fs.realpath || import_fs.realpath,
    realpathSync: opts.fs.realpathSync || import_fs.realpathSync,
    stat: opts.fs.stat || import_fs.stat,
    statSync: opts.fs.statSync || import_fs.statSync
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options5 = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options5, patterns) : [];
}
async function glob(globInput, options5) {
  const [crawler, relative18] = getCrawler(globInput, options5);
  return crawler ? formatPaths(await crawler.withPromise(), relative18) : [];
}
function globSync(globInput, options5) {
  const [crawler, relative18] = getCrawler(globInput, options5);
  return crawler ? formatPaths(crawler.sync(), relative18) : [];
}
var import_fs, import_path2, import_url, import_picomatch, isReadonlyArray, BACKSLASHES, DRIVE_RELATIVE_PATH, isWin, ONLY_PARENT_DIRECTORIES, WIN32_ROOT_DIR, isRoot, splitPatternOptions, ESCAPED_WIN32_BACKSLASHES, convertPathToPattern, POSIX_UNESCAPED_GLOB_SYMBOLS, WIN32_UNESCAPED_GLOB_SYMBOLS, escapePosixPath, escapeWin32Path, escapePath, PARENT_DIRECTORY, ESCAPING_BACKSLASHES, defaultOptions;
var init_dist4 = __esm({
  "node_modules/.pnpm/tinyglobby@0.2.17/node_modules/tinyglobby/dist/index.mjs"() {
    import_fs = require("fs");
    import_path2 = require("path");
    import_url = require("url");
    init_dist3();
    import_picomatch = __toESM(require_picomatch2(), 1);
    isReadonlyArray = Array.isArray;
    BACKSLASHES = /\\/g;
    DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
    isWin = process.platform === "win32";
    ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
    WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
    isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
    splitPatternOptions = { parts: true };
    ESCAPED_WIN32_BACKSLASHES = /\\(?![()[\]{}!+@])/g;
    convertPathToPattern = isWin ? convertWin32PathToPattern : convertPosixPathToPattern;
    POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
    WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
    escapePosixPath = (path3) => path3.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
    escapeWin32Path = (path3) => path3.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
    escapePath = isWin ? escapeWin32Path : escapePosixPath;
    PARENT_DIRECTORY = /^(\/?\.\.)+/;
    ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
    defaultOptions = {
      caseSensitiveMatch: true,
      debug: !!process.env.TINYGLOBBY_DEBUG,
      expandDirectories: true,
      followSymbolicLinks: true,
      onlyFiles: true
    };
  }
});

// packages/core/dist/discover.js
async function listMemoryFiles(memoryDir, include = []) {
  let entries;
  try {
    entries = (0, import_node_fs4.readdirSync)(memoryDir, { withFileTypes: true });
  } catch (error) {
    const code = error.code ?? "error";
    throw new ClaimcheckError("USAGE", `cannot read memory dir ${memoryDir}: ${code}`);
  }
  const names = [];
  for (const entry of entries) {
    if (!entry.name.endsWith(".md") || entry.name === INDEX_FILE)
      continue;
    if (!entry.isDirectory() && !entry.isSymbolicLink())
      names.push(entry.name);
    else if (entry.isSymbolicLink()) {
      let info;
      try {
        info = (0, import_node_fs4.statSync)((0, import_node_path6.join)(memoryDir, entry.name), { throwIfNoEntry: false });
      } catch {
        info = void 0;
      }
      if (!info || !info.isDirectory())
        names.push(entry.name);
    }
  }
  if (include.length > 0) {
    const listed = new Set(names);
    const { glob: glob2 } = await Promise.resolve().then(() => (init_dist4(), dist_exports2));
    const extra = await glob2([...include], { cwd: memoryDir, onlyFiles: true, dot: false, followSymbolicLinks: false });
    const inside = (name) => {
      const path3 = (0, import_node_path6.normalize)(name);
      return !(0, import_node_path6.isAbsolute)(path3) && path3.split(import_node_path6.sep).every((part) => part !== "" && !part.startsWith("."));
    };
    for (const name of extra)
      if (name !== INDEX_FILE && !listed.has(name) && inside(name))
        names.push(name);
  }
  names.sort(byteOrder);
  const folder = (0, import_node_path6.join)(memoryDir, import_node_path6.sep);
  return names.map((name) => folder + name);
}
var import_node_fs4, import_node_path6, INDEX_FILE;
var init_discover = __esm({
  "packages/core/dist/discover.js"() {
    "use strict";
    import_node_fs4 = require("node:fs");
    import_node_path6 = require("node:path");
    init_byte_order();
    init_errors2();
    INDEX_FILE = "MEMORY.md";
  }
});

// packages/core/dist/allow-list.js
function splitWords(line) {
  const words = [];
  let word;
  const add = (char, unquoted) => {
    word ??= { text: "", unquoted: [] };
    word.text += char;
    word.unquoted.push(unquoted);
  };
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === " " || char === "	") {
      if (word)
        words.push(word);
      word = void 0;
    } else if (OPERATORS.has(char))
      return { syntax: char === "\n" ? "a newline" : `'${char}'` };
    else if (char === "$" || char === "`")
      return { syntax: `'${char}' (a substitution)` };
    else if (char === "#" && word === void 0)
      return { syntax: "'#' (a comment)" };
    else if (char === "\\") {
      const next = line[++i];
      if (next === void 0 || next === "\n")
        return { syntax: "a trailing backslash" };
      add(next, false);
    } else if (char === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1)
        return { syntax: "an unclosed quote" };
      word ??= { text: "", unquoted: [] };
      for (const quoted2 of line.slice(i + 1, end))
        add(quoted2, false);
      i = end;
    } else if (char === '"') {
      word ??= { text: "", unquoted: [] };
      for (i++; line[i] !== '"'; i++) {
        const quoted2 = line[i];
        if (quoted2 === void 0)
          return { syntax: "an unclosed quote" };
        if (quoted2 === "$" || quoted2 === "`")
          return { syntax: `'${quoted2}' (a substitution)` };
        if (quoted2 === "\\" && ["$", "`", '"', "\\", "\n"].includes(line[i + 1])) {
          if (line[i + 1] === "\n")
            return { syntax: "a newline" };
          add(line[++i], false);
        } else
          add(quoted2, false);
      }
    } else
      add(char, true);
  }
  if (word)
    words.push(word);
  return { words };
}
function entryWord(word) {
  if (word.text === "*" && word.unquoted[0])
    return { rest: true };
  const wild = word.unquoted.some((unquoted, i) => unquoted && word.text[i] === "*");
  if (!wild)
    return { rest: false, wild, matches: (text2) => text2 === word.text };
  const source = [...word.text].map((char, i) => char === "*" && word.unquoted[i] ? "[\\s\\S]*" : char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("");
  const pattern = new RegExp(`^${source}$`);
  return { rest: false, wild, matches: (text2) => pattern.test(text2) };
}
function matchFrom(entry, words, e = 0, w = 0) {
  if (e === entry.length)
    return w === words.length;
  const wanted2 = entry[e];
  if (wanted2.rest) {
    for (let take = w; take <= words.length; take++)
      if (matchFrom(entry, words, e + 1, take))
        return true;
    return false;
  }
  return w < words.length && wanted2.matches(words[w]) && matchFrom(entry, words, e + 1, w + 1);
}
function allowEntryProblem(entry) {
  if (!entry.includes("*"))
    return void 0;
  const split = splitWords(entry);
  if ("syntax" in split)
    return `'${entry}' holds ${split.syntax}: an entry with * must be plain words (list such a command exactly, without *)`;
  const words = split.words.map(entryWord);
  const program = words[0];
  if (program && (program.rest || program.wild))
    return `'${entry}' leaves the program to a wildcard: write it out`;
  return void 0;
}
function allowList(entries) {
  const parsed = entries.filter((entry) => allowEntryProblem(entry) === void 0).map((entry) => {
    const split = splitWords(entry);
    const words = "words" in split ? split.words.map(entryWord) : void 0;
    const exact = words === void 0 || words.every((word) => !word.rest && !word.wild);
    return { entry, exact, words };
  });
  return ({ command }) => {
    let words;
    if (typeof command === "string") {
      if (parsed.some(({ entry, exact }) => exact && entry === command))
        return true;
      const split = splitWords(command);
      if ("syntax" in split || !split.words.every(runsAsWritten))
        return false;
      words = split.words.map((word) => word.text);
    } else
      words = command;
    return parsed.some(({ words: entry }) => entry !== void 0 && matchFrom(entry, words));
  };
}
function programLine({ command }) {
  if (typeof command === "string")
    return command;
  return command.map((arg) => PLAIN_WORD.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`).join(" ");
}
var OPERATORS, EXPANDING, runsAsWritten, PLAIN_WORD;
var init_allow_list = __esm({
  "packages/core/dist/allow-list.js"() {
    "use strict";
    OPERATORS = /* @__PURE__ */ new Set([";", "&", "|", "(", ")", "<", ">", "\n"]);
    EXPANDING = /* @__PURE__ */ new Set(["*", "?", "[", "]", "{", "}"]);
    runsAsWritten = (word) => !word.unquoted.some((unquoted, i) => unquoted && (EXPANDING.has(word.text[i]) || i === 0 && word.text[0] === "~"));
    PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;
  }
});

// packages/core/dist/options.js
function describeIssue(issue) {
  const path3 = (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".");
  if (path3 === "" || issue.message.includes(`'${path3}'`))
    return issue.message;
  return `'${path3}' ${issue.message}`;
}
function isUnknownOption(issue) {
  return issue.message.startsWith("unknown option");
}
function toValidation(result2) {
  if (!result2.issues)
    return { ok: true, value: result2.value };
  const issue = result2.issues.find(isUnknownOption) ?? result2.issues[0];
  return { ok: false, problem: issue ? describeIssue(issue) : "invalid options" };
}
function validateOptions(schema, input) {
  const result2 = schema["~standard"].validate(input);
  return result2 instanceof Promise ? result2.then(toValidation) : toValidation(result2);
}
var init_options2 = __esm({
  "packages/core/dist/options.js"() {
    "use strict";
  }
});

// packages/core/dist/meta.js
var meta2;
var init_meta2 = __esm({
  "packages/core/dist/meta.js"() {
    "use strict";
    meta2 = { name: "@claimcheck/core", version: "1.0.0" };
  }
});

// packages/core/dist/none.js
var NO_COUNTERPART, none;
var init_none = __esm({
  "packages/core/dist/none.js"() {
    "use strict";
    init_dist2();
    init_meta2();
    NO_COUNTERPART = { status: "unverifiable", reason: "no counterpart (judgement)" };
    none = {
      apiVersion: CHECKER_API_VERSION,
      kind: "none",
      meta: {
        ...meta2,
        docs: {
          description: "A claim with no machine-checkable counterpart (a judgement): unverifiable, handed over as it is."
        }
      },
      options: strictOptions({}),
      check: async () => NO_COUNTERPART
    };
  }
});

// packages/core/dist/registry.js
function describe(value) {
  const meta6 = value?.meta;
  const kind = value?.kind;
  if (meta6 && typeof meta6.name === "string")
    return `checker ${meta6.name}`;
  return typeof kind === "string" ? `checker for kind '${kind}'` : "a checker";
}
function contractProblems(candidate) {
  const docs = candidate.meta?.docs;
  const { resource } = candidate;
  const missing = [
    typeof candidate.kind === "string" && candidate.kind !== "" ? null : "kind",
    typeof candidate.meta?.name === "string" && typeof candidate.meta.version === "string" ? null : "meta",
    isSchema(candidate.options) ? null : "options (a Standard Schema)",
    typeof candidate.check === "function" ? null : "check()",
    resource !== "process" || typeof candidate.program === "function" ? null : "program() (a check in the 'process' lane says what it will run, for the trust gate)"
  ].filter((field) => field !== null);
  const wrong = [
    docs === void 0 || typeof docs?.description === "string" && ["string", "undefined"].includes(typeof docs.url) ? null : "has meta.docs without a description string (and an optional url string)",
    candidate.settings === void 0 || isSchema(candidate.settings) ? null : "has settings that are not a Standard Schema",
    candidate.widening === void 0 || Array.isArray(candidate.widening) && candidate.widening.every((name) => typeof name === "string") ? null : "has widening that is not a list of setting names",
    resource === void 0 || LANES.includes(resource) ? null : `has resource ${JSON.stringify(resource)}, not one of ${LANES.map((lane) => `'${lane}'`).join(", ")}`
  ].filter((problem) => problem !== null);
  return [...missing.length > 0 ? [`is missing ${missing.join(", ")}`] : [], ...wrong];
}
function assertChecker(value, source) {
  const where = () => {
    const shown2 = typeof source === "function" ? source() : source;
    return shown2 ? ` (from ${shown2})` : "";
  };
  if (value === null || typeof value !== "object") {
    throw new ClaimcheckError("CONFIG", `${describe(value)}${where()} is not a checker object`);
  }
  const candidate = value;
  if (candidate.apiVersion !== CHECKER_API_VERSION) {
    throw new ClaimcheckError("CONFIG", `${describe(value)}${where()} is built for checker apiVersion ${String(candidate.apiVersion)}; this claimcheck supports apiVersion ${CHECKER_API_VERSION}`);
  }
  const problems = contractProblems(candidate);
  if (problems.length > 0)
    throw new ClaimcheckError("CONFIG", `${describe(value)}${where()} ${problems.join("; ")}`);
}
function deepFreeze(value) {
  if (value === null || typeof value !== "object" || Object.isFrozen(value))
    return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
    return value;
  Object.freeze(value);
  for (const item of Object.values(value))
    deepFreeze(item);
  return value;
}
function checkerSettings(checker, given2) {
  const input = given2 ?? {};
  if (checker.settings === void 0) {
    if (typeof input === "object" && Object.keys(input).length === 0)
      return Object.freeze({});
    throw new ClaimcheckError("CONFIG", `${checker.meta.name} takes no settings`);
  }
  const result2 = checker.settings["~standard"].validate(input);
  if (result2 instanceof Promise) {
    throw new ClaimcheckError("CONFIG", `${checker.meta.name}: its settings schema must answer at once, not in a promise`);
  }
  if (result2.issues) {
    const issue = result2.issues.find((i) => i.message.startsWith("unknown setting")) ?? result2.issues[0];
    throw new ClaimcheckError("CONFIG", `${checker.meta.name} settings: ${issue ? describeIssue(issue) : "invalid"}`);
  }
  return deepFreeze(result2.value);
}
function splitAllow(checker, given2) {
  if (checker.resource !== "process" || !isMapping(given2) || !("allow" in given2))
    return { allow: [], rest: given2 };
  const { allow, ...rest } = given2;
  if (!Array.isArray(allow) || !allow.every((entry) => typeof entry === "string" && entry.trim() !== ""))
    throw new ClaimcheckError("CONFIG", `${checker.meta.name} settings: 'allow' must be a list of command lines`);
  allow.forEach((entry, i) => {
    const problem = allowEntryProblem(entry);
    if (problem !== void 0)
      throw new ClaimcheckError("CONFIG", `${checker.meta.name} settings: allow[${i}]: ${problem}`);
  });
  return { allow: Object.freeze([...allow]), rest };
}
function createRegistry(checkers, { available = [] } = {}) {
  const byKind = /* @__PURE__ */ new Map();
  const builtin = { checker: none, settings: Object.freeze({}), source: "built in" };
  byKind.set(none.kind, builtin);
  for (const item of checkers) {
    const given2 = item !== null && typeof item === "object" && "checker" in item ? item : { checker: item };
    assertChecker(given2.checker, () => given2.source);
    const { kind } = given2.checker;
    const existing = byKind.get(kind);
    if (existing) {
      throw new ClaimcheckError("CONFIG", `two checkers for kind '${kind}': ${checkerId(existing.checker)} and ${checkerId(given2.checker)}`);
    }
    let settings2;
    let allow;
    try {
      const split = splitAllow(given2.checker, given2.settings);
      allow = split.allow;
      settings2 = checkerSettings(given2.checker, split.rest);
    } catch (error) {
      if (given2.label === void 0 || !(error instanceof ClaimcheckError))
        throw error;
      throw new ClaimcheckError("CONFIG", `${given2.label}: ${error.message}`);
    }
    byKind.set(kind, {
      checker: given2.checker,
      settings: settings2,
      allow,
      label: given2.label,
      get source() {
        return given2.source;
      }
    });
  }
  const packages = new Map(available.map((checker) => [checker.kind, checker.name]));
  return {
    get: (kind) => byKind.get(kind),
    entries: () => [...byKind.values()],
    missingReason(kind) {
      const name = packages.get(kind);
      const near = name === void 0 ? nearestName(kind, [...byKind.keys(), ...packages.keys()]) : void 0;
      const hint = name ? `enable ${name} in claimcheck.config` : near ? `did you mean '${near}'?` : "enable a checker that provides it in claimcheck.config";
      return `no checker for kind '${kind}' (${hint})`;
    }
  };
}
var LANES, checkerId, isSchema, isMapping;
var init_registry = __esm({
  "packages/core/dist/registry.js"() {
    "use strict";
    init_dist2();
    init_errors2();
    init_allow_list();
    init_options2();
    init_none();
    init_nearest_name();
    LANES = ["fs", "process", "network"];
    checkerId = (checker) => `${checker.meta.name}@${checker.meta.version}`;
    isSchema = (value) => typeof value?.["~standard"]?.validate === "function";
    isMapping = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  }
});

// packages/core/dist/verify-block.js
function readEntry(entry, position) {
  const record2 = entry !== null && typeof entry === "object" ? entry : void 0;
  const rawKind = typeof record2?.kind === "string" ? record2.kind : null;
  const label = position === null ? rawKind ?? "check" : `${rawKind ?? "check"} (check ${position})`;
  const timeout = record2?.timeout;
  const fits = rawKind !== null && !Array.isArray(entry) && (timeout === void 0 || typeof timeout === "number" && timeout >= MIN_TIMEOUT && timeout <= MAX_TIMEOUT);
  let fields = record2;
  if (!fits) {
    const parsed = safeParse(envelope, entry);
    if (!parsed.success)
      return { kind: rawKind, label, options: {}, problem: parsed.issues[0].message };
    fields = parsed.output;
  }
  const options5 = {};
  for (const key of Object.keys(fields)) {
    if (key === "kind" || key === "timeout")
      continue;
    const value = fields[key];
    if (key === "__proto__")
      Object.defineProperty(options5, key, { value, enumerable: true, writable: true, configurable: true });
    else
      options5[key] = value;
  }
  const seconds3 = fields.timeout;
  return typeof seconds3 === "number" ? { kind: rawKind, label, options: options5, timeoutSeconds: seconds3 } : { kind: rawKind, label, options: options5 };
}
function readVerifyBlock(block) {
  if (Array.isArray(block)) {
    if (block.length === 0)
      return [{ kind: null, label: "verify", options: {}, problem: "empty list of checks" }];
    return block.map((entry, i) => readEntry(entry, i + 1));
  }
  if (block !== null && typeof block === "object")
    return [readEntry(block, null)];
  const what = block === null ? "nothing" : typeof block;
  return [{ kind: null, label: "verify", options: {}, problem: `expected a check or a list of checks, not ${what}` }];
}
var MIN_TIMEOUT, MAX_TIMEOUT, envelope;
var init_verify_block = __esm({
  "packages/core/dist/verify-block.js"() {
    "use strict";
    init_dist();
    MIN_TIMEOUT = 1e-3;
    MAX_TIMEOUT = 24 * 3600;
    envelope = looseObject({
      kind: string("'kind' must be a string"),
      timeout: optional(pipe(number("'timeout' must be a number of seconds"), minValue(MIN_TIMEOUT, "'timeout' must be a positive number of seconds"), maxValue(MAX_TIMEOUT, "'timeout' must be at most 86400 seconds")))
    }, (issue) => issue.input === void 0 && issue.path?.at(-1)?.key === "kind" ? "missing 'kind'" : `a check must be a mapping with a 'kind', not ${issue.received}`);
  }
});

// packages/core/dist/verify-problems.js
async function verifyProblems(block, registry) {
  const problems = [];
  for (const check3 of readVerifyBlock(block)) {
    if (check3.problem !== void 0) {
      problems.push(`invalid verify block: ${check3.problem}`);
      continue;
    }
    if (check3.kind === "none")
      continue;
    const entry = registry.get(check3.kind);
    if (!entry) {
      problems.push(registry.missingReason(check3.kind));
      continue;
    }
    const validation = await validateOptions(entry.checker.options, check3.options);
    if (!validation.ok)
      problems.push(`invalid verify block: ${check3.label}: ${validation.problem}`);
  }
  return problems;
}
function onlyJudgements(block) {
  const checks = readVerifyBlock(block);
  return checks.length > 0 && checks.every((check3) => check3.problem === void 0 && check3.kind === "none");
}
var init_verify_problems = __esm({
  "packages/core/dist/verify-problems.js"() {
    "use strict";
    init_options2();
    init_verify_block();
  }
});

// packages/core/dist/reports.js
function memoryReport(memory, { status, reason }, checks) {
  const { name, file, description: description2, type, body, verifyLine } = memory;
  const modified = isoDate(memory.modified);
  return {
    name,
    file,
    description: description2,
    type,
    ...modified === void 0 ? {} : { modified },
    body,
    verifyLine,
    status,
    reason,
    checks
  };
}
function isoDate(value) {
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : void 0;
  return date === void 0 || Number.isNaN(date.getTime()) ? void 0 : date.toISOString();
}
function byName(a, b) {
  return byteOrder(a.name, b.name) || byteOrder(a.file, b.file);
}
var import_node_path7, NOT_IN_TIME, untrusted, unreadMemory;
var init_reports = __esm({
  "packages/core/dist/reports.js"() {
    "use strict";
    import_node_path7 = require("node:path");
    init_byte_order();
    NOT_IN_TIME = "not verified in time";
    untrusted = (kind) => `untrusted command: approve it with 'claimcheck trust' or list it in ${kind}.allow`;
    unreadMemory = (file) => ({
      file,
      name: (0, import_node_path7.basename)(file).replace(/\.md$/i, ""),
      body: "",
      verify: { kind: "verdict", result: { status: "stale", reason: NOT_IN_TIME } }
    });
  }
});

// packages/core/dist/program-groups.js
function listeners() {
  const shared = globalThis;
  return shared[LISTENERS] ??= /* @__PURE__ */ new Set();
}
function onProgramGroup(listener) {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}
var LISTENERS;
var init_program_groups = __esm({
  "packages/core/dist/program-groups.js"() {
    "use strict";
    LISTENERS = /* @__PURE__ */ Symbol.for("claimcheck.programGroupListeners");
  }
});

// packages/core/dist/aggregate.js
function aggregate(results) {
  const first = results.find((r) => r.status === "stale") ?? results.find((r) => r.status === "fresh") ?? results.find((r) => r.status === "unverifiable");
  return first ? { status: first.status, reason: first.reason } : { status: "unverifiable", reason: "no checks" };
}
var init_aggregate = __esm({
  "packages/core/dist/aggregate.js"() {
    "use strict";
  }
});

// packages/core/dist/clock.js
var monotonicMs;
var init_clock = __esm({
  "packages/core/dist/clock.js"() {
    "use strict";
    monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
  }
});

// beside:run-program.cjs
var require_run_program = __commonJS({
  "beside:run-program.cjs"(exports2, module2) {
    module2.exports = require("./run-program.cjs");
  }
});

// packages/core/dist/execute.js
function asResult(value, checker) {
  const result2 = value;
  if (result2 && typeof result2.status === "string" && STATUSES.has(result2.status) && typeof result2.reason === "string") {
    return { status: result2.status, reason: result2.reason };
  }
  return { status: "stale", reason: `checker error: ${checker} returned no valid status and reason` };
}
function fromError(error) {
  if (isClaimcheckError(error) && error.code === "STALE")
    return { status: "stale", reason: error.message };
  return { status: "stale", reason: `checker error: ${messageOf(error)}` };
}
function onStrayError(error) {
  const owner = owners.getStore();
  if (owner)
    owner.fail(error);
  else
    for (const run of runs)
      run.fail(error);
}
function guardRun(run) {
  if (runs.size === 0) {
    process.on("uncaughtException", onStrayError);
    process.on("unhandledRejection", onStrayError);
  }
  runs.add(run);
  return () => {
    runs.delete(run);
    if (runs.size === 0) {
      process.off("uncaughtException", onStrayError);
      process.off("unhandledRejection", onStrayError);
    }
  };
}
function environment(names) {
  const env = {};
  for (const name of [...BASE_ENVIRONMENT, ...names]) {
    if (typeof name !== "string" || !VARIABLE_NAME.test(name))
      throw new Error(`ctx.run(): env must list variable names, not ${JSON.stringify(name)}`);
    const value = name === "PATH" ? absoluteSearchPath(process.env.PATH) : process.env[name];
    if (value !== void 0)
      env[name] = value;
  }
  return env;
}
function start(running, task) {
  let work;
  try {
    work = Promise.resolve(task.entry.checker.check(task.options, running));
  } catch (error) {
    work = Promise.reject(error);
  }
  work.then((value) => running.answer(asResult(value, task.checker)), (error) => running.answer(fromError(error)));
}
function execute(task, shared, leftMs = Number.POSITIVE_INFINITY) {
  const ownMs = Math.round(task.timeoutSeconds * 1e3);
  const timeoutMs = Math.max(0, Math.min(ownMs, Math.floor(leftMs)));
  const expired = timeoutMs < ownMs ? NOT_IN_TIME : seconds(task.timeoutSeconds);
  return new Promise((settle2) => {
    const running = new RunningCheck(task, shared, expired, timeoutMs, settle2);
    owners.run(running, start, running, task);
  });
}
var import_node_async_hooks, STATUSES, owners, runs, seconds, BASE_ENVIRONMENT, DEFAULT_MAX_OUTPUT_BYTES, MAX_OUTPUT_BYTES, VARIABLE_NAME, PROGRAM_END_GRACE_MS, programs, RunningCheck;
var init_execute = __esm({
  "packages/core/dist/execute.js"() {
    "use strict";
    import_node_async_hooks = require("node:async_hooks");
    init_dist2();
    init_reports();
    init_clock();
    init_search_path();
    STATUSES = /* @__PURE__ */ new Set(["fresh", "stale", "unverifiable"]);
    owners = new import_node_async_hooks.AsyncLocalStorage();
    runs = /* @__PURE__ */ new Set();
    seconds = (timeoutSeconds) => `timed out after ${timeoutSeconds}s`;
    BASE_ENVIRONMENT = ["PATH", "HOME", "LANG", "TERM"];
    DEFAULT_MAX_OUTPUT_BYTES = 1024 * 1024;
    MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
    VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
    PROGRAM_END_GRACE_MS = 1e3;
    RunningCheck = class {
      task;
      expired;
      settle;
      root;
      memoryDir;
      files;
      resolveTarget;
      settings;
      offline;
      noCache;
      warn;
      timeoutMs;
      patterns;
      /** Made when the checker first looks at its signal: many never do. */
      controller;
      aborted = false;
      settled = false;
      /** Programs of this check still running: at its deadline the check ends once they are gone. */
      programs = /* @__PURE__ */ new Set();
      started = monotonicMs();
      deadline;
      constructor(task, shared, expired, timeoutMs, settle2) {
        this.task = task;
        this.expired = expired;
        this.settle = settle2;
        this.root = shared.root;
        this.memoryDir = shared.memoryDir;
        this.files = shared.files;
        this.resolveTarget = shared.resolveTarget;
        this.patterns = shared.patterns;
        this.settings = task.entry.settings;
        this.offline = shared.offline;
        this.noCache = shared.noCache;
        this.warn = shared.warn ?? (() => {
        });
        this.timeoutMs = timeoutMs;
        this.deadline = setTimeout(() => this.abort(), timeoutMs);
      }
      get signal() {
        if (this.controller === void 0) {
          this.controller = new AbortController();
          if (this.aborted)
            this.controller.abort(new Error(this.expired));
        }
        return this.controller.signal;
      }
      /** The run's compiled pattern, searched within this check's time (a function of its own: checkers may take it off `ctx`). */
      pattern = (source, options5) => {
        const compiled = this.patterns(source, options5);
        return {
          test: async (text2) => {
            const found = await compiled.search(text2, () => this.signal);
            if (found === "aborted")
              throw staleError(this.expired);
            return found;
          }
        };
      };
      /** Runs the program the check's checker described, exactly that (see `CheckContext.run`). */
      run = async (options5 = {}) => {
        const { program } = this.task;
        if (program === void 0)
          throw new Error("ctx.run() runs the program of a process-lane check, and this check is not one");
        const maxOutputBytes = options5.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
        if (!Number.isInteger(maxOutputBytes) || maxOutputBytes < 1 || maxOutputBytes > MAX_OUTPUT_BYTES)
          throw new Error(`ctx.run(): maxOutputBytes must be a whole number from 1 to ${MAX_OUTPUT_BYTES}`);
        const env = environment(options5.env ?? []);
        const cwd = await this.folder(program.cwd);
        const { command } = program;
        const [file, ...args] = typeof command === "string" ? ["/bin/sh", "-c", command] : command;
        const { runProgram } = await (programs ??= Promise.resolve().then(() => __toESM(require_run_program(), 1)));
        const ran = runProgram({ file, args, cwd, env, maxOutputBytes, signal: this.signal });
        this.programs.add(ran);
        return ran.finally(() => this.programs.delete(ran));
      };
      /** The real path of the folder a program runs in: the root, or its `cwd`, confined as any target. */
      async folder(cwd) {
        if (cwd === void 0)
          return this.root;
        const path3 = await this.resolveTarget(cwd);
        const info = await this.files.stat(path3);
        if (info === void 0)
          throw staleError(`missing: ${cwd}`);
        if (info.type !== "directory")
          throw staleError(`cwd is not a folder: ${cwd}`);
        return path3;
      }
      abort() {
        this.aborted = true;
        this.controller?.abort(new Error(this.expired));
        const expired = () => this.finish({ status: "stale", reason: this.expired });
        if (this.programs.size === 0)
          return expired();
        const grace = setTimeout(expired, PROGRAM_END_GRACE_MS);
        void Promise.allSettled(this.programs).then(() => (clearTimeout(grace), expired()));
      }
      /** The checker's answer (or its error, as a result). */
      answer(result2) {
        this.finish(this.aborted ? { status: "stale", reason: this.expired } : result2);
      }
      finish({ status, reason }) {
        if (this.settled)
          return;
        this.settled = true;
        clearTimeout(this.deadline);
        const ms = Math.round((monotonicMs() - this.started) * 100) / 100;
        this.settle({ kind: this.task.kind, checker: this.task.checker, status, reason, ms });
      }
      /** Errors from the check's own callbacks come here (see guardRun). */
      fail(error) {
        this.answer(fromError(error));
      }
    };
  }
});

// packages/core/dist/lanes.js
function laneWidths(concurrency, cores = (0, import_node_os2.availableParallelism)()) {
  return { fs: concurrency, process: Math.min(concurrency, cores), network: Math.min(concurrency, 16) };
}
async function drain(queue, width, work) {
  let next = 0;
  const loop = async () => {
    while (next < queue.length)
      await work(queue[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, loop));
}
var import_node_os2;
var init_lanes = __esm({
  "packages/core/dist/lanes.js"() {
    "use strict";
    import_node_os2 = require("node:os");
  }
});

// packages/core/dist/literal-pattern.js
function literalMatcher(source, flags) {
  if (flags.includes("i"))
    return void 0;
  let body = source;
  const start2 = body.startsWith("\\b");
  if (start2)
    body = body.slice(2);
  const end = body.endsWith("\\b") && !body.endsWith("\\\\b");
  if (end)
    body = body.slice(0, -2);
  if (!LITERAL_BODY.test(body))
    return void 0;
  const literal = body.includes("\\") ? body.replace(ESCAPED, "$1") : body;
  if (literal === "")
    return void 0;
  const first = literal.charCodeAt(0);
  const last = literal.charCodeAt(literal.length - 1);
  return {
    test(text2) {
      for (let at = text2.indexOf(literal); at !== -1; at = text2.indexOf(literal, at + 1)) {
        const before = at > 0 && isWord(text2.charCodeAt(at - 1));
        const after = at + literal.length < text2.length && isWord(text2.charCodeAt(at + literal.length));
        if (start2 && before === isWord(first))
          continue;
        if (end && after === isWord(last))
          continue;
        return true;
      }
      return false;
    }
  };
}
var LITERAL_BODY, ESCAPED, isWord;
var init_literal_pattern = __esm({
  "packages/core/dist/literal-pattern.js"() {
    "use strict";
    LITERAL_BODY = /^(?:[^.*+?()[\]{}|^$\\]|\\[.*+?()[\]{}|^$\\/])*$/;
    ESCAPED = /\\(.)/g;
    isWord = (code) => code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95;
  }
});

// packages/core/dist/patterns.js
function bounded(work, ms) {
  if (sandbox === void 0) {
    const { createContext, Script } = requireHere()("node:vm");
    sandbox = { context: createContext({ work: void 0 }), script: new Script("work()") };
  }
  const { context, script } = sandbox;
  context.work = work;
  try {
    return script.runInContext(context, { timeout: ms });
  } catch (error) {
    if (error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT")
      return "too long";
    throw error;
  } finally {
    context.work = void 0;
  }
}
function searchInWorker(source, flags, text2, signal) {
  if (signal.aborted)
    return Promise.resolve("aborted");
  return new Promise((resolve24, reject) => {
    const { Worker } = requireHere()("node:worker_threads");
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { engine: requireHere().resolve("re2js"), source, flags, text: text2 }
    });
    const end = () => {
      signal.removeEventListener("abort", stop);
      void worker.terminate();
    };
    const stop = () => {
      end();
      resolve24("aborted");
    };
    signal.addEventListener("abort", stop, { once: true });
    worker.once("message", (found) => {
      end();
      resolve24(found);
    });
    worker.once("error", (error) => {
      end();
      reject(error);
    });
  });
}
function refusal(source, error) {
  const unsupported = /\(\?<[=!]|\(\?[=!]|\\[1-9]|\\k/.exec(source)?.[0];
  if (unsupported === void 0)
    return error.message;
  const what = unsupported.startsWith("(?<") ? "lookbehind" : unsupported.startsWith("(?") ? "lookahead" : "backreference";
  return `${what} '${unsupported}' is not supported (RE2 has no lookaround or backreferences)`;
}
function compilePattern(source, flags, fixed) {
  const literal = fixed && !flags.includes("i") ? { test: (text2) => text2.includes(source) } : literalMatcher(source, flags);
  if (literal)
    return { search: async (text2) => literal.test(text2) };
  const RE2 = re2();
  const engineFlags = [...flags].reduce((bits, flag3) => bits | (FLAG_BITS[flag3] ?? 0), 0);
  const quoted2 = fixed ? RE2.quote(source) : source;
  let compiled;
  try {
    compiled = RE2.compile(quoted2, engineFlags);
  } catch (error) {
    throw staleError(`invalid pattern: ${refusal(source, error)}`);
  }
  let costly = false;
  return {
    async search(text2, signalOf) {
      const signal = signalOf();
      if (signal.aborted)
        return "aborted";
      if (!costly) {
        const found = bounded(() => compiled.test(text2), SLICE_MS);
        if (found !== "too long")
          return found;
        costly = true;
      }
      return searchInWorker(quoted2, engineFlags, text2, signal);
    }
  };
}
function createPatterns() {
  const compiled = /* @__PURE__ */ new Map();
  return (source, { flags = "", fixed = false } = {}) => {
    if (!/^[imsu]*$/.test(flags))
      throw new Error(`pattern flags must be some of i, m, s, u, not '${flags}'`);
    const id = `${fixed ? "F" : "R"}${flags}\0${source}`;
    let pattern = compiled.get(id);
    if (pattern === void 0)
      compiled.set(id, pattern = compilePattern(source, flags, fixed));
    return pattern;
  };
}
var import_node_module, SLICE_MS, required, requireHere, engine2, re2, sandbox, WORKER_SOURCE, FLAG_BITS;
var init_patterns = __esm({
  "packages/core/dist/patterns.js"() {
    "use strict";
    import_node_module = require("node:module");
    init_dist2();
    init_literal_pattern();
    SLICE_MS = 20;
    requireHere = () => required ??= (0, import_node_module.createRequire)(importMeta.url);
    re2 = () => engine2 ??= requireHere()("re2js").RE2JS;
    WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { RE2JS } = require(workerData.engine)
parentPort.postMessage(RE2JS.compile(workerData.source, workerData.flags).test(workerData.text))
`;
    FLAG_BITS = { i: 1, s: 2, m: 4 };
  }
});

// packages/core/dist/plan.js
function ownProgram(given2) {
  const { command, cwd } = given2 ?? {};
  const isArgv = Array.isArray(command) && command.length > 0 && command.every((word) => typeof word === "string");
  if (!(typeof command === "string" && command.trim() !== "") && !isArgv)
    throw new Error("program() must give a command: a non-empty command line or a list of strings");
  if (cwd !== void 0 && (typeof cwd !== "string" || cwd.trim() === ""))
    throw new Error("program() must give cwd as a non-empty string, or none");
  return Object.freeze({
    command: typeof command === "string" ? command : Object.freeze([...command]),
    ...cwd === void 0 ? {} : { cwd }
  });
}
function createPlanner(registry, { defaultTimeout, gate = trustNothing, offline = false }) {
  const byIdentity = /* @__PURE__ */ new Map();
  const byTarget = /* @__PURE__ */ new Map();
  const ids = /* @__PURE__ */ new Map();
  const taskFor = (file, check3, entry, validation) => {
    let checker = ids.get(entry);
    if (checker === void 0)
      ids.set(entry, checker = checkerId(entry.checker));
    if (!validation.ok)
      return invalid2(check3, `invalid verify block: ${check3.label}: ${validation.problem}`, checker);
    const options5 = validation.value;
    if (offline && entry.checker.resource === "network")
      return offlineReport(check3, checker);
    let program;
    if (entry.checker.resource === "process") {
      try {
        program = ownProgram(entry.checker.program(options5));
      } catch (error) {
        return invalid2(check3, `checker error: ${messageOf(error)}`, checker);
      }
      const refused = gate({ memoryFile: file, kind: entry.checker.kind, options: options5, program });
      if (refused !== void 0)
        return invalid2(check3, refused, checker);
    }
    const timeoutSeconds = check3.timeoutSeconds ?? defaultTimeout;
    let byTimeout = byIdentity.get(entry);
    if (byTimeout === void 0)
      byIdentity.set(entry, byTimeout = /* @__PURE__ */ new Map());
    let byKey = byTimeout.get(timeoutSeconds);
    if (byKey === void 0)
      byTimeout.set(timeoutSeconds, byKey = /* @__PURE__ */ new Map());
    const identity2 = ownText((entry.checker.key?.(options5) ?? stableJson(options5)) + (program ? stableJson(program) : ""));
    let task = byKey.get(identity2);
    if (task === void 0) {
      const target = options5?.target;
      const near = typeof target === "string" ? (0, import_node_path8.normalize)(target) : "";
      let named = byTarget.get(near);
      if (named === void 0)
        byTarget.set(near, named = { group: { pending: 0 }, tasks: [] });
      task = { entry, checker, kind: entry.checker.kind, options: options5, program, timeoutSeconds, group: named.group };
      byKey.set(identity2, task);
      named.group.pending++;
      named.tasks.push(task);
    }
    return task;
  };
  const checksOf = (file, block) => readVerifyBlock(block).map((check3) => {
    if (check3.problem !== void 0)
      return invalid2(check3, `invalid verify block: ${check3.problem}`);
    const entry = registry.get(check3.kind);
    if (!entry)
      return invalid2(check3, registry.missingReason(check3.kind));
    const validation = validateOptions(entry.checker.options, check3.options);
    return isPromise(validation) ? { file, check: check3, entry, validation } : taskFor(file, check3, entry, validation);
  });
  const planned = [];
  let pending = false;
  return {
    add(memory) {
      const { verify: verify3 } = memory;
      let verdict = { status: "unverifiable", reason: "" };
      let checks;
      if (verify3.kind === "verdict")
        verdict = verify3.result;
      else {
        try {
          checks = checksOf(memory.file, verify3.block);
          pending ||= checks.some((check3) => "validation" in check3);
        } catch (error) {
          verdict = { status: "stale", reason: `verifier error: ${messageOf(error)}` };
        }
      }
      planned.push({ report: memoryReport(memory, verdict, []), checks });
    },
    async finish() {
      for (const { checks } of pending ? planned : []) {
        for (let i = 0; checks && i < checks.length; i++) {
          const check3 = checks[i];
          if ("validation" in check3)
            checks[i] = taskFor(check3.file, check3.check, check3.entry, await check3.validation);
        }
      }
      const tasks = [...byTarget.values()].flatMap((named) => named.tasks);
      byIdentity.clear();
      byTarget.clear();
      return { memories: planned, tasks };
    }
  };
}
var import_node_path8, invalid2, offlineReport, isPromise, trustNothing;
var init_plan = __esm({
  "packages/core/dist/plan.js"() {
    "use strict";
    import_node_path8 = require("node:path");
    init_dist2();
    init_options2();
    init_own_text();
    init_registry();
    init_reports();
    init_verify_block();
    invalid2 = (check3, reason, checker = null) => ({
      kind: check3.kind,
      checker,
      status: "stale",
      reason,
      ms: 0
    });
    offlineReport = (check3, checker) => ({
      kind: check3.kind,
      checker,
      status: "unverifiable",
      reason: "offline",
      ms: 0
    });
    isPromise = (value) => typeof value?.then === "function";
    trustNothing = (check3) => untrusted(check3.kind);
  }
});

// packages/core/dist/target-files.js
function statPath(path3) {
  const info = (0, import_node_fs5.statSync)(path3, { throwIfNoEntry: false });
  return info && { type: typeOf(info), size: info.size };
}
function readStart(path3, size, limit) {
  const wanted2 = Math.min(size, limit);
  const buffer = wanted2 < WHOLE_FILE_BYTES ? scratch ??= Buffer.allocUnsafe(WHOLE_FILE_BYTES) : Buffer.allocUnsafe(wanted2 + 1);
  const fd = (0, import_node_fs5.openSync)(path3, import_node_fs5.constants.O_RDONLY | import_node_fs5.constants.O_NONBLOCK);
  let filled = 0;
  try {
    const end = wanted2 + 1;
    for (let count = -1; count !== 0 && filled < end; filled += count) {
      count = (0, import_node_fs5.readSync)(fd, buffer, filled, end - filled, filled);
      if (count < end - filled) {
        filled += count;
        break;
      }
    }
  } finally {
    (0, import_node_fs5.closeSync)(fd);
  }
  const bytes = Math.min(filled, wanted2);
  return { text: buffer.toString("utf8", 0, bytes), bytes, truncated: filled > wanted2, size };
}
function startOf(kept, maxBytes) {
  if (kept.bytes <= maxBytes)
    return { text: kept.text, bytes: kept.bytes, truncated: kept.truncated };
  const text2 = kept.text.length === kept.bytes ? kept.text.slice(0, maxBytes) : Buffer.from(kept.text, "utf8").toString("utf8", 0, maxBytes);
  return { text: text2, bytes: maxBytes, truncated: true };
}
function attempt(call) {
  try {
    return { value: call() };
  } catch (error) {
    return { error };
  }
}
function createTargetFiles(keptBytes = KEPT_TEXT_BYTES) {
  const stats = /* @__PURE__ */ new Map();
  const texts2 = /* @__PURE__ */ new Map();
  const held = /* @__PURE__ */ new Map();
  let kept = 0;
  const sizeOf = (outcome) => outcome && "value" in outcome ? outcome.value.bytes : 0;
  const forget = (path3) => {
    kept -= sizeOf(texts2.get(path3));
    texts2.delete(path3);
  };
  const keep = (path3, outcome) => {
    forget(path3);
    texts2.set(path3, outcome);
    kept += sizeOf(outcome);
    for (const [oldest, text2] of texts2) {
      if (kept <= keptBytes || oldest === path3)
        break;
      kept -= sizeOf(text2);
      texts2.delete(oldest);
    }
  };
  const stat2 = (path3) => {
    let info = stats.get(path3);
    if (info === void 0)
      stats.set(path3, info = attempt(() => statPath(path3)));
    return info;
  };
  const read3 = (path3, maxBytes) => {
    const info = stat2(path3);
    if ("error" in info)
      throw info.error;
    if (info.value === void 0)
      throw fail("ENOENT", `no such file: ${path3}`);
    const { type, size } = info.value;
    if (type !== "file")
      throw fail(type === "directory" ? "EISDIR" : "ENOTFILE", `not a regular file: ${path3}`);
    return readStart(path3, size, size <= WHOLE_FILE_BYTES ? Math.max(maxBytes, size) : maxBytes);
  };
  return {
    for(holder) {
      const own3 = held.get(holder) ?? { paths: [] };
      held.set(holder, own3);
      return {
        stat: (path3) => settle(stat2(path3)),
        read(path3, maxBytes) {
          let text2 = texts2.get(path3);
          if (text2 === void 0 || "value" in text2 && text2.value.truncated && text2.value.bytes < maxBytes) {
            text2 = attempt(() => read3(path3, maxBytes));
            if (held.get(holder) !== own3)
              return given(text2, maxBytes);
            own3.paths.push(path3);
          }
          keep(path3, text2);
          return given(text2, maxBytes);
        }
      };
    },
    release(holder) {
      for (const path3 of held.get(holder)?.paths ?? [])
        forget(path3);
      held.delete(holder);
    }
  };
}
var import_node_fs5, WHOLE_FILE_BYTES, KEPT_TEXT_BYTES, fail, typeOf, scratch, settle, given;
var init_target_files = __esm({
  "packages/core/dist/target-files.js"() {
    "use strict";
    import_node_fs5 = require("node:fs");
    WHOLE_FILE_BYTES = 256 * 1024;
    KEPT_TEXT_BYTES = 8 * 1024 * 1024;
    fail = (code, message) => Object.assign(new Error(message), { code });
    typeOf = (info) => info.isFile() ? "file" : info.isDirectory() ? "directory" : "other";
    settle = (outcome) => "value" in outcome ? Promise.resolve(outcome.value) : Promise.reject(outcome.error);
    given = (text2, maxBytes) => settle("value" in text2 ? { value: startOf(text2.value, maxBytes) } : text2);
  }
});

// packages/core/dist/targets.js
function createTargetResolver(policy) {
  const home = policy.home ?? (0, import_node_os3.homedir)();
  const allow = policy.allow ?? [];
  const isAllowed = (path3) => isInside(path3, policy.root) || isInside(path3, policy.memoryDir) || allow.some((test) => test(path3));
  const absolute = (target) => {
    if (target === "~")
      return home;
    if (target.startsWith("~/"))
      return (0, import_node_path9.join)(home, target.slice(2));
    return (0, import_node_path9.isAbsolute)(target) ? (0, import_node_path9.resolve)(target) : (0, import_node_path9.resolve)(policy.root, target);
  };
  const real = /* @__PURE__ */ new Map();
  const realPath = (path3) => {
    let known = real.get(path3);
    if (known === void 0) {
      try {
        known = import_node_fs6.realpathSync.native(path3);
      } catch (error) {
        const parent = (0, import_node_path9.dirname)(path3);
        known = isMissing(error) && parent !== path3 ? (0, import_node_path9.join)(realPath(parent), (0, import_node_path9.basename)(path3)) : path3;
      }
      real.set(path3, known);
    }
    return known;
  };
  const resolved = /* @__PURE__ */ new Map();
  const followed = (target) => {
    let known = resolved.get(target);
    if (known === void 0 && !resolved.has(target)) {
      const real2 = realPath(absolute(target));
      known = isAllowed(real2) ? real2 : void 0;
      resolved.set(target, known);
    }
    return known;
  };
  return {
    async resolveTarget(target, options5 = {}) {
      let real2;
      if (options5.followLink === false) {
        const path3 = absolute(target);
        real2 = (0, import_node_path9.dirname)(path3) === path3 ? path3 : (0, import_node_path9.join)(realPath((0, import_node_path9.dirname)(path3)), (0, import_node_path9.basename)(path3));
        if (!isAllowed(real2))
          real2 = void 0;
      } else
        real2 = followed(target);
      if (real2 === void 0)
        throw staleError(`target outside root: ${target}`);
      return real2;
    }
  };
}
var import_node_fs6, import_node_os3, import_node_path9, isMissing;
var init_targets = __esm({
  "packages/core/dist/targets.js"() {
    "use strict";
    import_node_fs6 = require("node:fs");
    import_node_os3 = require("node:os");
    import_node_path9 = require("node:path");
    init_dist2();
    isMissing = (error) => {
      const code = error.code;
      return code === "ENOENT" || code === "ENOTDIR";
    };
  }
});

// packages/core/dist/runner.js
function timer(ms) {
  const end = ms === void 0 ? Number.POSITIVE_INFINITY : monotonicMs() + ms;
  let past = false;
  let handle;
  const passed = new Promise((resolve24) => {
    if (ms !== void 0)
      handle = setTimeout(() => {
        past = true;
        resolve24();
      }, ms);
  });
  return { passed, isPast: () => past, left: () => end - monotonicMs(), stop: () => clearTimeout(handle) };
}
async function runTasks(tasks, shared, files, concurrency, deadline, progress) {
  let done = 0;
  const widths = laneWidths(concurrency);
  const lanes = { fs: [], process: [], network: [] };
  for (const task of tasks)
    (lanes[task.entry.checker.resource ?? "fs"] ?? lanes.fs).push(task);
  const contexts = /* @__PURE__ */ new Map();
  await Promise.all(Object.keys(lanes).map((lane) => drain(lanes[lane], widths[lane], async (task) => {
    const { group } = task;
    if (!deadline.isPast()) {
      let context = contexts.get(group);
      if (context === void 0)
        contexts.set(group, context = { ...shared, files: files.for(group) });
      task.report = await execute(task, context, deadline.left());
      task.options = void 0;
    }
    if (--group.pending === 0) {
      contexts.delete(group);
      files.release(group);
    }
    progress?.(++done, tasks.length);
  })));
}
function settled({ report: report2, checks }) {
  if (checks === void 0)
    return report2;
  for (let i = 0; i < checks.length; i++) {
    const check3 = checks[i];
    const answer = "entry" in check3 ? check3.report : check3;
    if (answer === void 0)
      return Object.assign(report2, { status: "stale", reason: NOT_IN_TIME, checks: [] });
    checks[i] = answer;
  }
  report2.checks = checks;
  const { status, reason } = aggregate(report2.checks);
  report2.status = status;
  report2.reason = reason;
  return report2;
}
async function verifyMemories(memories, options5, limits = {}) {
  return verify(async (add) => memories.forEach(add), options5, limits);
}
async function verifyMemoryFiles(files, options5, limits = {}) {
  return verify(async (add, deadline, confined2) => {
    let i = 0;
    for (; i < files.length && !deadline.isPast(); i++) {
      add(readMemory(files[i], limits.bodies ?? true, confined2));
      if (i % FILES_PER_TURN === FILES_PER_TURN - 1)
        await turn();
    }
    for (; i < files.length; i++)
      add(unreadMemory(files[i]));
  }, options5, limits);
}
function onceEach(warn) {
  const said = /* @__PURE__ */ new Set();
  return (message) => {
    if (warn === void 0 || typeof message !== "string")
      return;
    const end = /[\ud800-\udbff]/.test(message.charAt(MAX_WARNING_LENGTH - 2)) ? MAX_WARNING_LENGTH - 2 : MAX_WARNING_LENGTH - 1;
    const bounded2 = message.length > MAX_WARNING_LENGTH ? `${message.slice(0, end)}\u2026` : message;
    if (said.has(bounded2))
      return;
    said.add(bounded2);
    warn(bounded2);
  };
}
async function verify(read3, options5, limits) {
  const deadline = timer(limits.deadlineMs);
  let failed;
  const failure = new Promise((_, reject) => failed = reject);
  failure.catch(() => {
  });
  const unguard = guardRun({ fail: (error) => failed?.(error) });
  try {
    const root = import_node_fs7.realpathSync.native(options5.root);
    const memoryDir = import_node_fs7.realpathSync.native(options5.memoryDir);
    const planner = createPlanner(options5.registry, {
      defaultTimeout: options5.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      gate: options5.trust,
      offline: options5.offline
    });
    const confined2 = {
      allows: (path3) => isInside(path3, memoryDir) || isInside(path3, root),
      shown: (file) => shownPath(file, root)
    };
    const { admit } = limits;
    const add = admit === void 0 ? planner.add : (memory) => {
      admit(memory);
      planner.add(memory);
    };
    await read3(add, deadline, confined2);
    const plan = await planner.finish();
    const files = createTargetFiles();
    const { resolveTarget } = createTargetResolver({ root, memoryDir, allow: options5.allow, home: options5.home });
    const shared = {
      root,
      memoryDir,
      resolveTarget,
      patterns: createPatterns(),
      offline: options5.offline ?? false,
      noCache: options5.noCache ?? false,
      warn: onceEach(options5.warn)
    };
    if (!deadline.isPast()) {
      await Promise.race([
        runTasks(plan.tasks, shared, files, options5.concurrency ?? DEFAULT_CONCURRENCY, deadline, limits.progress),
        deadline.passed,
        failure
      ]);
    }
    return plan.memories.map(settled).sort(byName);
  } finally {
    deadline.stop();
    unguard();
  }
}
async function runCheck(checker, check3, options5) {
  const [report2] = await verifyMemories([
    {
      file: "(check)",
      name: "(check)",
      body: "",
      verify: { kind: "block", block: { kind: checker.kind, ...check3 } }
    }
  ], {
    ...options5,
    memoryDir: options5.memoryDir ?? options5.root,
    registry: options5.registry ?? createRegistry([{ checker, settings: options5.settings }])
  });
  return report2?.checks[0] ?? {
    kind: checker.kind,
    checker: null,
    status: report2?.status ?? "stale",
    reason: report2?.reason ?? "no report",
    ms: 0
  };
}
var import_node_fs7, DEFAULT_TIMEOUT_SECONDS, DEFAULT_CONCURRENCY, FILES_PER_TURN, turn, MAX_WARNING_LENGTH;
var init_runner = __esm({
  "packages/core/dist/runner.js"() {
    "use strict";
    import_node_fs7 = require("node:fs");
    init_aggregate();
    init_execute();
    init_lanes();
    init_memory();
    init_patterns();
    init_plan();
    init_registry();
    init_reports();
    init_target_files();
    init_dist2();
    init_targets();
    init_clock();
    DEFAULT_TIMEOUT_SECONDS = 20;
    DEFAULT_CONCURRENCY = 32;
    FILES_PER_TURN = 64;
    turn = () => new Promise((resume) => setImmediate(resume));
    MAX_WARNING_LENGTH = 1e3;
  }
});

// packages/core/dist/index.js
var dist_exports3 = {};
__export(dist_exports3, {
  CHECKER_API_VERSION: () => CHECKER_API_VERSION,
  ClaimcheckError: () => ClaimcheckError,
  INDEX_FILE: () => INDEX_FILE,
  MAX_YAML_NODES: () => MAX_YAML_NODES,
  YamlProblem: () => YamlProblem,
  absoluteSearchPath: () => absoluteSearchPath,
  allowEntryProblem: () => allowEntryProblem,
  allowList: () => allowList,
  assertChecker: () => assertChecker,
  byteOrder: () => byteOrder,
  checkerId: () => checkerId,
  checkerSettings: () => checkerSettings,
  createRegistry: () => createRegistry,
  deepFreeze: () => deepFreeze,
  isClaimcheckError: () => isClaimcheckError,
  isInside: () => isInside,
  listMemoryFiles: () => listMemoryFiles,
  memoryFromText: () => memoryFromText,
  messageOf: () => messageOf,
  meta: () => meta2,
  nonEmptyString: () => nonEmptyString,
  none: () => none,
  notUsedWarning: () => notUsedWarning,
  onProgramGroup: () => onProgramGroup,
  onlyJudgements: () => onlyJudgements,
  ownFolderProblem: () => ownFolderProblem,
  parseYamlData: () => parseYamlData,
  programLine: () => programLine,
  readMemories: () => readMemories,
  readMemory: () => readMemory,
  readOwnFile: () => readOwnFile,
  runCheck: () => runCheck,
  shownPath: () => shownPath,
  stableJson: () => stableJson,
  staleError: () => staleError,
  strictOptions: () => strictOptions,
  strictSettings: () => strictSettings,
  targetString: () => targetString,
  untrusted: () => untrusted,
  userStateDir: () => userStateDir,
  verifyMemories: () => verifyMemories,
  verifyMemoryFiles: () => verifyMemoryFiles,
  verifyProblems: () => verifyProblems
});
var init_dist5 = __esm({
  "packages/core/dist/index.js"() {
    "use strict";
    init_dist2();
    init_errors2();
    init_byte_order();
    init_state_dir2();
    init_search_path();
    init_memory();
    init_discover();
    init_registry();
    init_allow_list();
    init_none();
    init_verify_problems();
    init_meta2();
    init_yaml_data();
    init_reports();
    init_program_groups();
    init_runner();
  }
});

// packages/cli/src/args.ts
function didYouMean(word, names, show = (name) => name) {
  const near = nearestName(word, names);
  return near === void 0 ? " (see claimcheck --help)" : ` (did you mean '${show(near)}'?)`;
}
function mistakeIn(tokens, options5) {
  const longNames = Object.keys(options5);
  const shortNames = Object.fromEntries(
    Object.entries(options5).flatMap(([name, option]) => option.short ? [[option.short, name]] : [])
  );
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const option = Object.hasOwn(options5, token.name) ? options5[token.name] : void 0;
    if (option === void 0) {
      const known = token.rawName.startsWith("--") ? longNames : [...longNames, ...Object.keys(shortNames)];
      const typed = token.rawName.replace(/^--?/, "");
      const hint = didYouMean(typed, known, (name) => name.length === 1 ? `-${name}` : `--${name}`);
      return `unknown option '${token.rawName}'${hint}`;
    }
    const flag3 = `--${token.name}`;
    if (option.type === "boolean" && token.value !== void 0)
      return `${flag3} is a switch and takes no value, not '${token.value}' (see claimcheck --help)`;
    if (option.type === "string" && token.value === void 0) return `${flag3} needs a value (see claimcheck --help)`;
    if (option.type === "string" && !token.inlineValue && /^--?[A-Za-z]/.test(token.value ?? ""))
      return `${flag3} needs a value, not the option '${token.value}' (see claimcheck --help)`;
  }
  return void 0;
}
function positiveNumber(value, flag3, integer2 = false) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || integer2 && !Number.isInteger(n)) {
    const what = integer2 ? "a whole number above 0" : "a number above 0";
    throw new ClaimcheckError("USAGE", `${flag3} expects ${what}, not '${value}'`);
  }
  return n;
}
function parseCommand(args, options5) {
  const all = { ...GLOBAL_OPTIONS, ...options5 };
  const loose2 = (0, import_node_util.parseArgs)({ args, options: all, allowPositionals: true, strict: false, tokens: true });
  const mistake = mistakeIn(loose2.tokens, all);
  if (mistake !== void 0) throw new ClaimcheckError("USAGE", mistake);
  return { values: loose2.values, positionals: loose2.positionals };
}
function oneOf(value, fallback, choices, what) {
  const chosen = value ?? fallback;
  if (choices.includes(chosen)) return chosen;
  const list = choices.length > 1 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : choices.join("");
  const near = nearestName(chosen, choices);
  const hint = near === void 0 ? "" : `did you mean '${near}'? `;
  throw new ClaimcheckError("USAGE", `unknown ${what} '${chosen}' (${hint}expected ${list})`);
}
function failOnOption(value) {
  if (value === void 0) return "warning";
  if (value === "error" || value === "warning" || value === "info") return value;
  throw new ClaimcheckError("USAGE", `--fail-on expects error, warning or info, not '${value}'`);
}
var import_node_util, GLOBAL_OPTIONS;
var init_args = __esm({
  "packages/cli/src/args.ts"() {
    "use strict";
    import_node_util = require("node:util");
    init_errors2();
    init_nearest_name();
    GLOBAL_OPTIONS = {
      root: { type: "string" },
      config: { type: "string", short: "c" },
      "no-color": { type: "boolean" },
      quiet: { type: "boolean", short: "q" },
      help: { type: "boolean", short: "h" },
      version: { type: "boolean", short: "v" }
    };
  }
});

// packages/cli/src/failures.ts
function describeFailure(error) {
  const code = error.code;
  switch (code) {
    case "ENOSPC":
      return "no space left on the device";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "read-only file system";
    case "ENOTDIR":
      return "a part of the path is not a folder";
    case "EISDIR":
      return "it is a folder";
    case "ENXIO":
      return "a FIFO with no reader";
    default:
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}
var init_failures = __esm({
  "packages/cli/src/failures.ts"() {
    "use strict";
  }
});

// packages/cli/src/read-file.ts
function readFileHead(file, maxBytes) {
  let fd;
  try {
    fd = (0, import_node_fs8.openSync)(file, import_node_fs8.constants.O_RDONLY | import_node_fs8.constants.O_NONBLOCK);
    const info = (0, import_node_fs8.fstatSync)(fd);
    if (!info.isFile()) throw new ClaimcheckError("USAGE", `cannot read ${file}: not a regular file`);
    const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes));
    let filled = 0;
    for (let count = -1; count !== 0 && filled < buffer.length; filled += count) {
      count = (0, import_node_fs8.readSync)(fd, buffer, filled, buffer.length - filled, filled);
    }
    return { text: buffer.toString("utf8", 0, filled), size: info.size, mode: info.mode };
  } catch (error) {
    if (error.code === "ENOENT") return void 0;
    throw error;
  } finally {
    if (fd !== void 0) (0, import_node_fs8.closeSync)(fd);
  }
}
function readRegularFile(file, maxBytes) {
  let read3;
  try {
    read3 = readFileHead(file, maxBytes);
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error;
    throw new ClaimcheckError("USAGE", `cannot read ${file}: ${describeFailure(error)}`);
  }
  if (read3 !== void 0 && read3.size > maxBytes) {
    throw new ClaimcheckError("USAGE", `cannot read ${file}: larger than ${maxBytes} bytes`);
  }
  return read3 && { text: read3.text, mode: read3.mode };
}
var import_node_fs8;
var init_read_file = __esm({
  "packages/cli/src/read-file.ts"() {
    "use strict";
    import_node_fs8 = require("node:fs");
    init_errors2();
    init_failures();
  }
});

// packages/cli/src/files.ts
function destination(path3) {
  let link2;
  try {
    link2 = (0, import_node_fs9.lstatSync)(path3);
  } catch {
    return { file: path3, kind: "none" };
  }
  if (!link2.isSymbolicLink()) return { file: path3, kind: link2.isFile() ? "regular" : "special" };
  let real;
  try {
    real = import_node_fs9.realpathSync.native(path3);
  } catch {
    throw new ClaimcheckError("USAGE", `cannot write ${path3}: it is a symlink to a file that does not exist`);
  }
  const info = (0, import_node_fs9.lstatSync)(real);
  return { file: real, kind: info.isFile() ? "regular" : "special" };
}
async function writeFileSafely(path3, text2, options5) {
  const { file, kind } = options5.special === "replace" ? { file: path3, kind: "none" } : destination(path3);
  const { randomBytes: randomBytes2 } = lazy("node:crypto");
  const { open: open2, rename, unlink: unlink2 } = lazy("node:fs/promises");
  try {
    if (kind === "special") {
      if (options5.special === "refuse") throw new ClaimcheckError("USAGE", `cannot write ${path3}: not a regular file`);
      await writeInto(file, text2);
      return;
    }
    const temp = (0, import_node_path10.join)((0, import_node_path10.dirname)(file), `.${(0, import_node_path10.basename)(file)}.${randomBytes2(6).toString("hex")}.tmp`);
    const handle = await open2(temp, "wx", options5.mode ?? 438);
    try {
      await handle.writeFile(text2);
      if (options5.mode !== void 0) await handle.chmod(options5.mode & 4095);
      await handle.close();
      await rename(temp, file);
    } catch (error) {
      await handle.close().catch(() => void 0);
      await unlink2(temp).catch(() => void 0);
      throw error;
    }
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error;
    const code = error.code;
    const why = code === "ENOENT" ? `the folder ${(0, import_node_path10.dirname)(file)} does not exist` : describeFailure(error);
    throw new ClaimcheckError("USAGE", `cannot write ${path3}: ${why}`);
  }
}
async function writeInto(file, text2) {
  const { open: open2 } = lazy("node:fs/promises");
  const probe = (0, import_node_fs9.openSync)(file, import_node_fs9.constants.O_WRONLY | import_node_fs9.constants.O_NONBLOCK);
  let handle;
  try {
    handle = await open2(file, import_node_fs9.constants.O_WRONLY);
  } finally {
    (0, import_node_fs9.closeSync)(probe);
  }
  try {
    await handle.writeFile(text2);
  } finally {
    await handle.close();
  }
}
var import_node_fs9, import_node_module2, import_node_path10, lazy;
var init_files = __esm({
  "packages/cli/src/files.ts"() {
    "use strict";
    import_node_fs9 = require("node:fs");
    import_node_module2 = require("node:module");
    import_node_path10 = require("node:path");
    init_dist5();
    init_failures();
    init_read_file();
    lazy = (name) => (0, import_node_module2.createRequire)(importMeta.url)(name);
  }
});

// packages/cli/src/stdin.ts
function readStdin(stdin, waitMs) {
  if (stdin.isTTY) return Promise.resolve("");
  return new Promise((resolve24) => {
    const chunks = [];
    let size = 0;
    const finish = (text2) => {
      clearTimeout(timer2);
      stdin.removeAllListeners("data").removeAllListeners("end").removeAllListeners("error");
      stdin.pause();
      resolve24(text2);
    };
    const timer2 = setTimeout(() => finish(""), waitMs);
    stdin.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_STDIN_BYTES) finish(OVERSIZED_INPUT);
      else chunks.push(chunk);
    });
    stdin.on("end", () => finish(Buffer.concat(chunks).toString("utf8")));
    stdin.on("error", () => finish(""));
  });
}
var MAX_STDIN_BYTES, OVERSIZED_INPUT;
var init_stdin = __esm({
  "packages/cli/src/stdin.ts"() {
    "use strict";
    MAX_STDIN_BYTES = 1024 * 1024;
    OVERSIZED_INPUT = "\0input over 1 MiB, not read";
  }
});

// packages/cli/src/io.ts
function isTerminal(fd) {
  let terminal = terminals.get(fd);
  if (terminal === void 0) {
    try {
      terminal = (0, import_node_fs10.fstatSync)(fd).isCharacterDevice() && (0, import_node_module3.createRequire)(importMeta.url)("node:tty").isatty(fd);
    } catch {
      terminal = false;
    }
    terminals.set(fd, terminal);
  }
  return terminal;
}
function writeNow(fd, text2) {
  if (isTerminal(fd)) {
    streamOf(fd).write(text2);
    return;
  }
  const bytes = Buffer.from(text2);
  for (let at = 0; at < bytes.length; ) {
    try {
      at += (0, import_node_fs10.writeSync)(fd, bytes, at);
    } catch (error) {
      if (error.code !== "EAGAIN") throw error;
      Atomics.wait(PAUSE, 0, 0, 5);
    }
  }
}
function writeStderr(text2) {
  try {
    writeNow(2, text2);
  } catch {
  }
}
function stdoutWriter() {
  let closed = false;
  const fail2 = (error) => {
    if (closed) return;
    closed = true;
    if (error.code === "EPIPE") return;
    writeStderr(`claimcheck: cannot write to stdout: ${describeFailure(error)}
`);
    process.exit(2);
  };
  if (isTerminal(1)) process.stdout.on("error", fail2);
  return (text2) => {
    if (closed) return;
    try {
      writeNow(1, text2);
    } catch (error) {
      fail2(error);
    }
  };
}
function asker(stdout) {
  let lines;
  return async (question) => {
    stdout(question);
    if (lines === void 0) {
      const { createInterface } = (0, import_node_module3.createRequire)(importMeta.url)("node:readline");
      lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
    }
    const next = await lines.next();
    return next.done ? void 0 : next.value;
  };
}
function processIo() {
  const stdout = stdoutWriter();
  return {
    cwd: process.cwd(),
    env: process.env,
    stdout,
    stderr: writeStderr,
    readInput: (waitMs) => readStdin(process.stdin, waitMs),
    stdoutIsTTY: isTerminal(1),
    // Looked at only when asked: opening stdin costs a run that never reads it a few milliseconds.
    get stdinIsTTY() {
      return process.stdin.isTTY === true;
    },
    stderrIsTTY: isTerminal(2),
    ask: asker(stdout),
    // As `performance.timeOrigin` has it, without loading the performance module into every run.
    startedAt: Date.now() - process.uptime() * 1e3,
    warn: (message) => writeStderr(warningLine(message))
  };
}
function noteMemoryDir(io, memoryDir, from, quiet) {
  if (quiet || from === "the MEMORY_DIR argument" || from === "the memory files named") return;
  io.stderr(`claimcheck: memory dir ${visible(memoryDir)} (${visible(from)})
`);
}
function useColor(noColorFlag, io) {
  if (noColorFlag || (io.env.NO_COLOR ?? "") !== "") return false;
  const force = io.env.FORCE_COLOR;
  if (force !== void 0) return force !== "0" && force !== "false";
  return io.stdoutIsTTY;
}
function appendStepSummary(io, markdown) {
  const file = io.env.GITHUB_STEP_SUMMARY;
  if (!file) return;
  try {
    (0, import_node_fs10.appendFileSync)(file, markdown);
  } catch (error) {
    io.warn(`cannot append to $GITHUB_STEP_SUMMARY (${file}): ${describeFailure(error)}`);
  }
}
var import_node_fs10, import_node_module3, PAUSE, terminals, streamOf, warningLine;
var init_io = __esm({
  "packages/cli/src/io.ts"() {
    "use strict";
    import_node_fs10 = require("node:fs");
    import_node_module3 = require("node:module");
    init_failures();
    init_stdin();
    init_visible_text();
    PAUSE = new Int32Array(new SharedArrayBuffer(4));
    terminals = /* @__PURE__ */ new Map();
    streamOf = (fd) => fd === 1 ? process.stdout : process.stderr;
    warningLine = (message) => `claimcheck: warning: ${visible(message)}
`;
  }
});

// packages/cli/src/lint/inferred-facts.ts
function inferredPhrase(report2, shown2 = (text2) => text2) {
  const reasons = staleInferred(report2).map((check3) => shown2(check3.reason));
  const said = reasons.slice(0, MAX_REASONS_SAID).join("; ");
  const more = reasons.length - MAX_REASONS_SAID;
  return more > 0 ? `${said}; and ${more} more ${more === 1 ? "claim" : "claims"} no longer hold` : said;
}
var staleInferred, hasStaleInferred, MAX_REASONS_SAID;
var init_inferred_facts = __esm({
  "packages/cli/src/lint/inferred-facts.ts"() {
    "use strict";
    staleInferred = (report2) => report2.inferred?.filter((check3) => check3.status === "stale") ?? [];
    hasStaleInferred = (report2) => staleInferred(report2).length > 0;
    MAX_REASONS_SAID = 3;
  }
});

// packages/cli/src/reporters/findings.ts
function budgetOfIndex(report2, index) {
  const { loaded: loaded2, total, settings: settings2 } = report2;
  return { index, loaded: loaded2, total, settings: settings2, dropped: report2.findings.filter((item) => item.code === "DROPPED").length };
}
function countLine(findings, names) {
  return names.map(([state, shown2]) => `${shown2}=${findings.filter((item) => item.state === state).length}`).join(" ");
}
var loadsSentence, commandLabel, RANK, LEVEL_RANK, worstFirst, allFindings, countOf;
var init_findings = __esm({
  "packages/cli/src/reporters/findings.ts"() {
    "use strict";
    loadsSentence = ({
      loaded: loaded2,
      total,
      settings: settings2
    }) => `loads ${loaded2.lines} of ${total.lines} lines and ${loaded2.chars} of ${total.chars} characters (limits ${settings2.maxLines} lines, ${settings2.maxChars} characters)`;
    commandLabel = (report2) => report2.command === "check" ? report2.tool.name : `${report2.tool.name} ${report2.command}`;
    RANK = { fail: 0, review: 1, pass: 2 };
    LEVEL_RANK = { error: 0, warning: 1, note: 2 };
    worstFirst = (a, b) => RANK[a.kind] - RANK[b.kind] || (a.kind === "fail" ? LEVEL_RANK[a.level] - LEVEL_RANK[b.level] : 0);
    allFindings = (report2) => report2.sections.flatMap((section4) => section4.findings);
    countOf = ({ state, shown: shown2, count }) => `${count} ${count === 1 ? state : shown2}`;
  }
});

// packages/cli/src/reporters/report.ts
var report_exports = {};
__export(report_exports, {
  reportPath: () => reportPath,
  summarize: () => summarize
});
function summarize(memories) {
  const summary = { total: memories.length, fresh: 0, stale: 0, unverifiable: 0, inferred: 0 };
  for (const memory of memories) {
    summary[memory.status]++;
    if (hasStaleInferred(memory)) summary.inferred++;
  }
  return summary;
}
function reportPath(file, root) {
  return shownPath(file, root);
}
var init_report = __esm({
  "packages/cli/src/reporters/report.ts"() {
    "use strict";
    init_dist5();
    init_inferred_facts();
  }
});

// packages/cli/src/reporters/check-findings.ts
function ruleOf(memory, docs) {
  const kind = memory.checks.find((check3) => check3.status === "stale")?.kind;
  if (kind === void 0 || kind === null) return MEMORY_RULE;
  const described = docs?.get(kind);
  const url = described?.url;
  const helpUri = url !== void 0 && /^https?:\/\//.test(url) && URL.canParse(url) ? url : void 0;
  return {
    id: kind,
    description: described?.description ?? `A claim checked by the ${kind} checker still holds.`,
    ...helpUri === void 0 ? {} : { helpUri }
  };
}
function memoryFinding(memory, run, docs) {
  const file = reportPath(memory.file, run.root);
  const rule = ruleOf(memory, docs);
  return {
    kind: KIND[memory.status],
    level: LEVEL[memory.status],
    fails: memory.status === "stale",
    state: memory.status,
    rule,
    title: `${memory.status} memory`,
    subject: memory.name,
    detail: memory.reason,
    message: `${memory.name}: ${memory.reason}`,
    name: memory.name,
    file,
    line: memory.verifyLine ?? 1,
    ms: memory.checks.reduce((sum, check3) => sum + check3.ms, 0),
    fingerprint: { key: "claimcheckMemory/v1", parts: [rule.id, file, memory.name] }
  };
}
function inferredFinding(memory, run, mode) {
  const stale5 = staleInferred(memory);
  if (stale5.length === 0 || mode === "off") return [];
  const file = reportPath(memory.file, run.root);
  const detail = stale5.map((check3) => check3.reason).join("; ");
  const fails = mode === "error";
  return [
    {
      kind: "fail",
      level: fails ? "error" : "warning",
      fails,
      state: "inferred",
      rule: INFERRED_RULE,
      title: "memory names what is no longer there",
      subject: memory.name,
      detail,
      message: `${memory.name}: ${detail}`,
      name: `${memory.name} (inferred)`,
      file,
      line: 1,
      fingerprint: { key: "claimcheckInferred/v1", parts: [INFERRED_RULE.id, file, memory.name] }
    }
  ];
}
function checkFindings(runs2, options5) {
  const observed = (finding) => options5.observe && finding.level === "error" ? { ...finding, level: "warning" } : finding;
  const sections = runs2.map((run) => {
    const index = options5.indexes?.get(run.memoryDir);
    return {
      name: reportPath(run.memoryDir, run.root),
      ...index ? { budget: budgetOfIndex(index, reportPath(`${run.memoryDir}/MEMORY.md`, run.root)) } : {},
      findings: run.memories.flatMap((memory) => [
        memoryFinding(memory, run, options5.docs),
        ...inferredFinding(memory, run, options5.inferred)
      ]).map(observed)
    };
  });
  const all = sections.flatMap((section4) => section4.findings);
  const counts = summarize(runs2.flatMap((run) => run.memories));
  return {
    command: "check",
    tool: runs2[0]?.tool ?? { name: "claimcheck", version: meta.version },
    root: runs2[0]?.root ?? "/",
    words: { state: "status", subject: "memory", detail: "reason" },
    counts: [
      ...["stale", "unverifiable", "fresh"].map((state) => ({ state, shown: state, count: counts[state] })),
      ...counts.inferred > 0 ? [{ state: "inferred", shown: "inferred", count: counts.inferred }] : []
    ],
    // As the text format's: `inferred=N` only when a memory failed an inferred check.
    summaryLine: `${countLine(all, [
      ["fresh", "fresh"],
      ["stale", "stale"],
      ["unverifiable", "unverifiable"]
    ])}${counts.inferred > 0 ? ` inferred=${counts.inferred}` : ""}`,
    sections,
    ...options5.date === void 0 ? {} : { date: options5.date }
  };
}
var MEMORY_RULE, INFERRED_RULE, KIND, LEVEL;
var init_check_findings = __esm({
  "packages/cli/src/reporters/check-findings.ts"() {
    "use strict";
    init_inferred_facts();
    init_meta();
    init_findings();
    init_report();
    MEMORY_RULE = {
      id: "memory",
      description: "A memory whose verify block cannot be read or run is held back as stale."
    };
    INFERRED_RULE = {
      id: "inferred",
      description: "A memory with no verify block still holds what it names: the project paths it names exist, and the names it places in a file are in it."
    };
    KIND = { stale: "fail", unverifiable: "review", fresh: "pass" };
    LEVEL = { stale: "error", unverifiable: "note", fresh: "note" };
  }
});

// packages/cli/src/reporters/github.ts
function workflowCommand(finding, label) {
  const line = finding.line === void 0 ? "" : `,line=${finding.line}`;
  const where = `file=${property(finding.file)}${line},title=${property(`${label}: ${finding.title}`)}`;
  return `::${ANNOTATION[finding.level]} ${where}::${data(finding.message)}`;
}
function github(report2) {
  const label = commandLabel(report2);
  const lines = allFindings(report2).filter(annotated).map((finding) => workflowCommand(finding, label));
  return `${[...lines, report2.summaryLine].join("\n")}
`;
}
function githubSummary(report2) {
  const [first, ...rest] = report2.counts;
  const counts = first ? [`**${countOf(first)}**`, ...rest.map(countOf)] : [];
  const lines = [`## ${commandLabel(report2)}`, "", counts.join(", "), ""];
  for (const { budget: budget2 } of report2.sections)
    if (budget2) lines.push(`**${cell(budget2.index)}** ${loadsSentence(budget2)}`, "");
  const attention = allFindings(report2).filter((finding) => finding.kind !== "pass").sort(worstFirst);
  if (attention.length > 0) {
    const { state, subject, detail } = report2.words;
    lines.push(`| ${state} | ${subject} | file | ${detail} |`, "|---|---|---|---|");
    for (const finding of attention) {
      const where = `${finding.file}${finding.line === void 0 ? "" : `:${finding.line}`}`;
      lines.push(`| ${finding.state} | ${cell(finding.subject)} | ${cell(where)} | ${cell(finding.detail)} |`);
    }
    lines.push("");
  }
  return `${lines.join("\n")}
`;
}
var data, property, ANNOTATION, annotated, cell;
var init_github = __esm({
  "packages/cli/src/reporters/github.ts"() {
    "use strict";
    init_visible_text();
    init_findings();
    data = (text2) => visible(text2).replace(/%/g, "%25");
    property = (text2) => data(text2).replace(/:/g, "%3A").replace(/,/g, "%2C");
    ANNOTATION = {
      error: "error",
      warning: "warning",
      note: "notice"
    };
    annotated = (finding) => finding.kind === "review" || finding.kind === "fail" && (finding.fails || finding.level !== "note");
    cell = (text2) => visible(text2).replace(/[!-/:-@[-`{-~]/g, "\\$&");
  }
});

// packages/cli/src/reporters/markup.ts
function xmlText(text2) {
  return visible(text2).replace(NOT_XML, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
var NOT_XML;
var init_markup = __esm({
  "packages/cli/src/reporters/markup.ts"() {
    "use strict";
    init_visible_text();
    NOT_XML = /[\ufffe\uffff]/g;
  }
});

// packages/cli/src/reporters/html.ts
function stateStyle(states) {
  return states.map(
    (state) => `.count.${state} b, tr.${state} td.state { color: ${colorOf(state)}; }
body[data-filter="${state}"] tr.finding:not(.${state}) { display: none; }`
  ).join("\n");
}
function made(root, date) {
  const parts = [`root <code>${xmlText(root)}</code>`];
  if (date) {
    const shown2 = `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    parts.push(`<time datetime="${date.toISOString()}">${shown2}</time>`);
  }
  return parts.map((part) => ` \xB7 ${part}`).join("");
}
function page(title, meta6, style, sections) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${xmlText(title)}</title>
<style>${STYLE}${style}</style>
</head>
<body data-filter="all">
<h1>${xmlText(title)}</h1>
<p class="meta">${meta6}</p>
${sections.join("\n")}
<script>${FILTER}</script>
</body>
</html>
`;
}
function donut(counts) {
  const total = counts.reduce((sum, item) => sum + item.count, 0);
  const radius = 40;
  const length = 2 * Math.PI * radius;
  let offset = 0;
  const arcs = counts.filter((item) => item.count > 0).map(({ state, count }) => {
    const share = count / total * length;
    const arc = `<circle r="${radius}" cx="50" cy="50" fill="none" stroke="${colorOf(state)}" stroke-width="18" stroke-dasharray="${share.toFixed(2)} ${(length - share).toFixed(2)}" stroke-dashoffset="${(-offset).toFixed(2)}" transform="rotate(-90 50 50)"><title>${state}: ${count}</title></circle>`;
    offset += share;
    return arc;
  });
  const label = counts.map(countOf).join(", ");
  return `<svg class="donut" role="img" aria-label="${label}" width="120" height="120" viewBox="0 0 100 100"><circle r="${radius}" cx="50" cy="50" fill="none" stroke="#eee" stroke-width="18"/>${arcs.join("")}</svg>`;
}
function bar(label, loaded2, total, limit) {
  const scale = Math.max(total, limit);
  const pct = (n) => `${(n / scale * 100).toFixed(2)}%`;
  const over = total > loaded2 ? `<div class="over" style="left:${pct(loaded2)};width:${pct(total - loaded2)}" title="cut: ${total - loaded2} ${label} not loaded"></div>` : "";
  return `<div class="budget"><div class="bar-label">${label}: ${loaded2} of ${total} loaded (limit ${limit})${total > loaded2 ? ` \u2014 <b>${total - loaded2} cut</b>` : ""}</div>
<div class="bar" data-kind="${label}"><div class="loaded" style="width:${pct(loaded2)}"></div>${over}<div class="limit" style="left:${pct(limit)}" title="limit ${limit}"></div></div></div>`;
}
function budget({ index, loaded: loaded2, total, settings: settings2, dropped }) {
  return `<section class="index" aria-label="MEMORY.md load budget">
<h3>What Claude Code loads of ${xmlText(index)}</h3>
${bar("lines", loaded2.lines, total.lines, settings2.maxLines)}
${bar("characters", loaded2.chars, total.chars, settings2.maxChars)}
<p>${dropped === 0 ? "No index entry is past the cut." : `<b>${dropped} index ${dropped === 1 ? "entry is" : "entries are"} past the cut</b>: the agent never sees ${dropped === 1 ? "it" : "them"}.`}</p>
</section>`;
}
function filters(counts) {
  const option = (value, checked = "") => `<label><input type="radio" name="state" value="${value}"${checked}> ${value}</label>`;
  return `<div class="filters" role="radiogroup" aria-label="Show">
${[option("all", " checked"), ...counts.map((item) => option(item.state))].join("\n")}
</div>`;
}
function section(report2, { name, budget: loads, findings }) {
  const { state, subject, detail } = report2.words;
  const rows = [...findings].sort(worstFirst).map((finding) => {
    const where = `${finding.file}${finding.line === void 0 ? "" : `:${finding.line}`}`;
    return `<tr class="finding ${finding.state}"><td class="state">${finding.state}</td><td class="subject">${xmlText(finding.subject)}</td><td class="detail">${xmlText(finding.detail)}</td><td class="file"><code>${xmlText(where)}</code></td></tr>`;
  });
  return [
    `<section class="dir"><h2>${xmlText(name)}</h2>`,
    ...loads ? [budget(loads)] : [],
    `<table><thead><tr><th>${state}</th><th>${subject}</th><th>${detail}</th><th>file</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table>`,
    "</section>"
  ].join("\n");
}
function html(report2) {
  const counts = report2.counts.map((item) => `<div class="count ${item.state}"><b>${item.count}</b>${countOf(item).replace(/^\d+ /, "")}</div>`).join("\n");
  const title = `${commandLabel(report2)} report`;
  const dirs = report2.sections.map((item) => `<code>${xmlText(item.name)}</code>`).join(", ");
  return page(
    title,
    `${dirs}${made(report2.root, report2.date)} \xB7 ${xmlText(report2.tool.name)} ${xmlText(report2.tool.version)}`,
    stateStyle([
      .../* @__PURE__ */ new Set([...report2.counts.map((item) => item.state), ...allFindings(report2).map((item) => item.state)])
    ]),
    [
      `<section class="summary" aria-label="Summary">${donut(report2.counts)}<div class="counts">
${counts}</div></section>`,
      filters(report2.counts),
      ...report2.sections.map((item) => section(report2, item))
    ]
  );
}
var RED, AMBER, GREEN, GREY, COLOR, colorOf, STYLE, FILTER;
var init_html = __esm({
  "packages/cli/src/reporters/html.ts"() {
    "use strict";
    init_markup();
    init_findings();
    RED = "#c62828";
    AMBER = "#9e7c00";
    GREEN = "#2e7d32";
    GREY = "#546e7a";
    COLOR = {
      stale: RED,
      error: RED,
      unverifiable: AMBER,
      warning: AMBER,
      info: GREY,
      fresh: GREEN,
      ok: GREEN
    };
    colorOf = (state) => (Object.hasOwn(COLOR, state) ? COLOR[state] : void 0) ?? GREY;
    STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1b1b1b; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; } h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; } h3 { font-size: 1rem; margin: 1rem 0 .5rem; }
.meta { color: #555; margin: 0 0 1.5rem; }
td, .meta code, h2, h3 { overflow-wrap: anywhere; }
.summary { display: flex; gap: 2rem; align-items: center; flex-wrap: wrap; }
.counts { display: flex; gap: 1rem; } .count { border-radius: .5rem; padding: .5rem 1rem; background: #f4f4f4; }
.count b { display: block; font-size: 1.6rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
td.state { font-weight: 600; white-space: nowrap; }
code { font-size: .9em; } .filters { margin: 1rem 0; } .filters label { margin-right: 1rem; }
.budget { margin: .75rem 0; } .bar { position: relative; height: 1.4rem; background: #eee; border-radius: .25rem; max-width: 40rem; }
.bar .loaded { position: absolute; left: 0; top: 0; bottom: 0; background: #1565c0; border-radius: .25rem 0 0 .25rem; }
.bar .over { position: absolute; top: 0; bottom: 0; background: repeating-linear-gradient(45deg, #c62828, #c62828 4px, #ef9a9a 4px, #ef9a9a 8px); }
.bar .limit { position: absolute; top: -.3rem; bottom: -.3rem; width: 2px; background: #000; }
.bar-label { font-size: .9rem; color: #333; }
`;
    FILTER = `
for (const input of document.querySelectorAll('input[name="state"]'))
  input.addEventListener('change', () => { document.body.dataset.filter = input.value })
`;
  }
});

// packages/cli/src/reporters/index-run.ts
function budgetOf(report2) {
  const { loaded: loaded2, total, settings: settings2 } = report2;
  return loaded2 && total && settings2 ? { loaded: loaded2, total, settings: settings2 } : void 0;
}
function fileOfDir(run, file) {
  const path3 = `${run.report.memoryDir}${import_node_path11.sep}${file}`;
  return isInside(path3, run.root) ? (0, import_node_path11.relative)(run.root, path3).split(import_node_path11.sep).join("/") : path3;
}
var import_node_path11, RANK2, failing;
var init_index_run = __esm({
  "packages/cli/src/reporters/index-run.ts"() {
    "use strict";
    import_node_path11 = require("node:path");
    init_dist5();
    RANK2 = { error: 3, warning: 2, info: 1 };
    failing = (severity, failOn) => RANK2[severity] >= RANK2[failOn];
  }
});

// packages/cli/src/reporters/index-findings.ts
function dirFinding(run, command) {
  const budget2 = budgetOf(run.report);
  const file = fileOfDir(run, budget2 ? "MEMORY.md" : "").replace(/\/$/, "");
  const detail = budget2 ? loadsSentence(budget2) : "read";
  return {
    kind: "pass",
    level: "note",
    fails: false,
    state: "ok",
    rule: { id: command, description: `claimcheck ${command} read the memory dir.` },
    title: "ok",
    subject: file,
    detail,
    message: `${file} ${detail}`,
    name: `${file} ${detail}`,
    file,
    fingerprint: { key: "claimcheckIndex/v1", parts: [command, file] }
  };
}
function indexFindings(runs2, options5) {
  const command = options5.command ?? "index";
  const sections = runs2.map((run) => {
    const budget2 = budgetOf(run.report);
    const index = fileOfDir(run, "MEMORY.md");
    const findings = run.report.findings.map((finding) => {
      const file = fileOfDir(run, finding.file);
      return {
        kind: "fail",
        level: LEVEL2[finding.severity],
        fails: failing(finding.severity, options5.failOn),
        state: finding.severity,
        rule: {
          id: finding.code,
          description: (Object.hasOwn(RULE_TEXT, finding.code) ? RULE_TEXT[finding.code] : void 0) ?? finding.code
        },
        title: finding.code,
        subject: finding.code,
        detail: finding.detail,
        message: `[${finding.code}] ${finding.detail}`,
        name: `[${finding.code}] ${finding.detail}`,
        file,
        ...finding.line === null ? {} : { line: finding.line },
        fingerprint: { key: "claimcheckIndex/v1", parts: [finding.code, file, finding.detail] }
      };
    });
    return {
      name: command === "index" ? index : fileOfDir(run, "").replace(/\/$/, ""),
      ...budget2 ? { budget: budgetOfIndex({ ...budget2, findings: run.report.findings }, index) } : {},
      findings: [dirFinding(run, command), ...findings]
    };
  });
  const all = sections.flatMap((section4) => section4.findings);
  const severities = [
    ["error", "errors"],
    ["warning", "warnings"],
    ["info", "info"]
  ];
  return {
    command,
    tool: runs2[0]?.tool ?? { name: "claimcheck", version: meta.version },
    root: runs2[0]?.root ?? "/",
    words: { state: "severity", subject: "code", detail: "detail" },
    counts: severities.map(([state, shown2]) => ({
      state,
      shown: shown2,
      count: all.filter((item) => item.state === state).length
    })),
    summaryLine: countLine(all, severities),
    sections,
    ...options5.date === void 0 ? {} : { date: options5.date }
  };
}
var RULE_TEXT, LEVEL2;
var init_index_findings = __esm({
  "packages/cli/src/reporters/index-findings.ts"() {
    "use strict";
    init_meta();
    init_findings();
    init_index_run();
    RULE_TEXT = {
      fossil: "A memory whose body names something checkable, with no check: it can rot unnoticed.",
      "fossil-missing": "A memory whose body names a path that no longer exists.",
      unchecked: "A memory added with no verify block (lint --since).",
      "duplicate-name": "Two memory files with one name.",
      "no-frontmatter": "A memory file without frontmatter.",
      "invalid-yaml": "A memory whose frontmatter is not valid YAML.",
      "invalid-verify": "A verify block that could not run.",
      unreadable: "A memory file that cannot be read.",
      OVER: "MEMORY.md is over the lines or characters Claude Code loads.",
      WARN: "MEMORY.md is near a limit of what Claude Code loads.",
      DROPPED: "An index entry past the cut: the agent never sees it.",
      MISSING: "An index link to a file that does not exist.",
      WIKI_UNRESOLVED: "A wiki link that names no topic file yet: something worth writing later.",
      ORPHAN: "A topic file the index never links.",
      STALE: "A linked topic not modified for longer than staleDays.",
      NO_TS: "A linked topic with no modified time.",
      BAD_TS: "A modified time that does not parse.",
      FUTURE_TS: "A modified time in the future."
    };
    LEVEL2 = { error: "error", warning: "warning", info: "note" };
  }
});

// packages/cli/src/reporters/sections.ts
var sections_exports = {};
__export(sections_exports, {
  REPORT_SCHEMA_VERSION: () => REPORT_SCHEMA_VERSION,
  jsonDocument: () => jsonDocument,
  jsonSections: () => jsonSections,
  markdownSectionHeading: () => markdownSectionHeading,
  textSectionHeading: () => textSectionHeading
});
function jsonDocument(head, body) {
  return json({ schemaVersion: REPORT_SCHEMA_VERSION, ...head, ...body });
}
function jsonSections(head, sections) {
  return json({
    schemaVersion: REPORT_SCHEMA_VERSION,
    ...head,
    sections: sections.map(({ from, body }) => ({ from, ...body }))
  });
}
var REPORT_SCHEMA_VERSION, json, textSectionHeading, markdownSectionHeading;
var init_sections = __esm({
  "packages/cli/src/reporters/sections.ts"() {
    "use strict";
    init_visible_text();
    REPORT_SCHEMA_VERSION = 1;
    json = (value) => `${jsonForLogs(JSON.stringify(value, null, 2))}
`;
    textSectionHeading = (memoryDir, from) => `== ${visible(memoryDir)} (${visible(from)})`;
    markdownSectionHeading = (memoryDir, from) => `# ${visible(memoryDir)} (${visible(from)})`;
  }
});

// packages/cli/src/reporters/json.ts
function runBody(run) {
  return {
    memoryDir: run.memoryDir,
    ...run.memoryDirFrom === void 0 ? {} : { memoryDirFrom: run.memoryDirFrom },
    summary: summarize(run.memories),
    memories: run.memories.map((memory) => ({
      name: memory.name,
      file: reportPath(memory.file, run.root),
      ...memory.description === void 0 ? {} : { description: memory.description },
      ...memory.type === void 0 ? {} : { type: memory.type },
      status: memory.status,
      reason: memory.reason,
      checks: memory.checks,
      // Every inferred check, passing ones too, each as SPEC \u00a76.4.1 names its fields.
      ...memory.inferred === void 0 ? {} : {
        inferred: memory.inferred.map(({ claim, status, reason, changes, paths }) => ({
          claim,
          status,
          reason,
          ...paths === void 0 ? {} : { paths },
          ...changes === void 0 ? {} : { changes }
        }))
      },
      ...memory.age === void 0 ? {} : { age: memory.age }
    }))
  };
}
var jsonReporter;
var init_json = __esm({
  "packages/cli/src/reporters/json.ts"() {
    "use strict";
    init_report();
    init_sections();
    jsonReporter = (runs2, options5) => {
      const first = runs2[0];
      if (!options5.sections) return jsonDocument({ tool: first?.tool, root: first?.root }, runBody(first));
      return jsonSections(
        { tool: first?.tool, root: first?.root, summary: summarize(runs2.flatMap((run) => run.memories)) },
        runs2.map((run) => ({ from: options5.from?.get(run.memoryDir), body: runBody(run) }))
      );
    };
  }
});

// packages/cli/src/reporters/junit.ts
function testcase(finding) {
  const classname = finding.file.replace(/\.md$/, "").split("/").join(".");
  const attributes = `name="${xmlText(finding.name)}" classname="${xmlText(classname)}" file="${xmlText(finding.file)}"${finding.line === void 0 ? "" : ` line="${finding.line}"`} time="${seconds2(finding.ms ?? 0)}"`;
  if (finding.kind === "pass") return `    <testcase ${attributes}/>`;
  const message = xmlText(finding.detail);
  const inner = finding.fails ? `<failure message="${message}" type="${xmlText(finding.rule.id)}">${message}</failure>` : `<skipped message="${message}"/>`;
  return `    <testcase ${attributes}>
      ${inner}
    </testcase>`;
}
function suite(title, section4) {
  const { tests, failures, skipped } = counted(section4.findings);
  return [
    `  <testsuite name="${xmlText(`${title} ${section4.name}`)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds2(msOf(section4.findings))}">`,
    ...section4.findings.map(testcase),
    "  </testsuite>"
  ].join("\n");
}
function junit(report2) {
  const title = `${report2.tool.name} ${report2.command}`;
  const all = report2.sections.flatMap((section4) => section4.findings);
  const { tests, failures, skipped } = counted(all);
  return [
    HEADER,
    `<testsuites name="${xmlText(title)}" tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds2(msOf(all))}">`,
    ...report2.sections.map((section4) => suite(title, section4)),
    "</testsuites>",
    ""
  ].join("\n");
}
var HEADER, seconds2, msOf, counted;
var init_junit = __esm({
  "packages/cli/src/reporters/junit.ts"() {
    "use strict";
    init_markup();
    HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
    seconds2 = (ms) => (ms / 1e3).toFixed(3);
    msOf = (findings) => findings.reduce((sum, item) => sum + (item.ms ?? 0), 0);
    counted = (findings) => ({
      tests: findings.length,
      failures: findings.filter((item) => item.fails).length,
      skipped: findings.filter((item) => item.kind !== "pass" && !item.fails).length
    });
  }
});

// packages/cli/src/sha256.ts
function sha256() {
  crypto ??= (0, import_node_module4.createRequire)(importMeta.url)("node:crypto");
  return crypto.createHash("sha256");
}
function sha256Hex(text2) {
  return sha256().update(text2).digest("hex");
}
var import_node_module4, crypto;
var init_sha256 = __esm({
  "packages/cli/src/sha256.ts"() {
    "use strict";
    import_node_module4 = require("node:module");
  }
});

// packages/cli/src/reporters/sarif.ts
function location(file, line) {
  const uri = (0, import_node_path12.isAbsolute)(file) ? (0, import_node_url.pathToFileURL)(file).href : relativeUri(file);
  return {
    physicalLocation: {
      artifactLocation: (0, import_node_path12.isAbsolute)(file) ? { uri } : { uri, uriBaseId: "ROOT" },
      region: { startLine: line ?? 1 }
    }
  };
}
function result(finding) {
  return {
    ruleId: finding.rule.id,
    level: finding.level,
    message: { text: visible(finding.message) },
    locations: [location(finding.file, finding.line)],
    partialFingerprints: { [finding.fingerprint.key]: sha256Hex(finding.fingerprint.parts.join("\0")) }
  };
}
function sarif(report2) {
  const problems = allFindings(report2).filter((finding) => finding.kind === "fail");
  const rules = new Map(problems.map((finding) => [finding.rule.id, finding]));
  const log2 = {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: report2.tool.name,
            version: report2.tool.version,
            rules: [...rules.keys()].sort().map((id) => {
              const { rule, level } = rules.get(id);
              return {
                id,
                name: id,
                shortDescription: { text: visible(rule.description) },
                ...rule.helpUri === void 0 ? {} : { helpUri: rule.helpUri },
                defaultConfiguration: { level }
              };
            })
          }
        },
        originalUriBaseIds: { ROOT: { uri: (0, import_node_url.pathToFileURL)(`${report2.root}/`).href } },
        results: problems.map(result)
      }
    ]
  };
  return `${jsonForLogs(JSON.stringify(log2, null, 2))}
`;
}
var import_node_url, import_node_path12, SCHEMA, relativeUri;
var init_sarif = __esm({
  "packages/cli/src/reporters/sarif.ts"() {
    "use strict";
    import_node_url = require("node:url");
    import_node_path12 = require("node:path");
    init_visible_text();
    init_sha256();
    init_findings();
    SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    relativeUri = (file) => file.split(/[\\/]/).map(encodeURIComponent).join("/");
  }
});

// packages/cli/src/reporters/tap.ts
function point(n, finding, words) {
  const head = `${finding.fails ? "not ok" : "ok"} ${n} - ${description(finding.message)}`;
  if (!finding.fails) return [finding.kind === "pass" ? head : `${head} # SKIP ${description(finding.state)}`];
  return [
    head,
    "  ---",
    `  file: ${yaml2(finding.file)}`,
    `  line: ${finding.line ?? 1}`,
    `  ${words.state}: ${yaml2(finding.state)}`,
    `  rule: ${yaml2(finding.rule.id)}`,
    `  ${words.detail}: ${yaml2(finding.detail)}`,
    "  ..."
  ];
}
function tap(report2) {
  const findings = allFindings(report2);
  const lines = ["TAP version 14", `1..${findings.length}`];
  findings.forEach((finding, i) => lines.push(...point(i + 1, finding, report2.words)));
  return `${lines.join("\n")}
`;
}
var description, yaml2;
var init_tap = __esm({
  "packages/cli/src/reporters/tap.ts"() {
    "use strict";
    init_visible_text();
    init_findings();
    description = (text2) => visible(text2).replace(/\\/g, "\\\\").replace(/#/g, "\\#");
    yaml2 = (text2) => JSON.stringify(visible(text2));
  }
});

// packages/cli/src/reporters/text.ts
function runText(run, { color, quiet }) {
  const lines = [];
  for (const memory of run.memories) {
    if (quiet && memory.status !== "stale") continue;
    const label = LABELS[memory.status];
    const shown2 = color ? `${COLORS[memory.status]}${label}${RESET}` : label;
    lines.push(`${shown2}${visible(memory.name)}: ${visible(memory.reason)}`);
    if (staleInferred(memory).length > 0) {
      const label2 = color ? `${COLORS.unverifiable}${WARN}${RESET}` : WARN;
      lines.push(`${label2}${visible(memory.name)}: ${inferredPhrase(memory, visible)}`);
    }
  }
  return lines;
}
function staleBlock(runs2, { color, cwd }) {
  const stale5 = runs2.flatMap(
    (run) => run.memories.filter((memory) => memory.status === "stale").map((memory) => ({ memory, run }))
  );
  if (stale5.length === 0) return [];
  const title = stale5.length === 1 ? "1 stale memory: its claim does not hold, or cannot be checked" : `${stale5.length} stale memories: their claims do not hold, or cannot be checked`;
  const where = (file, line, root) => {
    const shown2 = cwd !== void 0 && isInside(file, cwd) ? (0, import_node_path13.relative)(cwd, file) : reportPath(file, root);
    return `${visible(shown2)}:${line}`;
  };
  return [
    color ? `${COLORS.stale}${title}${RESET}` : title,
    ...stale5.map(
      ({ memory, run }) => `  ${where(memory.file, memory.verifyLine ?? 1, run.root)}: ${visible(memory.name)}: ${visible(memory.reason)}`
    ),
    ""
  ];
}
var import_node_path13, LABELS, COLORS, RESET, WARN, summaryLine, textReporter;
var init_text = __esm({
  "packages/cli/src/reporters/text.ts"() {
    "use strict";
    import_node_path13 = require("node:path");
    init_dist5();
    init_inferred_facts();
    init_visible_text();
    init_report();
    init_sections();
    LABELS = { fresh: "OK    ", stale: "STALE ", unverifiable: "SKIP  " };
    COLORS = { fresh: "\x1B[32m", stale: "\x1B[31m", unverifiable: "\x1B[33m" };
    RESET = "\x1B[39m";
    WARN = "WARN  ";
    summaryLine = (memories) => {
      const { fresh, stale: stale5, unverifiable: unverifiable2, inferred } = summarize(memories);
      return `fresh=${fresh} stale=${stale5} unverifiable=${unverifiable2}${inferred > 0 ? ` inferred=${inferred}` : ""}`;
    };
    textReporter = (runs2, options5) => {
      const all = runs2.flatMap((run) => run.memories);
      const blocks = [];
      if (options5.sections) {
        for (const run of runs2) {
          const lines = runText(run, options5);
          const header = textSectionHeading(run.memoryDir, options5.from?.get(run.memoryDir) ?? "");
          blocks.push(header, ...lines, ...lines.length > 0 ? [""] : [], summaryLine(run.memories), "");
        }
      } else {
        const lines = runText(runs2[0], options5);
        blocks.push(...lines, ...lines.length > 0 ? [""] : []);
      }
      if (options5.forPeople) blocks.push(...staleBlock(runs2, options5));
      blocks.push(summaryLine(all));
      return `${blocks.join("\n")}
`;
    };
  }
});

// packages/cli/src/reporters/index.ts
var FINDINGS_FORMATS, REPORTERS, INDEX_REPORTERS;
var init_reporters = __esm({
  "packages/cli/src/reporters/index.ts"() {
    "use strict";
    init_check_findings();
    init_github();
    init_html();
    init_index_findings();
    init_json();
    init_junit();
    init_sarif();
    init_tap();
    init_text();
    FINDINGS_FORMATS = { junit, sarif, github, tap, html };
    REPORTERS = {
      text: textReporter,
      json: jsonReporter,
      ...Object.fromEntries(
        Object.entries(FINDINGS_FORMATS).map(([name, format3]) => [
          name,
          (runs2, options5) => format3(checkFindings(runs2, options5))
        ])
      )
    };
    INDEX_REPORTERS = Object.fromEntries(
      Object.entries(FINDINGS_FORMATS).map(([name, format3]) => [
        name,
        (runs2, options5) => format3(indexFindings(runs2, options5))
      ])
    );
  }
});

// packages/cli/src/progress.ts
function progressText(doing, done, total, things) {
  const count = (n) => n.toLocaleString("en-US");
  return `claimcheck: ${doing} ${count(done)} of ${count(total)} ${things}\u2026`;
}
function showsProgress(io, quiet = false) {
  return io.stderrIsTTY === true && !quiet && (io.env.CI ?? "") === "";
}
function progressLine(io, options5 = {}) {
  if (!showsProgress(io, options5.quiet)) return silent;
  const now = options5.now ?? Date.now;
  const started = now();
  let shownAt = 0;
  let shown2 = false;
  let shownStep = "";
  const show = (doing, done, total, things) => {
    const at = now();
    if (at - started < SHOW_AFTER_MS) return;
    if (doing === shownStep && at - shownAt < EVERY_MS && done < total) return;
    shownAt = at;
    shown2 = true;
    shownStep = doing;
    io.stderr(`\r\x1B[2K${progressText(doing, done, total, things)}`);
  };
  return {
    update: (done, total) => show("checked", done, total, total === 1 ? "check" : "checks"),
    step: show,
    end() {
      if (shown2) io.stderr("\r\x1B[2K");
    }
  };
}
var SHOW_AFTER_MS, EVERY_MS, silent;
var init_progress = __esm({
  "packages/cli/src/progress.ts"() {
    "use strict";
    SHOW_AFTER_MS = 1e3;
    EVERY_MS = 100;
    silent = { update: () => {
    }, step: () => {
    }, end: () => {
    } };
  }
});

// packages/cli/src/extra-outputs.ts
function extraOutputOptions(formats) {
  return Object.fromEntries(formats.map((format3) => [`${format3}-output`, { type: "string" }]));
}
function extraOutputs(values, formats, cwd) {
  const given2 = values;
  return formats.flatMap((format3) => {
    const file = given2[`${format3}-output`];
    return typeof file === "string" ? [[format3, (0, import_node_path14.resolve)(cwd, file)]] : [];
  });
}
async function writeExtraOutputs(outputs, render) {
  for (const [format3, file] of outputs) await writeFileSafely(file, await render(format3), { special: "write-into" });
}
var import_node_path14, EXTRA_OUTPUT_HELP;
var init_extra_outputs = __esm({
  "packages/cli/src/extra-outputs.ts"() {
    "use strict";
    import_node_path14 = require("node:path");
    init_files();
    EXTRA_OUTPUT_HELP = `  --<format>-output FILE also write the same run in that format to FILE (--sarif-output,
                         --json-output, \u2026): one run for annotations, a SARIF file and counts`;
  }
});

// packages/cli/src/rollout/run-log.ts
function logLine(runs2, exitCode, observe, now = /* @__PURE__ */ new Date()) {
  const memories = runs2.flatMap(
    (run) => run.memories.map((memory) => ({
      file: reportPath(memory.file, run.root),
      name: memory.name,
      status: memory.status,
      reason: memory.reason,
      // The kinds of the checks that failed (or all, for a memory that did not fail).
      kinds: [
        ...new Set(
          memory.checks.filter((check3) => memory.status !== "stale" || check3.status === "stale").map((check3) => check3.kind ?? "memory")
        )
      ]
    }))
  );
  const line = {
    time: now.toISOString(),
    tool: runs2[0]?.tool ?? { name: "claimcheck", version: meta.version },
    root: runs2[0]?.root ?? "",
    exitCode,
    observe,
    summary: summarize(runs2.flatMap((run) => run.memories)),
    memories
  };
  return `${JSON.stringify(line)}
`;
}
function appendLine(file, line) {
  let fd;
  try {
    fd = (0, import_node_fs11.openSync)(file, import_node_fs11.constants.O_WRONLY | import_node_fs11.constants.O_APPEND | import_node_fs11.constants.O_CREAT | import_node_fs11.constants.O_NONBLOCK, 420);
    if (!(0, import_node_fs11.fstatSync)(fd).isFile()) throw new ClaimcheckError("USAGE", `cannot write ${file}: not a regular file`);
    const bytes = Buffer.from(line);
    const written = (0, import_node_fs11.writeSync)(fd, bytes);
    if (written !== bytes.length) throw new ClaimcheckError("USAGE", `cannot write ${file}: the line was cut short`);
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error;
    throw new ClaimcheckError("USAGE", `cannot write ${file}: ${describeFailure(error)}`);
  } finally {
    if (fd !== void 0) (0, import_node_fs11.closeSync)(fd);
  }
}
var import_node_fs11;
var init_run_log = __esm({
  "packages/cli/src/rollout/run-log.ts"() {
    "use strict";
    import_node_fs11 = require("node:fs");
    init_dist5();
    init_failures();
    init_meta();
    init_report();
  }
});

// packages/cli/src/claude-code/memory-dir.ts
function claudeConfigDir(env) {
  const configured = env.env.CLAUDE_CONFIG_DIR;
  return configured !== void 0 ? (0, import_node_path15.resolve)(env.cwd, configured) : (0, import_node_path15.join)(env.home ?? (0, import_node_os4.homedir)(), ".claude");
}
function slugHash(text2) {
  let hash = 0;
  for (let i = 0; i < text2.length; i++) hash = (hash << 5) - hash + text2.charCodeAt(i) | 0;
  return Math.abs(hash).toString(36);
}
function projectSlug(path3) {
  const slug = path3.replace(/[^A-Za-z0-9]/g, "-");
  return slug.length <= MAX_SLUG ? slug : `${slug.slice(0, MAX_SLUG)}-${slugHash(path3)}`;
}
function mainCheckout(realFolder) {
  for (let dir = realFolder; ; dir = (0, import_node_path15.dirname)(dir)) {
    const git2 = (0, import_node_path15.join)(dir, ".git");
    let text2;
    try {
      if ((0, import_node_fs12.statSync)(git2).isDirectory()) return dir;
      const read3 = readFileHead(git2, MAX_GIT_FILE_BYTES);
      text2 = read3 && read3.size <= MAX_GIT_FILE_BYTES ? read3.text : void 0;
    } catch {
      text2 = void 0;
    }
    if (text2 !== void 0) {
      const gitdir = /^gitdir:[ \t]*(.+?)[ \t]*$/m.exec(text2)?.[1];
      const worktree = gitdir && /^(.*)[/\\]worktrees[/\\][^/\\]+[/\\]?$/.exec((0, import_node_path15.resolve)(dir, gitdir));
      if (!worktree || !linksBack((0, import_node_path15.resolve)(dir, gitdir), (0, import_node_path15.join)(dir, ".git"))) return dir;
      const common = worktree[1];
      return (0, import_node_path15.basename)(common) === ".git" ? (0, import_node_path15.dirname)(common) : common;
    }
    if ((0, import_node_path15.dirname)(dir) === dir) return realFolder;
  }
}
function linksBack(admin, gitFile) {
  try {
    const read3 = readFileHead((0, import_node_path15.join)(admin, "gitdir"), MAX_GIT_FILE_BYTES);
    const named = read3?.text.trim();
    if (!named) return false;
    const same = (a, b) => a === b || (0, import_node_fs12.realpathSync)(a) === (0, import_node_fs12.realpathSync)(b);
    return same((0, import_node_path15.resolve)(admin, named), gitFile);
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
    { file: (0, import_node_path15.join)(realRoot, ".claude", "settings.local.json"), project: true },
    { file: (0, import_node_path15.join)(realRoot, ".claude", "settings.json"), project: true },
    { file: (0, import_node_path15.join)(claudeConfigDir(env), "settings.json"), project: false }
  ];
}
function readSettingsFile(file, env) {
  let read3 = readFor.get(env);
  if (read3 === void 0) readFor.set(env, read3 = /* @__PURE__ */ new Map());
  if (!read3.has(file)) read3.set(file, readSettingsText(file, env));
  return read3.get(file);
}
function readSettingsText(file, env) {
  let read3;
  try {
    read3 = readFileHead(file, MAX_SETTINGS_BYTES);
  } catch (error) {
    if (isClaimcheckError(error)) env.warn(`ignoring ${file}: not a regular file`);
    return void 0;
  }
  if (read3 === void 0) return void 0;
  if (read3.size > MAX_SETTINGS_BYTES) {
    env.warn(`ignoring ${file}: larger than ${MAX_SETTINGS_BYTES} bytes`);
    return void 0;
  }
  const { text: text2 } = read3;
  try {
    const settings2 = JSON.parse(text2);
    return settings2 !== null && typeof settings2 === "object" ? settings2 : void 0;
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
  let path3 = value;
  if (value.startsWith("~/")) {
    const rest = (0, import_node_path15.normalize)(value.slice(2) || ".");
    if (rest === "." || rest === ".." || rest.startsWith(`..${import_node_path15.sep}`)) return void 0;
    path3 = (0, import_node_path15.join)(env.home ?? (0, import_node_os4.homedir)(), value.slice(2));
  }
  if (!(0, import_node_path15.isAbsolute)(path3)) return void 0;
  return (0, import_node_path15.normalize)(path3).replace(/[/\\]+$/, "").normalize("NFC") || void 0;
}
function autoMemoryDisabled(realRoot, env) {
  const vars = env.env;
  if (flag(vars.CLAUDE_CODE_SIMPLE) === true) return true;
  const disabled = flag(vars.CLAUDE_CODE_DISABLE_AUTO_MEMORY);
  if (disabled !== void 0) return disabled;
  if (flag(vars.CLAUDE_CODE_REMOTE) === true && !vars.CLAUDE_CODE_REMOTE_MEMORY_DIR && !vars.CLAUDE_COWORK_MEMORY_PATH_OVERRIDE)
    return true;
  return firstSetting("autoMemoryEnabled", realRoot, env)?.value === false;
}
function autoMemoryDir(realRoot, env) {
  const override = env.env.CLAUDE_COWORK_MEMORY_PATH_OVERRIDE;
  if (override && (0, import_node_path15.isAbsolute)(override)) return { path: override, from: "CLAUDE_COWORK_MEMORY_PATH_OVERRIDE" };
  const setting = firstSetting("autoMemoryDirectory", realRoot, env);
  if (setting !== void 0) {
    const path3 = validMemoryDir(setting.value, env);
    if (path3 !== void 0) return { path: path3, from: `autoMemoryDirectory in ${setting.file}` };
    env.warn(
      `ignoring autoMemoryDirectory in ${setting.file}: expected an absolute path or one starting with ~/ (Claude Code then uses its default)`
    );
  }
  const config = claudeConfigDir(env);
  const base = remoteMemoryBase(env) ?? config;
  const named = env.env.CLAUDE_CODE_PROJECT_DIR_NAME;
  const slug = base === config && env.env.CLAUDE_CONFIG_DIR && named && /^[A-Za-z0-9_-]{1,64}$/.test(named) && !DEVICE_NAME.test(named) ? named : projectSlug(mainCheckout(realRoot));
  return { path: (0, import_node_path15.join)(base, "projects", slug, "memory").normalize("NFC"), from: "Claude Code auto memory" };
}
function remoteMemoryBase(env) {
  const remote = env.env.CLAUDE_CODE_REMOTE_MEMORY_DIR;
  return remote ? (0, import_node_path15.resolve)(env.cwd, remote) : void 0;
}
function foldersIn(folder) {
  try {
    return (0, import_node_fs12.readdirSync)(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort().map((name) => (0, import_node_path15.join)(folder, name));
  } catch {
    return [];
  }
}
function subagentMemoryDirs(realRoot, env) {
  const remote = remoteMemoryBase(env);
  const scopes = [
    { folder: (0, import_node_path15.join)(realRoot, ".claude", "agent-memory"), scope: "project" },
    {
      folder: remote ? (0, import_node_path15.join)(remote, "projects", projectSlug(mainCheckout(realRoot)), "agent-memory-local") : (0, import_node_path15.join)(realRoot, ".claude", "agent-memory-local"),
      scope: "local"
    },
    { folder: (0, import_node_path15.join)(remote ?? claudeConfigDir(env), "agent-memory"), scope: "user" }
  ];
  return scopes.flatMap(
    ({ folder, scope }) => foldersIn(folder).flatMap((path3) => {
      const from = `subagent ${(0, import_node_path15.basename)(path3)}, ${scope} scope`;
      const real = realOr(path3);
      if (isUnder(path3, realRoot) && (real === void 0 || !isUnder(real, realRoot))) {
        env.warn(
          `ignoring ${path3} (${from}): it must lie inside ${realRoot}, not ${real ?? path3} (a repository cannot widen what claimcheck reads; use the MEMORY_DIR argument)`
        );
        return [];
      }
      return [{ path: path3, from }];
    })
  );
}
function realOr(path3) {
  try {
    return import_node_fs12.realpathSync.native(path3);
  } catch {
    return void 0;
  }
}
function projectMemoryDirs(realRoot, env) {
  const auto = autoMemoryDisabled(realRoot, env) ? [] : [autoMemoryDir(realRoot, env)];
  const dirs = [...auto, ...committedMemoryDir(realRoot, env), ...subagentMemoryDirs(realRoot, env)];
  return dirs.filter((dir) => {
    try {
      return (0, import_node_fs12.statSync)(dir.path).isDirectory();
    } catch {
      return false;
    }
  });
}
function committedMemoryDir(realRoot, env) {
  const path3 = (0, import_node_path15.join)(realRoot, ".claude", "memory");
  const real = realOr(path3);
  if (real === void 0) return [];
  if (!isUnder(real, realRoot)) {
    env.warn(
      `ignoring ${path3} (.claude/memory): it must lie inside ${realRoot}, not ${real} (a repository cannot widen what claimcheck reads; use the MEMORY_DIR argument)`
    );
    return [];
  }
  return [{ path: path3, from: ".claude/memory" }];
}
var import_node_fs12, import_node_os4, import_node_path15, MAX_GIT_FILE_BYTES, MAX_SETTINGS_BYTES, DEVICE_NAME, MAX_SLUG, flag, readFor, isUnder;
var init_memory_dir = __esm({
  "packages/cli/src/claude-code/memory-dir.ts"() {
    "use strict";
    import_node_fs12 = require("node:fs");
    import_node_os4 = require("node:os");
    import_node_path15 = require("node:path");
    init_errors2();
    init_read_file();
    MAX_GIT_FILE_BYTES = 64 * 1024;
    MAX_SETTINGS_BYTES = 4 * 1024 * 1024;
    DEVICE_NAME = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;
    MAX_SLUG = 200;
    flag = (value) => {
      const word = (value ?? "").trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(word)) return true;
      if (["0", "false", "no", "off"].includes(word)) return false;
      return void 0;
    };
    readFor = /* @__PURE__ */ new WeakMap();
    isUnder = (path3, folder) => path3 === folder || path3.startsWith(`${folder}${import_node_path15.sep}`);
  }
});

// packages/cli/src/config/find.ts
function searchedFolders(cwd, root) {
  if (!isInside(cwd, root)) return [cwd];
  const folders = [cwd];
  for (let dir = cwd; dir !== root && (0, import_node_path16.dirname)(dir) !== dir; ) {
    dir = (0, import_node_path16.dirname)(dir);
    folders.push(dir);
  }
  return folders;
}
function firstConfigFile(cwd, root, dataOnly = false) {
  const names = dataOnly ? CONFIG_FILES.filter((name) => !isJavaScriptConfig(name)) : CONFIG_FILES;
  for (const folder of searchedFolders(cwd, root))
    for (const name of names) if ((0, import_node_fs13.existsSync)((0, import_node_path16.join)(folder, name))) return (0, import_node_path16.join)(folder, name);
  return void 0;
}
function configError(shown2, problem) {
  return new ClaimcheckError("CONFIG", `${visible(shown2)}: ${visible(problem)}`);
}
function shownPath2(cwd, file) {
  return isInside(file, cwd) ? (0, import_node_path16.relative)(cwd, file) : file;
}
function configFile(cwd, root, explicit, dataOnly = false) {
  if (explicit !== void 0) {
    const file2 = (0, import_node_path16.resolve)(cwd, explicit);
    if (!/\.(mjs|js|cjs|json|yaml|yml)$/.test(file2)) {
      throw new ClaimcheckError("USAGE", `config file must end in .mjs, .js, .cjs, .json, .yaml or .yml: ${explicit}`);
    }
    try {
      import_node_fs13.realpathSync.native(file2);
    } catch {
      throw new ClaimcheckError("USAGE", `config file not found: ${explicit}`);
    }
    return { file: file2, shown: shownPath2(cwd, file2) };
  }
  const top = isInside(cwd, root) ? root : cwd;
  const file = firstConfigFile(cwd, top, dataOnly);
  if (file === void 0) return void 0;
  const shown2 = shownPath2(cwd, file);
  let real;
  try {
    real = import_node_fs13.realpathSync.native(file);
  } catch (error) {
    throw configError(shown2, `cannot read: ${messageOf(error)}`);
  }
  const realTop = import_node_fs13.realpathSync.native(top);
  if (!isInside(real, realTop))
    throw configError(shown2, `leads outside ${realTop}; a config is read from the project only`);
  return { file, shown: shown2 };
}
var import_node_fs13, import_node_path16, CONFIG_FILES, isJavaScriptConfig;
var init_find = __esm({
  "packages/cli/src/config/find.ts"() {
    "use strict";
    import_node_fs13 = require("node:fs");
    import_node_path16 = require("node:path");
    init_dist5();
    init_visible_text();
    CONFIG_FILES = [
      "claimcheck.config.mjs",
      "claimcheck.config.js",
      "claimcheck.config.cjs",
      "claimcheck.config.json",
      "claimcheck.config.yaml",
      "claimcheck.config.yml"
    ];
    isJavaScriptConfig = (file) => /\.(mjs|js|cjs)$/.test(file);
  }
});

// plugins/checker-grep/dist/meta.js
var meta3;
var init_meta3 = __esm({
  "plugins/checker-grep/dist/meta.js"() {
    "use strict";
    meta3 = { name: "@claimcheck/checker-grep", version: "1.0.0" };
  }
});

// plugins/checker-grep/dist/search-targets.js
function unreadableWhy(error) {
  const code = codeOf(error);
  return code === "EACCES" || code === "EPERM" ? "permission denied" : `unreadable (${code})`;
}
async function* walk(folder, ctx, filter = EVERYTHING, start2 = folder, depth = 0) {
  if (ctx.signal.aborted)
    return;
  let entries;
  try {
    entries = await new Promise((resolve24, reject) => (0, import_node_fs14.readdir)(folder, { withFileTypes: true }, (error, found) => error ? reject(error) : resolve24(found)));
  } catch (error) {
    yield {
      path: folder,
      shown: shownPath(folder, ctx.root),
      skipped: unreadableWhy(error)
    };
    return;
  }
  entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)));
  for (const entry of entries) {
    if (ctx.signal.aborted)
      return;
    const path3 = (0, import_node_path17.join)(folder, entry.name);
    const inside = (0, import_node_path17.relative)(start2, path3);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && filter.enters(inside, depth + 1))
        yield* walk(path3, ctx, filter, start2, depth + 1);
    } else if (!filter.wants(inside)) {
      continue;
    } else if (entry.isFile()) {
      yield { path: path3, shown: shownPath(path3, ctx.root) };
    } else if (entry.isSymbolicLink()) {
      yield { path: path3, shown: shownPath(path3, ctx.root), skipped: "a symlink the search does not follow" };
    }
  }
}
function splitGlob(target) {
  const parts = target.split("/");
  const first = parts.findIndex(isGlob);
  const base = parts.slice(0, first).join("/");
  return { base: base === "" && target.startsWith("/") ? "/" : base || ".", pattern: parts.slice(first).join("/") };
}
async function globFilter(pattern) {
  const { default: picomatch4 } = await Promise.resolve().then(() => __toESM(require_picomatch2(), 1));
  const matches = picomatch4(pattern, { dot: false });
  const segments = pattern.split("/");
  const maxDepth = segments.includes("**") ? Infinity : segments.length - 1;
  return {
    wants: (path3) => matches(path3),
    enters: (path3, depth) => depth <= maxDepth && !path3.split(import_node_path17.sep).some((part) => part.startsWith("."))
  };
}
async function globFiles(target, ctx) {
  const { base, pattern } = splitGlob(target);
  let cwd;
  try {
    cwd = await ctx.resolveTarget(base);
  } catch {
    return { kind: "refused", reason: `target outside root: ${target}` };
  }
  const folder = await ctx.files.stat(cwd).catch(() => "unreadable");
  if (folder !== "unreadable" && folder?.type !== "directory")
    return { kind: "refused", reason: `no files match ${target}` };
  const files = [];
  const filter = await globFilter(pattern);
  for await (const file of walk(cwd, ctx, filter))
    files.push(file);
  if (ctx.signal.aborted)
    return { kind: "tree", files: [] };
  if (files.length === 0)
    return { kind: "refused", reason: `no files match ${target}` };
  return { kind: "tree", files };
}
async function searchTarget(target, ctx) {
  if (isGlob(target))
    return globFiles(target, ctx);
  const path3 = await ctx.resolveTarget(target);
  let info;
  try {
    info = await ctx.files.stat(path3);
  } catch (error) {
    return { kind: "refused", reason: `unreadable: ${codeOf(error)}` };
  }
  if (info === void 0)
    return { kind: "refused", reason: `missing: ${target}` };
  if (info.type === "directory")
    return { kind: "tree", files: walk(path3, ctx) };
  if (info.type !== "file")
    return { kind: "refused", reason: `not a regular file: ${target}` };
  return { kind: "file", file: { path: path3, shown: target } };
}
var import_node_fs14, import_node_path17, SKIPPED_DIRS, isGlob, codeOf, EVERYTHING;
var init_search_targets = __esm({
  "plugins/checker-grep/dist/search-targets.js"() {
    "use strict";
    import_node_fs14 = require("node:fs");
    import_node_path17 = require("node:path");
    init_dist2();
    SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
    isGlob = (target) => /[*?[\]{}]/.test(target);
    codeOf = (error) => error.code ?? "error";
    EVERYTHING = { wants: () => true, enters: () => true };
  }
});

// plugins/checker-grep/dist/grep.js
function looksBinary(text2) {
  const nul = text2.indexOf("\0");
  if (nul === -1 || nul >= BINARY_PROBE_BYTES)
    return false;
  return Buffer.byteLength(text2.slice(0, nul)) < BINARY_PROBE_BYTES;
}
async function textOf(file, ctx) {
  const { maxFileBytes } = ctx.settings;
  try {
    const info = await ctx.files.stat(file.path);
    if (info === void 0)
      return { problem: `missing: ${file.shown}` };
    if (info.type !== "file")
      return { problem: `not a regular file: ${file.shown}` };
    if (info.size > maxFileBytes)
      return { problem: `too large to search: ${file.shown}` };
    const read3 = await ctx.files.read(file.path, maxFileBytes);
    return read3.truncated ? { problem: `too large to search: ${file.shown}` } : { text: read3.text };
  } catch (error) {
    return { problem: `unreadable: ${codeOf2(error)}`, unreadable: unreadableWhy(error) };
  }
}
async function searchFiles(files, matcher, absent, ctx) {
  let problem;
  const skip = (file, why) => {
    if (absent)
      problem ??= `could not search ${file.shown}: ${why}`;
  };
  for await (const file of files) {
    if (ctx.signal.aborted)
      break;
    if (file.skipped !== void 0) {
      skip(file, file.skipped);
      continue;
    }
    const content = await textOf(file, ctx);
    if ("problem" in content) {
      problem ??= content.unreadable ? `could not search ${file.shown}: ${content.unreadable}` : content.problem;
      continue;
    }
    if (looksBinary(content.text)) {
      skip(file, "a binary file");
      continue;
    }
    if (await matcher.test(content.text))
      return { hit: file };
  }
  return { problem };
}
function grep() {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: "grep",
    meta: {
      ...meta3,
      docs: {
        description: "A pattern a memory relies on still appears in a file, a folder or a glob (or, with absent, no longer appears).",
        url: "https://www.npmjs.com/package/@claimcheck/checker-grep"
      }
    },
    options: options2,
    settings,
    resource: "fs",
    key: ({ target, pattern, flags = "", fixed = false, absent = false }) => `${target}\0${pattern}\0${flags}\0${fixed}\0${absent}`,
    async check({ target, pattern, flags = "", fixed = false, absent = false }, ctx) {
      const timedOut = stale2(`timed out after ${ctx.timeoutMs / 1e3}s`);
      const matcher = ctx.pattern(pattern, { flags, fixed });
      const shown2 = `/${pattern}/`;
      const found = await searchTarget(target, ctx);
      if (found.kind === "refused")
        return stale2(found.reason);
      if (found.kind === "file") {
        const content = await textOf(found.file, ctx);
        if ("problem" in content)
          return stale2(content.problem);
        if (await matcher.test(content.text))
          return absent ? stale2(`still present: ${shown2} in ${target}`) : { status: "fresh", reason: `matched ${shown2}` };
        return absent ? { status: "fresh", reason: `absent: ${shown2}` } : stale2(`no match for ${shown2}`);
      }
      let searched;
      try {
        searched = await searchFiles(found.files, matcher, absent, ctx);
      } catch (error) {
        if (isClaimcheckError(error))
          throw error;
        return stale2(`unreadable: ${codeOf2(error)}`);
      }
      if ("hit" in searched)
        return absent ? stale2(`still present: ${shown2} in ${searched.hit.shown}`) : { status: "fresh", reason: `matched ${shown2} in ${searched.hit.shown}` };
      if (ctx.signal.aborted)
        return timedOut;
      if (searched.problem !== void 0)
        return stale2(searched.problem);
      return absent ? { status: "fresh", reason: `absent: ${shown2}` } : stale2(`no match for ${shown2}`);
    }
  };
}
var DEFAULT_MAX_FILE_BYTES, BINARY_PROBE_BYTES, flag2, options2, settings, stale2, codeOf2;
var init_grep = __esm({
  "plugins/checker-grep/dist/grep.js"() {
    "use strict";
    init_dist();
    init_dist2();
    init_meta3();
    init_search_targets();
    DEFAULT_MAX_FILE_BYTES = 16 * 1024 * 1024;
    BINARY_PROBE_BYTES = 8192;
    flag2 = (description2) => optional(boolean(`must be true or false (${description2})`));
    options2 = strictOptions({
      target: targetString,
      pattern: nonEmptyString,
      flags: optional(pipe(string("must be a string"), regex(/^(?!.*(.).*\1)[imsu]*$/, "must be some of the letters i, m, s, u, each at most once"))),
      fixed: flag2("true: the pattern is a literal string"),
      absent: flag2("true: the claim is that the pattern no longer appears")
    });
    settings = strictSettings({
      /** Largest file searched, in bytes (default 16 MiB). */
      maxFileBytes: optional(pipe(number("must be a number of bytes"), integer("must be a whole number"), minValue(1, "must be above 0")), DEFAULT_MAX_FILE_BYTES)
    });
    stale2 = (reason) => ({ status: "stale", reason });
    codeOf2 = (error) => error.code ?? "error";
  }
});

// plugins/checker-grep/dist/index.js
var init_dist6 = __esm({
  "plugins/checker-grep/dist/index.js"() {
    "use strict";
    init_grep();
  }
});

// plugins/checker-readable/dist/content.js
var CONTENT_PROBE_BYTES, hasContent;
var init_content = __esm({
  "plugins/checker-readable/dist/content.js"() {
    "use strict";
    CONTENT_PROBE_BYTES = 4096;
    hasContent = (text2) => /\S/.test(text2);
  }
});

// plugins/checker-readable/dist/meta.js
var meta4;
var init_meta4 = __esm({
  "plugins/checker-readable/dist/meta.js"() {
    "use strict";
    meta4 = { name: "@claimcheck/checker-readable", version: "1.0.0" };
  }
});

// plugins/checker-readable/dist/readable.js
function readable() {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: "readable",
    meta: {
      ...meta4,
      docs: {
        description: "A file a memory names still has content, or a folder still has entries.",
        url: "https://www.npmjs.com/package/@claimcheck/checker-readable"
      }
    },
    options: options3,
    resource: "fs",
    key: ({ target }) => target,
    async check({ target }, ctx) {
      const path3 = await ctx.resolveTarget(target);
      try {
        const info = await ctx.files.stat(path3);
        if (info === void 0)
          return stale3(`missing: ${target}`);
        if (info.type === "directory") {
          const entries = (0, import_node_fs15.readdirSync)(path3, { withFileTypes: true }).filter((entry) => !entry.name.startsWith(".") && (!entry.isSymbolicLink() || (0, import_node_fs15.existsSync)((0, import_node_path18.join)(path3, entry.name)))).length;
          return entries > 0 ? { status: "fresh", reason: `directory with ${entries} ${entries === 1 ? "entry" : "entries"}` } : stale3(`empty directory: ${target}`);
        }
        if (info.type !== "file")
          return stale3(`not a regular file: ${target}`);
        const { text: text2 } = await ctx.files.read(path3, CONTENT_PROBE_BYTES);
        return hasContent(text2) ? { status: "fresh", reason: "readable with content" } : stale3(`empty content: ${target}`);
      } catch (error) {
        const code = codeOf3(error);
        if (code === "ENOTFILE")
          return stale3(`not a regular file: ${target}`);
        return stale3(isMissing2(code) ? `missing: ${target}` : `unreadable: ${code}`);
      }
    }
  };
}
var import_node_fs15, import_node_path18, options3, codeOf3, isMissing2, stale3;
var init_readable = __esm({
  "plugins/checker-readable/dist/readable.js"() {
    "use strict";
    import_node_fs15 = require("node:fs");
    import_node_path18 = require("node:path");
    init_dist2();
    init_content();
    init_meta4();
    options3 = strictOptions({ target: targetString });
    codeOf3 = (error) => error.code ?? "error";
    isMissing2 = (code) => code === "ENOENT" || code === "ENOTDIR";
    stale3 = (reason) => ({ status: "stale", reason });
  }
});

// plugins/checker-readable/dist/index.js
var init_dist7 = __esm({
  "plugins/checker-readable/dist/index.js"() {
    "use strict";
    init_readable();
    init_content();
  }
});

// plugins/checker-symlink-strict/dist/meta.js
var meta5;
var init_meta5 = __esm({
  "plugins/checker-symlink-strict/dist/meta.js"() {
    "use strict";
    meta5 = { name: "@claimcheck/checker-symlink-strict", version: "1.0.0" };
  }
});

// plugins/checker-symlink-strict/dist/symlink-strict.js
function followChain(start2, target) {
  let current = start2;
  let firstRaw;
  const seen = /* @__PURE__ */ new Set();
  for (let hop = 0; hop <= MAX_HOPS; hop++) {
    let info;
    try {
      info = (0, import_node_fs16.lstatSync)(current);
    } catch (error) {
      const code = codeOf4(error);
      if (code === "ELOOP")
        return { reason: `symlink loop: ${target}` };
      if (hop === 0)
        return { reason: code === "ENOENT" || code === "ENOTDIR" ? `missing: ${target}` : `unreadable: ${code}` };
      throw error;
    }
    if (!info.isSymbolicLink()) {
      if (hop === 0)
        return { reason: `not a symlink: ${target}` };
      return { end: current, firstRaw };
    }
    if (seen.has(current))
      return { reason: `symlink loop: ${target}` };
    seen.add(current);
    const raw = (0, import_node_fs16.readlinkSync)(current);
    firstRaw ??= raw;
    const next = (0, import_node_path19.resolve)((0, import_node_path19.dirname)(current), raw);
    try {
      (0, import_node_fs16.lstatSync)(next);
    } catch (error) {
      const code = codeOf4(error);
      if (code === "ELOOP")
        return { reason: `symlink loop: ${target}` };
      if (code === "ENOENT" || code === "ENOTDIR")
        return { reason: `dangling symlink: ${target} -> ${raw}` };
      return { reason: `unreadable: ${code}` };
    }
    current = next;
  }
  return { reason: `symlink loop: ${target}` };
}
function symlinkStrict() {
  return {
    apiVersion: CHECKER_API_VERSION,
    kind: "symlink-strict",
    meta: {
      ...meta5,
      docs: {
        description: "A symlink a memory names still resolves, inside the root, to what it should, with content.",
        url: "https://www.npmjs.com/package/@claimcheck/checker-symlink-strict"
      }
    },
    options: options4,
    resource: "fs",
    check: check2
  };
}
async function allowed(path3, ctx) {
  try {
    await ctx.resolveTarget(path3);
    return true;
  } catch {
    return false;
  }
}
async function check2(opts, ctx) {
  const { target, expect = "file" } = opts;
  const start2 = await ctx.resolveTarget(target, { followLink: false });
  const chain = followChain(start2, target);
  if ("reason" in chain)
    return stale4(chain.reason);
  let resolved;
  try {
    resolved = (0, import_node_fs16.realpathSync)(chain.end);
  } catch (error) {
    if (codeOf4(error) === "ELOOP")
      return stale4(`symlink loop: ${target}`);
    return stale4(`dangling symlink: ${target} -> ${chain.firstRaw}`);
  }
  const shown2 = shownPath(resolved, ctx.root);
  if (!await allowed(resolved, ctx))
    return stale4(`resolves outside root: ${target} -> ${resolved}`);
  const linksTo = opts["links-to"];
  if (linksTo !== void 0 && chain.firstRaw !== linksTo) {
    return stale4(`links to ${chain.firstRaw}, expected ${linksTo}: ${target}`);
  }
  const resolvesTo = opts["resolves-to"];
  if (resolvesTo !== void 0) {
    const expected = await ctx.resolveTarget(resolvesTo).catch(() => void 0);
    if (expected !== resolved)
      return stale4(`resolves to ${shown2}, expected ${resolvesTo}: ${target}`);
  }
  const info = await ctx.files.stat(resolved);
  if (expect === "directory") {
    return info?.type === "directory" ? { status: "fresh", reason: `resolves to ${shown2}, a directory` } : stale4(`not a directory: ${target} -> ${shown2}`);
  }
  if (info?.type !== "file")
    return stale4(`not a regular file: ${target} -> ${shown2}`);
  const { text: text2 } = await ctx.files.read(resolved, CONTENT_PROBE_BYTES);
  return hasContent(text2) ? { status: "fresh", reason: `resolves to ${shown2} with content` } : stale4(`empty content: ${target}`);
}
var import_node_fs16, import_node_path19, MAX_HOPS, options4, codeOf4, stale4;
var init_symlink_strict = __esm({
  "plugins/checker-symlink-strict/dist/symlink-strict.js"() {
    "use strict";
    import_node_fs16 = require("node:fs");
    import_node_path19 = require("node:path");
    init_dist();
    init_dist2();
    init_dist7();
    init_meta5();
    MAX_HOPS = 40;
    options4 = strictOptions({
      target: targetString,
      expect: optional(picklist(["file", "directory"], "must be 'file' or 'directory'")),
      "links-to": optional(targetString),
      "resolves-to": optional(targetString)
    });
    codeOf4 = (error) => error.code ?? "error";
    stale4 = (reason) => ({ status: "stale", reason });
  }
});

// plugins/checker-symlink-strict/dist/index.js
var init_dist8 = __esm({
  "plugins/checker-symlink-strict/dist/index.js"() {
    "use strict";
    init_symlink_strict();
  }
});

// beside:checker-command.cjs
var require_checker_command = __commonJS({
  "beside:checker-command.cjs"(exports2, module2) {
    module2.exports = require("./checker-command.cjs");
  }
});

// beside:checker-http.cjs
var require_checker_http = __commonJS({
  "beside:checker-http.cjs"(exports2, module2) {
    module2.exports = require("./checker-http.cjs");
  }
});

// packages/cli/src/shipped-checkers.ts
function carriedFile(name, script) {
  const here = (0, import_node_url2.fileURLToPath)(importMeta.url);
  if (typeof importMeta.resolve === "function") {
    try {
      return (0, import_node_fs17.realpathSync)((0, import_node_url2.fileURLToPath)(importMeta.resolve(name)));
    } catch {
    }
  }
  return script === void 0 ? here : (0, import_node_path20.join)((0, import_node_path20.dirname)(here), script);
}
function nearShippedName(name) {
  if (!name.startsWith(SCOPE)) return nearestName(name, SHIPPED_NAMES);
  const shipped = [...SHIPPED_NAMES].filter((known) => known.startsWith(SCOPE)).map((known) => known.slice(SCOPE.length));
  const near = nearestName(name.slice(SCOPE.length), shipped);
  return near === void 0 ? void 0 : `${SCOPE}${near}`;
}
var import_node_fs17, import_node_path20, import_node_url2, atHand, SHIPPED_CHECKERS, DEFAULT_CHECKERS, defaultEntries, SHIPPED_NAMES, shippedChecker, OPT_IN_NAMES, SCOPE, PROPOSED_KINDS;
var init_shipped_checkers = __esm({
  "packages/cli/src/shipped-checkers.ts"() {
    "use strict";
    import_node_fs17 = require("node:fs");
    import_node_path20 = require("node:path");
    import_node_url2 = require("node:url");
    init_nearest_name();
    init_dist6();
    init_dist7();
    init_dist8();
    atHand = (name, factory) => ({
      name,
      factory,
      load: async () => factory,
      file: () => carriedFile(name)
    });
    SHIPPED_CHECKERS = [
      { kind: "readable", ...atHand("@claimcheck/checker-readable", readable) },
      { kind: "grep", ...atHand("@claimcheck/checker-grep", grep) },
      { kind: "symlink-strict", ...atHand("@claimcheck/checker-symlink-strict", symlinkStrict) },
      // Loaded only when a config enables them, with what they bring (a process runner, an HTTP client).
      {
        name: "@claimcheck/checker-command",
        kind: "command",
        load: async () => (await Promise.resolve().then(() => __toESM(require_checker_command(), 1))).command,
        file: () => carriedFile("@claimcheck/checker-command", "checker-command.cjs")
      },
      {
        name: "@claimcheck/checker-http",
        kind: "http",
        load: async () => (await Promise.resolve().then(() => __toESM(require_checker_http(), 1))).http,
        file: () => carriedFile("@claimcheck/checker-http", "checker-http.cjs")
      }
    ];
    DEFAULT_CHECKERS = SHIPPED_CHECKERS.filter((shipped) => shipped.factory !== void 0);
    defaultEntries = () => DEFAULT_CHECKERS.map((shipped) => ({
      checker: shipped.factory(),
      get source() {
        return shipped.file();
      }
    }));
    SHIPPED_NAMES = new Set(SHIPPED_CHECKERS.map((shipped) => shipped.name));
    shippedChecker = (name) => SHIPPED_CHECKERS.find((shipped) => shipped.name === name);
    OPT_IN_NAMES = SHIPPED_CHECKERS.filter((shipped) => shipped.factory === void 0).map(
      (shipped) => shipped.name
    );
    SCOPE = "@claimcheck/checker-";
    PROPOSED_KINDS = { path: "readable", text: "grep", url: "http" };
  }
});

// packages/cli/src/locate.ts
function expandHome(path3, env) {
  const home = env.home ?? (0, import_node_os5.homedir)();
  if (path3 === "~") return home;
  return path3.startsWith("~/") ? (0, import_node_path21.join)(home, path3.slice(2)) : path3;
}
function ownGit(path3) {
  try {
    const owner = (0, import_node_fs18.lstatSync)(path3).uid;
    const uid = process.getuid?.();
    return uid === void 0 || owner === uid || owner === 0;
  } catch {
    return false;
  }
}
function findRoot(from) {
  for (let dir = (0, import_node_path21.resolve)(from); ; dir = (0, import_node_path21.dirname)(dir)) {
    if (ownGit((0, import_node_path21.join)(dir, ".git"))) return dir;
    if ((0, import_node_path21.dirname)(dir) === dir) return (0, import_node_path21.resolve)(from);
  }
}
function resolveRoot(option, env) {
  if (option === void 0) return (0, import_node_fs18.realpathSync)(findRoot(env.cwd));
  return existingFolder((0, import_node_path21.resolve)(env.cwd, option), "root", option);
}
function existingFolder(path3, what, shown2) {
  if (!isDirectory(path3)) throw new ClaimcheckError("USAGE", `${what} is not a folder: ${shown2}`);
  return (0, import_node_fs18.realpathSync)(path3);
}
function findMemoryDir(argument, realRoot, env, configured) {
  if (argument !== void 0) {
    const dir = (0, import_node_path21.resolve)(env.cwd, argument);
    if (!(0, import_node_fs18.existsSync)(dir)) {
      const what = argument.endsWith(".md") ? "memory file" : "memory dir";
      throw new ClaimcheckError("USAGE", `no such ${what}: ${argument}`);
    }
    if (!isDirectory(dir)) throw new ClaimcheckError("USAGE", `memory dir is not a folder: ${argument}`);
    return { path: dir, from: "the MEMORY_DIR argument" };
  }
  if (configured) {
    if (isDirectory(configured.path)) return { path: configured.path, from: configured.from };
    const field = configured.field ?? configured.from;
    const given2 = configured.given === void 0 ? "" : ` is ${visible(configured.given)}, but`;
    throw new ClaimcheckError("CONFIG", `${visible(field)}${given2} ${visible(configured.path)} is not a folder`);
  }
  const off = autoMemoryDisabled(realRoot, env);
  const candidates = [...off ? [] : [autoMemoryDir(realRoot, env)], ...committedMemoryDirs(realRoot, env)];
  const found = candidates.find((candidate) => isDirectory(candidate.path));
  if (found && off) env.warn(`Claude Code's auto memory is off here; using ${found.path}`);
  if (found) return found;
  const looked = candidates.map((c) => `  ${visible(c.path)} (${c.from})`).join("\n");
  throw new ClaimcheckError(
    "USAGE",
    `${NO_MEMORY_DIR}; looked in:
${looked}
name one as MEMORY_DIR on the command line, or set memoryDir in the config`
  );
}
var import_node_fs18, import_node_os5, import_node_path21, isDirectory, NO_MEMORY_DIR, committedMemoryDirs;
var init_locate = __esm({
  "packages/cli/src/locate.ts"() {
    "use strict";
    import_node_fs18 = require("node:fs");
    import_node_os5 = require("node:os");
    import_node_path21 = require("node:path");
    init_errors2();
    init_memory_dir();
    init_visible_text();
    isDirectory = (path3) => {
      try {
        return (0, import_node_fs18.statSync)(path3).isDirectory();
      } catch {
        return false;
      }
    };
    NO_MEMORY_DIR = "no memory dir found";
    committedMemoryDirs = (realRoot, env) => [
      { path: (0, import_node_path21.join)(realRoot, ".claude", "memory"), from: ".claude/memory" },
      { path: (0, import_node_path21.resolve)(env.cwd, "memory"), from: "./memory" }
    ];
  }
});

// packages/cli/src/trust/config-reach.ts
function confined(path3, within2, what, shown2, escape, by = "a config") {
  let real = path3;
  try {
    real = import_node_fs19.realpathSync.native(path3);
  } catch {
  }
  if (!isInside(real, within2)) {
    throw new ClaimcheckError(
      "CONFIG",
      `${what} must lie inside ${visible(within2)}, not ${visible(shown2)} (${by} cannot widen what claimcheck reads; use ${escape})`
    );
  }
}
function confinedFoundMemoryDir(found, root) {
  if (!FOUND_IN_REPOSITORY.has(found.from)) return;
  const realRoot = import_node_fs19.realpathSync.native(root);
  const folder = (0, import_node_path22.dirname)(found.path);
  if (!isInside(folder, realRoot) && !isInside(import_node_fs19.realpathSync.native(folder), realRoot)) return;
  let real = found.path;
  try {
    real = import_node_fs19.realpathSync.native(found.path);
  } catch {
    return;
  }
  confined(found.path, realRoot, found.from, `${found.from} -> ${real}`, "the MEMORY_DIR argument", "a repository");
}
function wideningSettings(entry) {
  const given2 = entry.settings;
  if (given2 === null || typeof given2 !== "object") return [];
  const names = [...entry.checker.resource === "process" ? ["allow"] : [], ...entry.checker.widening ?? []];
  return names.filter((name) => given2[name] !== void 0);
}
function refuseWideningFromMemoryDir(config, memoryDir, entries) {
  if (config === void 0 || memoryDir === "" || !isInside(config.dir, memoryDir)) return;
  for (const entry of entries) {
    const [widening] = wideningSettings(entry);
    if (widening === void 0) continue;
    throw new ClaimcheckError(
      "CONFIG",
      `${config.shown}: ${entry.label ?? entry.checker.meta.name}: setting '${widening}' is not read from a config inside the memory dir ${memoryDir}`
    );
  }
}
var import_node_fs19, import_node_path22, FOUND_IN_REPOSITORY;
var init_config_reach = __esm({
  "packages/cli/src/trust/config-reach.ts"() {
    "use strict";
    import_node_fs19 = require("node:fs");
    import_node_path22 = require("node:path");
    init_dist5();
    init_visible_text();
    FOUND_IN_REPOSITORY = /* @__PURE__ */ new Set([".claude/memory", "./memory"]);
  }
});

// packages/cli/src/trust/store.ts
function trustStorePath(env, home) {
  return (0, import_node_path23.join)(userStateDir(env, home), "trust.json");
}
function checkKey(root, memoryFile, kind, options5) {
  return sha2562(stableJson(["check", root, memoryFile, kind, options5]));
}
function configKey(file, content) {
  return sha2562(stableJson(["config", file, sha2562(content)]));
}
function readTrustStore(file) {
  const read3 = readOwnFile(file, MAX_STORE_BYTES);
  if ("missing" in read3) return { file, approvals: [] };
  if ("refused" in read3) return { file, approvals: [], refused: read3.refused };
  let parsed;
  try {
    parsed = JSON.parse(read3.bytes.toString("utf8"));
  } catch {
    throw new ClaimcheckError("USAGE", `cannot read ${file}: not valid JSON (remove it to start over)`);
  }
  const approvals2 = parsed?.approvals;
  if (!Array.isArray(approvals2) || !approvals2.every(isApproval)) {
    throw new ClaimcheckError("USAGE", `cannot read ${file}: not a claimcheck trust store (remove it to start over)`);
  }
  return { file, approvals: approvals2 };
}
function isApproval(value) {
  const item = value;
  return typeof item?.key === "string" && typeof item.root === "string" && typeof item.what === "string" && typeof item.approvedAt === "string";
}
async function writeTrustStore(store) {
  const refused = store.refused ?? ownFolderProblem((0, import_node_path23.dirname)(store.file));
  if (refused !== void 0)
    throw new ClaimcheckError(
      "USAGE",
      `${notUsedWarning(`the trust store ${store.file}`, refused)}: approvals are kept nowhere else`
    );
  (0, import_node_fs20.mkdirSync)((0, import_node_path23.dirname)(store.file), { recursive: true, mode: 448 });
  const text2 = `${JSON.stringify({ version: 1, approvals: store.approvals }, null, 2)}
`;
  await writeFileSafely(store.file, text2, { mode: 384, special: "refuse" });
}
var import_node_fs20, import_node_os6, import_node_path23, MAX_STORE_BYTES, refusedStoreWarning, sha2562, trustStore;
var init_store = __esm({
  "packages/cli/src/trust/store.ts"() {
    "use strict";
    import_node_fs20 = require("node:fs");
    import_node_os6 = require("node:os");
    import_node_path23 = require("node:path");
    init_dist5();
    init_files();
    init_sha256();
    MAX_STORE_BYTES = 4 * 1024 * 1024;
    refusedStoreWarning = (store) => notUsedWarning(`the trust store ${store.file}`, store.refused);
    sha2562 = sha256Hex;
    trustStore = (env) => trustStorePath(env.env, env.home ?? (0, import_node_os6.homedir)());
  }
});

// packages/cli/src/trust/gate.ts
function trustGate(policy) {
  const lists = /* @__PURE__ */ new Map();
  const allowedFor = (kind) => {
    let allowed2 = lists.get(kind);
    if (allowed2 === void 0) lists.set(kind, allowed2 = allowList(policy.registry.get(kind)?.allow ?? []));
    return allowed2;
  };
  let approved;
  return (check3) => {
    if (allowedFor(check3.kind)(check3.program)) return void 0;
    if (approved === void 0) {
      try {
        const store = readTrustStore(policy.storeFile);
        if (store.refused !== void 0) policy.warn?.(refusedStoreWarning({ ...store, refused: store.refused }));
        approved = new Set(store.approvals.map((approval) => approval.key));
      } catch {
        approved = /* @__PURE__ */ new Set();
      }
    }
    return approved.has(approvalKey(policy.root, check3)) ? void 0 : untrusted(check3.kind);
  };
}
var approvalKey;
var init_gate = __esm({
  "packages/cli/src/trust/gate.ts"() {
    "use strict";
    init_dist5();
    init_store();
    approvalKey = (root, check3) => checkKey(root, shownPath(check3.memoryFile, root), check3.kind, check3.options);
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/lrucache.js
var require_lrucache = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/lrucache.js"(exports2, module2) {
    "use strict";
    var LRUCache = class {
      constructor() {
        this.max = 1e3;
        this.map = /* @__PURE__ */ new Map();
      }
      get(key) {
        const value = this.map.get(key);
        if (value === void 0) {
          return void 0;
        } else {
          this.map.delete(key);
          this.map.set(key, value);
          return value;
        }
      }
      delete(key) {
        return this.map.delete(key);
      }
      set(key, value) {
        const deleted = this.delete(key);
        if (!deleted && value !== void 0) {
          if (this.map.size >= this.max) {
            const firstKey = this.map.keys().next().value;
            this.delete(firstKey);
          }
          this.map.set(key, value);
        }
        return this;
      }
    };
    module2.exports = LRUCache;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/parse-options.js
var require_parse_options = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/parse-options.js"(exports2, module2) {
    "use strict";
    var looseOption = Object.freeze({ loose: true });
    var emptyOpts = Object.freeze({});
    var parseOptions = (options5) => {
      if (!options5) {
        return emptyOpts;
      }
      if (typeof options5 !== "object") {
        return looseOption;
      }
      return options5;
    };
    module2.exports = parseOptions;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/constants.js
var require_constants2 = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/constants.js"(exports2, module2) {
    "use strict";
    var SEMVER_SPEC_VERSION = "2.0.0";
    var MAX_LENGTH = 256;
    var MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER || /* istanbul ignore next */
    9007199254740991;
    var MAX_SAFE_COMPONENT_LENGTH = 16;
    var MAX_SAFE_BUILD_LENGTH = MAX_LENGTH - 6;
    var WHITESPACE_CHARACTERS = [
      "	",
      "\n",
      "\v",
      "\f",
      "\r",
      " ",
      "\xA0",
      "\u1680",
      "\u2000",
      "\u2001",
      "\u2002",
      "\u2003",
      "\u2004",
      "\u2005",
      "\u2006",
      "\u2007",
      "\u2008",
      "\u2009",
      "\u200A",
      "\u2028",
      "\u2029",
      "\u202F",
      "\u205F",
      "\u3000",
      "\uFEFF"
    ];
    var RELEASE_TYPES = [
      "major",
      "premajor",
      "minor",
      "preminor",
      "patch",
      "prepatch",
      "prerelease"
    ];
    module2.exports = {
      MAX_LENGTH,
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_SAFE_INTEGER,
      WHITESPACE_CHARACTERS,
      RELEASE_TYPES,
      SEMVER_SPEC_VERSION,
      FLAG_INCLUDE_PRERELEASE: 1,
      FLAG_LOOSE: 2
    };
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/debug.js
var require_debug = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/debug.js"(exports2, module2) {
    "use strict";
    var debug = typeof process === "object" && process.env && process.env.NODE_DEBUG && /\bsemver\b/i.test(process.env.NODE_DEBUG) ? (...args) => console.error("SEMVER", ...args) : () => {
    };
    module2.exports = debug;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/re.js
var require_re = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/re.js"(exports2, module2) {
    "use strict";
    var {
      MAX_SAFE_COMPONENT_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      MAX_LENGTH
    } = require_constants2();
    var debug = require_debug();
    exports2 = module2.exports = {};
    var re = exports2.re = [];
    var safeRe = exports2.safeRe = [];
    var src = exports2.src = [];
    var safeSrc = exports2.safeSrc = [];
    var t = exports2.t = {};
    var R = 0;
    var LETTERDASHNUMBER = "[a-zA-Z0-9-]";
    var safeRegexReplacements = [
      ["\\s", 1],
      ["\\d", MAX_LENGTH],
      [LETTERDASHNUMBER, MAX_SAFE_BUILD_LENGTH]
    ];
    var makeSafeRegex = (value) => {
      for (const [token, max] of safeRegexReplacements) {
        value = value.split(`${token}*`).join(`${token}{0,${max}}`).split(`${token}+`).join(`${token}{1,${max}}`);
      }
      return value;
    };
    var createToken = (name, value, isGlobal) => {
      const safe = makeSafeRegex(value);
      const index = R++;
      debug(name, index, value);
      t[name] = index;
      src[index] = value;
      safeSrc[index] = safe;
      re[index] = new RegExp(value, isGlobal ? "g" : void 0);
      safeRe[index] = new RegExp(safe, isGlobal ? "g" : void 0);
    };
    createToken("NUMERICIDENTIFIER", "0|[1-9]\\d*");
    createToken("NUMERICIDENTIFIERLOOSE", "\\d+");
    createToken("NONNUMERICIDENTIFIER", `\\d*[a-zA-Z-]${LETTERDASHNUMBER}*`);
    createToken("MAINVERSION", `(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})\\.(${src[t.NUMERICIDENTIFIER]})`);
    createToken("MAINVERSIONLOOSE", `(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})\\.(${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASEIDENTIFIER", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIER]})`);
    createToken("PRERELEASEIDENTIFIERLOOSE", `(?:${src[t.NONNUMERICIDENTIFIER]}|${src[t.NUMERICIDENTIFIERLOOSE]})`);
    createToken("PRERELEASE", `(?:-(${src[t.PRERELEASEIDENTIFIER]}(?:\\.${src[t.PRERELEASEIDENTIFIER]})*))`);
    createToken("PRERELEASELOOSE", `(?:-?(${src[t.PRERELEASEIDENTIFIERLOOSE]}(?:\\.${src[t.PRERELEASEIDENTIFIERLOOSE]})*))`);
    createToken("BUILDIDENTIFIER", `${LETTERDASHNUMBER}+`);
    createToken("BUILD", `(?:\\+(${src[t.BUILDIDENTIFIER]}(?:\\.${src[t.BUILDIDENTIFIER]})*))`);
    createToken("FULLPLAIN", `v?${src[t.MAINVERSION]}${src[t.PRERELEASE]}?${src[t.BUILD]}?`);
    createToken("FULL", `^${src[t.FULLPLAIN]}$`);
    createToken("LOOSEPLAIN", `[v=\\s]*${src[t.MAINVERSIONLOOSE]}${src[t.PRERELEASELOOSE]}?${src[t.BUILD]}?`);
    createToken("LOOSE", `^${src[t.LOOSEPLAIN]}$`);
    createToken("GTLT", "((?:<|>)?=?)");
    createToken("XRANGEIDENTIFIERLOOSE", `${src[t.NUMERICIDENTIFIERLOOSE]}|x|X|\\*`);
    createToken("XRANGEIDENTIFIER", `${src[t.NUMERICIDENTIFIER]}|x|X|\\*`);
    createToken("XRANGEPLAIN", `[v=\\s]*(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:\\.(${src[t.XRANGEIDENTIFIER]})(?:${src[t.PRERELEASE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGEPLAINLOOSE", `[v=\\s]*(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:\\.(${src[t.XRANGEIDENTIFIERLOOSE]})(?:${src[t.PRERELEASELOOSE]})?${src[t.BUILD]}?)?)?`);
    createToken("XRANGE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAIN]}$`);
    createToken("XRANGELOOSE", `^${src[t.GTLT]}\\s*${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COERCEPLAIN", `${"(^|[^\\d])(\\d{1,"}${MAX_SAFE_COMPONENT_LENGTH}})(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?(?:\\.(\\d{1,${MAX_SAFE_COMPONENT_LENGTH}}))?`);
    createToken("COERCE", `${src[t.COERCEPLAIN]}(?:$|[^\\d])`);
    createToken("COERCEFULL", src[t.COERCEPLAIN] + `(?:${src[t.PRERELEASE]})?(?:${src[t.BUILD]})?(?:$|[^\\d])`);
    createToken("COERCERTL", src[t.COERCE], true);
    createToken("COERCERTLFULL", src[t.COERCEFULL], true);
    createToken("LONETILDE", "(?:~>?)");
    createToken("TILDETRIM", `(\\s*)${src[t.LONETILDE]}\\s+`, true);
    exports2.tildeTrimReplace = "$1~";
    createToken("TILDE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAIN]}$`);
    createToken("TILDELOOSE", `^${src[t.LONETILDE]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("LONECARET", "(?:\\^)");
    createToken("CARETTRIM", `(\\s*)${src[t.LONECARET]}\\s+`, true);
    exports2.caretTrimReplace = "$1^";
    createToken("CARET", `^${src[t.LONECARET]}${src[t.XRANGEPLAIN]}$`);
    createToken("CARETLOOSE", `^${src[t.LONECARET]}${src[t.XRANGEPLAINLOOSE]}$`);
    createToken("COMPARATORLOOSE", `^${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]})$|^$`);
    createToken("COMPARATOR", `^${src[t.GTLT]}\\s*(${src[t.FULLPLAIN]})$|^$`);
    createToken("COMPARATORTRIM", `(\\s*)${src[t.GTLT]}\\s*(${src[t.LOOSEPLAIN]}|${src[t.XRANGEPLAIN]})`, true);
    exports2.comparatorTrimReplace = "$1$2$3";
    createToken("HYPHENRANGE", `^\\s*(${src[t.XRANGEPLAIN]})\\s+-\\s+(${src[t.XRANGEPLAIN]})\\s*$`);
    createToken("HYPHENRANGELOOSE", `^\\s*(${src[t.XRANGEPLAINLOOSE]})\\s+-\\s+(${src[t.XRANGEPLAINLOOSE]})\\s*$`);
    createToken("STAR", "(<|>)?=?\\s*\\*");
    createToken("GTE0", "^\\s*>=\\s*0\\.0\\.0\\s*$");
    createToken("GTE0PRE", "^\\s*>=\\s*0\\.0\\.0-0\\s*$");
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/identifiers.js
var require_identifiers = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/identifiers.js"(exports2, module2) {
    "use strict";
    var numeric = /^[0-9]+$/;
    var compareIdentifiers = (a, b) => {
      if (typeof a === "number" && typeof b === "number") {
        return a === b ? 0 : a < b ? -1 : 1;
      }
      const anum = numeric.test(a);
      const bnum = numeric.test(b);
      if (anum && bnum) {
        a = +a;
        b = +b;
      }
      return a === b ? 0 : anum && !bnum ? -1 : bnum && !anum ? 1 : a < b ? -1 : 1;
    };
    var rcompareIdentifiers = (a, b) => compareIdentifiers(b, a);
    module2.exports = {
      compareIdentifiers,
      rcompareIdentifiers
    };
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/classes/semver.js
var require_semver = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/classes/semver.js"(exports2, module2) {
    "use strict";
    var debug = require_debug();
    var { MAX_LENGTH, MAX_SAFE_INTEGER } = require_constants2();
    var { safeRe: re, t } = require_re();
    var parseOptions = require_parse_options();
    var { compareIdentifiers } = require_identifiers();
    var isPrereleaseIdentifier = (prerelease, identifier) => {
      const identifiers = identifier.split(".");
      if (identifiers.length > prerelease.length) {
        return false;
      }
      for (let i = 0; i < identifiers.length; i++) {
        if (compareIdentifiers(prerelease[i], identifiers[i]) !== 0) {
          return false;
        }
      }
      return true;
    };
    var SemVer = class _SemVer {
      constructor(version, options5) {
        options5 = parseOptions(options5);
        if (version instanceof _SemVer) {
          if (version.loose === !!options5.loose && version.includePrerelease === !!options5.includePrerelease) {
            return version;
          } else {
            version = version.version;
          }
        } else if (typeof version !== "string") {
          throw new TypeError(`Invalid version. Must be a string. Got type "${typeof version}".`);
        }
        if (version.length > MAX_LENGTH) {
          throw new TypeError(
            `version is longer than ${MAX_LENGTH} characters`
          );
        }
        debug("SemVer", version, options5);
        this.options = options5;
        this.loose = !!options5.loose;
        this.includePrerelease = !!options5.includePrerelease;
        const m = version.trim().match(options5.loose ? re[t.LOOSE] : re[t.FULL]);
        if (!m) {
          throw new TypeError(`Invalid Version: ${version}`);
        }
        this.raw = version;
        this.major = +m[1];
        this.minor = +m[2];
        this.patch = +m[3];
        if (this.major > MAX_SAFE_INTEGER || this.major < 0) {
          throw new TypeError("Invalid major version");
        }
        if (this.minor > MAX_SAFE_INTEGER || this.minor < 0) {
          throw new TypeError("Invalid minor version");
        }
        if (this.patch > MAX_SAFE_INTEGER || this.patch < 0) {
          throw new TypeError("Invalid patch version");
        }
        if (!m[4]) {
          this.prerelease = [];
        } else {
          this.prerelease = m[4].split(".").map((id) => {
            if (/^[0-9]+$/.test(id)) {
              const num = +id;
              if (num >= 0 && num < MAX_SAFE_INTEGER) {
                return num;
              }
            }
            return id;
          });
        }
        this.build = m[5] ? m[5].split(".") : [];
        this.format();
      }
      format() {
        this.version = `${this.major}.${this.minor}.${this.patch}`;
        if (this.prerelease.length) {
          this.version += `-${this.prerelease.join(".")}`;
        }
        return this.version;
      }
      toString() {
        return this.version;
      }
      compare(other) {
        debug("SemVer.compare", this.version, this.options, other);
        if (!(other instanceof _SemVer)) {
          if (typeof other === "string" && other === this.version) {
            return 0;
          }
          other = new _SemVer(other, this.options);
        }
        if (other.version === this.version) {
          return 0;
        }
        return this.compareMain(other) || this.comparePre(other);
      }
      compareMain(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.major < other.major) {
          return -1;
        }
        if (this.major > other.major) {
          return 1;
        }
        if (this.minor < other.minor) {
          return -1;
        }
        if (this.minor > other.minor) {
          return 1;
        }
        if (this.patch < other.patch) {
          return -1;
        }
        if (this.patch > other.patch) {
          return 1;
        }
        return 0;
      }
      comparePre(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        if (this.prerelease.length && !other.prerelease.length) {
          return -1;
        } else if (!this.prerelease.length && other.prerelease.length) {
          return 1;
        } else if (!this.prerelease.length && !other.prerelease.length) {
          return 0;
        }
        let i = 0;
        do {
          const a = this.prerelease[i];
          const b = other.prerelease[i];
          debug("prerelease compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      compareBuild(other) {
        if (!(other instanceof _SemVer)) {
          other = new _SemVer(other, this.options);
        }
        let i = 0;
        do {
          const a = this.build[i];
          const b = other.build[i];
          debug("build compare", i, a, b);
          if (a === void 0 && b === void 0) {
            return 0;
          } else if (b === void 0) {
            return 1;
          } else if (a === void 0) {
            return -1;
          } else if (a === b) {
            continue;
          } else {
            return compareIdentifiers(a, b);
          }
        } while (++i);
      }
      // preminor will bump the version up to the next minor release, and immediately
      // down to pre-release. premajor and prepatch work the same way.
      inc(release, identifier, identifierBase) {
        if (release.startsWith("pre")) {
          if (!identifier && identifierBase === false) {
            throw new Error("invalid increment argument: identifier is empty");
          }
          if (identifier) {
            const match = `-${identifier}`.match(this.options.loose ? re[t.PRERELEASELOOSE] : re[t.PRERELEASE]);
            if (!match || match[1] !== identifier) {
              throw new Error(`invalid identifier: ${identifier}`);
            }
          }
        }
        switch (release) {
          case "premajor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor = 0;
            this.major++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "preminor":
            this.prerelease.length = 0;
            this.patch = 0;
            this.minor++;
            this.inc("pre", identifier, identifierBase);
            break;
          case "prepatch":
            this.prerelease.length = 0;
            this.inc("patch", identifier, identifierBase);
            this.inc("pre", identifier, identifierBase);
            break;
          // If the input is a non-prerelease version, this acts the same as
          // prepatch.
          case "prerelease":
            if (this.prerelease.length === 0) {
              this.inc("patch", identifier, identifierBase);
            }
            this.inc("pre", identifier, identifierBase);
            break;
          case "release":
            if (this.prerelease.length === 0) {
              throw new Error(`version ${this.raw} is not a prerelease`);
            }
            this.prerelease.length = 0;
            break;
          case "major":
            if (this.minor !== 0 || this.patch !== 0 || this.prerelease.length === 0) {
              this.major++;
            }
            this.minor = 0;
            this.patch = 0;
            this.prerelease = [];
            break;
          case "minor":
            if (this.patch !== 0 || this.prerelease.length === 0) {
              this.minor++;
            }
            this.patch = 0;
            this.prerelease = [];
            break;
          case "patch":
            if (this.prerelease.length === 0) {
              this.patch++;
            }
            this.prerelease = [];
            break;
          // This probably shouldn't be used publicly.
          // 1.0.0 'pre' would become 1.0.0-0 which is the wrong direction.
          case "pre": {
            const base = Number(identifierBase) ? 1 : 0;
            if (this.prerelease.length === 0) {
              this.prerelease = [base];
            } else {
              let i = this.prerelease.length;
              while (--i >= 0) {
                if (typeof this.prerelease[i] === "number") {
                  this.prerelease[i]++;
                  i = -2;
                }
              }
              if (i === -1) {
                if (identifier === this.prerelease.join(".") && identifierBase === false) {
                  throw new Error("invalid increment argument: identifier already exists");
                }
                this.prerelease.push(base);
              }
            }
            if (identifier) {
              let prerelease = [identifier, base];
              if (identifierBase === false) {
                prerelease = [identifier];
              }
              if (isPrereleaseIdentifier(this.prerelease, identifier)) {
                const prereleaseBase = this.prerelease[identifier.split(".").length];
                if (isNaN(prereleaseBase)) {
                  this.prerelease = prerelease;
                }
              } else {
                this.prerelease = prerelease;
              }
            }
            break;
          }
          default:
            throw new Error(`invalid increment argument: ${release}`);
        }
        this.raw = this.format();
        if (this.build.length) {
          this.raw += `+${this.build.join(".")}`;
        }
        return this;
      }
    };
    module2.exports = SemVer;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/compare.js
var require_compare = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/compare.js"(exports2, module2) {
    "use strict";
    var SemVer = require_semver();
    var compare = (a, b, loose2) => new SemVer(a, loose2).compare(new SemVer(b, loose2));
    module2.exports = compare;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/eq.js
var require_eq = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/eq.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var eq = (a, b, loose2) => compare(a, b, loose2) === 0;
    module2.exports = eq;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/neq.js
var require_neq = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/neq.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var neq = (a, b, loose2) => compare(a, b, loose2) !== 0;
    module2.exports = neq;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/gt.js
var require_gt = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/gt.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var gt = (a, b, loose2) => compare(a, b, loose2) > 0;
    module2.exports = gt;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/gte.js
var require_gte = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/gte.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var gte = (a, b, loose2) => compare(a, b, loose2) >= 0;
    module2.exports = gte;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/lt.js
var require_lt = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/lt.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var lt = (a, b, loose2) => compare(a, b, loose2) < 0;
    module2.exports = lt;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/lte.js
var require_lte = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/lte.js"(exports2, module2) {
    "use strict";
    var compare = require_compare();
    var lte = (a, b, loose2) => compare(a, b, loose2) <= 0;
    module2.exports = lte;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/cmp.js
var require_cmp = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/cmp.js"(exports2, module2) {
    "use strict";
    var eq = require_eq();
    var neq = require_neq();
    var gt = require_gt();
    var gte = require_gte();
    var lt = require_lt();
    var lte = require_lte();
    var cmp = (a, op, b, loose2) => {
      switch (op) {
        case "===":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a === b;
        case "!==":
          if (typeof a === "object") {
            a = a.version;
          }
          if (typeof b === "object") {
            b = b.version;
          }
          return a !== b;
        case "":
        case "=":
        case "==":
          return eq(a, b, loose2);
        case "!=":
          return neq(a, b, loose2);
        case ">":
          return gt(a, b, loose2);
        case ">=":
          return gte(a, b, loose2);
        case "<":
          return lt(a, b, loose2);
        case "<=":
          return lte(a, b, loose2);
        default:
          throw new TypeError(`Invalid operator: ${op}`);
      }
    };
    module2.exports = cmp;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/classes/comparator.js
var require_comparator = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/classes/comparator.js"(exports2, module2) {
    "use strict";
    var ANY = /* @__PURE__ */ Symbol("SemVer ANY");
    var Comparator = class _Comparator {
      static get ANY() {
        return ANY;
      }
      constructor(comp, options5) {
        options5 = parseOptions(options5);
        if (comp instanceof _Comparator) {
          if (comp.loose === !!options5.loose) {
            return comp;
          } else {
            comp = comp.value;
          }
        }
        comp = comp.trim().split(/\s+/).join(" ");
        debug("comparator", comp, options5);
        this.options = options5;
        this.loose = !!options5.loose;
        this.parse(comp);
        if (this.semver === ANY) {
          this.value = "";
        } else {
          this.value = this.operator + this.semver.version;
        }
        debug("comp", this);
      }
      parse(comp) {
        const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR];
        const m = comp.match(r);
        if (!m) {
          throw new TypeError(`Invalid comparator: ${comp}`);
        }
        this.operator = m[1] !== void 0 ? m[1] : "";
        if (this.operator === "=") {
          this.operator = "";
        }
        if (!m[2]) {
          this.semver = ANY;
        } else {
          this.semver = new SemVer(m[2], this.options.loose);
        }
      }
      toString() {
        return this.value;
      }
      test(version) {
        debug("Comparator.test", version, this.options.loose);
        if (this.semver === ANY || version === ANY) {
          return true;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        return cmp(version, this.operator, this.semver, this.options);
      }
      intersects(comp, options5) {
        if (!(comp instanceof _Comparator)) {
          throw new TypeError("a Comparator is required");
        }
        if (this.operator === "") {
          if (this.value === "") {
            return true;
          }
          return new Range(comp.value, options5).test(this.value);
        } else if (comp.operator === "") {
          if (comp.value === "") {
            return true;
          }
          return new Range(this.value, options5).test(comp.semver);
        }
        options5 = parseOptions(options5);
        if (options5.includePrerelease && (this.value === "<0.0.0-0" || comp.value === "<0.0.0-0")) {
          return false;
        }
        if (!options5.includePrerelease && (this.value.startsWith("<0.0.0") || comp.value.startsWith("<0.0.0"))) {
          return false;
        }
        if (this.operator.startsWith(">") && comp.operator.startsWith(">")) {
          return true;
        }
        if (this.operator.startsWith("<") && comp.operator.startsWith("<")) {
          return true;
        }
        if (this.semver.version === comp.semver.version && this.operator.includes("=") && comp.operator.includes("=")) {
          return true;
        }
        if (cmp(this.semver, "<", comp.semver, options5) && this.operator.startsWith(">") && comp.operator.startsWith("<")) {
          return true;
        }
        if (cmp(this.semver, ">", comp.semver, options5) && this.operator.startsWith("<") && comp.operator.startsWith(">")) {
          return true;
        }
        return false;
      }
    };
    module2.exports = Comparator;
    var parseOptions = require_parse_options();
    var { safeRe: re, t } = require_re();
    var cmp = require_cmp();
    var debug = require_debug();
    var SemVer = require_semver();
    var Range = require_range();
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/trim-comparator-whitespace.js
var require_trim_comparator_whitespace = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/internal/trim-comparator-whitespace.js"(exports2, module2) {
    "use strict";
    var {
      MAX_LENGTH,
      MAX_SAFE_BUILD_LENGTH,
      WHITESPACE_CHARACTERS
    } = require_constants2();
    var whitespace = new Uint8Array(65536);
    for (const char of WHITESPACE_CHARACTERS) {
      whitespace[char.charCodeAt(0)] = 1;
    }
    var isWhitespace = (char) => char !== void 0 && whitespace[char.charCodeAt(0)] === 1;
    var isVersionPrefix = (char) => char === "v" || char === "=" || isWhitespace(char);
    var isDigit2 = (char) => char !== void 0 && char >= "0" && char <= "9";
    var isLetter = (char) => char !== void 0 && (char >= "a" && char <= "z" || char >= "A" && char <= "Z");
    var isIdentifierCharacter = (char) => isDigit2(char) || isLetter(char) || char === "-";
    var isVersionStart = (char) => isDigit2(char) || char === "x" || char === "X" || char === "*";
    var findDigitsEndIndex = (range, start2, limit, digitRuns) => {
      if (!isDigit2(range[start2])) {
        return start2;
      }
      if (start2 >= digitRuns.start && start2 < digitRuns.end) {
        return Math.min(start2 + limit, digitRuns.end);
      }
      if (start2 >= digitRuns.previousStart && start2 < digitRuns.previousEnd) {
        return Math.min(start2 + limit, digitRuns.previousEnd);
      }
      let end = start2 + 1;
      while (isDigit2(range[end])) {
        end++;
      }
      digitRuns.previousStart = digitRuns.start;
      digitRuns.previousEnd = digitRuns.end;
      digitRuns.start = start2;
      digitRuns.end = end;
      return Math.min(start2 + limit, end);
    };
    var findVersionNumberEndIndex = (range, start2, loose2, digitRuns) => {
      if (!loose2 && range[start2] === "0") {
        return start2 + 1;
      }
      return findDigitsEndIndex(range, start2, loose2 ? MAX_LENGTH : MAX_LENGTH + 1, digitRuns);
    };
    var findPrereleaseIdentifierEndIndex = (range, start2, loose2, digitRuns) => {
      const digitsEnd = findDigitsEndIndex(range, start2, MAX_LENGTH, digitRuns);
      if (isLetter(range[digitsEnd]) || range[digitsEnd] === "-") {
        let end = digitsEnd + 1;
        const limit = end + MAX_SAFE_BUILD_LENGTH;
        while (end < limit && isIdentifierCharacter(range[end])) {
          end++;
        }
        return end;
      }
      return findVersionNumberEndIndex(range, start2, loose2, digitRuns);
    };
    var findPrereleaseEndIndex = (range, start2, loose2, digitRuns) => {
      const hyphen = range[start2] === "-";
      if (!loose2 && !hyphen) {
        return start2;
      }
      const identifierStart = start2 + (hyphen ? 1 : 0);
      let end = findPrereleaseIdentifierEndIndex(range, identifierStart, loose2, digitRuns);
      if (end === identifierStart) {
        if (!loose2 || !hyphen) {
          return start2;
        }
        end = findPrereleaseIdentifierEndIndex(range, start2, loose2, digitRuns);
      }
      while (range[end] === ".") {
        const next = findPrereleaseIdentifierEndIndex(range, end + 1, loose2, digitRuns);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findBuildIdentifierEndIndex = (range, start2) => {
      let end = start2;
      while (end - start2 < MAX_SAFE_BUILD_LENGTH && isIdentifierCharacter(range[end])) {
        end++;
      }
      return end;
    };
    var findBuildEndIndex = (range, start2) => {
      if (range[start2] !== "+") {
        return start2;
      }
      let end = findBuildIdentifierEndIndex(range, start2 + 1);
      if (end === start2 + 1) {
        return start2;
      }
      while (range[end] === ".") {
        const next = findBuildIdentifierEndIndex(range, end + 1);
        if (next === end + 1) {
          break;
        }
        end = next;
      }
      return end;
    };
    var findLooseFullVersionEndIndex = (range, start2, digitRuns) => {
      let end = start2;
      for (let component = 0; component < 3; component++) {
        const next = findVersionNumberEndIndex(range, end, true, digitRuns);
        if (next === end) {
          return start2;
        }
        end = next;
        if (component < 2) {
          if (range[end] !== ".") {
            return start2;
          }
          end++;
        }
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, true, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findPartialVersionComponentEndIndex = (range, start2, digitRuns) => {
      if (isDigit2(range[start2])) {
        return findVersionNumberEndIndex(range, start2, false, digitRuns);
      }
      return isVersionStart(range[start2]) ? start2 + 1 : start2;
    };
    var findPartialVersionEndIndex = (range, start2, digitRuns) => {
      let end = findPartialVersionComponentEndIndex(range, start2, digitRuns);
      for (let component = 0; component < 2; component++) {
        if (range[end] !== ".") {
          return end;
        }
        const next = findPartialVersionComponentEndIndex(range, end + 1, digitRuns);
        if (next === end + 1) {
          return end;
        }
        end = next;
      }
      const prereleaseEnd = findPrereleaseEndIndex(range, end, false, digitRuns);
      return findBuildEndIndex(range, prereleaseEnd);
    };
    var findVersionEndIndex = (range, start2, digitRuns) => {
      const fullVersionEnd = findLooseFullVersionEndIndex(range, start2, digitRuns);
      return fullVersionEnd !== start2 ? fullVersionEnd : findPartialVersionEndIndex(range, start2, digitRuns);
    };
    var findRemovableWhitespaceIndex = (range, matchStart) => {
      let position = matchStart;
      if (isWhitespace(range[position])) {
        position++;
      }
      if (range[position] === "<" || range[position] === ">") {
        position++;
      }
      if (range[position] === "=") {
        position++;
      }
      return isWhitespace(range[position]) ? position : -1;
    };
    var trimComparatorWhitespace = (range) => {
      let result2 = "";
      let copyFrom = 0;
      let cursor = 0;
      const digitRuns = { start: -1, end: -1, previousStart: -1, previousEnd: -1 };
      while (cursor < range.length) {
        const matchStart = cursor;
        if (range[cursor] === "<" || range[cursor] === ">") {
          cursor++;
        } else if (!isVersionPrefix(range[cursor]) && !isVersionStart(range[cursor])) {
          cursor++;
          continue;
        }
        while (cursor < range.length && isVersionPrefix(range[cursor])) {
          cursor++;
        }
        if (!isVersionStart(range[cursor])) {
          continue;
        }
        const whitespacePosition = findRemovableWhitespaceIndex(range, matchStart);
        if (whitespacePosition !== -1) {
          result2 += range.slice(copyFrom, whitespacePosition);
          copyFrom = whitespacePosition + 1;
        }
        cursor = findVersionEndIndex(range, cursor, digitRuns);
      }
      return result2 + range.slice(copyFrom);
    };
    module2.exports = trimComparatorWhitespace;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/classes/range.js
var require_range = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/classes/range.js"(exports2, module2) {
    "use strict";
    var SPACE_CHARACTERS = /\s+/g;
    var Range = class _Range {
      constructor(range, options5) {
        options5 = parseOptions(options5);
        if (range instanceof _Range) {
          if (range.loose === !!options5.loose && range.includePrerelease === !!options5.includePrerelease) {
            return range;
          } else {
            return new _Range(range.raw, options5);
          }
        }
        if (range instanceof Comparator) {
          this.raw = range.value;
          this.set = [[range]];
          this.formatted = void 0;
          return this;
        }
        this.options = options5;
        this.loose = !!options5.loose;
        this.includePrerelease = !!options5.includePrerelease;
        this.raw = range.trim().replace(SPACE_CHARACTERS, " ");
        this.set = this.raw.split("||").map((r) => this.parseRange(r.trim())).filter((c) => c.length);
        if (!this.set.length) {
          throw new TypeError(`Invalid SemVer Range: ${this.raw}`);
        }
        if (this.set.length > 1) {
          const first = this.set[0];
          this.set = this.set.filter((c) => !isNullSet(c[0]));
          if (this.set.length === 0) {
            this.set = [first];
          } else if (this.set.length > 1) {
            for (const c of this.set) {
              if (c.length === 1 && isAny(c[0])) {
                this.set = [c];
                break;
              }
            }
          }
        }
        this.formatted = void 0;
      }
      get range() {
        if (this.formatted === void 0) {
          this.formatted = "";
          for (let i = 0; i < this.set.length; i++) {
            if (i > 0) {
              this.formatted += "||";
            }
            const comps = this.set[i];
            for (let k = 0; k < comps.length; k++) {
              if (k > 0) {
                this.formatted += " ";
              }
              this.formatted += comps[k].toString().trim();
            }
          }
        }
        return this.formatted;
      }
      format() {
        return this.range;
      }
      toString() {
        return this.range;
      }
      parseRange(range) {
        range = range.replace(BUILDSTRIPRE, "");
        const memoOpts = (this.options.includePrerelease && FLAG_INCLUDE_PRERELEASE) | (this.options.loose && FLAG_LOOSE);
        const memoKey = memoOpts + ":" + range;
        const cached = cache2.get(memoKey);
        if (cached) {
          return cached;
        }
        const loose2 = this.options.loose;
        const hr = loose2 ? re[t.HYPHENRANGELOOSE] : re[t.HYPHENRANGE];
        range = range.replace(hr, hyphenReplace(this.options.includePrerelease));
        debug("hyphen replace", range);
        range = trimComparatorWhitespace(range);
        debug("comparator trim", range);
        range = range.replace(re[t.TILDETRIM], tildeTrimReplace);
        debug("tilde trim", range);
        range = range.replace(re[t.CARETTRIM], caretTrimReplace);
        debug("caret trim", range);
        let rangeList = range.split(" ").map((comp) => parseComparator(comp, this.options)).join(" ").split(/\s+/).map((comp) => replaceGTE0(comp, this.options));
        if (loose2) {
          rangeList = rangeList.filter((comp) => {
            debug("loose invalid filter", comp, this.options);
            return !!comp.match(re[t.COMPARATORLOOSE]);
          });
        }
        debug("range list", rangeList);
        const rangeMap = /* @__PURE__ */ new Map();
        const comparators = rangeList.map((comp) => new Comparator(comp, this.options));
        for (const comp of comparators) {
          if (isNullSet(comp)) {
            return [comp];
          }
          rangeMap.set(comp.value, comp);
        }
        if (rangeMap.size > 1 && rangeMap.has("")) {
          rangeMap.delete("");
        }
        const result2 = [...rangeMap.values()];
        cache2.set(memoKey, result2);
        return result2;
      }
      intersects(range, options5) {
        if (!(range instanceof _Range)) {
          throw new TypeError("a Range is required");
        }
        return this.set.some((thisComparators) => {
          return isSatisfiable(thisComparators, options5) && range.set.some((rangeComparators) => {
            return isSatisfiable(rangeComparators, options5) && thisComparators.every((thisComparator) => {
              return rangeComparators.every((rangeComparator) => {
                return thisComparator.intersects(rangeComparator, options5);
              });
            });
          });
        });
      }
      // if ANY of the sets match ALL of its comparators, then pass
      test(version) {
        if (!version) {
          return false;
        }
        if (typeof version === "string") {
          try {
            version = new SemVer(version, this.options);
          } catch (er) {
            return false;
          }
        }
        for (let i = 0; i < this.set.length; i++) {
          if (testSet(this.set[i], version, this.options)) {
            return true;
          }
        }
        return false;
      }
    };
    module2.exports = Range;
    var LRU = require_lrucache();
    var cache2 = new LRU();
    var parseOptions = require_parse_options();
    var Comparator = require_comparator();
    var debug = require_debug();
    var SemVer = require_semver();
    var trimComparatorWhitespace = require_trim_comparator_whitespace();
    var {
      safeRe: re,
      src,
      t,
      tildeTrimReplace,
      caretTrimReplace
    } = require_re();
    var { FLAG_INCLUDE_PRERELEASE, FLAG_LOOSE } = require_constants2();
    var BUILDSTRIPRE = new RegExp(src[t.BUILD], "g");
    var isNullSet = (c) => c.value === "<0.0.0-0";
    var isAny = (c) => c.value === "";
    var isSatisfiable = (comparators, options5) => {
      let result2 = true;
      const remainingComparators = comparators.slice();
      let testComparator = remainingComparators.pop();
      while (result2 && remainingComparators.length) {
        result2 = remainingComparators.every((otherComparator) => {
          return testComparator.intersects(otherComparator, options5);
        });
        testComparator = remainingComparators.pop();
      }
      return result2;
    };
    var parseComparator = (comp, options5) => {
      comp = comp.replace(re[t.BUILD], "");
      debug("comp", comp, options5);
      comp = replaceCarets(comp, options5);
      debug("caret", comp);
      comp = replaceTildes(comp, options5);
      debug("tildes", comp);
      comp = replaceXRanges(comp, options5);
      debug("xrange", comp);
      comp = replaceStars(comp, options5);
      debug("stars", comp);
      return comp;
    };
    var isX = (id) => !id || id.toLowerCase() === "x" || id === "*";
    var invalidXRangeOrder = (M, m, p) => isX(M) && !isX(m) || isX(m) && p && !isX(p);
    var replaceTildes = (comp, options5) => {
      return comp.trim().split(/\s+/).map((c) => replaceTilde(c, options5)).join(" ");
    };
    var replaceTilde = (comp, options5) => {
      const r = options5.loose ? re[t.TILDELOOSE] : re[t.TILDE];
      const z = options5.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("tilde", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
        } else if (pr) {
          debug("replaceTilde pr", pr);
          ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
        } else {
          ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
        }
        debug("tilde return", ret);
        return ret;
      });
    };
    var replaceCarets = (comp, options5) => {
      return comp.trim().split(/\s+/).map((c) => replaceCaret(c, options5)).join(" ");
    };
    var replaceCaret = (comp, options5) => {
      debug("caret", comp, options5);
      const r = options5.loose ? re[t.CARETLOOSE] : re[t.CARET];
      const z = options5.includePrerelease ? "-0" : "";
      return comp.replace(r, (_, M, m, p, pr) => {
        debug("caret", comp, _, M, m, p, pr);
        let ret;
        if (isX(M)) {
          ret = "";
        } else if (isX(m)) {
          ret = `>=${M}.0.0${z} <${+M + 1}.0.0-0`;
        } else if (isX(p)) {
          if (M === "0") {
            ret = `>=${M}.${m}.0${z} <${M}.${+m + 1}.0-0`;
          } else {
            ret = `>=${M}.${m}.0${z} <${+M + 1}.0.0-0`;
          }
        } else if (pr) {
          debug("replaceCaret pr", pr);
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p}-${pr} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p}-${pr} <${+M + 1}.0.0-0`;
          }
        } else {
          debug("no pr");
          if (M === "0") {
            if (m === "0") {
              ret = `>=${M}.${m}.${p} <${M}.${m}.${+p + 1}-0`;
            } else {
              ret = `>=${M}.${m}.${p} <${M}.${+m + 1}.0-0`;
            }
          } else {
            ret = `>=${M}.${m}.${p} <${+M + 1}.0.0-0`;
          }
        }
        debug("caret return", ret);
        return ret;
      });
    };
    var replaceXRanges = (comp, options5) => {
      debug("replaceXRanges", comp, options5);
      return comp.split(/\s+/).map((c) => replaceXRange(c, options5)).join(" ");
    };
    var replaceXRange = (comp, options5) => {
      comp = comp.trim();
      const r = options5.loose ? re[t.XRANGELOOSE] : re[t.XRANGE];
      return comp.replace(r, (ret, gtlt, M, m, p, pr) => {
        debug("xRange", comp, ret, gtlt, M, m, p, pr);
        if (invalidXRangeOrder(M, m, p)) {
          return comp;
        }
        const xM = isX(M);
        const xm = xM || isX(m);
        const xp = xm || isX(p);
        const anyX = xp;
        if (gtlt === "=" && anyX) {
          gtlt = "";
        }
        pr = options5.includePrerelease ? "-0" : "";
        if (xM) {
          if (gtlt === ">" || gtlt === "<") {
            ret = "<0.0.0-0";
          } else {
            ret = "*";
          }
        } else if (gtlt && anyX) {
          if (xm) {
            m = 0;
          }
          p = 0;
          if (gtlt === ">") {
            gtlt = ">=";
            if (xm) {
              M = +M + 1;
              m = 0;
              p = 0;
            } else {
              m = +m + 1;
              p = 0;
            }
          } else if (gtlt === "<=") {
            gtlt = "<";
            if (xm) {
              M = +M + 1;
            } else {
              m = +m + 1;
            }
          }
          if (gtlt === "<") {
            pr = "-0";
          }
          ret = `${gtlt + M}.${m}.${p}${pr}`;
        } else if (xm) {
          ret = `>=${M}.0.0${pr} <${+M + 1}.0.0-0`;
        } else if (xp) {
          ret = `>=${M}.${m}.0${pr} <${M}.${+m + 1}.0-0`;
        }
        debug("xRange return", ret);
        return ret;
      });
    };
    var replaceStars = (comp, options5) => {
      debug("replaceStars", comp, options5);
      return comp.trim().replace(re[t.STAR], "");
    };
    var replaceGTE0 = (comp, options5) => {
      debug("replaceGTE0", comp, options5);
      return comp.trim().replace(re[options5.includePrerelease ? t.GTE0PRE : t.GTE0], "");
    };
    var hyphenReplace = (incPr) => ($0, from, fM, fm, fp, fpr, fb, to, tM, tm, tp, tpr) => {
      if (isX(fM)) {
        from = "";
      } else if (isX(fm)) {
        from = `>=${fM}.0.0${incPr ? "-0" : ""}`;
      } else if (isX(fp)) {
        from = `>=${fM}.${fm}.0${incPr ? "-0" : ""}`;
      } else if (fpr) {
        from = `>=${from}`;
      } else {
        from = `>=${from}${incPr ? "-0" : ""}`;
      }
      if (isX(tM)) {
        to = "";
      } else if (isX(tm)) {
        to = `<${+tM + 1}.0.0-0`;
      } else if (isX(tp)) {
        to = `<${tM}.${+tm + 1}.0-0`;
      } else if (tpr) {
        to = `<=${tM}.${tm}.${tp}-${tpr}`;
      } else if (incPr) {
        to = `<${tM}.${tm}.${+tp + 1}-0`;
      } else {
        to = `<=${to}`;
      }
      return `${from} ${to}`.trim();
    };
    var testSet = (set, version, options5) => {
      for (let i = 0; i < set.length; i++) {
        if (!set[i].test(version)) {
          return false;
        }
      }
      if (version.prerelease.length && !options5.includePrerelease) {
        for (let i = 0; i < set.length; i++) {
          debug(set[i].semver);
          if (set[i].semver === Comparator.ANY) {
            continue;
          }
          if (set[i].semver.prerelease.length > 0) {
            const allowed2 = set[i].semver;
            if (allowed2.major === version.major && allowed2.minor === version.minor && allowed2.patch === version.patch) {
              return true;
            }
          }
        }
        return false;
      }
      return true;
    };
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/ranges/valid.js
var require_valid = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/ranges/valid.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var validRange = (range, options5) => {
      try {
        return new Range(range, options5).range || "*";
      } catch (er) {
        return null;
      }
    };
    module2.exports = validRange;
  }
});

// packages/cli/src/config/schema.ts
function describeShape(issue) {
  const key = issue.path?.at(-1)?.key;
  if (issue.expected === "never") return `unknown field '${String(key)}'`;
  return "must be a mapping";
}
function configFields() {
  const sections = Object.entries(SECTIONS).map(([name, entries]) => [name, Object.keys(entries)]);
  return { "": Object.keys(configSchema.entries), ...Object.fromEntries(sections) };
}
function nearestField(issue) {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  const known = keys.length > 1 ? configFields()[keys[0]] : configFields()[""];
  const near = nearestName(keys.at(-1) ?? "", known ?? []);
  return near === void 0 ? "" : ` (did you mean '${near}'?)`;
}
function pathOf(issue) {
  let path3 = "";
  for (const item of issue.path ?? []) {
    const key = item.key;
    path3 += typeof key === "number" ? `[${key}]` : `${path3 === "" ? "" : "."}${String(key)}`;
  }
  return path3;
}
async function badRange(requires) {
  const pins = Object.entries(requires ?? {});
  if (pins.length === 0) return void 0;
  const { default: validRange } = await Promise.resolve().then(() => __toESM(require_valid(), 1));
  const bad = pins.find(([, range]) => validRange(range) === null);
  return bad && `'requires.${bad[0]}' must be a semver range such as ^1.2.0, not "${bad[1]}"`;
}
function kindSections(input) {
  const known = Object.keys(configSchema.entries);
  const sections = {};
  for (const [field, value] of Object.entries(input)) {
    if (known.includes(field) || !KIND_NAME.test(field)) continue;
    if (value === null || typeof value !== "object" || Array.isArray(value)) continue;
    if (nearestName(field, known) !== void 0) continue;
    sections[field] = value;
  }
  return sections;
}
async function validateConfig(input) {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return {
      ok: false,
      problem: `the config must be a mapping, not ${Array.isArray(input) ? "a list" : input === void 0 ? "an empty file" : String(input)}`
    };
  }
  const sections = kindSections(input);
  const fields = Object.fromEntries(Object.entries(input).filter(([field]) => !(field in sections)));
  const result2 = safeParse(configSchema, fields);
  if (result2.success) {
    const problem = await badRange(result2.output.requires);
    if (problem !== void 0) return { ok: false, problem };
    return { ok: true, config: Object.keys(sections).length > 0 ? { ...result2.output, sections } : result2.output };
  }
  const issue = result2.issues.find((i) => i.message.startsWith("unknown field")) ?? result2.issues[0];
  const path3 = pathOf(issue);
  if (issue.message.startsWith("unknown field"))
    return { ok: false, problem: `unknown field '${path3}'${nearestField(issue)}` };
  if (path3 === "") return { ok: false, problem: issue.message };
  const received = Array.isArray(issue.input) ? "a list" : issue.received;
  return { ok: false, problem: `'${path3}' ${issue.message}, not ${received}` };
}
var text, texts, wholeAbove0, above0, notAList, section2, SECTIONS, configSchema, KIND_NAME;
var init_schema = __esm({
  "packages/cli/src/config/schema.ts"() {
    "use strict";
    init_dist();
    init_nearest_name();
    text = pipe(string("must be a string"), nonEmpty("must not be empty"));
    texts = array(text, "must be a list of strings");
    wholeAbove0 = pipe(
      number("must be a whole number above 0"),
      integer("must be a whole number above 0"),
      minValue(1, "must be a whole number above 0")
    );
    above0 = pipe(
      number("must be a number above 0"),
      check((n) => n > 0 && Number.isFinite(n), "must be a number above 0")
    );
    notAList = (schema, message) => pipe(
      unknown(),
      check((input) => !Array.isArray(input), message),
      schema
    );
    section2 = (entries) => optional(notAList(strictObject(entries, describeShape), "must be a mapping"));
    SECTIONS = {
      index: {
        maxLines: optional(wholeAbove0),
        maxChars: optional(wholeAbove0),
        warnRatio: optional(
          pipe(
            number("must be a number above 0, at most 1"),
            check((n) => n > 0 && n <= 1, "must be a number above 0, at most 1")
          )
        ),
        staleDays: optional(above0)
      },
      context: { maxChars: optional(wholeAbove0) }
    };
    configSchema = strictObject(
      {
        // Where an editor finds the JSON Schema of this file (config.schema.json); claimcheck ignores it.
        $schema: optional(string("must be a string (the URL or path of the JSON Schema)")),
        memoryDir: optional(text),
        root: optional(text),
        include: optional(texts),
        // Entries are read by the checker loader, which knows what each kind of config file may hold.
        checkers: optional(array(unknown(), "must be a list")),
        requires: optional(
          notAList(
            record(
              text,
              // Each a semver range too: checked after the schema (see badRange).
              string("must be a version range string"),
              "must be a mapping of package names to version ranges"
            ),
            "must be a mapping of package names to version ranges"
          )
        ),
        concurrency: optional(wholeAbove0),
        timeout: optional(above0),
        allowOutside: optional(texts),
        index: section2(SECTIONS.index),
        context: section2(SECTIONS.context),
        // What a memory with no verify block is held to at hand-over (SPEC \u00a76.4.1): warn, fail, or nothing.
        inferred: optional(picklist(["warn", "error", "off"], 'must be "warn", "error" or "off"'))
      },
      describeShape
    );
    KIND_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
  }
});

// beside-later:import-module.cjs
var require_import_module = __commonJS({
  "beside-later:import-module.cjs"(exports2) {
    exports2.importModule = (url) => require("./import-module.cjs").importModule(url);
  }
});

// packages/cli/src/config/load.ts
var load_exports = {};
__export(load_exports, {
  MAX_CONFIG_BYTES: () => MAX_CONFIG_BYTES,
  loadConfig: () => loadConfig,
  loadedConfig: () => loadedConfig,
  parseConfigText: () => parseConfigText,
  readConfig: () => readConfig,
  readConfigText: () => readConfigText
});
function tooDeep(value) {
  const pending = [[value, 0]];
  for (let next = pending.pop(); next !== void 0; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== "object") continue;
    if (depth >= MAX_CONFIG_DEPTH) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
function readConfigText(file, shown2) {
  let read3;
  try {
    read3 = readRegularFile(file, MAX_CONFIG_BYTES);
  } catch (error) {
    throw configError(shown2, messageOf(error).replace(`cannot read ${file}: `, "cannot read: "));
  }
  if (read3 === void 0) throw configError(shown2, "cannot read: no such file");
  return read3.text;
}
function parseConfigText(file, shown2, text2) {
  try {
    return formatOf(file) === "json" ? loadJson(text2) : loadYamlConfig(text2);
  } catch (error) {
    throw configError(shown2, isClaimcheckError(error) ? error.message : messageOf(error));
  }
}
async function loadModule(file, shown2) {
  readConfigText(file, shown2);
  try {
    const module2 = await (0, import_import_module.importModule)((0, import_node_url3.pathToFileURL)(file).href);
    return module2.default ?? module2;
  } catch (error) {
    throw configError(shown2, `cannot load: ${messageOf(error)}`);
  }
}
async function loadedConfig(file, shown2, raw, format3 = formatOf(file)) {
  const validation = await validateConfig(raw);
  if (!validation.ok) throw configError(shown2, validation.problem);
  return { file, dir: (0, import_node_path24.dirname)(file), shown: shown2, format: format3, config: validation.config };
}
async function readConfig({ file, shown: shown2 }) {
  const raw = isJavaScriptConfig(file) ? await loadModule(file, shown2) : parseConfigText(file, shown2, readConfigText(file, shown2));
  return loadedConfig(file, shown2, raw);
}
async function loadConfig(cwd, root, explicit) {
  const found = configFile(cwd, root, explicit);
  return found === void 0 ? void 0 : readConfig(found);
}
var import_node_path24, import_node_url3, import_js_yaml, import_import_module, MAX_CONFIG_BYTES, formatOf, MAX_CONFIG_DEPTH, loadJson, loadYamlConfig;
var init_load = __esm({
  "packages/cli/src/config/load.ts"() {
    "use strict";
    import_node_path24 = require("node:path");
    import_node_url3 = require("node:url");
    import_js_yaml = __toESM(require_js_yaml(), 1);
    init_dist5();
    init_find();
    init_schema();
    init_files();
    import_import_module = __toESM(require_import_module(), 1);
    MAX_CONFIG_BYTES = 1024 * 1024;
    formatOf = (file) => file.endsWith(".json") ? "json" : file.endsWith(".yaml") || file.endsWith(".yml") ? "yaml" : "js";
    MAX_CONFIG_DEPTH = 64;
    loadJson = (content) => {
      if (content.trim() === "") return void 0;
      let data2;
      try {
        data2 = JSON.parse(content);
      } catch (error) {
        const raw = messageOf(error);
        const position = /at position (\d+)/.exec(raw)?.[1];
        let line = position === void 0 ? void 0 : content.slice(0, Number(position)).split("\n").length;
        if (line === void 0) {
          try {
            (0, import_js_yaml.load)(content, { schema: import_js_yaml.CORE_SCHEMA, json: true });
          } catch (yamlError) {
            if (yamlError instanceof import_js_yaml.YAMLException && yamlError.mark) line = yamlError.mark.line + 1;
          }
        }
        if (line !== void 0) line = Math.min(line, content.trimEnd().split("\n").length);
        const message = raw.replace(/, "[\s\S]*" is not valid JSON$/, "").replace(/ in JSON at position \d+.*$/s, "");
        throw new ClaimcheckError(
          "CONFIG",
          `not valid JSON: ${message.split("\n")[0]}${line === void 0 ? "" : ` (line ${line})`}`
        );
      }
      if (tooDeep(data2)) throw new ClaimcheckError("CONFIG", `nests deeper than ${MAX_CONFIG_DEPTH} levels`);
      return data2;
    };
    loadYamlConfig = (content) => {
      try {
        return parseYamlData(content) ?? {};
      } catch (error) {
        if (error instanceof YamlProblem) {
          throw new ClaimcheckError(
            "CONFIG",
            `not valid YAML: ${error.message}${error.line === void 0 ? "" : ` (line ${error.line})`}`
          );
        }
        throw error;
      }
    };
  }
});

// node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/errors.js
function formatList(array2, type = "and") {
  return array2.length < 3 ? array2.join(` ${type} `) : `${array2.slice(0, -1).join(", ")}, ${type} ${array2[array2.length - 1]}`;
}
function createError(sym, value, constructor) {
  messages.set(sym, value);
  return makeNodeErrorWithCode(constructor, sym);
}
function makeNodeErrorWithCode(Base, key) {
  return NodeError;
  function NodeError(...parameters) {
    const limit = Error.stackTraceLimit;
    if (isErrorStackTraceLimitWritable()) Error.stackTraceLimit = 0;
    const error = new Base();
    if (isErrorStackTraceLimitWritable()) Error.stackTraceLimit = limit;
    const message = getMessage(key, parameters, error);
    Object.defineProperties(error, {
      // Note: no need to implement `kIsNodeError` symbol, would be hard,
      // probably.
      message: {
        value: message,
        enumerable: false,
        writable: true,
        configurable: true
      },
      toString: {
        /** @this {Error} */
        value() {
          return `${this.name} [${key}]: ${this.message}`;
        },
        enumerable: false,
        writable: true,
        configurable: true
      }
    });
    captureLargerStackTrace(error);
    error.code = key;
    return error;
  }
}
function isErrorStackTraceLimitWritable() {
  try {
    if (import_node_v8.default.startupSnapshot.isBuildingSnapshot()) {
      return false;
    }
  } catch {
  }
  const desc = Object.getOwnPropertyDescriptor(Error, "stackTraceLimit");
  if (desc === void 0) {
    return Object.isExtensible(Error);
  }
  return own.call(desc, "writable") && desc.writable !== void 0 ? desc.writable : desc.set !== void 0;
}
function hideStackFrames(wrappedFunction) {
  const hidden = nodeInternalPrefix + wrappedFunction.name;
  Object.defineProperty(wrappedFunction, "name", { value: hidden });
  return wrappedFunction;
}
function getMessage(key, parameters, self) {
  const message = messages.get(key);
  import_node_assert.default.ok(message !== void 0, "expected `message` to be found");
  if (typeof message === "function") {
    import_node_assert.default.ok(
      message.length <= parameters.length,
      // Default options do not count.
      `Code: ${key}; The provided arguments length (${parameters.length}) does not match the required ones (${message.length}).`
    );
    return Reflect.apply(message, self, parameters);
  }
  const regex2 = /%[dfijoOs]/g;
  let expectedLength = 0;
  while (regex2.exec(message) !== null) expectedLength++;
  import_node_assert.default.ok(
    expectedLength === parameters.length,
    `Code: ${key}; The provided arguments length (${parameters.length}) does not match the required ones (${expectedLength}).`
  );
  if (parameters.length === 0) return message;
  parameters.unshift(message);
  return Reflect.apply(import_node_util2.format, null, parameters);
}
function determineSpecificType(value) {
  if (value === null || value === void 0) {
    return String(value);
  }
  if (typeof value === "function" && value.name) {
    return `function ${value.name}`;
  }
  if (typeof value === "object") {
    if (value.constructor && value.constructor.name) {
      return `an instance of ${value.constructor.name}`;
    }
    return `${(0, import_node_util2.inspect)(value, { depth: -1 })}`;
  }
  let inspected = (0, import_node_util2.inspect)(value, { colors: false });
  if (inspected.length > 28) {
    inspected = `${inspected.slice(0, 25)}...`;
  }
  return `type ${typeof value} (${inspected})`;
}
var import_node_v8, import_node_assert, import_node_util2, own, classRegExp, kTypes, codes, messages, nodeInternalPrefix, userStackTraceLimit, captureLargerStackTrace;
var init_errors3 = __esm({
  "node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/errors.js"() {
    import_node_v8 = __toESM(require("node:v8"), 1);
    import_node_assert = __toESM(require("node:assert"), 1);
    import_node_util2 = require("node:util");
    own = {}.hasOwnProperty;
    classRegExp = /^([A-Z][a-z\d]*)+$/;
    kTypes = /* @__PURE__ */ new Set([
      "string",
      "function",
      "number",
      "object",
      // Accept 'Function' and 'Object' as alternative to the lower cased version.
      "Function",
      "Object",
      "boolean",
      "bigint",
      "symbol"
    ]);
    codes = {};
    messages = /* @__PURE__ */ new Map();
    nodeInternalPrefix = "__node_internal_";
    codes.ERR_INVALID_ARG_TYPE = createError(
      "ERR_INVALID_ARG_TYPE",
      /**
       * @param {string} name
       * @param {Array<string> | string} expected
       * @param {unknown} actual
       */
      (name, expected, actual) => {
        import_node_assert.default.ok(typeof name === "string", "'name' must be a string");
        if (!Array.isArray(expected)) {
          expected = [expected];
        }
        let message = "The ";
        if (name.endsWith(" argument")) {
          message += `${name} `;
        } else {
          const type = name.includes(".") ? "property" : "argument";
          message += `"${name}" ${type} `;
        }
        message += "must be ";
        const types = [];
        const instances = [];
        const other = [];
        for (const value of expected) {
          import_node_assert.default.ok(
            typeof value === "string",
            "All expected entries have to be of type string"
          );
          if (kTypes.has(value)) {
            types.push(value.toLowerCase());
          } else if (classRegExp.exec(value) === null) {
            import_node_assert.default.ok(
              value !== "object",
              'The value "object" should be written as "Object"'
            );
            other.push(value);
          } else {
            instances.push(value);
          }
        }
        if (instances.length > 0) {
          const pos = types.indexOf("object");
          if (pos !== -1) {
            types.slice(pos, 1);
            instances.push("Object");
          }
        }
        if (types.length > 0) {
          message += `${types.length > 1 ? "one of type" : "of type"} ${formatList(
            types,
            "or"
          )}`;
          if (instances.length > 0 || other.length > 0) message += " or ";
        }
        if (instances.length > 0) {
          message += `an instance of ${formatList(instances, "or")}`;
          if (other.length > 0) message += " or ";
        }
        if (other.length > 0) {
          if (other.length > 1) {
            message += `one of ${formatList(other, "or")}`;
          } else {
            if (other[0].toLowerCase() !== other[0]) message += "an ";
            message += `${other[0]}`;
          }
        }
        message += `. Received ${determineSpecificType(actual)}`;
        return message;
      },
      TypeError
    );
    codes.ERR_INVALID_MODULE_SPECIFIER = createError(
      "ERR_INVALID_MODULE_SPECIFIER",
      /**
       * @param {string} request
       * @param {string} reason
       * @param {string} [base]
       */
      (request, reason, base = void 0) => {
        return `Invalid module "${request}" ${reason}${base ? ` imported from ${base}` : ""}`;
      },
      TypeError
    );
    codes.ERR_INVALID_PACKAGE_CONFIG = createError(
      "ERR_INVALID_PACKAGE_CONFIG",
      /**
       * @param {string} path
       * @param {string} [base]
       * @param {string} [message]
       */
      (path3, base, message) => {
        return `Invalid package config ${path3}${base ? ` while importing ${base}` : ""}${message ? `. ${message}` : ""}`;
      },
      Error
    );
    codes.ERR_INVALID_PACKAGE_TARGET = createError(
      "ERR_INVALID_PACKAGE_TARGET",
      /**
       * @param {string} packagePath
       * @param {string} key
       * @param {unknown} target
       * @param {boolean} [isImport=false]
       * @param {string} [base]
       */
      (packagePath, key, target, isImport = false, base = void 0) => {
        const relatedError = typeof target === "string" && !isImport && target.length > 0 && !target.startsWith("./");
        if (key === ".") {
          import_node_assert.default.ok(isImport === false);
          return `Invalid "exports" main target ${JSON.stringify(target)} defined in the package config ${packagePath}package.json${base ? ` imported from ${base}` : ""}${relatedError ? '; targets must start with "./"' : ""}`;
        }
        return `Invalid "${isImport ? "imports" : "exports"}" target ${JSON.stringify(
          target
        )} defined for '${key}' in the package config ${packagePath}package.json${base ? ` imported from ${base}` : ""}${relatedError ? '; targets must start with "./"' : ""}`;
      },
      Error
    );
    codes.ERR_MODULE_NOT_FOUND = createError(
      "ERR_MODULE_NOT_FOUND",
      /**
       * @param {string} path
       * @param {string} base
       * @param {boolean} [exactUrl]
       */
      (path3, base, exactUrl = false) => {
        return `Cannot find ${exactUrl ? "module" : "package"} '${path3}' imported from ${base}`;
      },
      Error
    );
    codes.ERR_NETWORK_IMPORT_DISALLOWED = createError(
      "ERR_NETWORK_IMPORT_DISALLOWED",
      "import of '%s' by %s is not supported: %s",
      Error
    );
    codes.ERR_PACKAGE_IMPORT_NOT_DEFINED = createError(
      "ERR_PACKAGE_IMPORT_NOT_DEFINED",
      /**
       * @param {string} specifier
       * @param {string} packagePath
       * @param {string} base
       */
      (specifier, packagePath, base) => {
        return `Package import specifier "${specifier}" is not defined${packagePath ? ` in package ${packagePath}package.json` : ""} imported from ${base}`;
      },
      TypeError
    );
    codes.ERR_PACKAGE_PATH_NOT_EXPORTED = createError(
      "ERR_PACKAGE_PATH_NOT_EXPORTED",
      /**
       * @param {string} packagePath
       * @param {string} subpath
       * @param {string} [base]
       */
      (packagePath, subpath, base = void 0) => {
        if (subpath === ".")
          return `No "exports" main defined in ${packagePath}package.json${base ? ` imported from ${base}` : ""}`;
        return `Package subpath '${subpath}' is not defined by "exports" in ${packagePath}package.json${base ? ` imported from ${base}` : ""}`;
      },
      Error
    );
    codes.ERR_UNSUPPORTED_DIR_IMPORT = createError(
      "ERR_UNSUPPORTED_DIR_IMPORT",
      "Directory import '%s' is not supported resolving ES modules imported from %s",
      Error
    );
    codes.ERR_UNSUPPORTED_RESOLVE_REQUEST = createError(
      "ERR_UNSUPPORTED_RESOLVE_REQUEST",
      'Failed to resolve module specifier "%s" from "%s": Invalid relative URL or base scheme is not hierarchical.',
      TypeError
    );
    codes.ERR_UNKNOWN_FILE_EXTENSION = createError(
      "ERR_UNKNOWN_FILE_EXTENSION",
      /**
       * @param {string} extension
       * @param {string} path
       */
      (extension, path3) => {
        return `Unknown file extension "${extension}" for ${path3}`;
      },
      TypeError
    );
    codes.ERR_INVALID_ARG_VALUE = createError(
      "ERR_INVALID_ARG_VALUE",
      /**
       * @param {string} name
       * @param {unknown} value
       * @param {string} [reason='is invalid']
       */
      (name, value, reason = "is invalid") => {
        let inspected = (0, import_node_util2.inspect)(value);
        if (inspected.length > 128) {
          inspected = `${inspected.slice(0, 128)}...`;
        }
        const type = name.includes(".") ? "property" : "argument";
        return `The ${type} '${name}' ${reason}. Received ${inspected}`;
      },
      TypeError
      // Note: extra classes have been shaken out.
      // , RangeError
    );
    captureLargerStackTrace = hideStackFrames(
      /**
       * @param {Error} error
       * @returns {Error}
       */
      // @ts-expect-error: fine
      function(error) {
        const stackTraceLimitIsWritable = isErrorStackTraceLimitWritable();
        if (stackTraceLimitIsWritable) {
          userStackTraceLimit = Error.stackTraceLimit;
          Error.stackTraceLimit = Number.POSITIVE_INFINITY;
        }
        Error.captureStackTrace(error);
        if (stackTraceLimitIsWritable) Error.stackTraceLimit = userStackTraceLimit;
        return error;
      }
    );
  }
});

// node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/package-json-reader.js
function read(jsonPath, { base, specifier }) {
  const existing = cache.get(jsonPath);
  if (existing) {
    return existing;
  }
  let string2;
  try {
    string2 = import_node_fs21.default.readFileSync(import_node_path25.default.toNamespacedPath(jsonPath), "utf8");
  } catch (error) {
    const exception = (
      /** @type {ErrnoException} */
      error
    );
    if (exception.code !== "ENOENT") {
      throw exception;
    }
  }
  const result2 = {
    exists: false,
    pjsonPath: jsonPath,
    main: void 0,
    name: void 0,
    type: "none",
    // Ignore unknown types for forwards compatibility
    exports: void 0,
    imports: void 0
  };
  if (string2 !== void 0) {
    let parsed;
    try {
      parsed = JSON.parse(string2);
    } catch (error_) {
      const cause = (
        /** @type {ErrnoException} */
        error_
      );
      const error = new ERR_INVALID_PACKAGE_CONFIG(
        jsonPath,
        (base ? `"${specifier}" from ` : "") + (0, import_node_url4.fileURLToPath)(base || specifier),
        cause.message
      );
      error.cause = cause;
      throw error;
    }
    result2.exists = true;
    if (hasOwnProperty.call(parsed, "name") && typeof parsed.name === "string") {
      result2.name = parsed.name;
    }
    if (hasOwnProperty.call(parsed, "main") && typeof parsed.main === "string") {
      result2.main = parsed.main;
    }
    if (hasOwnProperty.call(parsed, "exports")) {
      result2.exports = parsed.exports;
    }
    if (hasOwnProperty.call(parsed, "imports")) {
      result2.imports = parsed.imports;
    }
    if (hasOwnProperty.call(parsed, "type") && (parsed.type === "commonjs" || parsed.type === "module")) {
      result2.type = parsed.type;
    }
  }
  cache.set(jsonPath, result2);
  return result2;
}
function getPackageScopeConfig(resolved) {
  let packageJSONUrl = new URL("package.json", resolved);
  while (true) {
    const packageJSONPath2 = packageJSONUrl.pathname;
    if (packageJSONPath2.endsWith("node_modules/package.json")) {
      break;
    }
    const packageConfig = read((0, import_node_url4.fileURLToPath)(packageJSONUrl), {
      specifier: resolved
    });
    if (packageConfig.exists) {
      return packageConfig;
    }
    const lastPackageJSONUrl = packageJSONUrl;
    packageJSONUrl = new URL("../package.json", packageJSONUrl);
    if (packageJSONUrl.pathname === lastPackageJSONUrl.pathname) {
      break;
    }
  }
  const packageJSONPath = (0, import_node_url4.fileURLToPath)(packageJSONUrl);
  return {
    pjsonPath: packageJSONPath,
    exists: false,
    type: "none"
  };
}
function getPackageType(url) {
  return getPackageScopeConfig(url).type;
}
var import_node_fs21, import_node_path25, import_node_url4, hasOwnProperty, ERR_INVALID_PACKAGE_CONFIG, cache;
var init_package_json_reader = __esm({
  "node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/package-json-reader.js"() {
    import_node_fs21 = __toESM(require("node:fs"), 1);
    import_node_path25 = __toESM(require("node:path"), 1);
    import_node_url4 = require("node:url");
    init_errors3();
    hasOwnProperty = {}.hasOwnProperty;
    ({ ERR_INVALID_PACKAGE_CONFIG } = codes);
    cache = /* @__PURE__ */ new Map();
  }
});

// node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/get-format.js
function mimeToFormat(mime) {
  if (mime && /\s*(text|application)\/javascript\s*(;\s*charset=utf-?8\s*)?/i.test(mime))
    return "module";
  if (mime === "application/json") return "json";
  return null;
}
function getDataProtocolModuleFormat(parsed) {
  const { 1: mime } = /^([^/]+\/[^;,]+)[^,]*?(;base64)?,/.exec(
    parsed.pathname
  ) || [null, null, null];
  return mimeToFormat(mime);
}
function extname(url) {
  const pathname = url.pathname;
  let index = pathname.length;
  while (index--) {
    const code = pathname.codePointAt(index);
    if (code === 47) {
      return "";
    }
    if (code === 46) {
      return pathname.codePointAt(index - 1) === 47 ? "" : pathname.slice(index);
    }
  }
  return "";
}
function getFileProtocolModuleFormat(url, _context, ignoreErrors) {
  const value = extname(url);
  if (value === ".js") {
    const packageType = getPackageType(url);
    if (packageType !== "none") {
      return packageType;
    }
    return "commonjs";
  }
  if (value === "") {
    const packageType = getPackageType(url);
    if (packageType === "none" || packageType === "commonjs") {
      return "commonjs";
    }
    return "module";
  }
  const format3 = extensionFormatMap[value];
  if (format3) return format3;
  if (ignoreErrors) {
    return void 0;
  }
  const filepath = (0, import_node_url5.fileURLToPath)(url);
  throw new ERR_UNKNOWN_FILE_EXTENSION(value, filepath);
}
function getHttpProtocolModuleFormat() {
}
function defaultGetFormatWithoutErrors(url, context) {
  const protocol = url.protocol;
  if (!hasOwnProperty2.call(protocolHandlers, protocol)) {
    return null;
  }
  return protocolHandlers[protocol](url, context, true) || null;
}
var import_node_url5, ERR_UNKNOWN_FILE_EXTENSION, hasOwnProperty2, extensionFormatMap, protocolHandlers;
var init_get_format = __esm({
  "node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/get-format.js"() {
    import_node_url5 = require("node:url");
    init_package_json_reader();
    init_errors3();
    ({ ERR_UNKNOWN_FILE_EXTENSION } = codes);
    hasOwnProperty2 = {}.hasOwnProperty;
    extensionFormatMap = {
      // @ts-expect-error: hush.
      __proto__: null,
      ".cjs": "commonjs",
      ".js": "module",
      ".json": "json",
      ".mjs": "module"
    };
    protocolHandlers = {
      // @ts-expect-error: hush.
      __proto__: null,
      "data:": getDataProtocolModuleFormat,
      "file:": getFileProtocolModuleFormat,
      "http:": getHttpProtocolModuleFormat,
      "https:": getHttpProtocolModuleFormat,
      "node:"() {
        return "builtin";
      }
    };
  }
});

// node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/utils.js
function getDefaultConditions() {
  return DEFAULT_CONDITIONS;
}
function getDefaultConditionsSet() {
  return DEFAULT_CONDITIONS_SET;
}
function getConditionsSet(conditions) {
  if (conditions !== void 0 && conditions !== getDefaultConditions()) {
    if (!Array.isArray(conditions)) {
      throw new ERR_INVALID_ARG_VALUE(
        "conditions",
        conditions,
        "expected an array"
      );
    }
    return new Set(conditions);
  }
  return getDefaultConditionsSet();
}
var ERR_INVALID_ARG_VALUE, DEFAULT_CONDITIONS, DEFAULT_CONDITIONS_SET;
var init_utils = __esm({
  "node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/utils.js"() {
    init_errors3();
    ({ ERR_INVALID_ARG_VALUE } = codes);
    DEFAULT_CONDITIONS = Object.freeze(["node", "import"]);
    DEFAULT_CONDITIONS_SET = new Set(DEFAULT_CONDITIONS);
  }
});

// node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/resolve.js
function emitInvalidSegmentDeprecation(target, request, match, packageJsonUrl, internal, base, isTarget) {
  if (import_node_process.default.noDeprecation) {
    return;
  }
  const pjsonPath = (0, import_node_url6.fileURLToPath)(packageJsonUrl);
  const double = doubleSlashRegEx.exec(isTarget ? target : request) !== null;
  import_node_process.default.emitWarning(
    `Use of deprecated ${double ? "double slash" : "leading or trailing slash matching"} resolving "${target}" for module request "${request}" ${request === match ? "" : `matched to "${match}" `}in the "${internal ? "imports" : "exports"}" field module resolution of the package at ${pjsonPath}${base ? ` imported from ${(0, import_node_url6.fileURLToPath)(base)}` : ""}.`,
    "DeprecationWarning",
    "DEP0166"
  );
}
function emitLegacyIndexDeprecation(url, packageJsonUrl, base, main2) {
  if (import_node_process.default.noDeprecation) {
    return;
  }
  const format3 = defaultGetFormatWithoutErrors(url, { parentURL: base.href });
  if (format3 !== "module") return;
  const urlPath = (0, import_node_url6.fileURLToPath)(url.href);
  const packagePath = (0, import_node_url6.fileURLToPath)(new URL(".", packageJsonUrl));
  const basePath = (0, import_node_url6.fileURLToPath)(base);
  if (!main2) {
    import_node_process.default.emitWarning(
      `No "main" or "exports" field defined in the package.json for ${packagePath} resolving the main entry point "${urlPath.slice(
        packagePath.length
      )}", imported from ${basePath}.
Default "index" lookups for the main are deprecated for ES modules.`,
      "DeprecationWarning",
      "DEP0151"
    );
  } else if (import_node_path26.default.resolve(packagePath, main2) !== urlPath) {
    import_node_process.default.emitWarning(
      `Package ${packagePath} has a "main" field set to "${main2}", excluding the full filename and extension to the resolved file at "${urlPath.slice(
        packagePath.length
      )}", imported from ${basePath}.
 Automatic extension resolution of the "main" field is deprecated for ES modules.`,
      "DeprecationWarning",
      "DEP0151"
    );
  }
}
function tryStatSync(path3) {
  try {
    return (0, import_node_fs22.statSync)(path3);
  } catch {
  }
}
function fileExists(url) {
  const stats = (0, import_node_fs22.statSync)(url, { throwIfNoEntry: false });
  const isFile = stats ? stats.isFile() : void 0;
  return isFile === null || isFile === void 0 ? false : isFile;
}
function legacyMainResolve(packageJsonUrl, packageConfig, base) {
  let guess;
  if (packageConfig.main !== void 0) {
    guess = new URL(packageConfig.main, packageJsonUrl);
    if (fileExists(guess)) return guess;
    const tries2 = [
      `./${packageConfig.main}.js`,
      `./${packageConfig.main}.json`,
      `./${packageConfig.main}.node`,
      `./${packageConfig.main}/index.js`,
      `./${packageConfig.main}/index.json`,
      `./${packageConfig.main}/index.node`
    ];
    let i2 = -1;
    while (++i2 < tries2.length) {
      guess = new URL(tries2[i2], packageJsonUrl);
      if (fileExists(guess)) break;
      guess = void 0;
    }
    if (guess) {
      emitLegacyIndexDeprecation(
        guess,
        packageJsonUrl,
        base,
        packageConfig.main
      );
      return guess;
    }
  }
  const tries = ["./index.js", "./index.json", "./index.node"];
  let i = -1;
  while (++i < tries.length) {
    guess = new URL(tries[i], packageJsonUrl);
    if (fileExists(guess)) break;
    guess = void 0;
  }
  if (guess) {
    emitLegacyIndexDeprecation(guess, packageJsonUrl, base, packageConfig.main);
    return guess;
  }
  throw new ERR_MODULE_NOT_FOUND(
    (0, import_node_url6.fileURLToPath)(new URL(".", packageJsonUrl)),
    (0, import_node_url6.fileURLToPath)(base)
  );
}
function finalizeResolution(resolved, base, preserveSymlinks) {
  if (encodedSeparatorRegEx.exec(resolved.pathname) !== null) {
    throw new ERR_INVALID_MODULE_SPECIFIER(
      resolved.pathname,
      'must not include encoded "/" or "\\" characters',
      (0, import_node_url6.fileURLToPath)(base)
    );
  }
  let filePath;
  try {
    filePath = (0, import_node_url6.fileURLToPath)(resolved);
  } catch (error) {
    const cause = (
      /** @type {ErrnoException} */
      error
    );
    Object.defineProperty(cause, "input", { value: String(resolved) });
    Object.defineProperty(cause, "module", { value: String(base) });
    throw cause;
  }
  const stats = tryStatSync(
    filePath.endsWith("/") ? filePath.slice(-1) : filePath
  );
  if (stats && stats.isDirectory()) {
    const error = new ERR_UNSUPPORTED_DIR_IMPORT(filePath, (0, import_node_url6.fileURLToPath)(base));
    error.url = String(resolved);
    throw error;
  }
  if (!stats || !stats.isFile()) {
    const error = new ERR_MODULE_NOT_FOUND(
      filePath || resolved.pathname,
      base && (0, import_node_url6.fileURLToPath)(base),
      true
    );
    error.url = String(resolved);
    throw error;
  }
  if (!preserveSymlinks) {
    const real = (0, import_node_fs22.realpathSync)(filePath);
    const { search, hash } = resolved;
    resolved = (0, import_node_url6.pathToFileURL)(real + (filePath.endsWith(import_node_path26.default.sep) ? "/" : ""));
    resolved.search = search;
    resolved.hash = hash;
  }
  return resolved;
}
function importNotDefined(specifier, packageJsonUrl, base) {
  return new ERR_PACKAGE_IMPORT_NOT_DEFINED(
    specifier,
    packageJsonUrl && (0, import_node_url6.fileURLToPath)(new URL(".", packageJsonUrl)),
    (0, import_node_url6.fileURLToPath)(base)
  );
}
function exportsNotFound(subpath, packageJsonUrl, base) {
  return new ERR_PACKAGE_PATH_NOT_EXPORTED(
    (0, import_node_url6.fileURLToPath)(new URL(".", packageJsonUrl)),
    subpath,
    base && (0, import_node_url6.fileURLToPath)(base)
  );
}
function throwInvalidSubpath(request, match, packageJsonUrl, internal, base) {
  const reason = `request is not a valid match in pattern "${match}" for the "${internal ? "imports" : "exports"}" resolution of ${(0, import_node_url6.fileURLToPath)(packageJsonUrl)}`;
  throw new ERR_INVALID_MODULE_SPECIFIER(
    request,
    reason,
    base && (0, import_node_url6.fileURLToPath)(base)
  );
}
function invalidPackageTarget(subpath, target, packageJsonUrl, internal, base) {
  target = typeof target === "object" && target !== null ? JSON.stringify(target, null, "") : `${target}`;
  return new ERR_INVALID_PACKAGE_TARGET(
    (0, import_node_url6.fileURLToPath)(new URL(".", packageJsonUrl)),
    subpath,
    target,
    internal,
    base && (0, import_node_url6.fileURLToPath)(base)
  );
}
function resolvePackageTargetString(target, subpath, match, packageJsonUrl, base, pattern, internal, isPathMap, conditions) {
  if (subpath !== "" && !pattern && target[target.length - 1] !== "/")
    throw invalidPackageTarget(match, target, packageJsonUrl, internal, base);
  if (!target.startsWith("./")) {
    if (internal && !target.startsWith("../") && !target.startsWith("/")) {
      let isURL2 = false;
      try {
        new URL(target);
        isURL2 = true;
      } catch {
      }
      if (!isURL2) {
        const exportTarget = pattern ? RegExpPrototypeSymbolReplace.call(
          patternRegEx,
          target,
          () => subpath
        ) : target + subpath;
        return packageResolve(exportTarget, packageJsonUrl, conditions);
      }
    }
    throw invalidPackageTarget(match, target, packageJsonUrl, internal, base);
  }
  if (invalidSegmentRegEx.exec(target.slice(2)) !== null) {
    if (deprecatedInvalidSegmentRegEx.exec(target.slice(2)) === null) {
      if (!isPathMap) {
        const request = pattern ? match.replace("*", () => subpath) : match + subpath;
        const resolvedTarget = pattern ? RegExpPrototypeSymbolReplace.call(
          patternRegEx,
          target,
          () => subpath
        ) : target;
        emitInvalidSegmentDeprecation(
          resolvedTarget,
          request,
          match,
          packageJsonUrl,
          internal,
          base,
          true
        );
      }
    } else {
      throw invalidPackageTarget(match, target, packageJsonUrl, internal, base);
    }
  }
  const resolved = new URL(target, packageJsonUrl);
  const resolvedPath = resolved.pathname;
  const packagePath = new URL(".", packageJsonUrl).pathname;
  if (!resolvedPath.startsWith(packagePath))
    throw invalidPackageTarget(match, target, packageJsonUrl, internal, base);
  if (subpath === "") return resolved;
  if (invalidSegmentRegEx.exec(subpath) !== null) {
    const request = pattern ? match.replace("*", () => subpath) : match + subpath;
    if (deprecatedInvalidSegmentRegEx.exec(subpath) === null) {
      if (!isPathMap) {
        const resolvedTarget = pattern ? RegExpPrototypeSymbolReplace.call(
          patternRegEx,
          target,
          () => subpath
        ) : target;
        emitInvalidSegmentDeprecation(
          resolvedTarget,
          request,
          match,
          packageJsonUrl,
          internal,
          base,
          false
        );
      }
    } else {
      throwInvalidSubpath(request, match, packageJsonUrl, internal, base);
    }
  }
  if (pattern) {
    return new URL(
      RegExpPrototypeSymbolReplace.call(
        patternRegEx,
        resolved.href,
        () => subpath
      )
    );
  }
  return new URL(subpath, resolved);
}
function isArrayIndex(key) {
  const keyNumber = Number(key);
  if (`${keyNumber}` !== key) return false;
  return keyNumber >= 0 && keyNumber < 4294967295;
}
function resolvePackageTarget(packageJsonUrl, target, subpath, packageSubpath, base, pattern, internal, isPathMap, conditions) {
  if (typeof target === "string") {
    return resolvePackageTargetString(
      target,
      subpath,
      packageSubpath,
      packageJsonUrl,
      base,
      pattern,
      internal,
      isPathMap,
      conditions
    );
  }
  if (Array.isArray(target)) {
    const targetList = target;
    if (targetList.length === 0) return null;
    let lastException;
    let i = -1;
    while (++i < targetList.length) {
      const targetItem = targetList[i];
      let resolveResult;
      try {
        resolveResult = resolvePackageTarget(
          packageJsonUrl,
          targetItem,
          subpath,
          packageSubpath,
          base,
          pattern,
          internal,
          isPathMap,
          conditions
        );
      } catch (error) {
        const exception = (
          /** @type {ErrnoException} */
          error
        );
        lastException = exception;
        if (exception.code === "ERR_INVALID_PACKAGE_TARGET") continue;
        throw error;
      }
      if (resolveResult === void 0) continue;
      if (resolveResult === null) {
        lastException = null;
        continue;
      }
      return resolveResult;
    }
    if (lastException === void 0 || lastException === null) {
      return null;
    }
    throw lastException;
  }
  if (typeof target === "object" && target !== null) {
    const keys = Object.getOwnPropertyNames(target);
    let i = -1;
    while (++i < keys.length) {
      const key = keys[i];
      if (isArrayIndex(key)) {
        throw new ERR_INVALID_PACKAGE_CONFIG2(
          (0, import_node_url6.fileURLToPath)(packageJsonUrl),
          base,
          '"exports" cannot contain numeric property keys.'
        );
      }
    }
    i = -1;
    while (++i < keys.length) {
      const key = keys[i];
      if (key === "default" || conditions && conditions.has(key)) {
        const conditionalTarget = (
          /** @type {unknown} */
          target[key]
        );
        const resolveResult = resolvePackageTarget(
          packageJsonUrl,
          conditionalTarget,
          subpath,
          packageSubpath,
          base,
          pattern,
          internal,
          isPathMap,
          conditions
        );
        if (resolveResult === void 0) continue;
        return resolveResult;
      }
    }
    return null;
  }
  if (target === null) {
    return null;
  }
  throw invalidPackageTarget(
    packageSubpath,
    target,
    packageJsonUrl,
    internal,
    base
  );
}
function isConditionalExportsMainSugar(exports2, packageJsonUrl, base) {
  if (typeof exports2 === "string" || Array.isArray(exports2)) return true;
  if (typeof exports2 !== "object" || exports2 === null) return false;
  const keys = Object.getOwnPropertyNames(exports2);
  let isConditionalSugar = false;
  let i = 0;
  let keyIndex = -1;
  while (++keyIndex < keys.length) {
    const key = keys[keyIndex];
    const currentIsConditionalSugar = key === "" || key[0] !== ".";
    if (i++ === 0) {
      isConditionalSugar = currentIsConditionalSugar;
    } else if (isConditionalSugar !== currentIsConditionalSugar) {
      throw new ERR_INVALID_PACKAGE_CONFIG2(
        (0, import_node_url6.fileURLToPath)(packageJsonUrl),
        base,
        `"exports" cannot contain some keys starting with '.' and some not. The exports object must either be an object of package subpath keys or an object of main entry condition name keys only.`
      );
    }
  }
  return isConditionalSugar;
}
function emitTrailingSlashPatternDeprecation(match, pjsonUrl, base) {
  if (import_node_process.default.noDeprecation) {
    return;
  }
  const pjsonPath = (0, import_node_url6.fileURLToPath)(pjsonUrl);
  if (emittedPackageWarnings.has(pjsonPath + "|" + match)) return;
  emittedPackageWarnings.add(pjsonPath + "|" + match);
  import_node_process.default.emitWarning(
    `Use of deprecated trailing slash pattern mapping "${match}" in the "exports" field module resolution of the package at ${pjsonPath}${base ? ` imported from ${(0, import_node_url6.fileURLToPath)(base)}` : ""}. Mapping specifiers ending in "/" is no longer supported.`,
    "DeprecationWarning",
    "DEP0155"
  );
}
function packageExportsResolve(packageJsonUrl, packageSubpath, packageConfig, base, conditions) {
  let exports2 = packageConfig.exports;
  if (isConditionalExportsMainSugar(exports2, packageJsonUrl, base)) {
    exports2 = { ".": exports2 };
  }
  if (own2.call(exports2, packageSubpath) && !packageSubpath.includes("*") && !packageSubpath.endsWith("/")) {
    const target = exports2[packageSubpath];
    const resolveResult = resolvePackageTarget(
      packageJsonUrl,
      target,
      "",
      packageSubpath,
      base,
      false,
      false,
      false,
      conditions
    );
    if (resolveResult === null || resolveResult === void 0) {
      throw exportsNotFound(packageSubpath, packageJsonUrl, base);
    }
    return resolveResult;
  }
  let bestMatch = "";
  let bestMatchSubpath = "";
  const keys = Object.getOwnPropertyNames(exports2);
  let i = -1;
  while (++i < keys.length) {
    const key = keys[i];
    const patternIndex = key.indexOf("*");
    if (patternIndex !== -1 && packageSubpath.startsWith(key.slice(0, patternIndex))) {
      if (packageSubpath.endsWith("/")) {
        emitTrailingSlashPatternDeprecation(
          packageSubpath,
          packageJsonUrl,
          base
        );
      }
      const patternTrailer = key.slice(patternIndex + 1);
      if (packageSubpath.length >= key.length && packageSubpath.endsWith(patternTrailer) && patternKeyCompare(bestMatch, key) === 1 && key.lastIndexOf("*") === patternIndex) {
        bestMatch = key;
        bestMatchSubpath = packageSubpath.slice(
          patternIndex,
          packageSubpath.length - patternTrailer.length
        );
      }
    }
  }
  if (bestMatch) {
    const target = (
      /** @type {unknown} */
      exports2[bestMatch]
    );
    const resolveResult = resolvePackageTarget(
      packageJsonUrl,
      target,
      bestMatchSubpath,
      bestMatch,
      base,
      true,
      false,
      packageSubpath.endsWith("/"),
      conditions
    );
    if (resolveResult === null || resolveResult === void 0) {
      throw exportsNotFound(packageSubpath, packageJsonUrl, base);
    }
    return resolveResult;
  }
  throw exportsNotFound(packageSubpath, packageJsonUrl, base);
}
function patternKeyCompare(a, b) {
  const aPatternIndex = a.indexOf("*");
  const bPatternIndex = b.indexOf("*");
  const baseLengthA = aPatternIndex === -1 ? a.length : aPatternIndex + 1;
  const baseLengthB = bPatternIndex === -1 ? b.length : bPatternIndex + 1;
  if (baseLengthA > baseLengthB) return -1;
  if (baseLengthB > baseLengthA) return 1;
  if (aPatternIndex === -1) return 1;
  if (bPatternIndex === -1) return -1;
  if (a.length > b.length) return -1;
  if (b.length > a.length) return 1;
  return 0;
}
function packageImportsResolve(name, base, conditions) {
  if (name === "#" || name.startsWith("#/") || name.endsWith("/")) {
    const reason = "is not a valid internal imports specifier name";
    throw new ERR_INVALID_MODULE_SPECIFIER(name, reason, (0, import_node_url6.fileURLToPath)(base));
  }
  let packageJsonUrl;
  const packageConfig = getPackageScopeConfig(base);
  if (packageConfig.exists) {
    packageJsonUrl = (0, import_node_url6.pathToFileURL)(packageConfig.pjsonPath);
    const imports = packageConfig.imports;
    if (imports) {
      if (own2.call(imports, name) && !name.includes("*")) {
        const resolveResult = resolvePackageTarget(
          packageJsonUrl,
          imports[name],
          "",
          name,
          base,
          false,
          true,
          false,
          conditions
        );
        if (resolveResult !== null && resolveResult !== void 0) {
          return resolveResult;
        }
      } else {
        let bestMatch = "";
        let bestMatchSubpath = "";
        const keys = Object.getOwnPropertyNames(imports);
        let i = -1;
        while (++i < keys.length) {
          const key = keys[i];
          const patternIndex = key.indexOf("*");
          if (patternIndex !== -1 && name.startsWith(key.slice(0, -1))) {
            const patternTrailer = key.slice(patternIndex + 1);
            if (name.length >= key.length && name.endsWith(patternTrailer) && patternKeyCompare(bestMatch, key) === 1 && key.lastIndexOf("*") === patternIndex) {
              bestMatch = key;
              bestMatchSubpath = name.slice(
                patternIndex,
                name.length - patternTrailer.length
              );
            }
          }
        }
        if (bestMatch) {
          const target = imports[bestMatch];
          const resolveResult = resolvePackageTarget(
            packageJsonUrl,
            target,
            bestMatchSubpath,
            bestMatch,
            base,
            true,
            true,
            false,
            conditions
          );
          if (resolveResult !== null && resolveResult !== void 0) {
            return resolveResult;
          }
        }
      }
    }
  }
  throw importNotDefined(name, packageJsonUrl, base);
}
function parsePackageName(specifier, base) {
  let separatorIndex = specifier.indexOf("/");
  let validPackageName = true;
  let isScoped = false;
  if (specifier[0] === "@") {
    isScoped = true;
    if (separatorIndex === -1 || specifier.length === 0) {
      validPackageName = false;
    } else {
      separatorIndex = specifier.indexOf("/", separatorIndex + 1);
    }
  }
  const packageName = separatorIndex === -1 ? specifier : specifier.slice(0, separatorIndex);
  if (invalidPackageNameRegEx.exec(packageName) !== null) {
    validPackageName = false;
  }
  if (!validPackageName) {
    throw new ERR_INVALID_MODULE_SPECIFIER(
      specifier,
      "is not a valid package name",
      (0, import_node_url6.fileURLToPath)(base)
    );
  }
  const packageSubpath = "." + (separatorIndex === -1 ? "" : specifier.slice(separatorIndex));
  return { packageName, packageSubpath, isScoped };
}
function packageResolve(specifier, base, conditions) {
  if (import_node_module5.builtinModules.includes(specifier)) {
    return new URL("node:" + specifier);
  }
  const { packageName, packageSubpath, isScoped } = parsePackageName(
    specifier,
    base
  );
  const packageConfig = getPackageScopeConfig(base);
  if (packageConfig.exists) {
    const packageJsonUrl2 = (0, import_node_url6.pathToFileURL)(packageConfig.pjsonPath);
    if (packageConfig.name === packageName && packageConfig.exports !== void 0 && packageConfig.exports !== null) {
      return packageExportsResolve(
        packageJsonUrl2,
        packageSubpath,
        packageConfig,
        base,
        conditions
      );
    }
  }
  let packageJsonUrl = new URL(
    "./node_modules/" + packageName + "/package.json",
    base
  );
  let packageJsonPath = (0, import_node_url6.fileURLToPath)(packageJsonUrl);
  let lastPath;
  do {
    const stat2 = tryStatSync(packageJsonPath.slice(0, -13));
    if (!stat2 || !stat2.isDirectory()) {
      lastPath = packageJsonPath;
      packageJsonUrl = new URL(
        (isScoped ? "../../../../node_modules/" : "../../../node_modules/") + packageName + "/package.json",
        packageJsonUrl
      );
      packageJsonPath = (0, import_node_url6.fileURLToPath)(packageJsonUrl);
      continue;
    }
    const packageConfig2 = read(packageJsonPath, { base, specifier });
    if (packageConfig2.exports !== void 0 && packageConfig2.exports !== null) {
      return packageExportsResolve(
        packageJsonUrl,
        packageSubpath,
        packageConfig2,
        base,
        conditions
      );
    }
    if (packageSubpath === ".") {
      return legacyMainResolve(packageJsonUrl, packageConfig2, base);
    }
    return new URL(packageSubpath, packageJsonUrl);
  } while (packageJsonPath.length !== lastPath.length);
  throw new ERR_MODULE_NOT_FOUND(packageName, (0, import_node_url6.fileURLToPath)(base), false);
}
function isRelativeSpecifier(specifier) {
  if (specifier[0] === ".") {
    if (specifier.length === 1 || specifier[1] === "/") return true;
    if (specifier[1] === "." && (specifier.length === 2 || specifier[2] === "/")) {
      return true;
    }
  }
  return false;
}
function shouldBeTreatedAsRelativeOrAbsolutePath(specifier) {
  if (specifier === "") return false;
  if (specifier[0] === "/") return true;
  return isRelativeSpecifier(specifier);
}
function moduleResolve(specifier, base, conditions, preserveSymlinks) {
  if (conditions === void 0) {
    conditions = getConditionsSet();
  }
  const protocol = base.protocol;
  const isData = protocol === "data:";
  const isRemote = isData || protocol === "http:" || protocol === "https:";
  let resolved;
  if (shouldBeTreatedAsRelativeOrAbsolutePath(specifier)) {
    try {
      resolved = new URL(specifier, base);
    } catch (error_) {
      const error = new ERR_UNSUPPORTED_RESOLVE_REQUEST(specifier, base);
      error.cause = error_;
      throw error;
    }
  } else if (protocol === "file:" && specifier[0] === "#") {
    resolved = packageImportsResolve(specifier, base, conditions);
  } else {
    try {
      resolved = new URL(specifier);
    } catch (error_) {
      if (isRemote && !import_node_module5.builtinModules.includes(specifier)) {
        const error = new ERR_UNSUPPORTED_RESOLVE_REQUEST(specifier, base);
        error.cause = error_;
        throw error;
      }
      resolved = packageResolve(specifier, base, conditions);
    }
  }
  import_node_assert2.default.ok(resolved !== void 0, "expected to be defined");
  if (resolved.protocol !== "file:") {
    return resolved;
  }
  return finalizeResolution(resolved, base, preserveSymlinks);
}
function checkIfDisallowedImport(specifier, parsed, parsedParentURL) {
  if (parsedParentURL) {
    const parentProtocol = parsedParentURL.protocol;
    if (parentProtocol === "http:" || parentProtocol === "https:") {
      if (shouldBeTreatedAsRelativeOrAbsolutePath(specifier)) {
        const parsedProtocol = parsed?.protocol;
        if (parsedProtocol && parsedProtocol !== "https:" && parsedProtocol !== "http:") {
          throw new ERR_NETWORK_IMPORT_DISALLOWED(
            specifier,
            parsedParentURL,
            "remote imports cannot import from a local location."
          );
        }
        return { url: parsed?.href || "" };
      }
      if (import_node_module5.builtinModules.includes(specifier)) {
        throw new ERR_NETWORK_IMPORT_DISALLOWED(
          specifier,
          parsedParentURL,
          "remote imports cannot import from a local location."
        );
      }
      throw new ERR_NETWORK_IMPORT_DISALLOWED(
        specifier,
        parsedParentURL,
        "only relative and absolute specifiers are supported."
      );
    }
  }
}
function isURL(self) {
  return Boolean(
    self && typeof self === "object" && "href" in self && typeof self.href === "string" && "protocol" in self && typeof self.protocol === "string" && self.href && self.protocol
  );
}
function throwIfInvalidParentURL(parentURL) {
  if (parentURL === void 0) {
    return;
  }
  if (typeof parentURL !== "string" && !isURL(parentURL)) {
    throw new codes.ERR_INVALID_ARG_TYPE(
      "parentURL",
      ["string", "URL"],
      parentURL
    );
  }
}
function defaultResolve(specifier, context = {}) {
  const { parentURL } = context;
  import_node_assert2.default.ok(parentURL !== void 0, "expected `parentURL` to be defined");
  throwIfInvalidParentURL(parentURL);
  let parsedParentURL;
  if (parentURL) {
    try {
      parsedParentURL = new URL(parentURL);
    } catch {
    }
  }
  let parsed;
  let protocol;
  try {
    parsed = shouldBeTreatedAsRelativeOrAbsolutePath(specifier) ? new URL(specifier, parsedParentURL) : new URL(specifier);
    protocol = parsed.protocol;
    if (protocol === "data:") {
      return { url: parsed.href, format: null };
    }
  } catch {
  }
  const maybeReturn = checkIfDisallowedImport(
    specifier,
    parsed,
    parsedParentURL
  );
  if (maybeReturn) return maybeReturn;
  if (protocol === void 0 && parsed) {
    protocol = parsed.protocol;
  }
  if (protocol === "node:") {
    return { url: specifier };
  }
  if (parsed && parsed.protocol === "node:") return { url: specifier };
  const conditions = getConditionsSet(context.conditions);
  const url = moduleResolve(specifier, new URL(parentURL), conditions, false);
  return {
    // Do NOT cast `url` to a string: that will work even when there are real
    // problems, silencing them
    url: url.href,
    format: defaultGetFormatWithoutErrors(url, { parentURL })
  };
}
var import_node_assert2, import_node_fs22, import_node_process, import_node_url6, import_node_path26, import_node_module5, RegExpPrototypeSymbolReplace, ERR_NETWORK_IMPORT_DISALLOWED, ERR_INVALID_MODULE_SPECIFIER, ERR_INVALID_PACKAGE_CONFIG2, ERR_INVALID_PACKAGE_TARGET, ERR_MODULE_NOT_FOUND, ERR_PACKAGE_IMPORT_NOT_DEFINED, ERR_PACKAGE_PATH_NOT_EXPORTED, ERR_UNSUPPORTED_DIR_IMPORT, ERR_UNSUPPORTED_RESOLVE_REQUEST, own2, invalidSegmentRegEx, deprecatedInvalidSegmentRegEx, invalidPackageNameRegEx, patternRegEx, encodedSeparatorRegEx, emittedPackageWarnings, doubleSlashRegEx;
var init_resolve = __esm({
  "node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/lib/resolve.js"() {
    import_node_assert2 = __toESM(require("node:assert"), 1);
    import_node_fs22 = require("node:fs");
    import_node_process = __toESM(require("node:process"), 1);
    import_node_url6 = require("node:url");
    import_node_path26 = __toESM(require("node:path"), 1);
    import_node_module5 = require("node:module");
    init_get_format();
    init_errors3();
    init_package_json_reader();
    init_utils();
    RegExpPrototypeSymbolReplace = RegExp.prototype[Symbol.replace];
    ({
      ERR_NETWORK_IMPORT_DISALLOWED,
      ERR_INVALID_MODULE_SPECIFIER,
      ERR_INVALID_PACKAGE_CONFIG: ERR_INVALID_PACKAGE_CONFIG2,
      ERR_INVALID_PACKAGE_TARGET,
      ERR_MODULE_NOT_FOUND,
      ERR_PACKAGE_IMPORT_NOT_DEFINED,
      ERR_PACKAGE_PATH_NOT_EXPORTED,
      ERR_UNSUPPORTED_DIR_IMPORT,
      ERR_UNSUPPORTED_RESOLVE_REQUEST
    } = codes);
    own2 = {}.hasOwnProperty;
    invalidSegmentRegEx = /(^|\\|\/)((\.|%2e)(\.|%2e)?|(n|%6e|%4e)(o|%6f|%4f)(d|%64|%44)(e|%65|%45)(_|%5f)(m|%6d|%4d)(o|%6f|%4f)(d|%64|%44)(u|%75|%55)(l|%6c|%4c)(e|%65|%45)(s|%73|%53))?(\\|\/|$)/i;
    deprecatedInvalidSegmentRegEx = /(^|\\|\/)((\.|%2e)(\.|%2e)?|(n|%6e|%4e)(o|%6f|%4f)(d|%64|%44)(e|%65|%45)(_|%5f)(m|%6d|%4d)(o|%6f|%4f)(d|%64|%44)(u|%75|%55)(l|%6c|%4c)(e|%65|%45)(s|%73|%53))(\\|\/|$)/i;
    invalidPackageNameRegEx = /^\.|%|\\/;
    patternRegEx = /\*/g;
    encodedSeparatorRegEx = /%2f|%5c/i;
    emittedPackageWarnings = /* @__PURE__ */ new Set();
    doubleSlashRegEx = /[/\\]{2}/;
  }
});

// node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/index.js
var import_meta_resolve_exports = {};
__export(import_meta_resolve_exports, {
  moduleResolve: () => moduleResolve,
  resolve: () => resolve10
});
function resolve10(specifier, parent) {
  if (!parent) {
    throw new Error(
      "Please pass `parent`: `import-meta-resolve` cannot ponyfill that"
    );
  }
  try {
    return defaultResolve(specifier, { parentURL: parent }).url;
  } catch (error) {
    const exception = (
      /** @type {ErrnoException} */
      error
    );
    if ((exception.code === "ERR_UNSUPPORTED_DIR_IMPORT" || exception.code === "ERR_MODULE_NOT_FOUND") && typeof exception.url === "string") {
      return exception.url;
    }
    throw error;
  }
}
var init_import_meta_resolve = __esm({
  "node_modules/.pnpm/import-meta-resolve@4.2.0/node_modules/import-meta-resolve/index.js"() {
    init_resolve();
    init_resolve();
  }
});

// packages/cli/src/trust/checker-packages.ts
function packageFolder(entry, name) {
  for (let dir = (0, import_node_path27.dirname)(entry); dir !== (0, import_node_path27.dirname)(dir); dir = (0, import_node_path27.dirname)(dir)) {
    const manifest = readRegularFile((0, import_node_path27.join)(dir, "package.json"), 1024 * 1024);
    if (manifest === void 0) continue;
    try {
      if (JSON.parse(manifest.text).name === name) return dir;
    } catch {
    }
    if ((0, import_node_path27.basename)((0, import_node_path27.dirname)(dir)) === "node_modules" || (0, import_node_path27.basename)((0, import_node_path27.dirname)((0, import_node_path27.dirname)(dir))) === "node_modules") return dir;
  }
  return void 0;
}
function plainManifests(name, fromDir) {
  const scoped = name.startsWith("@");
  const packageName = name.split("/").slice(0, scoped ? 2 : 1).join("/");
  for (let dir = fromDir; ; dir = (0, import_node_path27.dirname)(dir)) {
    for (const manifest of [(0, import_node_path27.join)(dir, "package.json"), (0, import_node_path27.join)(dir, "node_modules", packageName, "package.json")]) {
      let info;
      try {
        info = (0, import_node_fs23.statSync)(manifest);
      } catch {
        continue;
      }
      if (!info.isFile() || info.size > MAX_MANIFEST_BYTES) return false;
    }
    if ((0, import_node_path27.dirname)(dir) === dir) return true;
  }
}
async function findCheckerPackage(name, configDir, root) {
  let file;
  let bound;
  try {
    if (isPath(name)) {
      file = import_node_fs23.realpathSync.native((0, import_node_path27.resolve)(configDir, name));
      bound = file;
    } else {
      if (!plainManifests(name, configDir)) return void 0;
      const { moduleResolve: moduleResolve2 } = await Promise.resolve().then(() => (init_import_meta_resolve(), import_meta_resolve_exports));
      file = import_node_fs23.realpathSync.native((0, import_node_url7.fileURLToPath)(moduleResolve2(name, (0, import_node_url7.pathToFileURL)((0, import_node_path27.join)(configDir, "noop.js")))));
      const folder = packageFolder(file, name);
      if (folder === void 0) return void 0;
      bound = folder;
    }
  } catch {
    return void 0;
  }
  return { name, file, bound, key: sha256Hex(stableJson(["checker", import_node_fs23.realpathSync.native(root), name, bound])) };
}
function within(bound, path3) {
  let target;
  try {
    target = import_node_fs23.realpathSync.native(path3);
  } catch {
    return false;
  }
  const inside = (0, import_node_path27.relative)(import_node_fs23.realpathSync.native(bound), target);
  return inside !== "" && !inside.startsWith("..") && !(0, import_node_path27.isAbsolute)(inside) && !inside.split(import_node_path27.sep).some((part) => LEFT_OUT.has(part));
}
function listFiles(bound) {
  const top = (0, import_node_fs23.lstatSync)(bound);
  if (!top.isDirectory()) return [markOf((0, import_node_path27.basename)(bound), top)];
  const marks = [];
  let bytes = 0;
  const walk2 = (dir) => {
    for (const name of (0, import_node_fs23.readdirSync)(dir).sort(byteOrder)) {
      if (LEFT_OUT.has(name)) continue;
      const path3 = (0, import_node_path27.join)(dir, name);
      const info = (0, import_node_fs23.lstatSync)(path3);
      if (info.isDirectory()) {
        walk2(path3);
        continue;
      }
      if (info.isSymbolicLink() && !within(bound, path3))
        throw new Error(`${visible(path3)} is a symbolic link out of the package's content`);
      marks.push(markOf((0, import_node_path27.relative)(bound, path3), info));
      bytes += info.size;
      if (marks.length > MAX_FILES || bytes > MAX_BYTES)
        throw new Error(`${visible(bound)} holds more than ${MAX_FILES} files or ${MAX_BYTES / 1024 / 1024} MiB`);
    }
  };
  walk2(bound);
  return marks;
}
var import_node_fs23, import_node_path27, import_node_url7, MAX_FILES, MAX_BYTES, LEFT_OUT, markOf, sameMarks, isPath, MAX_MANIFEST_BYTES;
var init_checker_packages = __esm({
  "packages/cli/src/trust/checker-packages.ts"() {
    "use strict";
    import_node_fs23 = require("node:fs");
    import_node_path27 = require("node:path");
    import_node_url7 = require("node:url");
    init_dist5();
    init_sha256();
    init_read_file();
    init_visible_text();
    MAX_FILES = 2e3;
    MAX_BYTES = 64 * 1024 * 1024;
    LEFT_OUT = /* @__PURE__ */ new Set(["node_modules", ".git"]);
    markOf = (path3, info) => [path3, info.size, info.mtimeMs, info.ctimeMs, info.ino];
    sameMarks = (a, b) => a.length === b.length && a.every((mark, i) => mark.every((value, j) => value === b[i]?.[j]));
    isPath = (name) => name.startsWith("./") || name.startsWith("../") || (0, import_node_path27.isAbsolute)(name);
    MAX_MANIFEST_BYTES = 1024 * 1024;
  }
});

// packages/cli/src/trust/checker-copy.ts
function bytesOf(path3) {
  const fd = (0, import_node_fs24.openSync)(path3, import_node_fs24.constants.O_RDONLY | import_node_fs24.constants.O_NONBLOCK);
  try {
    const info = (0, import_node_fs24.fstatSync)(fd);
    if (!info.isFile()) throw new Error(`${visible(path3)} is not a regular file`);
    const bytes = Buffer.allocUnsafe(info.size);
    let filled = 0;
    for (let count = -1; count !== 0 && filled < info.size; filled += count)
      count = (0, import_node_fs24.readSync)(fd, bytes, filled, info.size - filled, filled);
    return { bytes: bytes.subarray(0, filled), executable: (info.mode & 73) !== 0 };
  } finally {
    (0, import_node_fs24.closeSync)(fd);
  }
}
function specifiersOf(text2) {
  return [...new Set([...text2.matchAll(SPECIFIER)].map((match) => match[2]))];
}
function classify(specifier) {
  if (specifier.startsWith("node:") || (0, import_node_module6.isBuiltin)(specifier)) return { kind: "builtin" };
  if (specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..")
    return { kind: "relative", path: specifier };
  if (specifier.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(specifier))
    return specifier.startsWith("data:") ? { kind: "none" } : { kind: "outside" };
  if (specifier.startsWith("#")) return { kind: "own-map" };
  const bare = BARE.exec(specifier);
  return bare === null ? { kind: "none" } : { kind: "package", name: bare[1] };
}
function findInstalled(name, dir) {
  for (let at = dir; ; at = (0, import_node_path28.dirname)(at)) {
    if ((0, import_node_path28.basename)(at) !== "node_modules") {
      const candidate = (0, import_node_path28.join)(at, "node_modules", name);
      try {
        if ((0, import_node_fs24.statSync)(candidate).isDirectory() && (0, import_node_fs24.statSync)((0, import_node_path28.join)(candidate, "package.json")).isFile())
          return import_node_fs24.realpathSync.native(candidate);
      } catch {
      }
    }
    if ((0, import_node_path28.dirname)(at) === at) return void 0;
  }
}
function manifestOf(folder) {
  const read3 = readRegularFile((0, import_node_path28.join)(folder, "package.json"), 1024 * 1024);
  try {
    return read3 === void 0 ? {} : JSON.parse(read3.text);
  } catch {
    throw new Error(`${visible((0, import_node_path28.join)(folder, "package.json"))} is not valid JSON`);
  }
}
function wanted(manifest) {
  const meta6 = manifest.peerDependenciesMeta ?? {};
  const peers = namesIn(manifest.peerDependencies).filter((name) => meta6[name]?.optional !== true);
  return [
    ...namesIn(manifest.dependencies).map((name) => [name, true]),
    ...[...namesIn(manifest.optionalDependencies), ...peers].map((name) => [name, false])
  ];
}
function packageCopy(pkg, gathering) {
  const manifest = manifestOf(pkg.bound);
  const name = typeof manifest.name === "string" && NAME.test(manifest.name) ? manifest.name : (0, import_node_path28.basename)(pkg.bound);
  const at = import_node_path28.posix.join("node_modules", name);
  gathering.addPackage(at, pkg.bound);
  const listed = new Set(
    [manifest.dependencies, manifest.optionalDependencies, manifest.peerDependencies].flatMap(namesIn)
  );
  const imported = /* @__PURE__ */ new Set();
  const own3 = listFiles(pkg.bound).map(([path3]) => (0, import_node_path28.join)(pkg.bound, path3));
  for (const file of own3.filter((path3) => SCRIPT.test(path3))) {
    for (const specifier of specifiersOf(bytesOf(file).bytes.toString("utf8"))) {
      const found = classify(specifier);
      if (found.kind === "outside") throw outside(file, specifier, "an absolute path or URL");
      if (found.kind === "relative") {
        const inside = (0, import_node_path28.relative)(pkg.bound, (0, import_node_path28.join)((0, import_node_path28.dirname)(file), found.path));
        if (inside.startsWith("..")) throw outside(file, specifier, "which lies outside the package");
      }
      if (found.kind !== "package" || found.name === name) continue;
      if (!listed.has(found.name))
        throw outside(file, specifier, `a package its package.json does not list (add it to its dependencies)`);
      if (findInstalled(found.name, (0, import_node_path28.dirname)(file)) === void 0)
        throw outside(file, specifier, `which is not installed where Node looks for it from ${visible((0, import_node_path28.dirname)(file))}`);
      imported.add(found.name);
    }
  }
  for (const [dependency, required2] of wanted(manifest))
    gathering.place(dependency, at, pkg.bound, required2, `${visible(pkg.name)} depends on`);
  for (const dependency of imported) gathering.place(dependency, at, pkg.bound, true, `${visible(pkg.name)} imports`);
  const entry = import_node_path28.posix.join(at, (0, import_node_path28.relative)(pkg.bound, pkg.file).split(import_node_path28.sep).join("/"));
  return gathering.result(entry, own3);
}
function relativeTarget(from, specifier) {
  const base = (0, import_node_path28.join)((0, import_node_path28.dirname)(from), specifier);
  for (const candidate of [base, `${base}.js`, `${base}.mjs`, `${base}.cjs`, `${base}.json`, (0, import_node_path28.join)(base, "index.js")]) {
    let info;
    try {
      info = (0, import_node_fs24.lstatSync)(candidate);
    } catch {
      continue;
    }
    if (info.isSymbolicLink()) throw new Error(`${visible(candidate)} is a symbolic link: import the file it leads to`);
    if (info.isFile()) return candidate;
  }
  return void 0;
}
function nearestManifest(file) {
  for (let dir = (0, import_node_path28.dirname)(file); ; dir = (0, import_node_path28.dirname)(dir)) {
    try {
      if ((0, import_node_fs24.lstatSync)((0, import_node_path28.join)(dir, "package.json")).isFile()) return (0, import_node_path28.join)(dir, "package.json");
    } catch {
    }
    if ((0, import_node_path28.dirname)(dir) === dir) return void 0;
  }
}
function commonFolder(paths) {
  let common = (0, import_node_path28.dirname)(paths[0]);
  for (const path3 of paths) while ((0, import_node_path28.relative)(common, path3).startsWith("..")) common = (0, import_node_path28.dirname)(common);
  return common;
}
function pathCopy(pkg, gathering) {
  const own3 = /* @__PURE__ */ new Set([pkg.file]);
  const packages = [];
  const pending = [pkg.file];
  for (let file = pending.pop(); file !== void 0; file = pending.pop()) {
    if (!SCRIPT.test(file)) continue;
    for (const specifier of specifiersOf(bytesOf(file).bytes.toString("utf8"))) {
      const found = classify(specifier);
      if (found.kind === "outside") throw outside(file, specifier, "an absolute path or URL");
      if (found.kind === "own-map")
        throw outside(
          file,
          specifier,
          "an entry of the imports of a package.json (import the file by its relative path)"
        );
      if (found.kind === "package") packages.push({ name: found.name, from: file });
      if (found.kind !== "relative") continue;
      const target = relativeTarget(file, found.path);
      if (target === void 0) throw outside(file, specifier, "which is not there");
      if (own3.has(target)) continue;
      own3.add(target);
      pending.push(target);
    }
  }
  const manifests = [...own3].flatMap((file) => file.endsWith(".js") ? nearestManifest(file) ?? [] : []);
  const all = [.../* @__PURE__ */ new Set([...own3, ...manifests])];
  const base = commonFolder(all);
  const inCopy = (file) => (0, import_node_path28.relative)(base, file).split(import_node_path28.sep).join("/");
  for (const file of all) gathering.add(inCopy(file), file);
  for (const { name, from } of packages)
    gathering.place(name, import_node_path28.posix.dirname(inCopy(from)), (0, import_node_path28.dirname)(from), true, `${visible(from)} imports`);
  return gathering.result(inCopy(pkg.file), all.sort(byteOrder));
}
function checkerCopy(pkg) {
  const gathering = new Gathering();
  return (0, import_node_fs24.lstatSync)(pkg.bound).isDirectory() ? packageCopy(pkg, gathering) : pathCopy(pkg, gathering);
}
var import_node_fs24, import_node_module6, import_node_path28, MAX_FILES2, MAX_BYTES2, SCRIPT, SPECIFIER, NAME, BARE, namesIn, Gathering, outside;
var init_checker_copy = __esm({
  "packages/cli/src/trust/checker-copy.ts"() {
    "use strict";
    import_node_fs24 = require("node:fs");
    import_node_module6 = require("node:module");
    import_node_path28 = require("node:path");
    init_dist5();
    init_read_file();
    init_sha256();
    init_visible_text();
    init_checker_packages();
    MAX_FILES2 = 2e3;
    MAX_BYTES2 = 64 * 1024 * 1024;
    SCRIPT = /\.(js|mjs|cjs)$/;
    SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\()\s*\(?\s*(['"])([^'"\r\n]*)\1/g;
    NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;
    BARE = new RegExp(`^(${NAME.source.slice(1, -1)})(/.*)?$`);
    namesIn = (field) => field !== null && typeof field === "object" ? Object.keys(field) : [];
    Gathering = class {
      files = /* @__PURE__ */ new Map();
      dependencies = [];
      /** Packages placed: their folder in the copy \u2192 their real folder. */
      placed = /* @__PURE__ */ new Map();
      bytes = 0;
      add(path3, from) {
        if (this.files.has(path3)) return;
        const read3 = bytesOf(from);
        this.files.set(path3, { path: path3, ...read3 });
        this.bytes += read3.bytes.length;
        if (this.files.size > MAX_FILES2 || this.bytes > MAX_BYTES2)
          throw new Error(`what it loads is more than ${MAX_FILES2} files or ${MAX_BYTES2 / 1024 / 1024} MiB`);
      }
      /** Adds every file of the package at `real` (not its `node_modules`) under `at` in the copy. */
      addPackage(at, real) {
        this.placed.set(at, real);
        for (const [path3] of listFiles(real)) this.add(import_node_path28.posix.join(at, path3.split(import_node_path28.sep).join("/")), (0, import_node_path28.join)(real, path3));
      }
      /**
       * Places package `name` as seen from `dir` in the copy, whose real counterpart is `realDir`: not
       * again when Node would already find that very package from there.
       */
      place(name, dir, realDir, required2, why) {
        const real = findInstalled(name, realDir);
        if (real === void 0) {
          if (!required2) return;
          throw new Error(
            `${why} '${visible(name)}', which is not installed where Node looks for it from ${visible(realDir)}: install the project's dependencies, then run 'claimcheck trust' again`
          );
        }
        for (let at2 = dir; ; at2 = import_node_path28.posix.dirname(at2)) {
          const found = this.placed.get(import_node_path28.posix.join(at2, "node_modules", name));
          if (found === real) return;
          if (found !== void 0 || at2 === "." || at2 === "/") break;
        }
        const at = import_node_path28.posix.join(dir, "node_modules", name);
        if (this.placed.has(at)) throw new Error(`two packages named '${visible(name)}' would share ${visible(at)}`);
        this.addPackage(at, real);
        const manifest = manifestOf(real);
        this.dependencies.push(`${name}@${typeof manifest.version === "string" ? manifest.version : "?"}`);
        for (const [dependency, needed] of wanted(manifest))
          this.place(dependency, at, real, needed, `${visible(name)} depends on`);
      }
      result(entry, own3) {
        const files = [...this.files.values()].sort((a, b) => byteOrder(a.path, b.path));
        const hash = sha256();
        for (const file of files)
          hash.update(`${file.path}\0${file.executable ? "x" : "-"}\0${file.bytes.length}\0`).update(file.bytes);
        return { entry, files, own: own3, dependencies: this.dependencies.sort(byteOrder), sha256: hash.digest("hex") };
      }
    };
    outside = (file, specifier, why) => new Error(
      `${visible(file)} imports '${visible(specifier)}', ${why}: a hook installed for every folder loads only a copy of what a checker is and lists, so nothing else can change under it`
    );
  }
});

// packages/cli/src/trust/checker-store.ts
function notOwn(path3, info) {
  const uid = process.getuid?.();
  if (uid === void 0) return void 0;
  if (info.uid !== uid) return `${path3} belongs to another user (uid ${info.uid})`;
  if ((info.mode & 18) !== 0) return `${path3} is writable by others`;
  return void 0;
}
function marksOf(folder) {
  const marks = [];
  const walk2 = (dir, at) => {
    for (const name of (0, import_node_fs25.readdirSync)(dir).sort(byteOrder)) {
      const path3 = (0, import_node_path29.join)(dir, name);
      const info = (0, import_node_fs25.lstatSync)(path3);
      const problem = notOwn(path3, info);
      if (problem !== void 0) throw new Error(problem);
      if (info.isDirectory()) walk2(path3, import_node_path29.posix.join(at, name));
      else if (info.isFile())
        marks.push([import_node_path29.posix.join(at, name), info.size, info.mtimeMs, info.ctimeMs, info.ino, info.mode]);
      else throw new Error(`${path3} is not a regular file`);
    }
  };
  walk2(folder, "");
  return marks;
}
function lookupProblem(folder) {
  const uid = process.getuid?.();
  if (uid === void 0) return void 0;
  const places = [];
  let real;
  try {
    real = import_node_fs25.realpathSync.native(folder);
  } catch (error) {
    return `${folder} cannot be looked at (${error.code ?? "unknown error"})`;
  }
  for (let at = (0, import_node_path29.dirname)(real); ; at = (0, import_node_path29.dirname)(at)) {
    places.push((0, import_node_path29.join)(at, "node_modules"));
    if (at === (0, import_node_path29.parse)(at).root) break;
  }
  places.push((0, import_node_path29.join)((0, import_node_os7.homedir)(), ".node_modules"), (0, import_node_path29.join)((0, import_node_os7.homedir)(), ".node_libraries"));
  const why = (info) => info.uid !== uid && info.uid !== 0 ? `belongs to another user (uid ${info.uid})` : (
    // A link's own mode means nothing: what it leads to is looked at next.
    !info.isSymbolicLink() && ((info.mode & 2) !== 0 || (info.mode & 16) !== 0 && info.gid !== process.getgid?.()) ? "is writable by others" : void 0
  );
  for (const place of places) {
    let problem;
    try {
      problem = why((0, import_node_fs25.lstatSync)(place)) ?? why((0, import_node_fs25.statSync)(place));
    } catch {
      continue;
    }
    if (problem !== void 0) return `${place} ${problem}, and Node looks there for what the copy imports`;
  }
  return void 0;
}
function hashOf(folder, marks) {
  const hash = sha256();
  for (const [path3, , , , , mode] of marks) {
    const bytes = (0, import_node_fs25.readFileSync)((0, import_node_path29.join)(folder, ...path3.split("/")));
    hash.update(`${path3}\0${(mode & 73) !== 0 ? "x" : "-"}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest("hex");
}
function storeProblem(store) {
  const problem = ownFolderProblem(store) ?? ownFolderProblem((0, import_node_path29.dirname)(store));
  return problem === void 0 ? void 0 : notUsedWarning(`the checker store ${store}`, problem);
}
function keepCheckerCopy(store, copy) {
  const refused = storeProblem(store);
  if (refused !== void 0) throw new ClaimcheckError("USAGE", `${refused}: nothing was approved`);
  (0, import_node_fs25.mkdirSync)(store, { recursive: true, mode: 448 });
  const folder = (0, import_node_path29.join)(store, copy.sha256);
  const kept = keptCopy(store, { sha256: copy.sha256, entry: copy.entry, marks: [] });
  if ("entry" in kept) return { sha256: copy.sha256, entry: copy.entry, marks: marksOf(folder) };
  const fresh = (0, import_node_fs25.mkdtempSync)((0, import_node_path29.join)(store, ".new-"));
  try {
    for (const file of copy.files) {
      const path3 = (0, import_node_path29.join)(fresh, ...file.path.split("/"));
      (0, import_node_fs25.mkdirSync)((0, import_node_path29.dirname)(path3), { recursive: true, mode: 448 });
      (0, import_node_fs25.writeFileSync)(path3, file.bytes, { flag: "wx", mode: file.executable ? 320 : 256 });
    }
    (0, import_node_fs25.rmSync)(folder, { recursive: true, force: true });
    (0, import_node_fs25.renameSync)(fresh, folder);
  } catch (error) {
    (0, import_node_fs25.rmSync)(fresh, { recursive: true, force: true });
    throw error;
  }
  return { sha256: copy.sha256, entry: copy.entry, marks: marksOf(folder) };
}
function keptCopy(store, kept) {
  const folder = (0, import_node_path29.join)(store, kept.sha256);
  const refused = ownFolderProblem(folder);
  if (refused !== void 0) return { problem: refused };
  let marks;
  try {
    const info = (0, import_node_fs25.lstatSync)(folder);
    if (!info.isDirectory()) return { problem: `${folder} is not a folder` };
    marks = marksOf(folder);
  } catch (error) {
    const code = error.code;
    return { problem: code === "ENOENT" ? `${folder} is not there` : error.message };
  }
  if (!sameMarks(marks, kept.marks) && hashOf(folder, marks) !== kept.sha256)
    return { problem: `${folder} changed since it was approved` };
  const planted = lookupProblem(folder);
  if (planted !== void 0) return { problem: planted };
  return { entry: (0, import_node_path29.join)(folder, ...kept.entry.split("/")) };
}
function pruneCheckerCopies(store, keep) {
  if (storeProblem(store) !== void 0) return;
  let names;
  try {
    names = (0, import_node_fs25.readdirSync)(store);
  } catch {
    return;
  }
  for (const name of names) {
    if (/^[0-9a-f]{64}$/.test(name) && !keep.has(name) || name.startsWith(".new-"))
      (0, import_node_fs25.rmSync)((0, import_node_path29.join)(store, name), { recursive: true, force: true });
  }
}
var import_node_fs25, import_node_os7, import_node_path29, isKeptCopy, checkerStore;
var init_checker_store = __esm({
  "packages/cli/src/trust/checker-store.ts"() {
    "use strict";
    import_node_fs25 = require("node:fs");
    import_node_os7 = require("node:os");
    import_node_path29 = require("node:path");
    init_dist5();
    init_sha256();
    init_checker_packages();
    isKeptCopy = (value) => {
      const kept = value;
      return typeof kept?.sha256 === "string" && /^[0-9a-f]{64}$/.test(kept.sha256) && typeof kept.entry === "string" && // A path in the copy: never out of it.
      !kept.entry.startsWith("/") && !kept.entry.split("/").includes("..") && Array.isArray(kept.marks);
    };
    checkerStore = (env) => (0, import_node_path29.join)(userStateDir(env.env, env.home ?? (0, import_node_os7.homedir)()), "checkers");
  }
});

// packages/cli/src/trust/checker-approval.ts
function marksAt(paths) {
  return paths.map((path3) => {
    try {
      return markOf(path3, (0, import_node_fs26.lstatSync)(path3));
    } catch {
      return [path3, -1, -1, -1, -1];
    }
  });
}
function ownMarks(pkg, own3) {
  if (!(0, import_node_fs26.lstatSync)(pkg.bound).isDirectory()) return marksAt(own3);
  return listFiles(pkg.bound).map(([path3, ...mark]) => [(0, import_node_path30.join)(pkg.bound, path3), ...mark]);
}
function changedSinceApproval(pkg, approval) {
  try {
    if (sameMarks(
      ownMarks(
        pkg,
        approval.own.map(([path3]) => path3)
      ),
      approval.own
    ))
      return false;
    return checkerCopy(pkg).sha256 !== approval.copy.sha256;
  } catch {
    return true;
  }
}
var import_node_fs26, import_node_path30, isCheckerApproval;
var init_checker_approval = __esm({
  "packages/cli/src/trust/checker-approval.ts"() {
    "use strict";
    import_node_fs26 = require("node:fs");
    import_node_path30 = require("node:path");
    init_checker_copy();
    init_checker_packages();
    init_checker_store();
    isCheckerApproval = (value) => isKeptCopy(value?.copy) && Array.isArray(value.own);
  }
});

// packages/cli/src/trust/folder-policy.ts
var folder_policy_exports = {};
__export(folder_policy_exports, {
  folderConfig: () => folderConfig,
  noteOf: () => noteOf,
  withoutNetwork: () => withoutNetwork
});
function approvals(env) {
  try {
    const store = readTrustStore(trustStore(env));
    const known = new Map(store.approvals.map((approval) => [approval.key, approval]));
    if (store.refused === void 0) return { known };
    return { known, refused: `claimcheck is ${refusedStoreWarning({ ...store, refused: store.refused })}` };
  } catch {
    return { known: /* @__PURE__ */ new Map() };
  }
}
function wideningOf(config) {
  const found = [];
  const list = (field, values) => {
    if (values !== void 0 && values.length > 0)
      found.push({ field, line: `${field}: ${values.map(visible).join(", ")}` });
  };
  list("allowOutside", config.allowOutside);
  list("include", config.include);
  for (const [kind, given2] of Object.entries(config.sections ?? {}))
    for (const [setting, value] of Object.entries(given2))
      found.push({ field: `${kind}.${setting}`, line: `${kind}.${setting}: ${visible(JSON.stringify(value))}` });
  config.checkers?.forEach((spec, i) => {
    if (Array.isArray(spec) && spec.length === 2)
      found.push({
        field: `the settings of ${String(spec[0])}`,
        line: `checkers[${i}] (${String(spec[0])}) settings: ${visible(JSON.stringify(spec[1]))}`
      });
  });
  return found;
}
function limited(config, approved, isKept2) {
  const code = [];
  const checkers = config.checkers?.flatMap((spec) => {
    const name = nameOf(spec);
    if (!isKept2(name)) {
      code.push(typeof name === "string" ? visible(name) : "a checker object");
      return [];
    }
    return [approved || !Array.isArray(spec) ? spec : name];
  });
  const kept = new Set(checkers?.map(nameOf) ?? SHIPPED_NAMES);
  const requires = config.requires && Object.fromEntries(Object.entries(config.requires).filter(([name]) => kept.has(name)));
  const base = { ...config, checkers, requires };
  if (checkers === void 0) delete base.checkers;
  if (requires === void 0) delete base.requires;
  const dropped = (config.checkers?.length ?? 0) > (checkers?.length ?? 0);
  if (approved) return { config: base, code, dropped };
  const { allowOutside: _outside, include: _include, sections: _sections, ...rest } = base;
  return { config: rest, code, dropped };
}
async function folderConfig(cwd, root, env) {
  const found = configFile(cwd, root);
  if (found === void 0)
    return {
      config: void 0,
      sentences: [],
      checkersLeftOut: false,
      approvedCheckers: /* @__PURE__ */ new Map(),
      awaitingCheckers: []
    };
  const { known, refused } = approvals(env);
  const text2 = readConfigText(found.file, found.shown);
  const key = configKey(import_node_fs27.realpathSync.native(found.file), text2);
  const sentences = refused === void 0 ? [] : [refused];
  let config;
  let approved = false;
  let awaiting;
  let unapproved;
  if (isJavaScriptConfig(found.file)) {
    const data2 = known.get(key)?.data;
    if (data2 !== void 0) {
      config = await loadedConfig(found.file, found.shown, data2, "js");
      approved = true;
    } else {
      awaiting = { ...found, key, javascript: true, widening: [] };
      sentences.push(
        `claimcheck did not load ${visible(found.shown)}: a JavaScript config runs as code, and no one approved this one. Memories were checked with the default checkers and any JSON or YAML config`
      );
      const fallback = configFile(cwd, root, void 0, true);
      if (fallback !== void 0) {
        const fallbackText = readConfigText(fallback.file, fallback.shown);
        config = await loadedConfig(
          fallback.file,
          fallback.shown,
          parseConfigText(fallback.file, fallback.shown, fallbackText)
        );
        const fallbackKey = configKey(import_node_fs27.realpathSync.native(fallback.file), fallbackText);
        approved = known.has(fallbackKey);
        if (!approved) unapproved = { ...fallback, key: fallbackKey };
      }
    }
  } else {
    config = await loadedConfig(found.file, found.shown, parseConfigText(found.file, found.shown, text2));
    approved = known.has(key);
    if (!approved) unapproved = { ...found, key };
  }
  const none2 = { approvedCheckers: /* @__PURE__ */ new Map(), awaitingCheckers: [] };
  if (config === void 0) return { config, sentences, awaiting, checkersLeftOut: true, ...none2 };
  const { approvedCheckers, awaitingCheckers, said } = await folderCheckers(config, root, known, checkerStore(env));
  sentences.push(...said);
  const isKept2 = (name) => isOwnCopy(name) || typeof name === "string" && approvedCheckers.has(name);
  if (!isJavaScriptConfig(found.file)) {
    const widening = wideningOf(config.config);
    if (!approved && widening.length > 0) {
      awaiting = { ...found, key, javascript: false, widening: widening.map(({ line }) => line) };
      const fields = [...new Set(widening.map(({ field }) => field))];
      sentences.push(
        `claimcheck did not use ${fields.join(", ")} from ${visible(found.shown)}: ${fields.length === 1 ? "it widens" : "they widen"} what claimcheck runs or reads, and no one approved this config`
      );
    }
  }
  const { config: used, code, dropped } = limited(config.config, approved, isKept2);
  if (code.length > 0) {
    sentences.push(
      `claimcheck did not load the checker${code.length === 1 ? "" : "s"} ${code.join(", ")} named in ${visible(config.shown)}: a hook that runs in every folder opened runs the folder's own code only once you approved it, so memories of ${code.length === 1 ? "its kind" : "their kinds"} were not verified here. The project's own hook runs them ('claimcheck hook install' in the project)`
    );
  }
  return {
    config: { ...config, config: used },
    sentences,
    awaiting,
    unapproved,
    approvedCheckers,
    awaitingCheckers,
    checkersLeftOut: dropped || awaiting?.javascript === true
  };
}
async function folderCheckers(config, root, known, store) {
  const approvedCheckers = /* @__PURE__ */ new Map();
  const awaitingCheckers = [];
  const said = [];
  for (const spec of config.config.checkers ?? []) {
    const name = nameOf(spec);
    if (typeof name !== "string" || isOwnCopy(name) || approvedCheckers.has(name)) continue;
    const found = await findCheckerPackage(name, config.dir, root);
    if (found === void 0) continue;
    const approval = known.get(found.key)?.data;
    if (!isCheckerApproval(approval)) {
      awaitingCheckers.push(found);
      continue;
    }
    const copy = keptCopy(store, approval.copy);
    if ("problem" in copy) {
      awaitingCheckers.push(found);
      said.push(`claimcheck did not use the approved copy of ${visible(name)}: ${visible(copy.problem)}`);
      continue;
    }
    approvedCheckers.set(name, copy.entry);
    if (changedSinceApproval(found, approval)) {
      awaitingCheckers.push(found);
      said.push(
        `claimcheck ran the copy of ${visible(name)} you approved: it changed in this folder since, and the change does not run until you approve it`
      );
    }
  }
  return { approvedCheckers, awaitingCheckers, said };
}
function withoutNetwork(folder, entries) {
  const { unapproved } = folder;
  const network = entries.filter((entry) => entry.checker.resource === "network");
  if (unapproved === void 0 || network.length === 0) return { folder, entries };
  const names = network.map((entry) => visible(checkerId(entry.checker)));
  const awaiting = folder.awaiting ?? { ...unapproved, javascript: false, widening: [] };
  return {
    entries: entries.filter((entry) => !network.includes(entry)),
    folder: {
      ...folder,
      checkersLeftOut: true,
      awaiting: {
        ...awaiting,
        widening: [...awaiting.widening, ...names.map((name) => `${name}: requests to the URLs memories name`)]
      },
      sentences: [
        ...folder.sentences,
        `claimcheck did not load ${names.join(", ")} from ${visible(unapproved.shown)}: a hook that runs in every folder opened makes no request for a config no one approved`
      ]
    }
  };
}
function noteOf(folder) {
  if (folder.sentences.length === 0) return void 0;
  const approve2 = folder.awaiting || folder.awaitingCheckers.length > 0 ? ` To approve it as it is now, run 'claimcheck trust' in this folder.` : "";
  return `${folder.sentences.join(". ")}.${approve2}`;
}
var import_node_fs27, isOwnCopy, nameOf;
var init_folder_policy = __esm({
  "packages/cli/src/trust/folder-policy.ts"() {
    "use strict";
    import_node_fs27 = require("node:fs");
    init_shipped_checkers();
    init_find();
    init_load();
    init_dist5();
    init_visible_text();
    init_store();
    init_checker_packages();
    init_checker_approval();
    init_checker_store();
    isOwnCopy = (name) => typeof name === "string" && SHIPPED_NAMES.has(name);
    nameOf = (spec) => Array.isArray(spec) ? spec[0] : spec;
  }
});

// node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/satisfies.js
var require_satisfies = __commonJS({
  "node_modules/.pnpm/semver@7.8.6/node_modules/semver/functions/satisfies.js"(exports2, module2) {
    "use strict";
    var Range = require_range();
    var satisfies = (version, range, options5) => {
      try {
        range = new Range(range, options5);
      } catch (er) {
        return false;
      }
      return range.test(version);
    };
    module2.exports = satisfies;
  }
});

// packages/cli/src/config/checkers.ts
var checkers_exports = {};
__export(checkers_exports, {
  loadCheckers: () => loadCheckers
});
async function locate(name, fromDir, label, scope) {
  const shipped = shippedChecker(name);
  const { ownCopiesOnly } = scope;
  const approved = ownCopiesOnly ? scope.approved?.get(name) : void 0;
  if (approved !== void 0) return approved;
  if (ownCopiesOnly && shipped === void 0) {
    throw new ClaimcheckError("CONFIG", `${label}: a user-scope run loads no checker from the folder it opened`);
  }
  if (isPath2(name)) {
    const file = (0, import_node_path31.resolve)(fromDir, name);
    if (!(0, import_node_fs28.existsSync)(file)) throw new ClaimcheckError("CONFIG", `${label}: no such file ${file}`);
    return file;
  }
  const carried = await shipped?.load();
  if (carried) {
    const installed = ownCopiesOnly ? void 0 : installedVersion(name, fromDir);
    if (installed === void 0 || installed === carried().meta.version) return carried;
  }
  try {
    const { resolve: resolve24 } = await Promise.resolve().then(() => (init_import_meta_resolve(), import_meta_resolve_exports));
    return (0, import_node_url8.fileURLToPath)(resolve24(name, (0, import_node_url8.pathToFileURL)((0, import_node_path31.join)(fromDir, "noop.js")).href));
  } catch {
    if (carried) return carried;
    const near = nearShippedName(name);
    const hint = near ? `did you mean ${near}?` : `is it installed in the project (npm install --save-dev ${name}), and is its name right?`;
    throw new ClaimcheckError("CONFIG", `${label}: cannot find package '${name}' from ${fromDir} (${hint})`);
  }
}
function installedVersion(name, fromDir) {
  let manifest;
  try {
    manifest = (0, import_node_module7.createRequire)((0, import_node_path31.join)(fromDir, "noop.js")).resolve(`${name}/package.json`);
  } catch (error) {
    return error.code === "MODULE_NOT_FOUND" ? void 0 : "unknown";
  }
  try {
    const version = JSON.parse(readRegularFile(manifest, 64 * 1024)?.text ?? "{}").version;
    return typeof version === "string" ? version : "unknown";
  } catch {
    return "unknown";
  }
}
async function expand(value, label, source) {
  if (typeof value === "function") {
    let made2;
    try {
      made2 = await value();
    } catch (error) {
      throw new ClaimcheckError("CONFIG", `${label}: ${messageOf(error)}`);
    }
    return expand(made2, label, source);
  }
  if (Array.isArray(value)) {
    const lists = await Promise.all(value.map((item, i) => expand(item, `${label}[${i}]`, source)));
    return lists.flat();
  }
  try {
    assertChecker(value, source);
  } catch (error) {
    throw new ClaimcheckError("CONFIG", `${label}: ${messageOf(error)}`);
  }
  return [{ checker: value, source, label }];
}
async function loadNamed(name, fromDir, label, scope) {
  const file = await locate(name, fromDir, label, scope);
  if (typeof file === "function") return expand(file, label, shippedChecker(name)?.file() ?? "built in");
  let module2;
  try {
    module2 = await (0, import_import_module2.importModule)((0, import_node_url8.pathToFileURL)(file).href);
  } catch (error) {
    throw new ClaimcheckError("CONFIG", `${label}: cannot load ${file}: ${messageOf(error)}`);
  }
  if (module2.default === void 0) {
    throw new ClaimcheckError(
      "CONFIG",
      `${label}: ${name} has no default export (a checker, a list of checkers, or a factory)`
    );
  }
  return expand(module2.default, label, file);
}
function withSettings(spec) {
  if (!Array.isArray(spec) || spec.length !== 2 || !isMapping2(spec[1]) || "apiVersion" in spec[1]) return void 0;
  return [spec[0], spec[1]];
}
async function loadSpec(spec, config, label, scope) {
  const paired = withSettings(spec);
  const [what, settings2] = paired ?? [spec, void 0];
  let entries;
  if (typeof what === "string" && what.trim() !== "")
    entries = await loadNamed(what, config.dir, `${label} (${what})`, scope);
  else if (config.format === "js" && what !== null && (typeof what === "object" || typeof what === "function"))
    entries = await expand(what, label, config.file);
  else {
    const allowed2 = config.format === "js" ? "a package name, a path, [name, settings], a checker, a factory or a list of them" : "a package name, a path, or [name, settings]";
    throw new ClaimcheckError("CONFIG", `${label}: expected ${allowed2}`);
  }
  if (settings2 === void 0) return entries;
  if (entries.length !== 1) {
    throw new ClaimcheckError("CONFIG", `${label}: settings go to one checker, and this entry gives ${entries.length}`);
  }
  return entries.map((entry) => ({ ...entry, settings: settings2 }));
}
async function loadCheckers(config, options5 = {}) {
  const scope = { ...options5, ownCopiesOnly: options5.ownCopiesOnly ?? false };
  let entries;
  try {
    const lists = config.config.checkers === void 0 ? DEFAULT_CHECKERS.map(({ name }) => loadNamed(name, config.dir, `default checker ${name}`, scope)) : config.config.checkers.map((spec, i) => loadSpec(spec, config, `checkers[${i}]`, scope));
    entries = (await Promise.all(lists)).flat();
  } catch (error) {
    if (isClaimcheckError(error)) throw new ClaimcheckError("CONFIG", `${config.shown}: ${error.message}`);
    throw error;
  }
  return checkPins(withSections(entries, config, options5.warn), config, options5.unsatisfiedPin);
}
function withSections(entries, config, warn) {
  const sections = config.config.sections ?? {};
  const kinds = new Set(entries.map((entry) => entry.checker.kind));
  for (const kind of Object.keys(sections)) {
    if (!kinds.has(kind))
      warn?.(`${config.shown}: no enabled checker answers kind '${kind}', so its section is not used`);
  }
  return entries.map((entry) => {
    const section4 = sections[entry.checker.kind];
    if (section4 === void 0) return entry;
    const given2 = entry.settings !== null && typeof entry.settings === "object" ? entry.settings : {};
    return { ...entry, settings: { ...section4, ...given2 } };
  });
}
async function checkPins(entries, config, unsatisfiedPin) {
  const pins = Object.entries(config.config.requires ?? {});
  if (pins.length === 0) return entries;
  const { default: satisfies } = await Promise.resolve().then(() => __toESM(require_satisfies(), 1));
  for (const [name, range] of pins) {
    const loaded2 = entries.filter((entry) => entry.checker.meta.name === name);
    if (loaded2.length === 0) {
      throw new ClaimcheckError(
        "CONFIG",
        `${config.shown}: requires ${name} ${range}, but no enabled checker comes from ${name}`
      );
    }
    for (const entry of loaded2) {
      const { version } = entry.checker.meta;
      if (!satisfies(version, range, { includePrerelease: true })) {
        if (unsatisfiedPin !== void 0) {
          entries = entries.map((kept) => kept === entry ? unsatisfiedPin(entry, range) : kept);
          continue;
        }
        throw new ClaimcheckError(
          "CONFIG",
          `${config.shown}: requires ${name} ${range}, but version ${version} is loaded (${checkerId(entry.checker)} from ${entry.source})`
        );
      }
    }
  }
  return entries;
}
var import_node_fs28, import_node_module7, import_node_path31, import_node_url8, import_import_module2, isPath2, isMapping2;
var init_checkers = __esm({
  "packages/cli/src/config/checkers.ts"() {
    "use strict";
    import_node_fs28 = require("node:fs");
    import_node_module7 = require("node:module");
    import_node_path31 = require("node:path");
    import_node_url8 = require("node:url");
    init_dist5();
    init_shipped_checkers();
    import_import_module2 = __toESM(require_import_module(), 1);
    init_read_file();
    isPath2 = (name) => name.startsWith("./") || name.startsWith("../") || (0, import_node_path31.isAbsolute)(name);
    isMapping2 = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  }
});

// packages/cli/src/trust/left-out-kinds.ts
var left_out_kinds_exports = {};
__export(left_out_kinds_exports, {
  LEFT_OUT_REASON: () => LEFT_OUT_REASON,
  pinnedOut: () => pinnedOut,
  withLeftOutKinds: () => withLeftOutKinds
});
function leftOut(kind) {
  return {
    checker: {
      apiVersion: CHECKER_API_VERSION,
      kind,
      meta: { name: "@claimcheck/cli", version: meta.version },
      options: anyOptions,
      check: async () => ({ status: "unverifiable", reason: LEFT_OUT_REASON })
    },
    settings: {},
    source: "not loaded (user scope)"
  };
}
function pinnedOut(entry, range) {
  const { kind, meta: checkerMeta } = entry.checker;
  const reason = `not verified here: the config requires ${checkerMeta.name} ${range}, and a hook that runs in every folder opened has ${checkerMeta.version}`;
  return {
    checker: {
      apiVersion: CHECKER_API_VERSION,
      kind,
      meta: { name: checkerMeta.name, version: checkerMeta.version },
      options: anyOptions,
      check: async () => ({ status: "unverifiable", reason })
    },
    settings: {},
    source: entry.source,
    label: entry.label
  };
}
function withLeftOutKinds(registry) {
  return {
    get: (kind) => registry.get(kind) ?? leftOut(kind),
    entries: () => registry.entries(),
    missingReason: (kind) => registry.missingReason(kind)
  };
}
var LEFT_OUT_REASON, anyOptions;
var init_left_out_kinds = __esm({
  "packages/cli/src/trust/left-out-kinds.ts"() {
    "use strict";
    init_dist5();
    init_meta();
    LEFT_OUT_REASON = "not verified here: a hook that runs in every folder opened did not load its checker";
    anyOptions = {
      "~standard": { version: 1, vendor: "claimcheck", validate: (value) => ({ value }) }
    };
  }
});

// packages/cli/src/config/allow.ts
var allow_exports = {};
__export(allow_exports, {
  allowPredicates: () => allowPredicates
});
function allowPredicates(entries, fromDir, home = (0, import_node_os8.homedir)()) {
  return entries.map((entry) => {
    const absolute = (0, import_node_path32.resolve)(fromDir, expandHome(entry, { home }));
    if (import_picomatch2.default.scan(absolute).isGlob) {
      const matches = (0, import_picomatch2.default)(absolute, { dot: true });
      return (path3) => matches(path3);
    }
    let real = absolute;
    try {
      real = (0, import_node_fs29.realpathSync)(absolute);
    } catch {
    }
    return (path3) => isInside(path3, real);
  });
}
var import_node_fs29, import_node_os8, import_node_path32, import_picomatch2;
var init_allow = __esm({
  "packages/cli/src/config/allow.ts"() {
    "use strict";
    import_node_fs29 = require("node:fs");
    import_node_os8 = require("node:os");
    import_node_path32 = require("node:path");
    import_picomatch2 = __toESM(require_picomatch2(), 1);
    init_dist5();
    init_locate();
  }
});

// packages/cli/src/run-setup.ts
var run_setup_exports = {};
__export(run_setup_exports, {
  everyMemoryDir: () => everyMemoryDir,
  notReadingCommitted: () => notReadingCommitted,
  refusedCommittedMemoryDirs: () => refusedCommittedMemoryDirs,
  runOptions: () => runOptions,
  setupBase: () => setupBase,
  setupCheckers: () => setupCheckers,
  setupMemoryDir: () => setupMemoryDir,
  setupRun: () => setupRun
});
async function setupBase(flags, env) {
  const searchRoot = resolveRoot(flags.root, env);
  const userScope = flags.userScope === true && flags.config === void 0;
  let base;
  if (userScope) {
    const { folderConfig: folderConfig2, noteOf: noteOf2 } = await Promise.resolve().then(() => (init_folder_policy(), folder_policy_exports));
    const folder = await folderConfig2(env.cwd, searchRoot, env);
    base = {
      root: searchRoot,
      config: folder.config,
      userScope,
      folder,
      userScopeNote: noteOf2(folder),
      checkersLeftOut: folder.checkersLeftOut
    };
  } else {
    const found = configFile(env.cwd, searchRoot, flags.config);
    const config2 = found && await (await Promise.resolve().then(() => (init_load(), load_exports))).readConfig(found);
    base = { root: searchRoot, config: config2, userScope };
  }
  const { config } = base;
  const configured = config?.config.root;
  if (flags.root !== void 0 || configured === void 0) return base;
  const root = existingFolder((0, import_node_path33.resolve)(config.dir, expandHome(configured, env)), `${config.shown}: 'root'`, configured);
  confined(root, searchRoot, `${config.shown}: 'root'`, configured, "the --root flag");
  return { ...base, root };
}
function memoryDirFor(base, argument, env) {
  const { config } = base;
  const configured = config?.config.memoryDir;
  const fromConfig = config && configured !== void 0 ? {
    path: (0, import_node_path33.resolve)(config.dir, expandHome(configured, env)),
    from: `memoryDir in ${config.shown}`,
    field: `${config.shown}: 'memoryDir'`,
    given: configured
  } : void 0;
  if (fromConfig && argument === void 0) {
    confined(fromConfig.path, base.root, `${config.shown}: 'memoryDir'`, configured, "the MEMORY_DIR argument");
  }
  let found;
  try {
    found = findMemoryDir(argument, base.root, env, fromConfig);
  } catch (error) {
    if (!config || !isClaimcheckError(error) || !error.message.startsWith(NO_MEMORY_DIR)) throw error;
    const lines = error.message.split("\n");
    lines[lines.length - 1] = `name one: set memoryDir in ${config.shown}, or give MEMORY_DIR on the command line`;
    throw new ClaimcheckError("USAGE", lines.join("\n"));
  }
  if (argument === void 0) {
    confinedFoundMemoryDir(found, base.root);
    if (fromConfig === void 0)
      for (const refused of refusedCommittedMemoryDirs(base.root, env)) env.warn(notReadingCommitted(refused));
  }
  return found;
}
function refusedCommittedMemoryDirs(root, env) {
  const realRoot = import_node_fs30.realpathSync.native(root);
  return committedMemoryDirs(realRoot, env).flatMap((dir) => {
    try {
      if (!(0, import_node_fs30.statSync)(dir.path).isDirectory()) return [];
      const real = import_node_fs30.realpathSync.native(dir.path);
      try {
        confinedFoundMemoryDir(dir, realRoot);
        return [];
      } catch (error) {
        return isClaimcheckError(error) ? [{ from: dir.from, real }] : [];
      }
    } catch {
      return [];
    }
  });
}
function everyMemoryDir(base, env) {
  let taken = [];
  try {
    taken = [memoryDirFor(base, void 0, env)];
  } catch (error) {
    if (!isClaimcheckError(error) || !error.message.startsWith(NO_MEMORY_DIR)) throw error;
  }
  const seen = /* @__PURE__ */ new Set();
  return [...taken, ...projectMemoryDirs(base.root, env)].filter((dir) => {
    const real = import_node_fs30.realpathSync.native(dir.path);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}
async function setupCheckers(flags, env) {
  let base = await setupBase(flags, env);
  const { config } = base;
  const builtIn = defaultEntries;
  let entries = config ? await (await Promise.resolve().then(() => (init_checkers(), checkers_exports))).loadCheckers(config, {
    ownCopiesOnly: base.userScope,
    approved: base.folder?.approvedCheckers,
    unsatisfiedPin: base.userScope ? (await Promise.resolve().then(() => (init_left_out_kinds(), left_out_kinds_exports))).pinnedOut : void 0,
    warn: env.warn
  }) : builtIn();
  if (base.folder) {
    const { withoutNetwork: withoutNetwork2, noteOf: noteOf2 } = await Promise.resolve().then(() => (init_folder_policy(), folder_policy_exports));
    const limited2 = withoutNetwork2(base.folder, entries);
    entries = limited2.entries;
    base = {
      ...base,
      folder: limited2.folder,
      userScopeNote: noteOf2(limited2.folder),
      checkersLeftOut: limited2.folder.checkersLeftOut
    };
  }
  let registry;
  try {
    registry = createRegistry(entries, { available: SHIPPED_CHECKERS });
  } catch (error) {
    if (config && error instanceof Error) throw new ClaimcheckError("CONFIG", `${config.shown}: ${error.message}`);
    throw error;
  }
  if (base.checkersLeftOut) registry = (await Promise.resolve().then(() => (init_left_out_kinds(), left_out_kinds_exports))).withLeftOutKinds(registry);
  return { ...base, entries, registry };
}
async function setupMemoryDir(flags, memoryDirArgument, env) {
  const base = await setupBase(flags, env);
  const found = memoryDirFor(base, memoryDirArgument, env);
  return { ...base, memoryDir: found.path, memoryDirFrom: found.from };
}
async function setupRun(flags, memoryDirArgument, env, anyMemoryDir = false) {
  const base = await setupCheckers(flags, env);
  const { config } = base;
  const dirs = anyMemoryDir ? { memoryDir: "", memoryDirFrom: "" } : ((found) => ({ memoryDir: found.path, memoryDirFrom: found.from }))(memoryDirFor(base, memoryDirArgument, env));
  refuseWideningFromMemoryDir(config, dirs.memoryDir, base.entries);
  return {
    ...base,
    ...dirs,
    trust: trustGate({
      root: import_node_fs30.realpathSync.native(base.root),
      registry: base.registry,
      storeFile: trustStore(env),
      // A store another user could write: the user's to know, in a hook's system message too.
      warn: env.notice ?? env.warn
    }),
    include: config?.config.include ?? [],
    offline: flags.offline === true,
    noCache: flags.noCache === true,
    notice: env.notice ?? env.warn,
    timeoutSeconds: flags.timeout ?? config?.config.timeout,
    concurrency: flags.concurrency ?? config?.config.concurrency,
    allow: config?.config.allowOutside?.length ? (await Promise.resolve().then(() => (init_allow(), allow_exports))).allowPredicates(config.config.allowOutside, config.dir, env.home) : []
  };
}
function runOptions(setup, memoryDir = setup.memoryDir) {
  const { root, registry, timeoutSeconds, concurrency, allow, trust, offline, noCache, notice } = setup;
  return { root, memoryDir, registry, timeoutSeconds, concurrency, allow, trust, offline, noCache, warn: notice };
}
var import_node_fs30, import_node_path33, notReadingCommitted;
var init_run_setup = __esm({
  "packages/cli/src/run-setup.ts"() {
    "use strict";
    import_node_fs30 = require("node:fs");
    import_node_path33 = require("node:path");
    init_dist5();
    init_memory_dir();
    init_find();
    init_shipped_checkers();
    init_locate();
    init_visible_text();
    init_config_reach();
    init_gate();
    init_store();
    notReadingCommitted = ({ from, real }) => `not reading the memory dir ${visible(from)}: it leads out of the repository, to ${visible(real)} (a repository cannot widen what claimcheck reads; name it as MEMORY_DIR to check it)`;
  }
});

// packages/cli/src/project-git.ts
function gitEnvironment(env) {
  return {
    // Only absolute entries: git is looked up from the folder it runs in, a repository's.
    PATH: absoluteSearchPath(env.PATH) ?? "/usr/bin:/bin",
    HOME: "/nonexistent",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_OPTIONAL_LOCKS: "0",
    GIT_TERMINAL_PROMPT: "0",
    GIT_PAGER: "cat",
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_ATTR_NOSYSTEM: "1",
    LC_ALL: "C"
  };
}
function gitFacts(cwd, args, {
  timeoutMs,
  env = process.env,
  literalPathspecs = false
}) {
  if (timeoutMs <= 0) return Promise.resolve(void 0);
  return new Promise((resolve24) => {
    try {
      (0, import_node_child_process.execFile)(
        "git",
        ["--no-pager", ...SAFE_CONFIG, ...args],
        {
          cwd,
          env: { ...gitEnvironment(env), ...literalPathspecs ? { GIT_LITERAL_PATHSPECS: "1" } : {} },
          encoding: "utf8",
          timeout: Math.ceil(timeoutMs),
          killSignal: "SIGKILL",
          maxBuffer: MAX_OUTPUT_BYTES2,
          windowsHide: true
        },
        (error, stdout) => resolve24(error ? void 0 : stdout)
      ).stdin?.end();
    } catch {
      resolve24(void 0);
    }
  });
}
function gitLines(cwd, args, {
  timeoutMs,
  maxBytes = MAX_OUTPUT_BYTES2,
  env = process.env,
  onLine
}) {
  if (timeoutMs <= 0) return Promise.resolve(false);
  return new Promise((resolve24) => {
    let settled2 = false;
    let child;
    const end = (answer) => {
      if (settled2) return;
      settled2 = true;
      clearTimeout(timer2);
      child?.kill("SIGKILL");
      resolve24(answer);
    };
    const timer2 = setTimeout(() => end(false), Math.ceil(timeoutMs));
    try {
      child = (0, import_node_child_process.spawn)("git", ["--no-pager", ...SAFE_CONFIG, ...args], {
        cwd,
        env: gitEnvironment(env),
        stdio: ["ignore", "pipe", "ignore"],
        windowsHide: true
      });
    } catch {
      end(false);
      return;
    }
    let bytes = 0;
    let partial = "";
    child.on("error", () => end(false));
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk) => {
      if (settled2) return;
      bytes += Buffer.byteLength(chunk);
      if (bytes > maxBytes) return end(false);
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) if (onLine(line)) return end(true);
    });
    child.on("close", (code) => {
      if (settled2) return;
      if (code === 0 && partial !== "" && onLine(partial)) return end(true);
      end(code === 0);
    });
  });
}
var import_node_child_process, LOG_RUNNING_NOTHING, SAFE_CONFIG, MAX_OUTPUT_BYTES2;
var init_project_git = __esm({
  "packages/cli/src/project-git.ts"() {
    "use strict";
    import_node_child_process = require("node:child_process");
    init_search_path();
    LOG_RUNNING_NOTHING = ["log", "--no-show-signature", "--no-ext-diff", "--no-textconv", "--no-renames"];
    SAFE_CONFIG = [
      "core.fsmonitor=false",
      "core.untrackedCache=false",
      "core.hooksPath=/dev/null",
      "core.pager=cat",
      "log.showSignature=false",
      "gpg.program=false",
      "gpg.ssh.program=false",
      "gpg.x509.program=false",
      "log.follow=false",
      "log.mailmap=false"
    ].flatMap((setting) => ["-c", setting]);
    MAX_OUTPUT_BYTES2 = 64 * 1024 * 1024;
  }
});

// packages/cli/src/lint/token-shape.ts
function settingParts(span) {
  const { key, value } = SETTING.exec(span)?.groups ?? {};
  return key === void 0 || value === void 0 ? void 0 : { key, value };
}
function settingShape(quoted2) {
  const span = withoutComment(quoted2);
  const parts = settingParts(span);
  if (!parts || /:\/\//.test(span)) return void 0;
  const { key, value } = parts;
  const codeKey = /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]|\.[A-Za-z]/.test(key);
  return codeKey || LITERAL.test(value) ? { kind: "setting", text: span } : void 0;
}
function settingPattern(span) {
  const parts = settingParts(withoutComment(span));
  if (!parts) return void 0;
  const { key } = parts;
  const value = parts.value.replace(/[,;]$/, "").replace(/^(['"])(.*)\1$/, "$2");
  if (value === "") return void 0;
  return `\\b${escapeRegExp(key)}\\W{1,8}${escapeRegExp(value)}${/\w$/.test(value) ? "\\b" : ""}`;
}
function trimProse(token) {
  const text2 = token.trim().replace(/^["'([{]+/, "");
  const call = /^(.+?)\(\)["')\]}.,:;!?]*$/.exec(text2);
  return call ? call[1] : text2.replace(/["')\]}.,:;!?]+$/, "");
}
function pathPart(token) {
  let path3 = token;
  let symbol;
  const colons = path3.indexOf("::");
  if (colons > 0) {
    symbol = path3.slice(colons + 2).replace(/\(\)$/, "");
    path3 = path3.slice(0, colons);
  }
  path3 = path3.replace(/#[\w.-]*$/, "");
  const lines = new RegExp(`${LINE_POINTER}$`).exec(path3);
  if (lines) path3 = path3.slice(0, lines.index);
  const symbolColon = /^(.*\.[A-Za-z0-9]{1,10}):([A-Za-z_]\w*)$/.exec(path3);
  if (symbolColon) {
    path3 = symbolColon[1];
    symbol ??= symbolColon[2];
  }
  while (path3.startsWith("./")) path3 = path3.slice(2);
  return { path: path3, symbol, pointer: lines !== null };
}
function extensionOf(name) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : void 0;
}
function looksLikeFileName(name) {
  if (/^(Dockerfile|Makefile|Justfile|Procfile|Gemfile|Rakefile|Vagrantfile|Jenkinsfile)$/.test(name)) return true;
  const extension = extensionOf(name);
  return extension !== void 0 && FILE_EXTENSIONS.has(extension);
}
function tokenShape(raw, backticked, spaced = false) {
  const token = trimProse(raw);
  if (token.length < 2 || token.length > 200) return void 0;
  if (/^https?:\/\/[^\s]+$/i.test(token)) return { kind: "url", url: token };
  if (/\s/.test(token) && !(spaced && /^[\w.-]+\/[^\s]/.test(token) && !/\s-/.test(token)) || /:\/\//.test(token))
    return void 0;
  if (/^--[a-z][\w-]{2,}$/i.test(token))
    return backticked && (/^--\w+-\w/.test(token) || token.length >= 10) ? { kind: "flag", flag: token } : void 0;
  if (/^@[\w.-]+\/[\w.-]+$/.test(token)) return { kind: "package", name: token };
  if (backticked && CLASS_SELECTOR.test(token) && !DOTFILE.test(token)) return { kind: "identifier", name: token };
  if (token.includes("=") || token.startsWith("@") || token.startsWith("-")) return void 0;
  if (IP.test(token) || VERSION.test(token) || /^\d[\d/.:-]*$/.test(token)) return void 0;
  if (/^[0-9a-f]{7,40}$/.test(token) && /\d/.test(token) && /[a-f]/.test(token)) return void 0;
  if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*_[A-Z](?:_[a-z0-9]+)*$/.test(token)) return void 0;
  if (backticked && IDENTIFIER.test(token) && !looksLikeFileName(token)) return { kind: "identifier", name: token };
  if (!backticked && /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(token)) return { kind: "identifier", name: token };
  const slashed = token.includes("/") || token.includes("\\") && !token.startsWith("\\\\");
  if (!slashed) {
    const { path: file, pointer: pointer2 } = pathPart(token);
    if (looksLikeFileName(file) && !PLACEHOLDER.test(file))
      return { kind: "path", path: file, glob: /[*?]/.test(file), ...pointer2 ? { pointer: pointer2 } : {} };
    const member = token.slice(token.lastIndexOf(".") + 1);
    const classMember = /^[A-Z]\w*\.[a-z]\w*[A-Z]\w*$/.test(token);
    if (backticked && DOTTED.test(token) && (!HOST.test(token) || classMember)) {
      const parts = token.split(".");
      return /^[A-Z]/.test(parts[0]) && /[a-z][A-Z]|_/.test(member) ? { kind: "identifier", name: member } : { kind: "identifier", name: token };
    }
    return void 0;
  }
  if (/^([/~$%]|\\\\|[A-Za-z]:[\\/])/.test(token)) return void 0;
  if (/^[A-Za-z][\w.-]*:(?![:/\\])/.test(token)) return void 0;
  const { path: stripped, symbol, pointer } = pathPart(token.replace(/\\/g, "/"));
  const path3 = stripped.replace(/\/+$/, "");
  if (path3 === "" || path3.split("/").some((segment) => segment === ".." || segment === "")) return void 0;
  if (PLACEHOLDER.test(path3) || /[[\]()'"`|;]/.test(path3)) return void 0;
  if ((path3.match(/\{/g) ?? []).length !== (path3.match(/\}/g) ?? []).length || /,/.test(path3) && !/\{[^}]*,/.test(path3))
    return void 0;
  const first = path3.split("/")[0];
  if (HOST.test(first) && !looksLikeFileName(first) && !PROJECT_FOLDER.test(first)) return void 0;
  if (/^[A-Z]{2,}\//.test(path3) && !looksLikeFileName(path3.slice(path3.lastIndexOf("/") + 1))) {
    if (path3.split("/").every((segment) => /^[A-Z0-9]+$/.test(segment))) return void 0;
  }
  const glob2 = /[*?{}]/.test(path3);
  const last = path3.slice(path3.lastIndexOf("/") + 1);
  if (abbreviates(path3)) return void 0;
  const dotted = /^([\w-]+)\.([A-Za-z_]\w*)$/.exec(last);
  if (!glob2 && dotted && !looksLikeFileName(last) && !stripped.endsWith("/")) {
    const stem = `${path3.slice(0, path3.lastIndexOf("/") + 1)}${dotted[1]}`;
    return { kind: "path", path: stem, glob: false, stem: true, symbol: dotted[2] };
  }
  if (!backticked) {
    const segments = path3.split("/");
    if (segments.every((segment) => /^\d+$/.test(segment) || segment.length === 1)) return void 0;
    if (!looksLikeFileName(last) && !stripped.endsWith("/") && segments.length < 3) return void 0;
  }
  return {
    kind: "path",
    path: path3,
    glob: glob2,
    ...symbol && IDENTIFIER.test(symbol) ? { symbol } : {},
    ...stripped.endsWith("/") ? { folder: true } : {},
    ...pointer ? { pointer } : {}
  };
}
function abbreviates(path3) {
  const segments = path3.split("/");
  if (segments.length !== 2 || segments.some((segment) => segment.includes("."))) return false;
  const [a, b] = segments;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length > 3 || short !== b) return false;
  if (short[0]?.toLowerCase() !== long[0]?.toLowerCase()) return false;
  let at = 0;
  for (const char of short.toLowerCase()) {
    at = long.toLowerCase().indexOf(char, at);
    if (at === -1) return false;
    at++;
  }
  return true;
}
var SETTING, LITERAL, withoutComment, escapeRegExp, FILE_EXTENSIONS, IDENTIFIER, DOTTED, CLASS_SELECTOR, DOTFILE, isClassName, HOST, PROJECT_FOLDER, IP, VERSION, NAMING_STYLE, STAND_IN, PLACEHOLDER, REF_PREFIXES, LINE_POINTER;
var init_token_shape = __esm({
  "packages/cli/src/lint/token-shape.ts"() {
    "use strict";
    SETTING = /^(?<quote>["']?)(?<key>[A-Za-z_][\w.-]{2,})\k<quote>\s*(?::|=)\s*(?<value>\S.{0,58})$/;
    LITERAL = /^(?:-?\d[\d_.]*[A-Za-z%]{0,3}|true|false|null|none|nil|Infinity|'[^']*'|"[^"]*"|\[.*\]|\{.*\})[,;]?$/i;
    withoutComment = (span) => span.replace(/\s+(?:#|\/\/|--|;)\s.*$/, "");
    escapeRegExp = (text2) => text2.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    FILE_EXTENSIONS = new Set(
      "md mdx txt rst adoc ts tsx mts cts js jsx mjs cjs json jsonc json5 yaml yml toml ini cfg conf env py pyi ipynb rb go rs java kt kts scala groovy gradle cs csproj sln fs vb cpp cc cxx c h hpp hh m mm swift dart lua php pl pm r jl ex exs erl hrl hs ml elm clj cljs nim zig v sv vhd sh bash zsh fish ps1 psm1 bat cmd nix sql prisma graphql gql proto thrift avsc html htm css scss sass less vue svelte astro hbs ejs njk liquid jinja j2 tmpl tpl xml xsd xsl plist svg csv tsv lock mk cmake dockerfile tf tfvars hcl bicep unity prefab asset mat shader uasset tscn gd tres uproject lean tex bib pdf png jpg jpeg gif webp ico wasm so dll a lib db sqlite parquet".split(" ")
    );
    IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
    DOTTED = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/;
    CLASS_SELECTOR = /^\.[a-z][a-z0-9]*(?:(?:-{1,2}|_{1,2})[a-z0-9]+)+$/;
    DOTFILE = /^\.(?:[\w-]*-versions?|git-blame-ignore-revs|env[-_][\w-]*|[\w-]+rc)$/;
    isClassName = (name) => name.startsWith(".");
    HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?$/i;
    PROJECT_FOLDER = /^[A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)+$/;
    IP = /^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/;
    VERSION = /^v?\d+(\.(\d+|x|\*))+([-+][\w.]+)?$/i;
    NAMING_STYLE = /(^|\/)(?:use|I)?(?:[cC]amel(?:Case|[-_]case)|[pP]ascal(?:Case|[-_]case)|snake[-_]case|kebab[-_]case|SCREAMING[-_]SNAKE[-_]CASE|UPPER[-_]CASE|lower[-_]case)(?=[/.]|$)/;
    STAND_IN = /[<>\u2026+]|\.\.\.|(^|\/)\.\.\w|\{[^},]*\}|(^|\/):\w|(^|[/_.-])(x{3,}|X{2,}|N{2,}|YYYY|MM|DD|HH|foo|bar|baz|your[-_]\w+)([/_.-]|$)|(^|\/)X[A-Z][a-z][A-Za-z]*\.[A-Za-z]+$|\/[xX]\.[A-Za-z]{1,5}$|(^|\/)[XY]\/|(^|\/)[pP]ath\/[tT]o(\/|$)/;
    PLACEHOLDER = new RegExp(`${STAND_IN.source}|${NAMING_STYLE.source}`);
    REF_PREFIXES = /* @__PURE__ */ new Set([
      "origin",
      "upstream",
      "refs",
      "heads",
      "feature",
      "feat",
      "fix",
      "bugfix",
      "hotfix",
      "release",
      "chore",
      "dependabot"
    ]);
    LINE_POINTER = String.raw`:~?L?\d+(?:[-\u2013\u2014:/,]:?~?L?\d+)*`;
  }
});

// packages/cli/src/lint/claims.ts
function placesIn(text2) {
  return [...text2.matchAll(CHECKOUT)].filter((m) => !TOOLCHAIN.test(/^[\s`'"(\[]?[^`\n]*/.exec(text2.slice(m.index))?.[0] ?? "")).map(
    (m) => m[1].replace(/[.,:;!?]+$/, "").split(/[\\/]+/).filter(Boolean)
  ).filter((segments) => segments.length > 0);
}
function movedTo(path3, after) {
  const target = /^`?\s*(?:[A-Za-z]{1,10}\s*)?(?:\u2192|->|=>)\s*`?([\w.@*/-]+)/.exec(after)?.[1];
  if (target === void 0 || !/[./]/.test(target)) return false;
  const from = path3.replace(/`/g, "");
  if (from.endsWith("/") || target.endsWith("/")) return from.endsWith("/") && target.endsWith("/");
  const extension = (name) => /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension(from) !== void 0 && extension(from) === extension(target);
}
function pointsAtPath(after) {
  const target = /^`?\s*(?:\u2192|->|=>)\s*`([^`\s]*(?:\.[A-Za-z0-9]+|\/[^`\s]*|\*))`/.exec(after)?.[1];
  return target !== void 0 && (target.includes("/") || /^[\w.-]+\*$/.test(target) || tokenShape(target, true)?.kind === "path");
}
function clausesOf(line) {
  const clauses = [];
  let at = 0;
  for (const match of line.matchAll(
    /(?<![ei]\.[ge]\.|\betc\.|\bvs\.|\bcf\.|\bex\.)(?<=[.!?])\s+(?=[A-Z`*])|(?<=[\u3002\uff01\uff1f\uff1b])\s*(?=\S)|;\s+|\s+[\u2014\u2013]\s+|\s+--\s+|,?\s+but\s+(?!also\b)/g
  )) {
    const entry = at === 0 && /[\u2014\u2013-]/.test(match[0]) ? MAP_ENTRY.exec(line.slice(0, match.index)) : null;
    if (entry && (entry[1] === void 0 || saidRemoved(line.slice(match.index + match[0].length)))) continue;
    if (/\bbut\s+$/.test(match[0]) && NOT_MADE.test(line.slice(match.index + match[0].length))) continue;
    clauses.push({ text: line.slice(at, match.index), at });
    at = match.index + match[0].length;
  }
  clauses.push({ text: line.slice(at), at });
  return clauses;
}
function procedures(text2, line, section4, aside) {
  const found = [];
  for (const match of text2.matchAll(COMMAND)) {
    const [, manager, runner, name] = match;
    const explicitRun = /\brun\s+$/.test(match[0].slice(0, match[0].length - name.length));
    if (manager && !explicitRun && BUILTIN.has(name.toLowerCase())) continue;
    if (runner && /^(sure|it|the|a|an|this|that|them|changes?)$/i.test(name)) continue;
    if (/^[a-z]+$/i.test(name)) continue;
    found.push({
      runner: manager ? "npm" : runner.toLowerCase(),
      name,
      command: match[0].trim(),
      line,
      section: section4,
      aside
    });
  }
  return found;
}
function tokensOf(written) {
  const clause = written.replace(WIDE_PUNCTUATION, " ");
  const tokens = [];
  for (const match of clause.matchAll(/`([^`\n]+)`/g)) {
    const inner = match[1].trim();
    if (settingShape(inner))
      tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length, setting: true });
    if (/\s/.test(inner) && tokenShape(inner, true, true)) {
      tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length, spaced: true });
      tokens.push({ text: inner.split(/\s+/)[0], backticked: true, at: match.index, length: match[0].length });
    } else if (/\s/.test(inner)) {
      if (/^(?:git\s+)?(?:mv|rm|rmdir)\s/.test(inner)) continue;
      if (/^(?:use|using|namespace)\s/.test(inner)) continue;
      const signature = /^([A-Za-z_$][\w$]*)\([^()]*\)?$/.exec(inner.replace(/\)\s*(?:->|:).*$/, ")"));
      if (signature) {
        tokens.push({ text: signature[1], backticked: true, at: match.index, length: match[0].length });
        continue;
      }
      for (const word of inner.split(/\s+/)) {
        const shape = tokenShape(word, true);
        if (shape && shape.kind !== "identifier")
          tokens.push({ text: word, backticked: true, at: match.index, length: match[0].length });
      }
    } else tokens.push({ text: inner, backticked: true, at: match.index, length: match[0].length });
  }
  for (const match of clause.matchAll(/\*\*([A-Za-z_][\w]*)\*\*/g))
    if (/[a-z][A-Z]|_/.test(match[1]))
      tokens.push({ text: match[1], backticked: true, at: match.index, length: match[0].length });
  for (const match of clause.matchAll(/\]\(([^()\s]+)\)/g))
    tokens.push({ text: match[1], backticked: true, at: match.index, length: match[0].length });
  const prose = clause.replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length)).replace(/\]\([^()\s]*\)/g, (span) => " ".repeat(span.length)).replace(/\*\*|__/g, "  ").replace(/\u2192|->|=>/g, (arrow) => " ".repeat(arrow.length));
  for (const match of prose.matchAll(/[^\s]+/g)) {
    const lead = CJK_BEFORE_PATH.exec(match[0])?.[0].length ?? 0;
    const word = match[0].slice(lead).replace(PARTICLE_AFTER_FILE, "");
    if (/[/\\]/.test(word) || PROSE_FILE.test(word))
      tokens.push({ text: word, backticked: false, at: match.index + lead, length: word.length });
    else if (PASCAL_NAME.test(word))
      tokens.push({ text: word.replace(/[(].*$/, ""), backticked: false, at: match.index, length: word.length });
  }
  for (const match of prose.replace(CJK, (char) => " ".repeat(char.length)).matchAll(CODE_NAME))
    tokens.push({
      text: match[1],
      backticked: true,
      unmarked: true,
      at: match.index,
      length: match[0].length
    });
  return tokens;
}
function expandShorthand(token) {
  const pair = /^(.*?)([^/\\]+)\.([A-Za-z0-9]+)\/\.?([A-Za-z0-9]+)$/.exec(token.text);
  if (!pair || !FILE_EXTENSIONS.has(pair[3].toLowerCase()) || !FILE_EXTENSIONS.has(pair[4].toLowerCase()))
    return [token];
  const [, folder, stem, first, second] = pair;
  return [first, second].map((extension) => ({ ...token, text: `${folder}${stem}.${extension}` }));
}
function treePaths(tree, line) {
  const entry = TREE_ENTRY.exec(line);
  if (!entry) {
    const base = TREE_BASE.exec(line);
    tree.base = base ? base[1] : void 0;
    tree.folders = [];
    return base || /^\s*[\u2502|]\s*$/.test(line) ? [] : void 0;
  }
  const depth = entry[1].length;
  const name = entry[2].replace(/[,:;]+$/, "");
  while ((tree.folders.at(-1)?.depth ?? -1) >= depth) tree.folders.pop();
  const folder = name.endsWith("/") || !/\.[A-Za-z0-9]{1,10}$/.test(name);
  const below = `${tree.folders.map((f) => f.name).join("")}${name}`;
  if (folder) tree.folders.push({ depth, name: name.endsWith("/") ? name : `${name}/` });
  if (/[*?{}\[\]]|\.\.\./.test(below) || folder && !name.endsWith("/")) return [];
  if (!tree.base) return [below];
  return tree.base.split("/").length === 2 ? [`${tree.base}${below}`, below] : [`${tree.base}${below}`];
}
function logicalLines(body, planned, record2 = false) {
  const out = [];
  let section4 = "body";
  let planSection = false;
  const headings = [];
  let doneStageSaid = false;
  let planSaid = false;
  let otherAside = false;
  let goneSection = false;
  let goneLabel = false;
  let retired = false;
  let recordBelow = false;
  let labelAside = false;
  let pointer = false;
  let badExample = false;
  let planList = false;
  let removedList = false;
  let whyTold = false;
  let whyEnded = false;
  let inFence = false;
  const tree = { folders: [] };
  let lead = true;
  let started = false;
  let open2;
  let oldColumns = [];
  const rows = body.split("\n");
  rows.forEach((raw, i) => {
    const line = oldCellsBlanked(raw.replace(/\r$/, ""), oldColumns);
    if (!TABLE_ROW.test(line)) oldColumns = [];
    else if (TABLE_RULE.test(rows[i + 1] ?? "")) oldColumns = oldColumnsOf(line);
    if (FENCE.test(line)) {
      inFence = !inFence;
      tree.base = void 0;
      tree.folders = [];
      open2 = void 0;
      return;
    }
    if (!inFence && outdatedCallout(line)) retired = true;
    if (!inFence && /^\s*#/.test(line)) recordBelow = false;
    if (!inFence && RECORD_BELOW.test(blankCode(line))) recordBelow = true;
    if (inFence) {
      lead = false;
      const drawn = treePaths(tree, line);
      if (drawn !== void 0) {
        for (const path3 of drawn)
          out.push({
            text: `\`${path3}\``,
            pieces: [{ at: 0, line: i + 1 }],
            section: "tree",
            aside: planned || planSection || retired
          });
        return;
      }
      if (!TREE_LINE.test(line))
        out.push({
          text: line,
          pieces: [{ at: 0, line: i + 1 }],
          section: "fence",
          aside: planned || planSection || retired
        });
      return;
    }
    if (line.trim() === "") badExample = false;
    if (line.trim() === "" && section4 === "why" && whyTold) whyEnded = true;
    else if (section4 === "why" && whyEnded && !LIST_ITEM.test(line)) section4 = "body";
    if (planList && line.trim() !== "" && !LIST_ITEM.test(line)) planList = false;
    if (removedList && line.trim() !== "" && !LIST_ITEM.test(line) && !(LABEL.test(line) && !WHY.test(line) && !HOW.test(line)))
      removedList = false;
    const heading = /^\s*#/.test(line);
    pointer = false;
    if (line.trim() === "" ? started : heading && started) lead = false;
    if (line.trim() !== "" && !heading) started = true;
    if (heading) {
      section4 = "body";
      const level = /^\s*(#+)/.exec(line)?.[1]?.length ?? 1;
      while ((headings.at(-1)?.level ?? 0) >= level) headings.pop();
      const plan = PLAN_HEADING.test(line) || PLAN_STATUS.test(line) || PLAN_ELSEWHERE.test(line) || RECOMMENDATIONS.test(line);
      headings.push({
        level,
        plan,
        done: doneStage(line),
        aside: plan || historyHeading(line) || GONE_HEADING.test(line) || deadCodeList(line) || beforeMark(line) || DATED_HEADING.test(line) || RETIRED_LEAD.test(line) || releaseHeading(line) || record2 && builtList(line) || CREATE.test(blankCode(line)),
        gone: GONE_HEADING.test(line) || deadCodeList(line) || beforeMark(line)
      });
      otherAside = headings.some((heading2) => heading2.aside && !heading2.plan);
      planSaid = [...headings].reverse().find((heading2) => heading2.plan || heading2.done)?.plan ?? false;
      doneStageSaid = false;
      planSection = otherAside || planSaid;
      goneSection = headings.some((heading2) => heading2.gone);
      labelAside = false;
      goneLabel = false;
    } else if (WHY.test(line)) {
      section4 = "why";
      whyEnded = false;
      whyTold = line.replace(WHY, "").replace(/^[\s*_]+/, "") !== "";
    } else if (HOW.test(line)) section4 = "how";
    else if (LABEL.test(line)) {
      section4 = "body";
      const label = LABEL.exec(line)?.[0] ?? "";
      goneLabel = GONE_HEADING.test(label) || deadCodeList(label) || beforeMark(label);
      pointer = DOCUMENT_POINTER.test(line.slice(line.indexOf(label) + label.length));
      labelAside = HISTORY_HEADING.test(label) || HISTORY_ELSEWHERE.test(label) || PLAN_HEADING.test(label) || PLAN_ELSEWHERE.test(label) || GONE_HEADING.test(label) || deadCodeList(label) || beforeMark(label) || ANTI_PATTERN.test(label) || record2 && builtList(label) || PLAN_STATUS.test(line);
    } else if (ANTI_PATTERN.test(line) && /:\s*$/.test(line) && !/`/.test(line) && line.trim().length <= 120)
      badExample = true;
    else if (PLAN_LIST_LEAD.test(line) && PLAN_LIST_WORD.test(line)) planList = true;
    else if (GONE_LIST_LEAD.test(line) && GONE_WORD.test(line)) removedList = true;
    else if (PLAN_STATUS.test(line) && !/`/.test(line) && line.trim().length <= 120) {
      planSaid = true;
      doneStageSaid = false;
    }
    if (planSaid && !heading && !LIST_ITEM.test(line) && line.trim() !== "") {
      if (doneStage(line)) doneStageSaid = true;
      else if (OPEN_STATUS.test(line)) doneStageSaid = false;
    }
    planSection = otherAside || planSaid && !doneStageSaid;
    if (section4 === "why" && line.trim() !== "" && !WHY.test(line)) whyTold = true;
    if (TREE_LINE.test(line) || line.trim() === "") {
      open2 = void 0;
      return;
    }
    if (open2 && !BLOCK_START.test(line) && open2.section === section4) {
      const wrapped = (open2.text.match(/`/g)?.length ?? 0) % 2 === 1 && /[-/_.]$/.test(open2.text);
      open2.pieces.push({ at: open2.text.length + (wrapped ? 0 : 1), line: i + 1 });
      open2.text += wrapped ? line.trim() : ` ${line.trim()}`;
      return;
    }
    open2 = {
      text: line,
      pieces: [{ at: 0, line: i + 1 }],
      section: section4,
      aside: section4 === "why" || planned || planSection || labelAside && !pointer || badExample || planList || removedList || retired || recordBelow || TICKED.test(line) || markedAside(line) || HISTORY_ITEM.test(line),
      lead,
      ...goneSection || goneLabel || removedList ? { gone: true } : {},
      under: headings.flatMap((over) => over.line && !heading ? [over.line] : [])
    };
    out.push(open2);
    const own3 = headings.at(-1);
    if (heading && own3) own3.line = open2;
    if (heading) open2 = void 0;
  });
  return out;
}
function cellSpans(line) {
  const bars = [...line.matchAll(/(?<!\\)\|/g)].map((m) => m.index);
  const spans = [];
  for (let k = 0; k + 1 < bars.length; k++) spans.push([bars[k] + 1, bars[k + 1]]);
  return spans;
}
function oldCellsBlanked(line, columns) {
  if (columns.length === 0 || !TABLE_ROW.test(line)) return line;
  const spans = cellSpans(line).filter((_, column) => columns.includes(column));
  return blankSpans(line, spans);
}
function asideIn(text2) {
  const plain = blankCode(text2).replace(NOT_WHAT, (span) => " ".repeat(span.length));
  return ASIDE.test(plain) || PLAN_ELSEWHERE_SAID.test(plain) || GONE_HEADING.test(plain) || NEGATION_ELSEWHERE.test(plain) || PAST_ELSEWHERE.test(plain);
}
function createsFile(text2) {
  const create = CREATE.exec(blankCode(text2));
  if (!create) return false;
  if (/\b(?:never|not|don't|do not|no|avoid)\b/i.test(text2.slice(0, create.index))) return false;
  return /`[^`\s]*[/.][^`\s]*`|\S\/\S*\.[A-Za-z0-9]+/.test(text2.slice(create.index));
}
function recipes(lines) {
  let run = [];
  const close = () => {
    if (run.some((line) => NUMBERED.test(line.text) && createsFile(line.text)))
      for (const line of run) line.aside = true;
    run = [];
  };
  for (const line of lines) {
    if (NUMBERED.test(line.text) || run.length > 0 && /^\s+[-*+]\s/.test(line.text)) run.push(line);
    else close();
  }
  close();
  return lines;
}
function goneBeside(clause, at, length) {
  const after = clause.slice(at + length, at + length + 16);
  if (GONE_AFTER.test(clause.slice(at + length, at + length + 40)) || OLD_BEFORE.test(clause.slice(Math.max(0, at - 4), at)))
    return true;
  const gap = GONE_WORD.exec(after);
  if (gap && !/`|\s[\w.-]+\/[\w.-]/.test(after.slice(0, gap.index))) return true;
  const before = clause.slice(Math.max(0, at - 14), at);
  const word = [...before.matchAll(new RegExp(GONE_WORD.source, "giu"))].at(-1);
  const between = word ? before.slice(word.index + word[0].length).replace(/`$/, "") : "";
  if (word && !/`/.test(between) && !/^\s*(?:with|by)\b/i.test(between)) return true;
  if (OLD_AFTER.test(before)) return true;
  return FROM_BEFORE.test(clause.slice(Math.max(0, at - 12), at)) && (RENAMING.test(clause) || GONE_WORD.test(clause));
}
function lineAt(pieces, at) {
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const middle = low + high >>> 1;
    if (pieces[middle].at <= at) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? 0 : pieces[low - 1].line;
}
function claimsIn(body, description2 = "", name = "") {
  const claims = [];
  const found = [];
  const seen = /* @__PURE__ */ new Set();
  const unmade = /* @__PURE__ */ new Set();
  let clauseNumber = 0;
  let paragraph = 0;
  const paragraphOf = /* @__PURE__ */ new Map();
  const read3 = (logical) => {
    const { text: raw, pieces, section: section4, aside: asideLine, lead = false, gone: goneLine = false, under = [] } = logical;
    paragraph++;
    paragraphOf.set(logical, paragraph);
    const headings = under.flatMap((heading) => paragraphOf.get(heading) ?? []);
    const text3 = raw.replace(
      /~~[\s\S]*?~~|\[\[([^[\]]*)\]\]/g,
      (span, target) => target !== void 0 && WIKI_PATH.test(target) ? `  \`${target}\`` : " ".repeat(span.length)
    );
    const titles = quotedTitles(text3);
    const said = blankSpans(text3, titles);
    const lineAside = asideLine || PLAN_STATUS.test(said) || TO_REMOVE.test(blankCode(said));
    const yetToExist = YET_TO_EXIST.exec(blankCode(said));
    const linePaths = [];
    const elsewhere = ELSEWHERE.test(blankCode(said.replace(HERE, " ").replace(SERVER_CODE, " "))) || ABSOLUTE.test(said);
    const outsideNames = new Set([...said.matchAll(OUTSIDE_FILE)].map((m) => m[1].replace(/^.*\//, "")));
    const folders = [...text3.matchAll(/`([^`\s]+[/\\])`/g)].map((m) => m[1].replace(/[/\\]+$/, ""));
    for (const { text: clause, at: clauseAt } of clausesOf(text3)) {
      clauseNumber++;
      const words = said.slice(clauseAt, clauseAt + clause.length);
      const contrast = CONTRAST.exec(words);
      const example = EXAMPLE.exec(words);
      const conditions = [...words.matchAll(CONDITION)].map((m) => [m.index, m.index + m[0].length]);
      const before = contrast ? words.slice(0, contrast.index) : words;
      const create = CREATE.exec(blankCode(words));
      const planLabel = PLAN_LABEL.exec(blankCode(words));
      const planFrom = planLabel ? planLabel.index + planLabel[0].length : Infinity;
      const ignoreFile = /`?\.[\w-]*ignore\b`?/.exec(clause);
      const patternsFrom = ignoreFile ? ignoreFile.index + ignoreFile[0].length : Infinity;
      const goneList = GONE_LIST.exec(words);
      const goneFrom = goneList ? goneList.index + goneList[0].length : Infinity;
      const kept = STILL_KEPT.test(before);
      const keptWords = (text4) => kept ? text4.replace(KEPT_THING_WORDS, (word) => " ".repeat(word.length)) : text4;
      const goneHere = goneLine || saysGone(keptWords(blankCode(words)));
      const clauseAside = lineAside || asideIn(keptWords(before));
      const replacement = REPLACED_WITH.exec(before);
      const since = replacement ? replacement.index + replacement[0].length : void 0;
      const newerAside = since === void 0 ? clauseAside : lineAside || asideIn(before.slice(since));
      const anchored = ANCHOR.test(words);
      const dependencyWords = DEPENDENCY_WORDS.test(words);
      found.push(...procedures(clause, lineAt(pieces, clauseAt), section4, clauseAside));
      for (const token of tokensOf(clause).flatMap(expandShorthand)) {
        const shape = token.setting ? settingShape(token.text) : tokenShape(token.text, token.backticked, token.spaced);
        if (!shape) continue;
        if (yetToExist && shape.kind === "path")
          linePaths.push({ path: segmentsOf(shape.path), end: clauseAt + token.at + token.length });
        const after = clause.slice(token.at + token.length);
        const renamedAway = RENAMED_BEFORE.test(after) && RENAMING.test(words) || // "`a` is now `b`", "`a` became `b`", "the `a/` crate becomes `b`": the name before is the old one.
        /^`?\s*(?:[\p{L}-]+\s+)?(?:(?:is|are) now|became|becomes|will become|has become|turned into|turns into)\s+`/u.test(
          after
        ) || // `a/old.md` \u2192 `new.md`, `src/infra/x/` \u2192 `src/ui/x/`: a file or folder pointing at another is a move;
        // pointing at a dotted name (`src/main.tsx` \u2192 `React.StrictMode`) it points at what it holds.
        shape.kind === "path" && pointsAtPath(after) || shape.kind === "path" && movedTo(token.text, after) || // "`a` deleted", "deleted `a`", "von `a` nach `b` umbenannt": the path or name beside the word is gone.
        (shape.kind === "path" || shape.kind === "identifier") && (token.at >= goneFrom || goneBeside(words, token.at, token.length));
        const aside = (since !== void 0 && token.at >= since ? newerAside : clauseAside) || // A name inside a quoted title is the document's.
        titles.some(([start2, end]) => clauseAt + token.at >= start2 && clauseAt + token.at < end) || renamedAway || shape.kind === "path" && CHANGE_MARK.test(after) || contrast !== null && token.at > contrast.index || negatedBeside(words, token.at, token.length) || CITED_BEFORE.test(words.slice(Math.max(0, token.at - 80), token.at)) || shape.kind === "path" && DESTINATION_BEFORE.test(words.slice(Math.max(0, token.at - 40), token.at)) || repositoryRoot(shape, words) || shape.kind === "path" && !shape.path.includes("/") && outsideNames.has(shape.path) || create !== null && token.at > create.index || token.at >= planFrom;
        const illustrates = example !== null && token.at > example.index || // A template's placeholder (`{{client_name}}`, `${user_id}`): what fills it is a key in any file.
        TEMPLATE_PLACEHOLDER.test(token.text) || token.at >= patternsFrom || conditions.some(([start2, end]) => token.at > start2 && token.at < end);
        const key = `${JSON.stringify(shape)}|${aside}|${illustrates}|${section4 === "tree"}|${paragraph}|${aside && goneHere}`;
        if (seen.has(key)) continue;
        seen.add(key);
        claims.push({
          shape,
          line: lineAt(pieces, clauseAt + token.at),
          section: section4,
          backticked: token.backticked,
          aside,
          example: illustrates,
          anchored,
          elsewhere,
          clause: clauseNumber,
          clauseText: clause,
          at: token.at,
          folders,
          dependencyWords,
          paragraph,
          lead,
          ...headings.length > 0 ? { headings } : {},
          ...token.unmarked ? { unmarked: true } : {},
          ...goneHere || renamedAway ? { gone: true } : {},
          ...contrast !== null && token.at > contrast.index ? { contrasted: true } : {}
        });
      }
    }
    if (yetToExist) {
      const one = new Set(linePaths.map(({ path: path3 }) => path3.split("/").at(-1))).size === 1;
      for (const { path: path3, end } of linePaths)
        if (one || end <= yetToExist.index && !/`/.test(said.slice(end, yetToExist.index)) && yetToExist.index - end <= 24)
          unmade.add(path3);
    }
  };
  const bases = new Set(
    [...`${description2}
${body}`.matchAll(/(?:^|[\s`(])(\/[\w.-]+(?:\/[\w.-]+)+)\/?/g)].flatMap(
      (m) => m[1].split("/").filter(Boolean)
    )
  );
  const firstLines = body.split("\n").filter((line) => line.trim() !== "").slice(0, 3);
  const planned = PLAN_HEADING.test(description2.replace(/^\W+/, "").split(/\s+/).slice(0, 2).join(" ")) && !/\b(?:done|shipped|merged|built|implemented|landed)\b/i.test(description2) || PLAN_STATUS.test(description2) || PLAN_NAME.test(name) || UNIT_RECORD.test(name) || // A memory that is one dated session's log ("Session 2026-05-31 \u2014 \u2026") tells that session's history.
  SESSION_LOG.test(name) || SESSION_LOG.test(description2) || HISTORY_NAME.test(name) || HISTORY_DESCRIPTION.test(description2) || RELEASE_DESCRIPTION.test(description2) && DATE.test(description2) || // A memory that says at its top it is deprecated ("> **DEPRECATED 2026-05-11** \u2014 kept as history"),
  // or gives that status among its first lines (`**\uc0c1\ud0dc**: archived`).
  RETIRED_LEAD.test(description2) || RETIRED_LEAD.test(firstLines[0] ?? "") || firstLines.some((line) => RETIRED_STATUS.test(line));
  if (description2.trim() !== "")
    read3({
      text: description2.replace(/\s+/g, " "),
      pieces: [{ at: 0, line: 0 }],
      section: "description",
      aside: planned
    });
  const record2 = COMPLETION_RECORD.test(name) || COMPLETION_RECORD.test(description2);
  for (const line of recipes(logicalLines(body, planned, record2))) read3(line);
  const leftFolders = claims.flatMap(
    ({ shape, aside, gone }) => shape.kind === "path" && shape.folder === true && aside && gone === true ? [segmentsOf(shape.path)] : []
  );
  const linked = new Set(
    [...`${description2}
${body}`.matchAll(CODE_HOST_FILE)].map((m) => m[1].replace(/[.,:;!?]+$/, ""))
  );
  for (const claim of claims) {
    if (claim.shape.kind !== "path") continue;
    const folder = segmentsOf(claim.shape.path).replace(/\/?[^/]*$/, "");
    if (folder !== "" && leftFolders.some((left) => oneEndsTheOther(left, folder))) claim.leftFolder = true;
    if (bases.has(claim.shape.path.split("/")[0])) claim.elsewhere = true;
    const path3 = segmentsOf(claim.shape.path);
    if ([...linked].some((file) => oneEndsTheOther(file, path3))) claim.elsewhere = true;
    if ([...unmade].some((planned2) => oneEndsTheOther(planned2, path3))) claim.aside = true;
  }
  const text2 = `${description2}
${body}`;
  return {
    claims,
    procedures: found,
    places: placesIn(text2),
    describedPlaces: placesIn(description2),
    anotherRepository: ANOTHER_REPOSITORY.test(text2)
  };
}
var CHECKOUT, CODE_HOST_FILE, ANOTHER_REPOSITORY, TOOLCHAIN, ASIDE, NEGATION_BEFORE, NEGATION_AFTER, REPOSITORY_ROOT, repositoryRoot, negatedBeside, STILL_KEPT, KEPT_THING_WORDS, REPLACED_WITH, CONTRAST, EXAMPLE, ANCHOR, PLACE_WORDS, ELSEWHERE, HERE, SERVER_CODE, OUTSIDE_FILE, ABSOLUTE, WHY, HOW, RENAMING, RENAMED_BEFORE, DEPENDENCY_WORDS, SESSION_LOG, PLAN_NAME, UNIT_RECORD, HISTORY_NAME, HISTORY_DESCRIPTION, RETIRED_LEAD, RETIRED_STATUS, PLAN_HEADING, RECOMMENDATIONS, COMPLETION_RECORD, BUILT_LIST, labelWords, builtList, DEAD_CODE_LIST, deadCodeList, saidRemoved, saysGone, GONE_WORD, GONE_AFTER, OLD_BEFORE, CITED_BEFORE, DESTINATION_BEFORE, OLD_AFTER, FROM_BEFORE, GONE_HEADING, PLAN_ELSEWHERE_SAID, PLAN_ELSEWHERE, NEGATION_ELSEWHERE, PAST_ELSEWHERE, CHANGE_MARK, PLAN_LABEL, YET_TO_EXIST, TO_REMOVE, GONE_LIST, PLAN_STATUS, HISTORY_HEADING, HISTORY_ELSEWHERE, RECORD_WORD, DONE_WORD, DATE, openingWords, doneOnADay, historyHeading, OUTDATED, outdatedCallout, DATED_HEADING, RELEASE, RELEASE_HEADING, releaseHeading, RELEASE_DESCRIPTION, CONDITION, CREATE, PASCAL_NAME, ANTI_PATTERN, LABEL, BEFORE_MARK, beforeMark, DOCUMENT_POINTER, PLAN_LIST_LEAD, PLAN_LIST_WORD, GONE_LIST_LEAD, LIST_ITEM, TREE_LINE, FENCE, COMMAND, BUILTIN, MAP_ENTRY, NOT_MADE, CJK, CODE_NAME, WIDE_PUNCTUATION, PROSE_FILE, CJK_BEFORE_PATH, PARTICLE_AFTER_FILE, TREE_ENTRY, TREE_BASE, LEAD_MARK, markedAside, HISTORY_ITEM, WIKI_PATH, TEMPLATE_PLACEHOLDER, TICKED, DONE_STATUS, OPEN_STATUS, doneStage, BLOCK_START, TABLE_ROW, TABLE_RULE, OLD_COLUMN, oldColumnsOf, RECORD_BELOW, NUMBERED, segmentsOf, blankCode, QUOTED_TITLE, quotedTitles, blankSpans, NOT_WHAT, oneEndsTheOther;
var init_claims = __esm({
  "packages/cli/src/lint/claims.ts"() {
    "use strict";
    init_token_shape();
    CHECKOUT = /(?:^|[\s`'"(\[])(?:\/(?:home|Users)\/[^/\s`'")\]]+|\/workspaces?|\/mnt\/[a-z]|\/srv|\/opt|\/root|\/var\/www|~|[A-Za-z]:)[\\/]((?!\.)[^\s`'")\]]+)/g;
    CODE_HOST_FILE = /https?:\/\/(?:www\.)?(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|gitee\.com)\/[^/\s]+\/[^/\s]+\/(?:-\/)?(?:blob|tree|raw|src)\/[^/\s]+\/([^\s)`'"#?<>\]]+)/g;
    ANOTHER_REPOSITORY = /\b(?:separate|sibling|other|another|different|external)\s+(?:[\w-]+\s+){0,2}(?:repo|repos|repository|repositories|codebase|checkout)\b|\bnot (?:inside|in|part of) (?:this|the) (?:[\w-]+ ){0,2}(?:repo|repository|codebase)\b|\b(?:across|all|each of) (?:the |our |all )?(?:\d+|several|multiple|both)? ?(?:[\w-]+ )?(?:repos|repositories)\b/i;
    TOOLCHAIN = /[\\/](?:site-packages|dist-packages|node_modules|AppData|Program Files(?: \(x86\))?|\.?venv|\.virtualenvs|\.pyenv|\.nvm|\.cargo|\.rustup|\.cache|\.local|\.npm|\.m2|\.gradle)(?:[\\/]|$)/i;
    ASIDE = new RegExp(
      [
        // negations
        "no longer|no|not|never|don't|do not|doesn't|does not|isn't|aren't|wasn't|weren't|won't|cannot|can't|shouldn't|removed|deleted|deprecated|dropped|obsolete|replaced|replaces|renamed|retired|legacy|formerly|previously|used to|no more|retire|retires|retiring|deleting|removing|gone|missing|absent|nonexistent|non-existent|abandoned|rejected|reverted|avoid|banned|forbidden|without|(?:zero|no|0) (?:hits|matches|results|occurrences|usages|references|callers|call sites)",
        // plans
        "todo|fixme|task \\d+|planned|plan to|plans to|will|going to|to be added|to add|should add|worth|next steps?|future|later|eventually|proposal|proposed|propose|pending|not yet|wip|roadmap|phase \\d+|backlog|idea|consider|might|could|would|tbd|draft|recommend(?:s|ed|ation)?(?:\\s+[\\w-]+){0,3}?\\s+(?:create|creating|move|moving|add|adding|split|splitting|extract|extracting|rename|renaming|introduce|introducing)",
        // the past
        "was|were|had been|originally|moved from|migrated from|old|earlier"
      ].map((words, group) => group === 0 ? `(?<![\\w-])(?:${words})(?![\\w-])` : `\\b(?:${words})\\b`).join("|"),
      "i"
    );
    NEGATION_BEFORE = new RegExp("(?<![\\p{L}\\p{N}_])(?:zero|n\xE3o|nao|nunca|sem|nem|sin|sans|senza|ohne|kein|keine[nmrs]?|nicht|geen|zonder|bez|jamais|jam\xE1s|aucune?|n['\u2019]\\p{L}+\\s+pas|ne\\s+\\p{L}+\\s+pas)(?:\\s+[\\p{L}]+){0,3}\\s*`?$", "iu");
    NEGATION_AFTER = /^`?\s*(?:ausentes?|faltando|fehlt|fehlen|assente|assenti|manquante?s?)(?![\p{L}])/iu;
    REPOSITORY_ROOT = /\b(?:repo|repository|project) root\b|^[\s*_-]*root\**\s*:/i;
    repositoryRoot = (shape, words) => shape.kind === "path" && !shape.path.includes("/") && !/\.\w+$/.test(shape.path) && REPOSITORY_ROOT.test(words);
    negatedBeside = (words, at, length) => NEGATION_BEFORE.test(words.slice(Math.max(0, at - 80), at)) || NEGATION_AFTER.test(words.slice(at + length));
    STILL_KEPT = /\b(?:is|are)\s+(?:still\s+)?(?:kept|retained|preserved)\b|\bstill\s+exists?\b|\b(?:stays?|remains?)\s+(?:as|in place|there|for|until|alongside|beside)\b/i;
    KEPT_THING_WORDS = /\b(?:old|legacy|former|original)\b/gi;
    REPLACED_WITH = /\b(?:replac(?:ed|es|e|ing)|superseded)\s+(?:`[^`\n]*`\s+)?(?:with|by)\b/i;
    CONTRAST = /\b(?:rather than|instead of|as opposed to|over)\b|,\s*(?:not|never)\b|\bnot\s+(?=`)|[,\uff0c]\s*(?:\u800c)?(?:\u4e0d\u662f|\u5e76\u975e|\u4e26\u975e|\u4e0d\u8981|\u522b|\u5207\u52ff)|\u800c\u975e|\u800c\u4e0d\u662f/i;
    EXAMPLE = /\b(?:e\.g\.|for example|for instance|such as|examples?:|like(?=\s+`)|ex[.:](?=\s)|z\.\s?B\.|zum Beispiel|bspw\.|p\.\s?ex\.|par exemple|por ejemplo|ad es\.)|(?:\uc608:|\uc608\ub97c \ub4e4\uc5b4|\u4f8b\u5982|\u4f8b\uff1a|\u4f8b:|\u4f8b\u3048\u3070|\u305f\u3068\u3048\u3070)/i;
    ANCHOR = /\b(?:lives?|located|location|defined|implemented|entry ?point|see|run|runs|stored|source of truth|handled|found|path|paths|is at|are at|is in|are in|under|script|config(?:ured)?)\b|\u2192|->/i;
    PLACE_WORDS = [
      String.raw`git-?ignored|ignored by git|not committed|untracked|dumps?|dumped|repo|repos|repository|upstream|fork`,
      String.raw`server|remote|ssh|vm|container|docker|machine|laptop|downloads?|desktop|appdata|site-packages|vendor|installed`,
      String.raw`host|deployed|production|prod|staging|bucket|s3|nfs|mount(?:ed)?|(?:network|smb|samba|file|nfs|windows|the|a)\s+share`,
      String.raw`drive|cloud|generated|(?:the|data|csv|an?)\s+exports?|output|artifacts?|cache|tmp|temp|logs?|worktrees?|branch(?:es)?|pr|commits?`,
      // "Home", "global" and "system" only as the machine's: a design system, global styles and the Home screen are code.
      String.raw`home\s+(?:folder|directory|dir)|(?:user's|your|my)\s+home`,
      String.raw`global(?:ly)?\s+install(?:ed)?|install(?:ed)?\s+global(?:ly)?`,
      String.raw`global\s+(?:config|settings|gitignore|skills?|agents?|commands?|tools?|packages?|node_modules)`,
      String.raw`system-wide|(?:operating|host|file|user's)\s+system|on\s+(?:the|this|my|your|their)\s+system`,
      String.raw`system\s+(?:python|packages?|librar(?:y|ies)|fonts?|install(?:ation)?|path|folders?|director(?:y|ies)|dirs?)`
    ];
    ELSEWHERE = new RegExp(String.raw`(?<![\w/.-])(?:${PLACE_WORDS.join("|")})(?![\w/-]|\.\w)`, "i");
    HERE = /\b(?:(?:this|our|the)\s+)?(?:repo|repository)(?:'s)?\s+root\b|\b(?:this|our)\s+(?:repo|repository)\b|\bin\s+(?:the\s+)?(?:repo|repository)\b(?=\s*(?:$|[.,;:)]|`[^`\s]*\.[A-Za-z]\w{0,4}`))/gi;
    SERVER_CODE = /\b(?:server|client)[- ]?(?:components?|actions?|functions?|side|rendered|rendering|only)\b|\b(?:dev|local|development)\s+server\b|\|\s*server\s*(?=\|)/gi;
    OUTSIDE_FILE = /(?:^|[\s`(|])~?(\/[\w.@+-]+(?:\/[\w.@+-]+)*\.[A-Za-z0-9]{1,10})(?=[\s`|),;:]|\.(?:\s|$)|$)/g;
    ABSOLUTE = /~\/|(?:^|\s|`)\/(?:home|Users|opt|etc|var|srv|mnt|tmp|usr|root|Volumes|private|media|run|nix|snap|Library|Applications|System|workspaces?|data|app|[A-Za-z])\//;
    WHY = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:why|reason|background|context|history|incident|story)\b[^:]{0,20}:/i;
    HOW = /^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:how to apply|how|apply|rule|usage|use)\b[^:]{0,20}:/i;
    RENAMING = /\b(?:mov(?:e|ed|es)|renam(?:e|ed|es)|migrat\w*|replac\w*|consolidat\w*|split)\b/i;
    RENAMED_BEFORE = /^`?(?:\s*\/\s*`[^`]*`)*\s*(?:\u2192|->|=>)/;
    DEPENDENCY_WORDS = /\b(?:uses?|using|via|library|libraries|package|packages|dependency|dependencies|deps?|sdk|framework|plugin|installed|install|version|pinned|bump(?:ed)?|upgrade[ds]?)\b|\bv?\d+\.(?:\d+|x)\b/i;
    SESSION_LOG = /^\W*(?:[\w-]*[-_ ])?(?:session|hand-?off|handover|sprint)[-_ ]+(?:notes?[-_ ]+)?(?:(?:19|20)\d\d[-_.]\d\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-_ ]?(?:19|20)\d\d)|^\W*(?:\u4ea4\u63a5|\u5f15\u304d\u7d99\u304e|\uc778\uc218\uc778\uacc4)[^\d\n]{0,8}(?:19|20)\d\d[-_.]\d\d/iu;
    PLAN_NAME = /\b(?:pending|to-?dos?|backlog|wishlist)\b/i;
    UNIT_RECORD = /(?:^|[-_\s])(?:sprint|phase|milestone|iteration|wave|stage|epic|\uc2a4\ud504\ub9b0\ud2b8|\ud398\uc774\uc988|\ub2e8\uacc4)[-_ ]?#?\d+(?:\.\d+)*[a-z]?(?:[-_\s(][^\n]{0,40}?)?[-_\s(](?:progress|artifacts|clean-?up|retro(?:spective)?|\uc9c4\ud589(?: ?(?:\uc0c1\ud669|\uc911|\ud604\ud669))?|\uc0b0\ucd9c\ubb3c|\u9032\u6357|\u8fdb\u5ea6)(?=$|[-_\s)\u2014\u2013:.,])/iu;
    HISTORY_NAME = /(?:^|[-_\s])(?:history|changelog|change-log)(?:$|[-_\s.])|(?:^|[-_\s])(?!(?:audit|event|activity|error|access|request|query|debug|console|app|server|build|crash|system|sync|call|chat|resume|progress|status|state|current)[-_\s])[a-z0-9]+[-_\s](?:log|journal|diary)$/i;
    HISTORY_DESCRIPTION = /\b(?:from|of|in) (?:older|earlier|previous|past|old) sessions\b|\bcurrent (?:state|status|version) (?:is|lives|is kept) in\b/i;
    RETIRED_LEAD = /^[\s>#*_\[(-]*(?:(?:deprecated|obsolete|superseded|archived|outdated|stale)(?:[*_\])]+|\s*(?:[:\u2014\u2013(]|-\s|\d{4}-\d\d|$)|\s+by\b)|no longer (?:current|valid|accurate|true)\b)/i;
    RETIRED_STATUS = /(?:^|[|>*_-])[\s*_]*(?:status|state|\uc0c1\ud0dc|\u72b6\u6001|\u72b6\u614b|estado|statut)(?:\*\*|__)?\s*[:\uff1a]\s*(?:\*\*|__)?\s*(?:archived|deprecated|obsolete|superseded)\b/i;
    PLAN_HEADING = /\b(?:task \d+|tasks|todo|pending|plans?|planned|planning|(?:known |open |new )?requirements(?!\.\w)|next steps?|pr[o\u00f3]xim[oa]s? pass?os?|siguientes? pasos?|pend[ei]ntes?|roadmap|backlog|ideas?|future|proposals?|open questions?|open(?: [\w-]+){0,2} (?:items|issues)|remaining|wishlist|still to \w+|estimated?|(?<!\bhow )to (?:build|create|implement|add|write|do|generate|delete|remove|rename|move|split|replace)|files? to (?:modify|change|touch|edit|update)|outstanding|next (?:session|time|up|tasks?|actions?|work|items?|priorities)|follow[- ]?ups?|target (?:architecture|structure|design|layout)|(?:architecture|structure) cible|arquitectura objetivo|arquitetura alvo|zielarchitektur)\b|(?<![\p{L}])(?:\u00e0|a) (?:construire|impl\u00e9menter|cr\u00e9er|d\u00e9velopper|faire|construir|implementar|fazer|criar|desenvolver)(?![\p{L}])|(?<![\p{L}])por (?:construir|implementar|hacer)(?![\p{L}])|(?:\ub2e4\uc74c (?:\uc791\uc5c5|\ub2e8\uacc4|\ud560 ?\uc77c|\uc138\uc158)|\ub0a8\uc740 (?:\uc791\uc5c5|\uc77c|\uacfc\uc81c|\ud0dc\uc2a4\ud06c|\ud56d\ubaa9)|\u6b8b\u308a?\u306e?(?:\u4f5c\u696d|\u30bf\u30b9\u30af|\u8ab2\u984c)|\u5269\u4f59(?:\u5de5\u4f5c|\u4efb\u52a1)|[(\uff08]\uc608\uc0c1[)\uff09]|\uc608\uc0c1 (?:\uc0b0\ucd9c\ubb3c|\uc18c\uc694|\uacb0\uacfc|\uc77c\uc815|\uacbd\ub85c)|(?:\uc218\uc815|\ubcc0\uacbd) ?(?:\ub300\uc0c1|\uc608\uc815)|\u4e0b\u4e00\u6b65|\u540e\u7eed|\u5f8c\u7e8c|\u9884\u8ba1|\u9810\u8a08|\u5f85\u4fee\u6539|\u6b21\u306e(?:\u30b9\u30c6\u30c3\u30d7|\u4f5c\u696d|\u30bf\u30b9\u30af)|\u6b21\u56de|(?:\u5909\u66f4|\u4fee\u6b63|\u6539\u4fee)\u4e88\u5b9a)/iu;
    RECOMMENDATIONS = /^\s*#+\s*\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:recommendations?|suggestions?|(?:recommended|suggested|proposed) (?:fix(?:es)?|solutions?|approach|changes?)|(?:recommended|suggested|proposed|target) (?:new )?(?:project |folder |directory )?(?:structure|layout|redesign|architecture|design|roadmap|refactor(?:ing)?)|(?:fix|soluci[o\u00f3]n|correc(?:ci\u00f3n|\u00e7\u00e3o|cao)|cambio)(?:es|s)? (?:recomendad|sugerid|propuest)[oa]s?|recomendaci(?:\u00f3n|ones)|recomenda(?:\u00e7\u00e3o|\u00e7\u00f5es)|recommandations?|empfehlung(?:en)?|raccomandazion[ei])(?=\s*(?:$|[:\uff1a(\u2014\u2013-]|(?:for|para|pour|f\u00fcr|per)(?![\p{L}])))/iu;
    COMPLETION_RECORD = /(?:^|[-_\s])(?:feature|story|sprint|phase|task|milestone|epic|ticket|step|stage)[-_ ]?#?\d+(?:\.\d+)*[a-z]?(?:[-_ ]\w+)*?[-_ ](?:complete|completed|done|finished|closed|shipped)(?=$|[-_\s])|(?:sprint|phase|\uc2a4\ud504\ub9b0\ud2b8|\ud398\uc774\uc988)\s*\d+(?:\.\d+)*(?:\s[^\n]{0,40}?)?\s*[(\uff08]?(?:\uc644\ub8cc|\u5b8c\u4e86|\u5b8c\u6210)/iu;
    BUILT_LIST = /^(?:what (?:was|we|i) (?:built|added|implemented|delivered)|built|implemented(?: files)?|delivered|deliverables?|files?|tests?|\uc0b0\ucd9c\ubb3c|\u6210\u679c\u7269|\u4ea4\u4ed8\u7269|\uad6c\ud604 ?\uc644\ub8cc(?: ?(?:\ud0dc\uc2a4\ud06c|\uc791\uc5c5|\ud56d\ubaa9))?|(?:\uc8fc\uc694 ?)?\uad6c\ud604(?:\ub41c)? ?(?:\ud30c\uc77c|\ub0b4\uc5ed)|\uc644\ub8cc(?:\ub41c)? ?(?:\ud0dc\uc2a4\ud06c|\uc791\uc5c5|\ud56d\ubaa9)|\u5b9f\u88c5(?:\u6e08\u307f|\u5b8c\u4e86)|\u5df2?\u5b9e\u73b0(?:\u7684)?(?:\u529f\u80fd|\u4efb\u52a1)?|\u5b8c\u6210(?:\u7684)?(?:\u4efb\u52a1|\u5de5\u4f5c))$/iu;
    labelWords = (text2) => text2.replace(/^\s*(?:[-*]\s*)?#*\s*/, "").replace(/[*_]/g, "").replace(/\s*[:\uff1a]\s*$/, "").replace(/\s*[(\uff08][^)\uff09]*[)\uff09]$/, "").trim();
    builtList = (text2) => BUILT_LIST.test(labelWords(text2));
    DEAD_CODE_LIST = /^(?:dead[- ]code|unused (?:code|exports?|files|functions|symbols))(?: (?:patterns?|found|removed|candidates|list))*$/i;
    deadCodeList = (text2) => DEAD_CODE_LIST.test(labelWords(text2));
    saidRemoved = (text2) => GONE_WORD.test(text2.slice(0, 40)) || /^\W*gone\b/i.test(text2);
    saysGone = (text2) => GONE_HEADING.test(text2) || RENAMING.test(text2) || GONE_WORD.test(text2) || /\b(?:discarded|reverted|removed|deleted)\b/i.test(text2);
    GONE_WORD = new RegExp("(?<![\\p{Script=Latin}\\d_])(?:removed|deleted|renamed|replaced|dropped|retired|overturned|superseded|umbenannt|gel\xF6scht|entfernt|ersetzt|verworfen|renomm\xE9e?s?|supprim\xE9e?s?|remplac\xE9e?s?|renombrad[oa]s?|eliminad[oa]s?|reemplazad[oa]s?|removid[oa]s?|exclu\xEDd[oa]s?|apagad[oa]s?|renomead[oa]s?|rimoss[oaie]|cancellat[oaie]|eliminat[oaie]|rinominat[oaie]|sostituit[oaie]|silindi|silinen(?:ler)?|kald\u0131r\u0131ld\u0131|kald\u0131r\u0131lan(?:lar)?|x\xF3a|xo\xE1|g\u1EE1 b\u1ECF|lo\u1EA1i b\u1ECF|obrisan[aoi]?|izbrisan[aoi]?|uklonjen[aoi]?|preimenovan[aoi]?|zam(?:ij)?enjen[aoi]?|usuni\u0119t[aey]|usuni\u0119to|odstran\u011Bn[aoy]?|smaz\xE1n[aoy]?|p\u0159ejmenov\xE1n[aoy]?)(?![\\p{Script=Latin}\\d_])|(?<![\\p{L}])(?:\u043F\u0435\u0440\u0435\u0438\u043C\u0435\u043D\u043E\u0432\u0430\\p{L}*|\u0443\u0434\u0430\u043B[\u0435\u0451]\u043D\\p{L}*|\u043F\u0435\u0440\u0435\u0439\u043C\u0435\u043D\u043E\u0432\u0430\\p{L}*|\u0432\u0438\u0434\u0430\u043B\u0435\u043D\\p{L}*)|(?:\u5220|\u522A|\u64A4|\u79FB\u9664|\u66FF\u4EE3|\u66FF\u6362|\u66FF\u63DB|\u53D6\u4EE3|\u91CD\u547D\u540D|\u6539\u540D|\u63A8\u7FFB|\u5E9F\u5F03|\u5EE2\u68C4|\u524A\u9664|\u5EC3\u6B62|\u540D\u524D\u5909\u66F4|\uC0AD\uC81C|\uC81C\uAC70|\uC774\uB984 \uBCC0\uACBD|\uD3D0\uAE30)", "iu");
    GONE_AFTER = /^`?\s*(?:(?:retirement|removal|deletion|deprecation)\b|[(\uff08]?\s*(?:(?:was|were|is|are|has been|have been|got|now)\s+)?(?:merged|folded|absorbed)\s+into\b|[(\uff08]?\s*\u5df2?\s*(?:\u5408\u5e76|\u5408\u4f75|\u5e76\u5165|\u4f75\u5165))/iu;
    OLD_BEFORE = /(?:\u65e7|\u820a)(?:\u7684|\u7248)?\s*`?$/u;
    CITED_BEFORE = /\b(?:specs?|specifications?|docs?|documents?|readme|plans?|briefs?|adrs?|issues?|tickets?|prs?|designs?|tasks?)\b(?:\s+[\w\u00a7.-]+){0,2}?\s+(?:cites|cited|citing|references|referenced|mentions|mentioned|said|says)\s+(?:a\s+|the\s+)?`?$/i;
    DESTINATION_BEFORE = /(?:\b(?:save[ds]?|saving|dump(?:s|ed)?|output(?:s|ted)?)\s+(?:[\w-]+\s+){0,3}?(?:to|into|under)|(?:\u4fdd\u5b58|\u5b58\u653e|\u8f93\u51fa|\u8f38\u51fa|\u5199\u5165|\u5beb\u5165|\u5b58)(?:\u5230|\u81f3)|\u4fdd\u5b58\u5148(?:\u306f|\u3092)?\s*[:\uff1a]?)\s*`?$/iu;
    OLD_AFTER = /\b(?:supersedes|supersede|superseding|replaces|replacing|in place of)\s*`?$/i;
    FROM_BEFORE = /(?:\b(?:from|von|de|desde|aus)|(?<![\p{L}])(?:\u0438\u0437|\u0441|\u0432\u0456\u0434|\u0437)|\u4ece|\u5f9e)\s*`?$/iu;
    GONE_HEADING = /(?<![\p{Script=Latin}\d_])(?:removed|deleted|deprecated|obsolete|legacy|retired|no longer|gone|dropped|abandoned|superseded|overturned|revoked|reversed|verworfen|annul\u00e9e?s?|revocad[oa]s?|old|former|alte[nrs]?|entfernt|gel\u00f6scht|veraltet|ancien(?:ne)?s?|supprim\u00e9e?s?|antiguos?|eliminados?|rimoss[oaie]|cancellat[oaie]|eliminat[oaie]|obsolet[oaie]|silinen(?:ler)?|kald\u0131r\u0131lan(?:lar)?|\u0111\u00e3 (?:x\u00f3a|xo\u00e1|g\u1ee1|lo\u1ea1i b\u1ecf)|g\u1ee1 b\u1ecf)(?![\p{Script=Latin}\d_])|(?:\u5df2\u522a\u9664|\u5df2\u5220\u9664|\u63a8\u7ffb|\u64a4\u9500|\u64a4\u92b7|\u5ee2\u68c4|\u5e9f\u5f03|\u820a\u7248|\u65e7\u7248|\u524a\u9664\u6e08|\uc0ad\uc81c\ub428|\u4e0d\u5b58\u5728|\u4e0d\u518d|\uc874\uc7ac\ud558\uc9c0 \uc54a)|(?<![\p{L}])(?:\u0443\u0434\u0430\u043b[\u0435\u0451]\u043d|\u0443\u0434\u0430\u043b\u0438\u043b|\u0443\u0431\u0440\u0430\u043d|\u0432\u044b\u0447\u0438\u0449|\u0437\u0430\u0447\u0438\u0449|\u0443\u0441\u0442\u0430\u0440\u0435\u043b|\u0431\u043e\u043b\u044c\u0448\u0435 \u043d\u0435|\u043d\u0435 \u0441\u0443\u0449\u0435\u0441\u0442\u0432\u0443|\u043e\u0442\u0441\u0443\u0442\u0441\u0442\u0432\u0443|\u0432\u0438\u0434\u0430\u043b\u0435\u043d|\u0432\u0438\u0434\u0430\u043b\u0438\u043b|\u043f\u0440\u0438\u0431\u0440\u0430\u043d|\u0432\u0438\u0447\u0438\u0449|\u0437\u0430\u0441\u0442\u0430\u0440\u0456\u043b|\u0431\u0456\u043b\u044c\u0448\u0435 \u043d\u0435|\u043d\u0435 \u0456\u0441\u043d\u0443|\u0432\u0456\u0434\u0441\u0443\u0442\u043d|\u043d\u0435\u043c\u0430\u0454)/iu;
    PLAN_ELSEWHERE_SAID = /(?<![\p{L}])(?:\u0437\u0430\u043f\u043b\u0430\u043d\u0438\u0440\u043e\u0432\u0430\u043d|\u043f\u043b\u0430\u043d\u0438\u0440\u0443|\u043f\u0440\u0435\u0434\u043b\u043e\u0436|\u0437\u0430\u043f\u0440\u043e\u043f\u043e\u043d\u043e\u0432|\u0437\u0430\u043f\u043b\u0430\u043d\u043e\u0432\u0430\u043d\u043e|\u043f\u043b\u0430\u043d\u0443\u0454\u043c|\u0432 \u0431\u0443\u0434\u0443\u0449\u0435\u043c|\u0443 \u043c\u0430\u0439\u0431\u0443\u0442\u043d\u044c\u043e\u043c\u0443|\u043f\u043e\u043a\u0430 \u043d\u0435\u0442|\u0449\u0435 \u043d\u0435\u043c\u0430\u0454|\u0435\u0449\u0451 \u043d\u0435\u0442|\u0435\u0449\u0435 \u043d\u0435\u0442)|(?<![\p{Script=Latin}\d_])(?:noch offen|offen|geplant|sp\u00e4ter|k\u00fcnftig|zuk\u00fcnftig|noch nicht|\u00e0 faire|pr\u00e9vue?s?|plus tard|pas encore|pendientes?|por hacer|planead[oa]s?|todav\u00eda no|a\u00fan no|a fazer|pendentes?|planejad[oa]s?|ainda n\u00e3o|yap\u0131lacak(?:lar)?|planlanan|hen\u00fcz)(?![\p{Script=Latin}\d_])|(?:\u5f85\u8fa6|\u5f85\u529e|\u672a\u4f86|\u672a\u6765|\u5c1a\u672a|\u672a\u5b9f\u88c5|\u4e88\u5b9a|\u4eca\u5f8c|\ubbf8\uad6c\ud604|\uc608\uc815|\ud5a5\ud6c4|\u63d0\u6848|\u63d0\u8bae|\u63d0\u8b70|\uc81c\uc548)|(?:\u8ba1\u5212|\u8a08\u756b|\u89c4\u5212|\u898f\u5283)(?:\u4e2d|\u5c06|\u5c07|\u8981|\u5728|\u4e8e|\u65bc|\u505a|\u52a0|\u6dfb\u52a0|\u65b0\u589e|\u5b9e\u73b0|\u5be6\u73fe|\u5f00\u53d1|\u958b\u767c|\u5f15\u5165|\u8fc1\u79fb|\u9077\u79fb)|\u6309(?:\u8ba1\u5212|\u8a08\u756b)/iu;
    PLAN_ELSEWHERE = new RegExp(`${PLAN_ELSEWHERE_SAID.source}|\u8A08\u756B|\u8BA1\u5212|\u898F\u5283|\u89C4\u5212|\u8A08\u753B|\uACC4\uD68D(?!\\s?\uC218\uB9BD)`, "iu");
    NEGATION_ELSEWHERE = /(?:\u3066\u306f\u306a\u3089\u306a\u3044|\u3066\u306f\u3044\u3051\u306a\u3044|\u3067\u306f\u3044\u3051\u306a\u3044|\u3066\u306f\u3060\u3081|\u306a\u3044\u3053\u3068|\u306a\u3044\u3067|\u307e\u305b\u3093|\u7981\u6b62|\u4e0d\u8981|\u4e0d\u5f97|\u4e0d\u80fd|\u5207\u52ff|\u4e0d\u5e94|\u4e0d\u61c9|\u6ca1\u6709|\u6c92\u6709|\ud558\uc9c0 ?\ub9c8|\ud558\uc9c0 ?\ub9d0|\uc54a|\uae08\uc9c0)/u;
    PAST_ELSEWHERE = /(?:\u65e7\u7684|\u820a\u7684|\u65e7\u7248|\u820a\u7248|\u539f\u6765\u7684|\u539f\u4f86\u7684|\u4ee5\u524d\u7684|\u66fe\u7ecf|\u66fe\u7d93|\u53e4\u3044|\u65e7\u6765|\uc608\uc804|\uc774\uc804\uc758)/u;
    CHANGE_MARK = /^`?\*{0,2}\s*[(\[](?:new|added|created|modified|changed|updated|edited|\uc2e0\uaddc|\ucd94\uac00|\uc218\uc815|\u65b0\u898f|\u65b0\u589e|\u65b0\u5efa|\u4fee\u6539|\u5909\u66f4)[)\]]/i;
    PLAN_LABEL = /\b(?:remaining|todo|to-?do|next(?: steps?)?|pending|still to do|follow[- ]?ups?|pr[o\u00f3]xim[oa]s?(?: pass?os?)?|siguientes? pasos?|pend[ei]ntes?)\s*:(?=\s)/i;
    YET_TO_EXIST = /\b(?:not yet (?:created|written|exist\w*)|(?:doesn't|does not|don't|do not) (?:yet )?exist yet|(?:is|are) yet to be (?:created|written|made)|to be created)\b|\uc544\uc9c1\s*(?:\uc874\uc7ac\ud558\uc9c0\s*\uc54a|\uc5c6|\uc0dd\uc131\ub418\uc9c0\s*\uc54a|\ub9cc\ub4e4\uc5b4\uc9c0\uc9c0\s*\uc54a)|\u307e\u3060(?:\u5b58\u5728\u3057(?:\u306a\u3044|\u307e\u305b\u3093)|\u306a\u3044|\u7121\u3044|\u4f5c\u6210\u3055\u308c\u3066\u3044\u306a\u3044|\u4f5c\u3089\u308c\u3066\u3044\u306a\u3044)|(?:\u5c1a\u672a|\u8fd8\u6ca1|\u9084\u6c92|\u8fd8\u672a|\u9084\u672a)(?:\u6709|\u5b58\u5728|\u521b\u5efa|\u5275\u5efa|\u5efa\u7acb|\u751f\u6210)/iu;
    TO_REMOVE = /(?:[;:\u2014\u2013]\s*|\b(?:to be|should be|can be|must be)\s+)(?:delete[ds]?|remove[ds]?|drop(?:ped)?)(?:\s+(?:it|them|these|both|this|those))?\s*[.!]?\s*$/i;
    GONE_LIST = new RegExp(`(?:${GONE_WORD.source})[^\\s:\uFF1A\`]*(?:\\s+[^\\s:\uFF1A\`]+){0,5}\\s*[:\uFF1A](?=\\s|\`|$)`, "iu");
    PLAN_STATUS = /\b(?:not yet (?:implemented|built|created|written|added|wired|merged|shipped|started|done|in place|there|exist\w*)|unimplemented|not implemented|to be (?:implemented|built|created|written|added|wired|done)|(?:files?|things?|code|pieces?|modules?) to (?:create|build|add|write|implement)|yet to be|(?:doesn't|does not|don't|do not) exist yet|create (?:the|a|an|new|it)|will (?:be )?(?:add|create|build|implement|write|live|go)\w*|(?:probable|likely|possible|suggested|potential|candidate) fix(?:es)?)\b/i;
    HISTORY_HEADING = /\b(?:(?:files?|paths?|changes?|code|scripts?|tests?|configs?|modules?|components?|pages?)\s+(?:touched|changed|modified|edited|updated|deleted|removed)|(?:touched|changed|modified|edited|updated)\s+(?:files?|paths?|scripts?|tests?|configs?|modules?|components?|pages?)|(?:file|fichiers?|archivos?|arquivos?|dateien)\s+(?:modificat[ie]|toccati|cambiati|modifi\u00e9e?s|modificados|alterados|ge\u00e4ndert)|ge\u00e4nderte dateien|history|changelog|change log|commits?|(?:bugs?\s+)?fix(?:es|ed)|what (?:was|we|i) (?:done|did|changed|completed|finished|fixed)|(?:done|completed|built|finished|fixed|changed) (?:in |during )?(?:this|that|the last|today's) session|work done|session (?:log|summary))\b/i;
    HISTORY_ELSEWHERE = /(?:\u6539|\u6539\u52a8|\u6539\u52d5|\u4fee\u6539|\u53d8\u66f4|\u8b8a\u66f4|\u66f4\u6539)(?:\u7684|\u8fc7\u7684|\u904e\u7684)?\s*(?:\u6587\u4ef6|\u6a94\u6848)|(?:\u505a|\u5e72|\u5e79)\u4e86(?:\u5565|\u4ec0\u4e48|\u4ec0\u9ebc|\u751a\u4e48)|\u5f85\s*commit\s*(?:\u7684)?\s*\u6587\u4ef6|(?:\u5909\u66f4|\u4fee\u6b63)(?:\u3057\u305f)?\u30d5\u30a1\u30a4\u30eb|(?:\ubcc0\uacbd|\uc218\uc815)(?:\ub41c|\ud55c)? ?\ud30c\uc77c|(?:bug|\u932f\u8aa4|\u9519\u8bef|\u7f3a\u9677)\s*\u4fee[\u590d\u5fa9]|(?:\ubcc0\uacbd|\uc218\uc815|\uc791\uc5c5|\uc5c5\ub370\uc774\ud2b8) ?(?:\ub0b4\uc5ed|\uc774\ub825|\uae30\ub85d|\ub85c\uadf8)|(?:\u5909\u66f4|\u66f4\u65b0|\u4f5c\u696d|\u4fee\u6b63)(?:\u5c65\u6b74|\u30ed\u30b0|\u8a18\u9332)|(?:\u53d8\u66f4|\u8b8a\u66f4|\u4fee\u6539|\u66f4\u65b0)(?:\u8bb0\u5f55|\u8a18\u9304|\u65e5\u5fd7|\u65e5\u8a8c|\u5386\u53f2|\u6b77\u53f2)|(?:\u5386\u53f2|\u6b77\u53f2|\u5c65\u6b74)(?:\u66f4\u65b0|\u8bb0\u5f55|\u8a18\u9304|\u53d8\u66f4|\u8b8a\u66f4|\u4fee\u6539|\u5909\u66f4)/u;
    RECORD_WORD = /\b(?:record|log)\b|(?:\uae30\ub85d|\u8bb0\u5f55|\u8a18\u9304|\u8a18\u9332)/iu;
    DONE_WORD = /\b(?:done|completed?|finished|fix(?:es|ed)?|shipped|landed|merged|implemented|progress)\b|(?:\uc644\ub8cc|\uc218\uc815|\uc9c4\ud589|\u5b8c\u6210|\u4fee\u590d|\u4fee\u5fa9|\u8fdb\u5ea6|\u9032\u5ea6|\u5b8c\u4e86|\u4fee\u6b63|\u9032\u6357)/iu;
    DATE = /(?:19|20)\d\d[-./]\d\d?(?:[-./]\d\d?)?\b/;
    openingWords = (heading) => heading.replace(/^\s*#+\s*/, "").replace(/^[^\p{L}]+/u, "").split(/\s+/).slice(0, 2).join(" ");
    doneOnADay = (heading) => DATE.test(heading) && (RECORD_WORD.test(heading) || !/^\s*#\s/.test(heading) && DONE_WORD.test(openingWords(heading)));
    historyHeading = (heading) => HISTORY_HEADING.test(heading) || HISTORY_ELSEWHERE.test(heading) || doneOnADay(heading);
    OUTDATED = new RegExp("\\b(?:discarded|reverted (?:all|every\\w*)|(?:this|the) (?:file|memory|note|section|page|doc(?:ument)?) is (?:now )?(?:outdated|stale|obsolete|superseded|out of date)|outdated|obsolete|superseded)\\b|(?<![\\p{L}])(?:\u0437\u0430\u0441\u0442\u0430\u0440\u0456\\p{L}*|\u0443\u0441\u0442\u0430\u0440\u0435\u043B\\p{L}*|\u0443\u0441\u0442\u0430\u0440\u0435\u0432\\p{L}*|veraltet|obsol\xE8te|obsoleto|\u5DF2\u8FC7\u65F6|\u5DF2\u904E\u6642)", "iu");
    outdatedCallout = (line) => {
      const said = OUTDATED.exec(line);
      return said !== null && said.index < 40 && (/^\s*>/.test(line) || /[\u26a0\u2757\ud83d\udeab]/u.test(line) || said[0] === said[0].toUpperCase() || /^(?:this|the)\b/i.test(said[0]));
    };
    DATED_HEADING = new RegExp(`^\\s*#+\\s*\\[?${DATE.source}`);
    RELEASE = /(v\d+(?:\.\d+){1,3}|\[v?\d+(?:\.\d+){1,3}\]|\d+\.\d+\.\d+)(?:-[\w.]+)?(?![\w.])/i;
    RELEASE_HEADING = new RegExp(`^\\s*#+\\s*${RELEASE.source}`, "i");
    releaseHeading = (line) => {
      const release = RELEASE_HEADING.exec(line)?.[1];
      return release !== void 0 && (/^[v[]/i.test(release) || DATE.test(line));
    };
    RELEASE_DESCRIPTION = new RegExp(`^\\W*(?:[\\w-]+\\s+)?${RELEASE.source}`, "i");
    CONDITION = /\b(?:if|unless|whenever|in case|suppose)\b[^,;]*?(?=,|:\s|\bthen\b|$)/gi;
    CREATE = /\b(?:create|scaffold|promote(?: \w+)? (?:to|into)|extract(?:\s+[\w-]+){0,3}?\s+(?:to|into)|be\s+(?:extracted|moved)\s+(?:to|into)|new file)\b|(?<![\p{L}])(?:\u0441\u043e\u0437\u0434\u0430(?:\u0442\u044c|\u0439|\u0439\u0442\u0435)|\u0441\u0442\u0432\u043e\u0440(?:\u0438\u0442\u0438|\u0438|\u0456\u0442\u044c)|erstell(?:en|e)|anlegen|cr(?:\u00e9er|\u00e9ez|ear|ea|iar|ie)\b|(?:extraer|mover)(?:se|l[oa]s?)?(?![\p{L}])|extrair(?![\p{L}]))|(?:\u4f5c\u6210|\u521b\u5efa|\u5efa\u7acb|\u65b0\u5efa|\uc0dd\uc131)/iu;
    PASCAL_NAME = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+(?:\(.*)?[),.:;!?]*$/;
    ANTI_PATTERN = /\b(?:bad|wrong)\s+(?:patterns?|ways?|examples?|approach(?:es)?)\b|\banti-?patterns?\b|\bwhat not to do\b|\u274c/i;
    LABEL = /^\s*(?:[-*]\s*)?(?:\*\*|__)[^*_]{1,60}:(?:\*\*|__)|^\s*(?:[-*]\s*)?(?:\*\*|__)[^*_]{1,60}(?:\*\*|__):|^\s*(?:\*\*|__)[^*_:]{1,60}(?:\*\*|__)\s*$/;
    BEFORE_MARK = /^\s*(?:#+\s*|[-*]\s+)?(?:\*\*|__)?\s*(?:before|antes|vorher|avant|prima|\u0434\u043e|\u0440\u0430\u043d\u0456\u0448\u0435|\u4e4b\u524d|\u4ee5\u524d|\u53d8\u66f4\u524d|\u8b8a\u66f4\u524d|\u4fee\u6539\u524d|\u5909\u66f4\u524d|\uc774\uc804|\ubcc0\uacbd \uc804)\s*(?:\*\*|__)?\s*[:\uff1a]?\s*(?:\*\*|__)?\s*$/iu;
    beforeMark = (text2) => BEFORE_MARK.test(text2);
    DOCUMENT_POINTER = /^\s*(?:\[[^\]]*\]\()?`?[\w./@-]+\.(?:md|mdx|txt|rst|adoc|pdf|docx?|drawio|html?)`?\)?(?=\s|$|[,.;:()\u2014\u2013-])/i;
    PLAN_LIST_LEAD = /^\s*[^\s`#>*_|-][^`:]{0,58}:\s*$/;
    PLAN_LIST_WORD = /\b(?:pending|to-?dos?|remaining|still to \w+|not yet \w+|next steps?|backlog|planned|outstanding|wishlist|open (?:items|questions))\b/i;
    GONE_LIST_LEAD = /^\s*[^\s`#>*_|-][^`]{0,118}:\s*$/;
    LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s|^\s{2,}\S/;
    TREE_LINE = /[\u251c\u2514\u2502]\u2500\u2500|^\s*[|`]--/;
    FENCE = /^\s*(```|~~~)/;
    COMMAND = /\b(?:(npm|pnpm|yarn|bun)\s+(?:run\s+)?|(make|just)\s+)([a-z][\w:.-]*)/gi;
    BUILTIN = new Set(
      "install i add remove rm uninstall update up upgrade exec dlx x create init publish link unlink ci audit outdated list ls why view info config set get login logout pack version help test start".split(
        " "
      )
    );
    MAP_ENTRY = /^\s*(?:[-*+]|\d+[.)])\s+(?:\*\*)?`[^`\s]+`((?:\s*(?:\+|,|&|and)\s*`[^`\s]+`)+)?(?:\*\*)?$/;
    NOT_MADE = /^(?:(?:still|yet)\s+)?(?:not|never)\s+(?:yet\s+)?(?:built|implemented|created|written|wired(?:\s+up)?|added|started|merged|shipped)\b/i;
    CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
    CODE_NAME = /(?<![\w$./\\@#:=-])((?:[a-z][a-z0-9]+(?:[A-Z][a-z0-9]+)+)|(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+))(?![\w$/\\@=(-]|[.:][\w$])/g;
    WIDE_PUNCTUATION = /[\u3001\uff0c\u3002\uff1b\uff1a\uff08\uff09\u300c\u300d\u300e\u300f\u3010\u3011\uff0f\uff01\uff1f\uff5c\u3008\u3009\u300a\u300b]/g;
    PROSE_FILE = new RegExp(String.raw`\.[A-Za-z0-9]{1,10}(?:${LINE_POINTER})?[),.:;!?]*$`);
    CJK_BEFORE_PATH = /^[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+(?=[A-Za-z0-9_.~-]*[/\\.])/u;
    PARTICLE_AFTER_FILE = /(?<=\.[A-Za-z][A-Za-z0-9]{0,9})[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\S*$/u;
    TREE_ENTRY = /^(.*?(?:[\u251c\u2514]\u2500\u2500|[|`]--)[\u2500-]*\s*)([^\s#\u2190<(]+)/;
    TREE_BASE = /^\s*([\w.@-]+(?:\/[\w.@-]+)*\/)\s*(?:#.*)?$/;
    LEAD_MARK = /^\s*(?:(?:[-*+]|\d+[.)])\s+)?[(\[]([^()[\]\n]{1,30})[)\]](?!\()/;
    markedAside = (line) => {
      const mark = LEAD_MARK.exec(line)?.[1];
      return mark !== void 0 && (historyHeading(mark) || GONE_HEADING.test(mark) || PLAN_HEADING.test(mark));
    };
    HISTORY_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(?:(?:files?|paths?|code|scripts?|tests?|configs?|modules?|components?|pages?)\s+(?:touched|changed|modified|edited|updated)|(?:touched|changed|modified|edited|updated)\s+(?:files?|paths?|scripts?|tests?|configs?|modules?|components?|pages?)|(?:\ubcc0\uacbd|\uc218\uc815|\ucd94\uac00)(?:\ub41c)? ?\ud30c\uc77c|(?:\u53d8\u66f4|\u8b8a\u66f4|\u4fee\u6539|\u6539\u52a8|\u6539\u52d5|\u65b0\u589e)(?:\u7684)?\u6587\u4ef6|\u5909\u66f4(?:\u3057\u305f)?\u30d5\u30a1\u30a4\u30eb)\s*[:\uff1a]\s/i;
    WIKI_PATH = /^(?=[^/]*\/|.*\.(?!md$)[A-Za-z][A-Za-z0-9]{0,9}$)[\w.@-]+(?:\/[\w.@-]+)*\/?$/;
    TEMPLATE_PLACEHOLDER = /^\s*(?:\{\{\s*[^{}\s]+\s*\}\}|\$\{[^{}\s]+\}|\{[^{}\s]+\})\s*$/;
    TICKED = /^\s*(?:[-*+]|\d+[.)])\s+\[[xX\u2713\u2714]\]\s/;
    DONE_STATUS = /[\u2705\u2714]|\b(?:COMPLETED?|DONE|SHIPPED|MERGED|LANDED)\b|(?:[\u2014\u2013:|-]|\*\*)\s*(?:complete[d]?|done|shipped|merged|landed)\b|(?:\uc644\ub8cc|\u5df2\u5b8c\u6210|\u5b8c\u6210|\u5b8c\u4e86)/u;
    OPEN_STATUS = /[\u23f3\ud83d\udd04\ud83d\udea7\u2b1c\u274c\u2610]|\b(?:PENDING|IN PROGRESS|TODO|NOT STARTED|BLOCKED|WIP|PLANNED|NEXT)\b|\b(?:pending|in progress|not started|blocked|planned|next up)\b|(?:\uc9c4\ud589 ?\uc911|\ubbf8\uc644\ub8cc|\u672a\u5b8c\u6210|\u672a\u5f00\u59cb|\u672a\u958b\u59cb|\u8fdb\u884c\u4e2d|\u9032\u884c\u4e2d|\u672a\u7740\u624b)/u;
    doneStage = (line) => DONE_STATUS.test(line) && !OPEN_STATUS.test(line);
    BLOCK_START = /^\s*([-*+]\s|\d+[.)]\s|#|\||>|\*\*[^*]+:\*\*|$)/;
    TABLE_ROW = /^\s*\|/;
    TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
    OLD_COLUMN = /^\s*(?:\*\*)?(?:old|before|from|previous|former|was|legacy|deprecated|removed|replaced|antes|anterior|antigo|antiguo|ancien|avant|prima|alt|vorher|bisher|fr\u00fcher|ehemals|voorheen|oud|\u65e7|\u820a|\u539f|\u4e4b\u524d|\u4ee5\u524d|\u6539\u524d|\u5909\u66f4\u524d|\uc774\uc804|\ubcc0\uacbd ?\uc804)(?:\s+(?:name|path|file|location|key|value|column|field|id|api|url|route|import|module|package))?s?(?:\*\*)?\s*$/iu;
    oldColumnsOf = (header) => cellSpans(header).flatMap(([start2, end], column) => OLD_COLUMN.test(header.slice(start2, end)) ? [column] : []);
    RECORD_BELOW = /\b(?:items|changes|fixes|findings|tasks|steps|points|issues)\s+(?:below|listed below|that follow|following)\s+(?:were|have been|are|got)\s+(?:all\s+)?(?:implemented|done|completed|fixed|applied|shipped|resolved|addressed)\b/i;
    NUMBERED = /^\s*\d+[.)]\s/;
    segmentsOf = (path3) => path3.split(/[/\\]+/).filter((name) => name !== "" && name !== ".").join("/");
    blankCode = (text2) => text2.replace(/`[^`\n]*`/g, (span) => " ".repeat(span.length));
    QUOTED_TITLE = /(?:`[^`\n]+`|[\w.-]+\.[A-Za-z]\w{0,4}|\u2192|->)\s*(?:(?:\u2192|->|>|\u00a7|:|,)\s*)?((?:"|\u201c)[^"\u201d\n]{1,160}["\u201d])/gu;
    quotedTitles = (text2) => [...text2.matchAll(QUOTED_TITLE)].map((m) => [m.index + m[0].length - m[1].length, m.index + m[0].length]);
    blankSpans = (text2, spans) => spans.reduce((blanked, [start2, end]) => blanked.slice(0, start2) + " ".repeat(end - start2) + blanked.slice(end), text2);
    NOT_WHAT = /\(\s*not\s+(?:the|a|an)\b[^()\n]*\)/gi;
    oneEndsTheOther = (a, b) => `/${a}`.endsWith(`/${b}`) || `/${b}`.endsWith(`/${a}`);
  }
});

// packages/cli/src/lint/project-tree.ts
function walkProject(root, memoryDir) {
  const files = [];
  const folders = /* @__PURE__ */ new Set();
  const memoryFiles2 = /* @__PURE__ */ new Set();
  const links = /* @__PURE__ */ new Set();
  let entries = 0;
  const walk2 = (folder) => {
    let listing;
    try {
      listing = (0, import_node_fs31.readdirSync)(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of listing) {
      if (++entries > MAX_ENTRIES) return;
      const path3 = (0, import_node_path34.join)(folder, entry.name);
      const shown2 = posix4((0, import_node_path34.relative)(root, path3));
      if (isInside(path3, memoryDir)) {
        if (entry.isDirectory()) walkMemory(path3);
        else memoryFiles2.add(shown2);
        continue;
      }
      if (entry.isDirectory()) {
        if (entry.name === ".git" || entry.name === "node_modules") continue;
        folders.add(shown2);
        walk2(path3);
      } else {
        files.push(shown2);
        if (entry.isSymbolicLink()) links.add(shown2);
      }
    }
  };
  const walkMemory = (folder) => {
    for (const entry of safeList(folder)) {
      const path3 = (0, import_node_path34.join)(folder, entry.name);
      if (entry.isDirectory()) walkMemory(path3);
      else memoryFiles2.add(posix4((0, import_node_path34.relative)(root, path3)));
    }
  };
  if (isInside(root, memoryDir)) walkMemory(root);
  else walk2(root);
  return treeOf(root, files, folders, memoryFiles2, links);
}
function treeOf(root, files, folders, memoryFiles2, links) {
  files.sort();
  const byName2 = /* @__PURE__ */ new Map();
  for (const path3 of [...files, ...folders]) {
    const name = path3.slice(path3.lastIndexOf("/") + 1);
    const same = byName2.get(name);
    if (same) same.push(path3);
    else byName2.set(name, [path3]);
  }
  return { files, folders, byName: byName2, memoryFiles: memoryFiles2, links, ignored: notCommittedOf(root) };
}
function listedProject(root, memoryDir, listed, keep = () => true) {
  const files = [];
  const folders = /* @__PURE__ */ new Set();
  const memoryFiles2 = /* @__PURE__ */ new Set();
  const memoryPrefix = isInside(memoryDir, root) ? `${posix4((0, import_node_path34.relative)(root, memoryDir))}/` : void 0;
  for (const path3 of listed.slice(0, MAX_ENTRIES)) {
    if (memoryPrefix !== void 0 && (memoryPrefix === "/" || path3.startsWith(memoryPrefix))) {
      memoryFiles2.add(path3);
      continue;
    }
    if (path3.startsWith("node_modules/") || path3.includes("/node_modules/")) continue;
    let start2 = 0;
    for (let at = path3.indexOf("/"); at !== -1; at = path3.indexOf("/", at + 1)) {
      if (keep(path3.slice(start2, at))) folders.add(path3.slice(0, at));
      start2 = at + 1;
    }
    if (keep(path3.slice(start2))) files.push(path3);
  }
  return treeOf(root, files, folders, memoryFiles2, /* @__PURE__ */ new Set());
}
function treeFromKept(root, kept) {
  const { files, folders, memoryFiles: memoryFiles2 } = kept ?? {};
  if (!strings(files) || !strings(folders) || !strings(memoryFiles2)) return void 0;
  return treeOf(root, [...files], new Set(folders), new Set(memoryFiles2), /* @__PURE__ */ new Set());
}
function safeList(folder) {
  try {
    return (0, import_node_fs31.readdirSync)(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}
function submodulesOf(root) {
  try {
    const file = (0, import_node_path34.join)(root, ".gitmodules");
    if ((0, import_node_fs31.lstatSync)(file).isSymbolicLink()) return [];
    const text2 = readFileHead(file, MAX_GITIGNORE_BYTES)?.text ?? "";
    return [...text2.matchAll(/^\s*path\s*=\s*(.+?)\s*$/gm)].map((m) => m[1].replace(/^\.\/|\/+$/g, ""));
  } catch {
    return [];
  }
}
function notCommittedOf(root, gitignore = gitignoreText(root), { nested: nested2 = true } = {}) {
  const submodules = submodulesOf(root);
  const inSubmodule = (path3) => submodules.some((folder) => path3 === folder || path3.startsWith(`${folder}/`));
  const ignored = ignoredByGitignore(gitignore);
  const below = /* @__PURE__ */ new Map();
  const ignoredBelow = (path3) => {
    const parts = path3.split("/");
    if (parts.includes("..")) return false;
    for (let i = 1; i < parts.length; i++) {
      const folder = (0, import_node_path34.join)(root, ...parts.slice(0, i));
      if (!below.has(folder))
        below.set(folder, isRealFolder(folder) ? ignoredByGitignore(gitignoreText(folder)) : void 0);
      const ignores = below.get(folder);
      if (ignores === void 0) return false;
      if (ignores(parts.slice(i).join("/"))) return true;
    }
    return false;
  };
  return (path3) => inSubmodule(path3) || ignored(path3) || nested2 && ignoredBelow(path3);
}
function isRealFolder(path3) {
  try {
    return (0, import_node_fs31.lstatSync)(path3).isDirectory();
  } catch {
    return false;
  }
}
function gitignoreText(root) {
  try {
    const file = (0, import_node_path34.join)(root, ".gitignore");
    return (0, import_node_fs31.lstatSync)(file).isSymbolicLink() ? "" : readFileHead(file, MAX_GITIGNORE_BYTES)?.text ?? "";
  } catch {
    return "";
  }
}
function ignoredByGitignore(text2) {
  const matchers = text2.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("!")).map((line) => {
    const anchored = line.startsWith("/") || line.replace(/\/$/, "").includes("/");
    const pattern = line.replace(/^\//, "").replace(/\/$/, "");
    return (0, import_picomatch3.default)(anchored ? pattern : `**/${pattern}`, { dot: true });
  });
  const written = text2.split(/\r?\n/).map((line) => line.trim().replace(/^\//, "").replace(/\/$/, "")).filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("!"));
  const fileParts = written.filter((line) => line.includes("/")).map((line) => line.slice(line.lastIndexOf("/") + 1)).filter((part) => /[*?]/.test(part) && part.replace(/\.[A-Za-z0-9]+$/, "").replace(/[*?]/g, "").length >= 3).map((part) => (0, import_picomatch3.default)(part, { dot: true }));
  return (path3) => {
    const parts = path3.split("/");
    return parts.some((_, i) => matchers.some((match) => match(parts.slice(0, i + 1).join("/")))) || written.some((line) => line === path3 || line.endsWith(`/${path3}`)) || !path3.includes("/") && fileParts.some((match) => match(path3));
  };
}
function findInTree(tree, path3, stem = false) {
  if (tree.folders.has(path3) || hasFile(tree, path3)) return { found: path3 };
  const name = path3.slice(path3.lastIndexOf("/") + 1);
  const ends = (real) => [real, real.replace(ROUTE_GROUP, "$1$2")].some((form) => form === path3 || form.endsWith(`/${path3}`));
  let candidates = (tree.byName.get(name) ?? []).filter(ends);
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (candidates.length === 0 && !(extension !== void 0 && FILE_EXTENSIONS.has(extension))) {
    const withExtension = [...tree.byName.entries()].filter(
      ([entry]) => entry.startsWith(`${name}.`) && !entry.slice(name.length + 1).includes(".") && // `terraform.tfvars.example` is a template of the file, not the file (which is often not committed).
      !COPY_SUFFIX.test(entry.slice(name.length))
    ).flatMap(([, paths]) => paths.filter((real) => !tree.folders.has(real) && ends(real.replace(/\.[^./]+$/, ""))));
    if (withExtension.length > 0 || stem) candidates = withExtension;
  }
  if (!path3.includes("/") && candidates.length > 0 && candidates.every((real) => STAND_IN_FOLDER.test(real)))
    return { near: true };
  if (candidates.length === 1) return { found: candidates[0] };
  if (candidates.length > 1) return { ambiguous: candidates };
  const lower = path3.toLowerCase();
  const sameButCase = (tree.byName.get(name) ?? []).filter(
    (real) => real.toLowerCase() === lower || real.toLowerCase().endsWith(`/${lower}`)
  );
  if (sameButCase.length === 1) return { found: sameButCase[0] };
  if (shorthandIn(tree, path3) || pairIn(tree, path3)) return { near: true };
  const parent = path3.includes("/") ? path3.slice(0, path3.lastIndexOf("/")) : "";
  const prefix = new RegExp(`^${escapeRegExp(name)}[-_. ]`);
  const base = /^(.+)\.[A-Za-z0-9]+$/.exec(name)?.[1];
  const sibling = base ? new RegExp(`^${escapeRegExp(base)}\\.[A-Za-z0-9]+$`) : void 0;
  for (const [entry, paths] of tree.byName)
    if ((prefix.test(entry) || sibling?.test(entry)) && paths.some((real) => real.slice(0, real.lastIndexOf("/")).endsWith(parent)))
      return { near: true };
  return void 0;
}
function pairIn(tree, path3) {
  const named = /^(?:.*\/)?([\w.-]+)\.([A-Za-z0-9]+)\/([\w.-]+\.[A-Za-z0-9]+)$/.exec(path3);
  if (named && FILE_EXTENSIONS.has(named[2].toLowerCase()))
    return tree.byName.has(`${named[1]}.${named[2]}`) && tree.byName.has(named[3]);
  const pair = /^(?:(.*)\/)?([\w-]+)\/([\w-]+)\.([A-Za-z0-9]+)$/.exec(path3);
  if (!pair) return false;
  const [, folder = "", first = "", second = "", extension = ""] = pair;
  const folderOf = (real) => real.slice(0, Math.max(0, real.lastIndexOf("/")));
  const firsts = new Set((tree.byName.get(`${first}.${extension}`) ?? []).map(folderOf));
  return (tree.byName.get(`${second}.${extension}`) ?? []).some((real) => {
    const at = folderOf(real);
    return firsts.has(at) && (folder === "" || at === folder || at.endsWith(`/${folder}`));
  });
}
function shorthandIn(tree, path3) {
  const segments = path3.split("/");
  if (segments.length < 2) return false;
  const first = segments[0];
  const rest = segments.slice(1).join("/");
  const plain = (name) => name.toLowerCase().replace(/[-_.]/g, "");
  for (const real of tree.byName.get(segments.at(-1)) ?? []) {
    if (!real.endsWith(`/${rest}`)) continue;
    const above = real.slice(0, real.length - rest.length - 1).split("/");
    const last = above.at(-1);
    if (last !== first && /[.\-_]/.test(last.slice(-first.length - 1, -first.length)) && last.endsWith(first))
      return true;
    const at = above.lastIndexOf(first);
    const layout = at === -1 ? void 0 : above.slice(at + 1);
    if (layout !== void 0 && layout.length >= 1 && layout.length <= 2 && (layout.length === 1 ? layout[0] === "src" || plain(layout[0]) === plain(first) : layout[0] === "src" && plain(layout[1]) === plain(first)))
      return true;
  }
  return false;
}
function hasFile(tree, path3) {
  const name = path3.slice(path3.lastIndexOf("/") + 1);
  return (tree.byName.get(name) ?? []).includes(path3);
}
function globMatches(tree, glob2) {
  const match = (0, import_picomatch3.default)(glob2, { dot: true });
  const within2 = (0, import_picomatch3.default)(`**/${glob2}`, { dot: true });
  return [...tree.files, ...tree.folders].some((path3) => match(path3) || within2(path3));
}
function leadsIntoMemory(root, path3, memoryDir) {
  const full = (0, import_node_path34.resolve)(root, path3);
  if (isInside(full, memoryDir) || isInside(memoryDir, full)) return true;
  try {
    const real = (0, import_node_fs31.realpathSync)(full);
    const memory = (0, import_node_fs31.realpathSync)(memoryDir);
    return isInside(real, memory) || isInside(memory, real);
  } catch {
    return false;
  }
}
function isMemoryPath(tree, path3) {
  for (const file of tree.memoryFiles)
    if (file === path3 || file.endsWith(`/${path3}`) || file.startsWith(`${path3}/`) || file.includes(`/${path3}/`))
      return true;
  return false;
}
function workspacePackage(tree, module2) {
  const scoped = /^@[\w.-]+\/([\w.-]+)/.exec(module2);
  if (!scoped) return false;
  const folder = scoped[1];
  return (tree.byName.get("package.json") ?? []).some(
    (manifest) => manifest === `${folder}/package.json` || manifest.endsWith(`/${folder}/package.json`)
  );
}
var import_node_fs31, import_node_path34, import_picomatch3, MAX_ENTRIES, MAX_GITIGNORE_BYTES, posix4, strings, keptTreeOf, COPY_SUFFIX, STAND_IN_FOLDER, ROUTE_GROUP;
var init_project_tree = __esm({
  "packages/cli/src/lint/project-tree.ts"() {
    "use strict";
    import_node_fs31 = require("node:fs");
    import_node_path34 = require("node:path");
    import_picomatch3 = __toESM(require_picomatch2(), 1);
    init_dist5();
    init_read_file();
    init_token_shape();
    MAX_ENTRIES = 5e4;
    MAX_GITIGNORE_BYTES = 64 * 1024;
    posix4 = (path3) => path3.split(import_node_path34.sep).join("/");
    strings = (value) => Array.isArray(value) && value.every((item) => typeof item === "string");
    keptTreeOf = (tree) => ({
      files: tree.files,
      folders: [...tree.folders],
      memoryFiles: [...tree.memoryFiles]
    });
    COPY_SUFFIX = /^\.(?:example|sample|template|tmpl|dist|default|defaults|bak|orig|old|local)$/i;
    STAND_IN_FOLDER = /(?:^|\/)(?:templates?|scaffolds?|skeletons?|boilerplates?|examples?|samples?|fixtures?|__fixtures__|testdata|stubs?)\//i;
    ROUTE_GROUP = /(^|\/)\(([\w.-]+)\)(?=\/)/g;
  }
});

// packages/cli/src/lint/held-claims.ts
function distinctiveName(name) {
  if (name.length < 4 || COMMON.has(name)) return false;
  if (isClassName(name)) return name.length >= 7 && /[a-z0-9](?:-{1,2}|_{1,2})[a-z0-9]/.test(name);
  const last = name.slice(name.lastIndexOf(".") + 1);
  return /[a-z][A-Z]|[A-Z]{2,}[a-z]|[A-Za-z]\d|\d[A-Za-z]/.test(last) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(last) || /^[A-Z][a-z]+[A-Z]/.test(last);
}
function mayHoldPath(claim, path3) {
  if (claim.aside || claim.example || claim.elsewhere || claim.section === "why" || claim.section === "fence")
    return false;
  if (path3 === "" || /\s/.test(path3) || UNTRACKED.test(path3)) return false;
  if (/(^|\/)MEMORY\.md$/i.test(path3)) return false;
  const segments = path3.split("/");
  const folderSaid = claim.shape.kind === "path" && claim.shape.folder === true;
  if (segments.length === 1) return folderSaid && claim.backticked;
  return claim.backticked || folderSaid || /\.[A-Za-z0-9]{1,10}$/.test(segments.at(-1));
}
function mayHoldName(claim, path3) {
  if (claim.aside || claim.example || claim.elsewhere || claim.section === "why" || claim.section === "fence")
    return false;
  if (path3.includes("/") || !/^[\w.-]+\.[A-Za-z0-9]{1,10}$/.test(path3)) return false;
  if (/(^|\/)MEMORY\.md$/i.test(path3)) return false;
  const stem = path3.replace(/\.[^.]*$/, "");
  return !EVERY_PROJECT_STEM.test(stem) && (claim.backticked || distinctiveName(stem));
}
function moduleInFolder(tree, segments) {
  const parent = segments.slice(0, -1).join("/");
  if (!tree.folders.has(parent)) return false;
  const wanted2 = loose(segments.at(-1));
  return tree.files.some(
    (file) => file.startsWith(`${parent}/`) && !file.slice(parent.length + 1).includes("/") && loose(file.slice(parent.length + 1).replace(/\.[A-Za-z0-9]+$/, "")) === wanted2
  );
}
function siblingFolders(tree, segments) {
  if (segments.length < 3) return false;
  const parentsOf = (name) => new Set(
    (tree.byName.get(name) ?? []).filter((real) => tree.folders.has(real)).map((real) => real.slice(0, Math.max(0, real.lastIndexOf("/"))))
  );
  const [first, ...rest] = segments.map(parentsOf);
  return [...first ?? []].some((parent) => rest.every((parents) => parents.has(parent)));
}
function heldPath(claim, tree, path3) {
  if (!mayHoldPath(claim, path3) || tree.ignored(path3)) return false;
  const segments = path3.split("/");
  const first = segments[0];
  const name = segments.at(-1);
  const folderSaid = claim.shape.kind === "path" && claim.shape.folder === true;
  if (segments.length === 1)
    return (tree.byName.get(first) ?? []).some((real) => tree.folders.has(real)) ? false : "if-history";
  if (!folderSaid && !/\.[A-Za-z0-9]+$/.test(name) && segments.length === 2) return false;
  if (!folderSaid && !/\.[A-Za-z0-9]+$/.test(name) && (moduleInFolder(tree, segments) || siblingFolders(tree, segments)))
    return false;
  if (REF_PREFIXES.has(first) && !tree.folders.has(first)) return false;
  if ((tree.byName.get(first) ?? []).some((real) => tree.folders.has(real))) return "held";
  const named = (tree.byName.get(name) ?? []).filter((real) => !tree.folders.has(real));
  if (named.some((real) => path3.endsWith(`/${real}`))) return false;
  const header = /\.(?:h|hh|hpp|hxx)$/i.test(name);
  const file = /\.[A-Za-z0-9]+$/.test(name);
  if (file && !header && !UBIQUITOUS.test(name) && named.length >= 1 && named.length <= 2) return "held";
  return file && !UBIQUITOUS.test(name) || folderSaid ? "if-history" : false;
}
function inLibrary(tree, path3, libraries) {
  const first = path3.split("/")[0];
  if (libraries === void 0 || !path3.includes("/")) return false;
  if ((tree.byName.get(first) ?? []).some((real) => tree.folders.has(real))) return false;
  return libraries(first);
}
function namesAnotherCheckout({ places, anotherRepository }, rootName, exists) {
  if (anotherRepository) return true;
  return places.some((segments) => anotherPlace(segments, rootName, exists));
}
function describedElsewhere({ describedPlaces }, rootName, exists) {
  return describedPlaces.some((segments) => anotherPlace(segments, rootName, exists));
}
function mostlyAbsent(claims, found) {
  const paths = new Set(
    claims.flatMap(
      (claim) => claim.shape.kind === "path" && !claim.shape.glob && claim.shape.path.includes("/") && // A git ref (`origin/main`, `feature/new-ui`) is no path, here or elsewhere.
      !REF_PREFIXES.has(claim.shape.path.split("/")[0]) && mayHoldPath(claim, claim.shape.path) ? [claim.shape.path] : []
    )
  );
  return [...paths].filter(found).length * 2 < paths.size;
}
function aboutAnotherCheckout(read3, rootName, tree) {
  return describedElsewhere(read3, rootName, inTree(tree)) || namesAnotherCheckout(read3, rootName, inTree(tree)) && mostlyAbsent(read3.claims, (path3) => findInTree(tree, path3) !== void 0);
}
function missingPaths(claims, tree, outside2 = false, libraries) {
  const missing = [];
  if (outside2) return missing;
  const seen = /* @__PURE__ */ new Set();
  const said = saidGone(claims);
  for (const claim of claims) {
    const { shape } = claim;
    if (shape.kind !== "path" || shape.stem || seen.has(shape.path) || said.has(nameOf2(shape.path))) continue;
    if (isMemoryPath(tree, shape.path) || claim.example) continue;
    if (!shape.path.includes("/") && shape.folder !== true && claim.folders.some((folder) => findInTree(tree, folder) === void 0))
      continue;
    if (shape.glob) {
      if (!globMatches(tree, shape.path) && heldPath(claim, tree, shape.path.replace(/\/?[^/]*[*?{].*$/, "")) === "held") {
        seen.add(shape.path);
        missing.push({ path: shape.path, line: claim.line });
      }
      continue;
    }
    if (findInTree(tree, shape.path) !== void 0 || throughLink(tree, shape.path)) continue;
    const holding = missingHolding(claim, tree, shape.path, libraries);
    if (!holding) continue;
    const named = tree.byName.get(shape.path.slice(shape.path.lastIndexOf("/") + 1)) ?? [];
    if (claim.leftFolder && named.length > 0) continue;
    seen.add(shape.path);
    missing.push({
      path: shape.path,
      line: claim.line,
      ...named.length === 1 ? { moved: named[0] } : {},
      ...holding === "if-history" ? { ifHistory: true } : {}
    });
  }
  const firm = new Set(missing.flatMap(({ path: path3, ifHistory }) => ifHistory ? [] : [path3]));
  const based = missing.filter(({ path: path3, ifHistory }) => !ifHistory || !tailsOf(path3).some((tail) => firm.has(tail)));
  const tails = new Set(based.flatMap(({ path: path3 }) => tailsOf(path3)));
  const once = based.filter(({ path: path3 }) => !tails.has(path3));
  const outer = once.filter(({ path: path3 }) => !once.some((other) => path3.startsWith(`${other.path.replace(/\/$/, "")}/`)));
  return onePerGoneFolder(outer, (folder) => findInTree(tree, folder) !== void 0);
}
function onePerGoneFolder(missing, there) {
  const said = /* @__PURE__ */ new Set();
  return missing.filter(({ path: path3 }) => {
    const folder = path3.includes("/") ? path3.slice(0, path3.lastIndexOf("/")) : "";
    const stem = nameOf2(path3).replace(/(?<=.)\..*$/, "");
    const unit = folder === "" || there(folder) ? `${folder}/${stem}` : folder;
    if (said.has(unit)) return false;
    said.add(unit);
    return true;
  });
}
function saidGone(claims) {
  return new Set(
    claims.filter(
      (claim) => claim.aside && claim.shape.kind === "path" && (/\.[A-Za-z0-9]+$/.test(claim.shape.path) || claim.shape.folder === true) && claim.gone === true
    ).map((claim) => nameOf2(claim.shape.path))
  );
}
function heldClaims(claims, type) {
  const held = [];
  const said = saidGone(claims);
  const seen = /* @__PURE__ */ new Set();
  const add = (claim) => {
    const key = claim.kind === "path" ? `p|${claim.path}` : `n|${claim.name}|${claim.file}`;
    if (seen.has(key)) return;
    seen.add(key);
    held.push(claim);
  };
  const judgement = type === "feedback" || type === "user";
  const counts = (claim) => !judgement || claim.section === "description" || claim.section === "how";
  const filesOfClause = /* @__PURE__ */ new Map();
  const drawn = [];
  for (const claim of claims) {
    const { shape } = claim;
    if (shape.kind !== "path" || shape.glob || shape.stem || !counts(claim) || said.has(nameOf2(shape.path))) continue;
    if (!shape.path.includes("/") && /\.[A-Za-z0-9]{1,10}$/.test(shape.path))
      filesOfClause.set(claim.clause, [...filesOfClause.get(claim.clause) ?? [], shape.path]);
    if (mayHoldName(claim, shape.path)) {
      add({ kind: "path", path: shape.path, line: claim.line, claim });
      continue;
    }
    if (!mayHoldPath(claim, shape.path)) continue;
    if (claim.section === "tree") {
      drawn.push({ kind: "path", path: shape.path, line: claim.line, claim });
      continue;
    }
    add({ kind: "path", path: shape.path, line: claim.line, claim });
    const files = filesOfClause.get(claim.clause);
    if (files) files.push(shape.path);
    else filesOfClause.set(claim.clause, [shape.path]);
    if (shape.symbol && distinctiveName(shape.symbol) && placesNames(shape.path))
      add({ kind: "name", name: shape.symbol, file: shape.path, line: claim.line });
  }
  for (const claim of claims) {
    const { shape } = claim;
    if (shape.kind !== "identifier" || !claim.backticked || claim.unmarked || claim.aside || claim.example || claim.elsewhere)
      continue;
    if (claim.section === "why" || claim.section === "fence" || !counts(claim) || !distinctiveName(shape.name)) continue;
    const files = [...new Set(filesOfClause.get(claim.clause) ?? [])];
    const names = new Set(files.map(nameOf2));
    const file = files.find((path3) => path3.includes("/"));
    if (names.size === 1 && file !== void 0 && placesNames(file) && placedIn(claim.clauseText, shape.name, file))
      add({ kind: "name", name: shape.name, file, line: claim.line });
  }
  for (const claim of drawn) add(claim);
  return held;
}
function placedIn(clause, name, file) {
  const at = clause.indexOf(`\`${name}\``);
  if (at >= 0 && new RegExp("^-\\p{L}", "u").test(clause.slice(at + name.length + 2))) return false;
  if (settingFor(clause, name, file)) return false;
  const bare = file.slice(file.lastIndexOf("/") + 1);
  const fileSpan = `\`[^\`]*${escapeRegExp(bare)}\``;
  const nameSpan = `\`${escapeRegExp(name)}\``;
  if (new RegExp(`${fileSpan}\\s*\\+\\s*${nameSpan}|${nameSpan}\\s*\\+\\s*${fileSpan}`).test(clause)) return false;
  const tight = new RegExp(`\`([^\`]+)\`\\s+in\\s+(?:the\\s+)?\`[^\`]*${escapeRegExp(bare)}\``).exec(clause);
  if (tight && tight[1] !== name && at >= 0 && at < tight.index) {
    const between = clause.slice(at + name.length + 2, tight.index);
    if (!/^(?:\s|,|&|\/|\band\b|\bor\b|`[^`]+`)*$/.test(between)) return false;
  }
  const outside2 = clause.replace(PARENTHESES, (span) => " ".repeat(span.length));
  if (outside2.includes(bare) || at < 0) return true;
  return [...clause.matchAll(PARENTHESES)].filter((span) => span[0].includes(bare)).some(
    (span) => at > span.index && at < span.index + span[0].length || span.index >= at + name.length + 2 && RIGHT_BEFORE.test(clause.slice(at + name.length + 2, span.index))
  );
}
function settingFor(clause, name, file) {
  const bare = file.slice(file.lastIndexOf("/") + 1);
  return new RegExp(`${escapeRegExp(name)}\`?\\s*[:=]\\s*[\`'"]?[^\\s\`'"]*${escapeRegExp(bare)}`).test(clause);
}
function qualifiedElsewhere(file, name, isFile) {
  const parts = name.split(".");
  if (parts.length < 2) return false;
  const qualifier = parts.at(-2);
  const slash = file.lastIndexOf("/");
  const base = file.slice(slash + 1);
  const dot = base.lastIndexOf(".");
  if (dot <= 0 || base.slice(0, dot) === qualifier) return false;
  return isFile(`${file.slice(0, slash + 1)}${qualifier}${base.slice(dot)}`);
}
var COMMON, UBIQUITOUS, UNTRACKED, SOURCE_FILE, PROSE_FILE2, EVERY_PROJECT_STEM, loose, missingHolding, anotherPlace, inTree, tailsOf, throughLink, nameOf2, RIGHT_BEFORE, PARENTHESES, BINARY_FILE, placesNames, heldPart;
var init_held_claims = __esm({
  "packages/cli/src/lint/held-claims.ts"() {
    "use strict";
    init_project_tree();
    init_token_shape();
    COMMON = new Set(
      "import export require module default return async await yield self this super None null nil undefined true false True False void main master origin HEAD sleep print console window document process global index string number boolean object Array Object String Number Boolean Promise Error Exception Date Math JSON init setup test tests config utils data value name type key item items list dict map set get post put delete update create read write open close start stop run build deploy install error warn info debug log json yaml http https localhost TODO FIXME NOTE XXX README".split(" ")
    );
    UBIQUITOUS = /^(README(\.\w+)?|CLAUDE\.md|AGENTS\.md|LICEN[CS]E(\.\w+)?|\.gitignore|package\.json|tsconfig\.json|pyproject\.toml|requirements\.txt|setup\.py|Cargo\.toml|go\.mod|Gemfile|Makefile|Dockerfile|docker-compose\.ya?ml|\.env(\.example)?|index\.html|CHANGELOG\.md|gradlew(\.bat)?|mvnw(\.cmd)?|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|Cargo\.lock|go\.sum|poetry\.lock|uv\.lock|Pipfile\.lock|Gemfile\.lock|composer\.lock)$/i;
    UNTRACKED = /(^|\/)(dist|build|out|target|coverage|node_modules|\.venv|venv|env|__pycache__|\.next|\.cache|cache|tmp|temp|logs?|data|output|outputs|artifacts?|results?|reports?|uploads?|storage|Library|Temp|obj|bin)(\/|$)/i;
    SOURCE_FILE = /\.[A-Za-z0-9]+$/;
    PROSE_FILE2 = /\.(md|mdx|txt|rst|adoc|html?|ipynb|csv|tsv|log|svg|json|lock)$/i;
    EVERY_PROJECT_STEM = /^(?:main|index|app|application|server|client|config|settings|manifest|routes?|router|schema|types|constants|utils|helpers|lib|mod|init|setup|globals?|styles?|test|tests|conftest|__init__|README|LICENSE|CHANGELOG|package|tsconfig)$/i;
    loose = (name) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
    missingHolding = (claim, tree, path3, libraries) => mayHoldName(claim, path3) && !tree.ignored(path3) ? "if-history" : inLibrary(tree, path3, libraries) ? false : heldPath(claim, tree, path3);
    anotherPlace = (segments, rootName, exists) => !segments.includes(rootName) && !segments.some((_, i) => exists(segments.slice(i).join("/")));
    inTree = (tree) => (path3) => tree.folders.has(path3) || (tree.byName.get(path3.slice(path3.lastIndexOf("/") + 1)) ?? []).includes(path3);
    tailsOf = (path3) => path3.split("/").map((_, i, all) => all.slice(i + 1).join("/")).slice(0, -1);
    throughLink = (tree, path3) => tree.links.size > 0 && path3.split("/").slice(0, -1).some((_, i, folders) => tree.links.has(folders.slice(0, i + 1).join("/")));
    nameOf2 = (path3) => path3.slice(path3.lastIndexOf("/") + 1);
    RIGHT_BEFORE = /^[\s*_-]*(?:(?:hook|function|method|class|component|helper|module|type|struct|enum|interface|table|service|store|context|provider|reducer|widget|screen|page|view|route|handler|endpoint|command|script|constant|model|schema|query|job|worker)s?[\s*_-]*)?$/i;
    PARENTHESES = /[(\uFF08][^()\uFF08\uFF09]*[)\uFF09]/g;
    BINARY_FILE = /\.(png|jpe?g|gif|webp|avif|bmp|ico|tiff?|pdf|psd|mp3|mp4|m4a|wav|ogg|webm|mov|avi|zip|gz|tgz|tar|7z|rar|woff2?|ttf|otf|eot|wasm|so|dll|dylib|exe|bin|o|a|class|jar|pyc|db|sqlite3?|parquet|npy|npz|pkl|onnx|pt|h5)$/i;
    placesNames = (path3) => SOURCE_FILE.test(path3) && !PROSE_FILE2.test(path3) && !BINARY_FILE.test(path3);
    heldPart = (name) => name.slice(name.lastIndexOf(".") + 1);
  }
});

// packages/cli/src/lint/memory-age.ts
function commonFolder2(paths) {
  let common = (paths[0] ?? "").split("/").slice(0, -1);
  for (const path3 of paths) {
    const parts = path3.split("/");
    let same = 0;
    while (same < common.length && same < parts.length - 1 && common[same] === parts[same]) same++;
    common = common.slice(0, same);
  }
  return common.length === 0 ? "." : common.join("/");
}
function commitsOf(log2) {
  return log2.split(COMMIT).slice(1).map((entry) => {
    const [date = "", ...files] = entry.split("\n");
    return { date: date.trim(), files: files.filter((file) => file !== "") };
  });
}
async function memoryAges(memories, { root, deadlineAt, kept }) {
  const ages = /* @__PURE__ */ new Map();
  const undated = [];
  for (const memory of memories) {
    if (memory.modified !== void 0) ages.set(memory.file, { since: memory.modified, from: "modified" });
    else undated.push(memory);
  }
  const question = (file) => `age\0${file}`;
  const inRoot = [];
  for (const memory of undated) {
    if (!isInside(memory.file, root)) continue;
    const file = posix5((0, import_node_path35.relative)(root, memory.file));
    const since = kept?.history(question(file));
    if (typeof since === "string") ages.set(memory.file, { since, from: "commit" });
    else if (since !== null) inRoot.push(file);
  }
  if (inRoot.length > 0) {
    const log2 = await gitFacts(
      root,
      // Pathspecs are literal (a memory file named `*.md` is that file).
      [
        ...LOG_RUNNING_NOTHING,
        "--relative",
        `--format=${COMMIT}%cI`,
        "--name-only",
        // One memory (a Read): the walk ends at its last commit.
        ...inRoot.length === 1 ? ["--max-count=1"] : [],
        "--",
        // Many memories: the folder that holds them all, rather than a command line of every name.
        ...inRoot.length > MAX_PATHS ? [commonFolder2(inRoot)] : inRoot
      ],
      { timeoutMs: timeLeft(deadlineAt), literalPathspecs: true }
    );
    if (log2 !== void 0) {
      const wanted2 = new Set(inRoot);
      for (const { date, files } of commitsOf(log2))
        for (const file of files) {
          if (!wanted2.has(file)) continue;
          wanted2.delete(file);
          const since = new Date(date).toISOString();
          ages.set(resolveIn(root, file, undated), { since, from: "commit" });
          kept?.keepHistory(question(file), since);
        }
      for (const file of wanted2) kept?.keepHistory(question(file), null);
    }
  }
  for (const memory of undated) {
    if (ages.has(memory.file)) continue;
    try {
      ages.set(memory.file, { since: (0, import_node_fs32.statSync)(memory.file).mtime.toISOString(), from: "mtime" });
    } catch {
    }
  }
  return ages;
}
async function changesSince(paths, since, { root, deadlineAt, kept }) {
  const all = [...new Set(paths)].slice(0, MAX_PATHS);
  if (all.length === 0) return /* @__PURE__ */ new Map();
  const changes = /* @__PURE__ */ new Map();
  const question = (path3) => `changes\0${since}\0${path3}`;
  const asked = [];
  for (const path3 of all) {
    const commits = kept?.history(question(path3));
    if (typeof commits !== "number" || !Number.isSafeInteger(commits) || commits < 0) asked.push(path3);
    else if (commits > 0) changes.set(path3, { commits, since });
  }
  if (asked.length === 0) return changes;
  const log2 = await gitFacts(
    root,
    [...LOG_RUNNING_NOTHING, "--relative", `--since=${since}`, `--format=${COMMIT}%cI`, "--name-only", "--", ...asked],
    { timeoutMs: timeLeft(deadlineAt), literalPathspecs: true }
  );
  if (log2 === void 0) return void 0;
  for (const { files } of commitsOf(log2))
    for (const path3 of asked)
      if (files.some((file) => file === path3 || file.startsWith(`${path3}/`))) {
        const counted2 = changes.get(path3);
        changes.set(path3, { commits: (counted2?.commits ?? 0) + 1, since });
      }
  for (const path3 of asked) kept?.keepHistory(question(path3), changes.get(path3)?.commits ?? 0);
  return changes;
}
function writtenBy(age) {
  const at = Date.parse(age.since);
  if (Number.isNaN(at)) return void 0;
  return new Date(age.from === "modified" ? at + DAY_MS - 1e3 : at).toISOString();
}
async function heldWhenWritten(root, age, asked, { deadlineAt } = {}) {
  const answers = /* @__PURE__ */ new Map();
  const key = (path3, name) => `${path3}\0${heldPart(name)}`;
  const before = writtenBy(age);
  const files = [...new Set(asked.map(({ path: path3 }) => path3))].slice(0, MAX_FILES3);
  const commit = before === void 0 || files.length === 0 ? void 0 : (await gitFacts(root, [...LOG_RUNNING_NOTHING, "-1", "--format=%H", `--before=${before}`, "HEAD"], {
    timeoutMs: timeLeft(deadlineAt)
  }))?.trim();
  if (commit !== void 0 && /^[0-9a-f]{40,64}$/.test(commit))
    for (const path3 of files) {
      const text2 = (await gitFacts(root, ["cat-file", "blob", `${commit}:./${path3}`], { timeoutMs: timeLeft(deadlineAt) }))?.slice(0, MAX_FILE_BYTES);
      if (text2 === void 0) continue;
      for (const { name } of asked.filter((one) => one.path === path3)) {
        if (answers.has(key(path3, name))) continue;
        if (text2.includes(heldPart(name))) {
          answers.set(key(path3, name), true);
          continue;
        }
        const added = await gitFacts(
          root,
          [...LOG_RUNNING_NOTHING, "-1", "--format=%H", `-S${heldPart(name)}`, commit, "--", `./${path3}`],
          { timeoutMs: timeLeft(deadlineAt), literalPathspecs: true }
        );
        if (added !== void 0) answers.set(key(path3, name), added.trim() !== "");
      }
    }
  return (path3, name) => answers.get(key(path3, name));
}
var import_node_fs32, import_node_path35, GIT_TIMEOUT_MS, MAX_PATHS, MAX_FILES3, MAX_FILE_BYTES, DAY_MS, COMMIT, posix5, timeLeft, resolveIn;
var init_memory_age = __esm({
  "packages/cli/src/lint/memory-age.ts"() {
    "use strict";
    import_node_fs32 = require("node:fs");
    import_node_path35 = require("node:path");
    init_dist5();
    init_project_git();
    init_held_claims();
    GIT_TIMEOUT_MS = 5e3;
    MAX_PATHS = 64;
    MAX_FILES3 = 8;
    MAX_FILE_BYTES = 1024 * 1024;
    DAY_MS = 24 * 60 * 60 * 1e3;
    COMMIT = "";
    posix5 = (path3) => path3.split(import_node_path35.sep).join("/");
    timeLeft = (deadlineAt) => Math.min(GIT_TIMEOUT_MS, deadlineAt === void 0 ? GIT_TIMEOUT_MS : deadlineAt - Date.now());
    resolveIn = (root, file, memories) => memories.find((memory) => posix5((0, import_node_path35.relative)(root, memory.file)) === file)?.file ?? file;
  }
});

// packages/cli/src/lint/manifests.ts
function declaredLibraries(manifests) {
  return (name) => [name, name.toLowerCase(), name.replace(/_/g, "-"), name.toLowerCase().replace(/_/g, "-")].some(
    (form) => manifests.dependency(form) !== void 0
  );
}
function pinnedEntry(entry, name, version) {
  const number2 = `${escapeRegExp(version)}(?:[.x*"'\\s,-]|$)`;
  return entry.file.endsWith("package.json") ? { file: entry.file, pattern: `"${escapeRegExp(name)}"\\s*:\\s*"[~^>=<v\\s]*${number2}` } : {
    file: entry.file,
    pattern: `(?:^|["'\\s])${escapeRegExp(name)}["']?\\s*(?:[<>=!~^]=?)?\\s*["']?[~^>=<v\\s]*${number2}`,
    flags: "m"
  };
}
function read2(root, path3) {
  try {
    const head = readFileHead((0, import_node_path36.join)(root, path3), MAX_MANIFEST_BYTES2);
    return head && head.size <= MAX_MANIFEST_BYTES2 ? head.text : void 0;
  } catch {
    return void 0;
  }
}
function projectOfMemory(tree) {
  const [file] = tree.memoryFiles;
  if (file === void 0) return "";
  const folders = file.split("/").slice(0, -1);
  const at = folders.findIndex((folder) => folder.startsWith(".") || /memory/i.test(folder));
  return at <= 0 ? "" : `${folders.slice(0, at).join("/")}/`;
}
function readManifests(root, tree) {
  const project = projectOfMemory(tree);
  const outside2 = (path3) => path3.startsWith(project) ? 0 : 1;
  const named = (pattern) => tree.files.filter((path3) => !tree.links.has(path3) && pattern.test(path3.slice(path3.lastIndexOf("/") + 1))).sort((a, b) => outside2(a) - outside2(b) || byDepth(a, b)).slice(0, MAX_MANIFESTS);
  const scripts = /* @__PURE__ */ new Map();
  const dependencies = /* @__PURE__ */ new Map();
  const own3 = /* @__PURE__ */ new Set();
  for (const file of named(/^package\.json$/)) {
    let data2;
    try {
      data2 = JSON.parse(read2(root, file) ?? "");
    } catch {
      continue;
    }
    if (typeof data2.name === "string") own3.add(data2.name);
    if (data2.scripts && typeof data2.scripts === "object") {
      for (const name of Object.keys(data2.scripts)) if (!scripts.has(name)) scripts.set(name, file);
    }
    for (const section4 of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
      const deps = data2[section4];
      if (!deps || typeof deps !== "object") continue;
      for (const name of Object.keys(deps))
        if (!dependencies.has(name)) dependencies.set(name, { file, pattern: `"${escapeRegExp(name)}"\\s*:` });
    }
  }
  for (const file of named(/^(requirements[\w.-]*\.txt|pyproject\.toml|Cargo\.toml|go\.mod|Gemfile)$/)) {
    for (const name of declaredIn(file, read2(root, file) ?? "")) {
      if (!dependencies.has(name))
        dependencies.set(name, {
          file,
          pattern: `(?:^|["'\\s])${escapeRegExp(name)}(?:[\\s"'<>=!~;\\[,@]|$)`,
          flags: "m"
        });
    }
  }
  const targets = /* @__PURE__ */ new Map();
  for (const file of named(/^(Makefile|GNUmakefile|makefile|justfile|Justfile|\.justfile)$/)) {
    const text2 = read2(root, file) ?? "";
    const runner = /just/i.test(file) ? "just" : "make";
    for (const match of text2.matchAll(/^([A-Za-z_][\w.-]*)(?:[ \t][\w \t*-]*)?:(?!=)/gm)) {
      const key = `${runner} ${match[1]}`;
      if (!targets.has(key))
        targets.set(key, { file, pattern: `^${escapeRegExp(match[1])}\\b[^:\\n]*:`, flags: "m" });
    }
  }
  return {
    procedure(runner, name) {
      if (runner !== "npm") return targets.get(`${runner} ${name}`);
      const file = scripts.get(name);
      return file ? { file, pattern: `"${escapeRegExp(name)}"\\s*:` } : void 0;
    },
    dependency: (name) => own3.has(name) ? void 0 : dependencies.get(name)
  };
}
function declaredIn(file, text2) {
  if (file.endsWith(".txt"))
    return [...text2.matchAll(/^([A-Za-z][\w.-]*)\s*(?:[<>=!~;[]|$)/gm)].map((m) => m[1]);
  if (file.endsWith("go.mod"))
    return [...text2.matchAll(/^[ \t]*(?:require[ \t]+)?([\w.-]+\/[\w./-]+)[ \t]+v/gm)].map((m) => m[1]);
  if (file.endsWith("Gemfile"))
    return [...text2.matchAll(/^[ \t]*gem[ \t]+['"]([\w.-]+)['"]/gm)].map((m) => m[1]);
  const names = [];
  let table = "";
  let inArray = false;
  for (const line of text2.split(/\r?\n/)) {
    const header = /^\s*\[+([^[\]]+)\]+/.exec(line);
    if (header) {
      table = header[1];
      inArray = false;
      continue;
    }
    if (/^\s*[\w.-]*dependencies\s*=\s*\[/.test(line) || /dependencies/.test(table) && /^\s*[\w-]+\s*=\s*\[/.test(line))
      inArray = true;
    if (inArray) {
      for (const match of line.matchAll(/["']([A-Za-z][\w.-]*)/g)) names.push(match[1]);
      if (line.includes("]")) inArray = false;
      continue;
    }
    const key = /^\s*([A-Za-z][\w.-]*)\s*=/.exec(line);
    if (key && /dependencies/.test(table)) names.push(key[1]);
  }
  return names;
}
var import_node_path36, MAX_MANIFEST_BYTES2, MAX_MANIFESTS, DEPENDENCY_MANIFESTS, byDepth;
var init_manifests = __esm({
  "packages/cli/src/lint/manifests.ts"() {
    "use strict";
    import_node_path36 = require("node:path");
    init_files();
    init_token_shape();
    MAX_MANIFEST_BYTES2 = 512 * 1024;
    MAX_MANIFESTS = 40;
    DEPENDENCY_MANIFESTS = [
      "package.json",
      "requirements",
      "pyproject.toml",
      "Cargo.toml",
      "go.mod",
      "Gemfile"
    ];
    byDepth = (a, b) => a.split("/").length - b.split("/").length || (a < b ? -1 : 1);
  }
});

// packages/cli/src/lint/path-history.ts
function historyPath(path3) {
  const plain = path3.replace(/\/?[^/]*[*?{[].*$/, "");
  return plain.replace(/^\.\//, "").replace(/\/+$/, "");
}
function heldBy(file, asked, firsts, longest) {
  const names = file.split("/");
  const found = [];
  for (let start2 = 0; start2 < names.length; start2++) {
    if (!firsts.has(names[start2])) continue;
    let run = "";
    for (let end = start2; end < names.length && run.length <= longest; end++) {
      run = end === start2 ? names[start2] : `${run}/${names[end]}`;
      if (asked.has(run)) found.push(run);
    }
  }
  return found;
}
async function heldInHistory(root, paths, { deadlineAt, kept, memoryDir } = {}) {
  const held = /* @__PURE__ */ new Map();
  const asked = /* @__PURE__ */ new Map();
  const memory = memoryDir === void 0 ? "" : (0, import_node_path37.relative)(root, memoryDir).split(import_node_path37.sep).join("/");
  const inMemory = (file) => memory !== "" && !memory.startsWith("..") && (file === memory || file.startsWith(`${memory}/`));
  const gitignore = gitignoreText(root);
  const ignores = sha256Hex(gitignore);
  const question = (plain) => `held\0${memory}\0${ignores}\0${plain}`;
  for (const path3 of new Set(paths)) {
    const plain = historyPath(path3);
    const answered2 = kept?.history(question(plain));
    if (plain === "" || plain.split("/").includes("..") || answered2 === true) held.set(path3, void 0);
    else if (isRemoval(answered2)) held.set(path3, answered2);
    else if (answered2 !== false) asked.set(plain, [...asked.get(plain) ?? [], path3]);
  }
  if (asked.size === 0) return held;
  const timeLeft2 = () => Math.min(HISTORY_TIMEOUT_MS, deadlineAt === void 0 ? HISTORY_TIMEOUT_MS : deadlineAt - Date.now());
  const shallow = gitFacts(root, ["rev-parse", "--is-shallow-repository"], { timeoutMs: timeLeft2() });
  const links = /* @__PURE__ */ new Map();
  const isLink = (folder) => {
    let link2 = links.get(folder);
    if (link2 === void 0) {
      try {
        link2 = (0, import_node_fs33.lstatSync)((0, import_node_path37.join)(root, folder)).isSymbolicLink();
      } catch {
        link2 = false;
      }
      links.set(folder, link2);
    }
    return link2;
  };
  const behindLink = (file) => {
    const folders = file.split("/").slice(0, -1);
    return folders.some((_, i) => isLink(folders.slice(0, i + 1).join("/")));
  };
  const notCommitted = notCommittedOf(root, gitignore, { nested: false });
  const keys = new Set(asked.keys());
  const firsts = new Set([...keys].map((path3) => path3.split("/")[0]));
  const longest = Math.max(...[...keys].map((path3) => path3.length));
  let left = keys.size;
  const seen = /* @__PURE__ */ new Set();
  const removals = /* @__PURE__ */ new Map();
  let commit;
  const answered = await gitLines(
    root,
    [
      "-c",
      "core.quotePath=false",
      ...LOG_RUNNING_NOTHING,
      "--no-color",
      "--root",
      "--relative",
      "--diff-filter=AD",
      "--format=%x01%h %cs",
      "--name-status"
    ],
    {
      timeoutMs: timeLeft2(),
      onLine: (line) => {
        if (line.startsWith("")) {
          const [hash = "", date = ""] = line.slice(1).split(" ");
          commit = { commit: hash, date };
          return false;
        }
        const file = line.slice(2);
        if (line === "" || seen.has(file) || inMemory(file)) return false;
        seen.add(file);
        const found = heldBy(file, keys, firsts, longest);
        if (found.length === 0 || behindLink(file) || notCommitted(file)) return false;
        for (const plain of found) {
          if (!keys.delete(plain)) continue;
          left--;
          const removal = line.startsWith("D") ? commit : void 0;
          removals.set(plain, removal);
          for (const path3 of asked.get(plain) ?? []) held.set(path3, removal);
        }
        return left === 0;
      }
    }
  );
  if (!answered || (await shallow)?.trim() !== "false") return void 0;
  for (const plain of asked.keys())
    kept?.keepHistory(question(plain), keys.has(plain) ? false : removals.get(plain) ?? true);
  return held;
}
async function onceHeld(root, missing, options5 = {}) {
  const held = missing.length === 0 ? void 0 : await heldInHistory(
    root,
    missing.map(({ path: path3 }) => path3),
    options5
  );
  const leftOut2 = held === void 0 || held.size === 0 ? void 0 : await notCheckedOut(root, options5);
  const there = (path3) => leftOut2 !== void 0 && leftOut2(historyPath(path3));
  const isFinding = ({ path: path3, ifHistory }) => held === void 0 ? ifHistory !== true : held.has(path3) && !there(path3);
  return Object.assign(isFinding, { removal: (path3) => held?.get(path3) });
}
async function notCheckedOut(root, { deadlineAt }) {
  const timeoutMs = Math.min(
    HISTORY_TIMEOUT_MS,
    deadlineAt === void 0 ? HISTORY_TIMEOUT_MS : deadlineAt - Date.now()
  );
  const listed = await gitFacts(root, ["-c", "core.quotePath=false", "ls-files", "-z", "-t", "--cached", "--", "."], {
    timeoutMs
  });
  if (listed === void 0) return void 0;
  const skipped = listed.split("\0").filter((entry) => entry.startsWith("S ")).map((entry) => entry.slice(2));
  if (skipped.length === 0) return void 0;
  return (path3) => path3 !== "" && skipped.some(
    (file) => file === path3 || file.endsWith(`/${path3}`) || file.startsWith(`${path3}/`) || file.includes(`/${path3}/`)
  );
}
var import_node_fs33, import_node_path37, isRemoval, HISTORY_TIMEOUT_MS;
var init_path_history = __esm({
  "packages/cli/src/lint/path-history.ts"() {
    "use strict";
    import_node_fs33 = require("node:fs");
    import_node_path37 = require("node:path");
    init_project_git();
    init_sha256();
    init_project_tree();
    isRemoval = (answer) => typeof answer === "object" && answer !== null && typeof answer.commit === "string" && typeof answer.date === "string";
    HISTORY_TIMEOUT_MS = 5e3;
  }
});

// packages/cli/src/lint/inferred.ts
var inferred_exports = {};
__export(inferred_exports, {
  MAX_HELD_PER_MEMORY: () => MAX_HELD_PER_MEMORY,
  addInferred: () => addInferred,
  inferChecks: () => inferChecks
});
function readClaims(memory, place) {
  const { body, description: description2 = "", name, type } = memory;
  const { kept } = place;
  const question = kept && sha256Hex(JSON.stringify([body, description2, name, type]));
  const known = question === void 0 ? void 0 : kept?.claims(question);
  if (known !== void 0) return known;
  const read3 = claimsIn(body, description2, name);
  const claims = {
    places: read3.places,
    describedPlaces: read3.describedPlaces,
    anotherRepository: read3.anotherRepository,
    held: heldClaims(read3.claims, type).slice(0, MAX_HELD_PER_MEMORY)
  };
  if (question !== void 0) kept?.keepClaims(question, claims);
  return claims;
}
function lstatIn(root, path3) {
  const full = (0, import_node_path38.resolve)(root, path3);
  if (!isInside(full, root)) return void 0;
  try {
    return (0, import_node_fs34.lstatSync)(full);
  } catch {
    return void 0;
  }
}
function holdsName(root, file, name) {
  const info = lstatIn(root, file);
  if (!info?.isFile()) return void 0;
  try {
    const head = readFileHead((0, import_node_path38.join)(root, file), MAX_NAMED_FILE_BYTES);
    if (head === void 0) return void 0;
    return head.text.includes(heldPart(name));
  } catch {
    return void 0;
  }
}
async function projectListing(place, paths) {
  const last = [.../* @__PURE__ */ new Set([...paths.map((path3) => path3.slice(path3.lastIndexOf("/") + 1)), ...DEPENDENCY_MANIFESTS])];
  const first = new Set(paths.map((path3) => path3.split("/")[0]));
  const keep = (name) => first.has(name) || first.has(name.slice(0, name.lastIndexOf("."))) || last.some((wanted2) => name.startsWith(wanted2));
  const question = JSON.stringify(["tree", place.memoryDir, [...first].sort(), last.sort()]);
  const kept = treeFromKept(place.root, place.kept?.listing(question));
  if (kept !== void 0) return kept;
  const left = place.deadlineAt === void 0 ? LISTING_TIMEOUT_MS : place.deadlineAt - Date.now();
  const listed = await gitFacts(place.root, ["ls-files", "-z", "--cached", "--", "."], {
    timeoutMs: Math.min(LISTING_TIMEOUT_MS, left)
  });
  if (listed === void 0 || listed === "") return walkProject(place.root, place.memoryDir);
  const tree = listedProject(
    place.root,
    place.memoryDir,
    listed.split("\0").filter((path3) => path3 !== ""),
    keep
  );
  if (tree.files.length + tree.folders.size + tree.memoryFiles.size <= MAX_KEPT_TREE)
    place.kept?.keepListing(question, keptTreeOf(tree));
  return tree;
}
function inListedFolder(root, tree, path3) {
  const first = path3.split("/")[0];
  return (tree.byName.get(first) ?? []).some(
    (folder) => tree.folders.has(folder) && lstatIn(root, `${folder.slice(0, -first.length)}${path3}`) !== void 0
  );
}
async function judgeMissing(claims, place) {
  const answers = /* @__PURE__ */ new Map();
  if (claims.length === 0 || pastDeadline(place)) return answers;
  const tree = await projectListing(
    place,
    claims.map((claim) => claim.path)
  );
  let libraries;
  for (const claim of claims) {
    if (answers.has(claim.path)) continue;
    const where = findInTree(tree, claim.path);
    if (where !== void 0 && "near" in where) {
      answers.set(claim.path, "not held");
      continue;
    }
    if (where !== void 0 || inListedFolder(place.root, tree, claim.path)) {
      answers.set(claim.path, { there: where && "found" in where ? where.found : claim.path });
      continue;
    }
    if (isMemoryPath(tree, claim.path) || lstatIn(place.memoryDir, claim.path) !== void 0) {
      answers.set(claim.path, "not held");
      continue;
    }
    libraries ??= declaredLibraries(readManifests(place.root, tree));
    const holding = missingHolding(claim.claim, tree, claim.path, libraries);
    if (!holding) {
      answers.set(claim.path, "not held");
      continue;
    }
    const named = tree.byName.get(claim.path.slice(claim.path.lastIndexOf("/") + 1)) ?? [];
    if (claim.claim.leftFolder && named.length > 0) {
      answers.set(claim.path, "not held");
      continue;
    }
    answers.set(claim.path, {
      gone: named.length === 1 ? named[0] : void 0,
      ...holding === "if-history" ? { ifHistory: true } : {}
    });
  }
  const gone = [...answers].flatMap(
    ([path3, answer]) => answer !== "not held" && "gone" in answer ? [{ path: path3, ...answer.ifHistory ? { ifHistory: answer.ifHistory } : {} }] : []
  );
  const held = await onceHeld(place.root, gone, place);
  for (const missing of gone) {
    const removal = held.removal(missing.path);
    const answer = answers.get(missing.path);
    if (!held(missing)) answers.set(missing.path, "not held");
    else if (removal !== void 0 && answer !== void 0 && answer !== "not held" && "gone" in answer)
      answers.set(missing.path, { ...answer, removal });
  }
  return answers;
}
function judge(held, place, answers) {
  const checks = [];
  const missingFiles = /* @__PURE__ */ new Set();
  const besideFolders = /* @__PURE__ */ new Map();
  for (const claim of held) {
    if (claim.kind !== "path") continue;
    const answer = answers.get(claim.path);
    if (answer === void 0 || answer === "not held") continue;
    if ("there" in answer) {
      checks.push({ claim: claim.path, status: "fresh", reason: `${answer.there} exists`, path: answer.there });
      continue;
    }
    missingFiles.add(claim.path);
    const folderSaid = claim.claim.shape.kind === "path" && claim.claim.shape.folder === true;
    if (!claim.path.includes("/") && !folderSaid) besideFolders.set(claim.path, claim.claim.folders);
    const elsewhere = answer.gone === void 0 ? "" : ` (${answer.gone} has its name)`;
    checks.push({
      claim: claim.path,
      status: "stale",
      reason: `names ${claim.path}, which no longer exists under the project${elsewhere}`,
      path: claim.path
    });
  }
  const gone = (path3) => [...missingFiles].some((other) => path3.startsWith(`${other}/`) || other.endsWith(`/${path3}`)) || (besideFolders.get(path3) ?? []).some((folder) => missingFiles.has(folder));
  const stale5 = onePerGoneFolder(
    checks.filter((check3) => check3.status === "stale" && !gone(check3.path)),
    (folder) => lstatIn(place.root, folder) !== void 0
  );
  const folded = oneFindingPerRemoval(
    checks.filter((check3) => check3.status === "fresh" || stale5.includes(check3)),
    (path3) => {
      const answer = answers.get(path3);
      return answer !== void 0 && answer !== "not held" && "gone" in answer && answer.gone === void 0 ? answer.removal : void 0;
    }
  );
  for (const claim of held) {
    if (claim.kind !== "name" || missingFiles.has(claim.file) || gone(claim.file)) continue;
    if (qualifiedElsewhere(claim.file, claim.name, (path3) => lstatIn(place.root, path3)?.isFile() === true)) continue;
    const holds = holdsName(place.root, claim.file, claim.name);
    if (holds === void 0) continue;
    folded.push({
      claim: claimOf(claim),
      status: holds ? "fresh" : "stale",
      reason: holds ? `${claim.file} holds \`${claim.name}\`` : `names \`${claim.name}\` in ${claim.file}, which no longer holds it`,
      path: claim.file,
      name: claim.name
    });
  }
  return folded;
}
function pathsPhrase(paths) {
  if (paths.length === 1) return paths[0];
  if (paths.length <= 3) return `${paths.slice(0, -1).join(", ")} and ${paths.at(-1)}`;
  return `${paths.slice(0, 2).join(", ")} and ${paths.length - 2} more paths`;
}
function oneFindingPerRemoval(checks, removalOf) {
  const removals = checks.map((check3) => check3.status === "stale" ? removalOf(check3.path) : void 0);
  const together = /* @__PURE__ */ new Map();
  checks.forEach((check3, i) => {
    const removal = removals[i];
    if (removal !== void 0) together.set(removal.commit, [...together.get(removal.commit) ?? [], check3]);
  });
  return checks.flatMap((check3, i) => {
    const removal = removals[i];
    const group = removal === void 0 ? [] : together.get(removal.commit) ?? [];
    if (removal === void 0 || group.length < 2) return [check3];
    if (group[0] !== check3) return [];
    const paths = group.map((one) => one.path);
    return [
      {
        ...check3,
        reason: `names ${pathsPhrase(paths)}, which no longer exist under the project (commit ${removal.commit} removed them on ${removal.date})`,
        paths
      }
    ];
  });
}
async function inferChecks(memories, place) {
  const found = /* @__PURE__ */ new Map();
  if (isInside(place.root, place.memoryDir)) return found;
  const answers = /* @__PURE__ */ new Map();
  const missing = [];
  const heldOf = /* @__PURE__ */ new Map();
  const anotherCheckout = /* @__PURE__ */ new Set();
  for (const memory of memories) {
    if (pastDeadline(place)) break;
    const read3 = readClaims(memory, place);
    const exists = (path3) => lstatIn(place.root, path3) !== void 0;
    if (describedElsewhere(read3, (0, import_node_path38.basename)(place.root), exists)) continue;
    if (namesAnotherCheckout(read3, (0, import_node_path38.basename)(place.root), exists)) anotherCheckout.add(memory.file);
    const { held } = read3;
    if (held.length === 0) continue;
    heldOf.set(memory.file, held);
    for (const claim of held) {
      if (claim.kind !== "path" || answers.has(claim.path)) continue;
      if (leadsIntoMemory(place.root, claim.path, place.memoryDir)) answers.set(claim.path, "not held");
      else if (lstatIn(place.root, claim.path) !== void 0) answers.set(claim.path, { there: claim.path });
      else missing.push(claim);
    }
  }
  for (const [path3, answer] of await judgeMissing(missing, place)) answers.set(path3, answer);
  for (const [file, held] of heldOf) {
    if (pastDeadline(place)) break;
    if (anotherCheckout.has(file)) {
      const judged = held.flatMap((claim) => {
        const answer = claim.kind === "path" && claim.path.includes("/") ? answers.get(claim.path) : void 0;
        return answer === void 0 || answer === "not held" ? [] : ["there" in answer];
      });
      if (judged.filter(Boolean).length * 2 < judged.length) continue;
    }
    const checks = judge(held, place, answers);
    if (checks.length > 0) found.set(file, checks);
  }
  return found;
}
async function addInferred(reports, place, options5) {
  const memories = reports.filter(unchecked);
  const found = await inferChecks(memories, place);
  for (const report2 of memories) report2.inferred = found.get(report2.file) ?? [];
  const failedName = (check3) => check3.status === "stale" && check3.name !== void 0;
  const namesFailed = memories.filter((report2) => report2.inferred?.some(failedName));
  const toDate = !options5.age ? namesFailed : options5.age === "when-stale" ? reports.filter(hasStaleInferred) : reports;
  const ages = toDate.length === 0 ? /* @__PURE__ */ new Map() : await memoryAges(toDate, place);
  for (const report2 of namesFailed) {
    const age = ages.get(report2.file);
    if (age === void 0 || pastDeadline(place)) continue;
    const failed = (report2.inferred ?? []).flatMap(
      (check3) => failedName(check3) ? [{ path: check3.path, name: check3.name }] : []
    );
    const heldThen = await heldWhenWritten(place.root, age, failed, place);
    report2.inferred = report2.inferred?.filter(
      (check3) => !failedName(check3) || heldThen(check3.path, check3.name) !== false
    );
  }
  if (options5.age) {
    const dated = options5.age === "when-stale" ? reports.filter(hasStaleInferred) : reports;
    for (const report2 of dated) {
      const age = ages.get(report2.file);
      if (age) report2.age = age;
      const stale5 = report2.inferred?.filter((check3) => check3.status === "stale") ?? [];
      if (!age || stale5.length === 0) continue;
      const counted2 = options5.changesOf === "all" ? report2.inferred ?? [] : stale5;
      const changes = await changesSince(
        counted2.map((check3) => check3.path),
        age.since,
        place
      );
      for (const check3 of counted2) {
        const changed = changes?.get(check3.path);
        if (changed) check3.changes = changed;
      }
    }
  }
  if (!options5.keepBodies) for (const report2 of memories) report2.body = "";
  place.kept?.save();
}
var import_node_fs34, import_node_path38, MAX_HELD_PER_MEMORY, MAX_NAMED_FILE_BYTES, LISTING_TIMEOUT_MS, MAX_KEPT_TREE, claimOf, pastDeadline, unchecked;
var init_inferred = __esm({
  "packages/cli/src/lint/inferred.ts"() {
    "use strict";
    import_node_fs34 = require("node:fs");
    import_node_path38 = require("node:path");
    init_dist5();
    init_files();
    init_project_git();
    init_sha256();
    init_claims();
    init_held_claims();
    init_inferred_facts();
    init_memory_age();
    init_manifests();
    init_path_history();
    init_project_tree();
    MAX_HELD_PER_MEMORY = 64;
    MAX_NAMED_FILE_BYTES = 1024 * 1024;
    LISTING_TIMEOUT_MS = 5e3;
    MAX_KEPT_TREE = 5e3;
    claimOf = (held) => held.kind === "path" ? held.path : `\`${held.name}\` in ${held.file}`;
    pastDeadline = (place) => place.deadlineAt !== void 0 && Date.now() >= place.deadlineAt;
    unchecked = (report2) => report2.status === "unverifiable" && report2.body !== "" && (report2.reason === "no frontmatter" || report2.reason.startsWith("no verify block"));
  }
});

// packages/cli/src/lint/code-search.ts
function isEvidenceFile(path3) {
  return !LOCKFILE.test(path3) && !LICENCE.test(path3) && !GENERATED.test(path3) && !PROSE.test(path3) && !AGENT_NOTES.test(path3) && !EDITOR_SAVED.test(path3);
}
function withoutComments(path3, text2) {
  const language = COMMENTS.find(({ files }) => files.test(path3));
  if (!language) return text2;
  return text2.replace(
    language.comment,
    (whole, string2) => string2 !== void 0 ? string2 : whole.replace(/[^\n]/g, "")
  );
}
function searchNames(names, root, tree, limit, progress = () => {
}) {
  const found = new Map(
    names.map((name) => [
      name,
      { files: [], count: 0, defining: [], declaring: [], imported: false }
    ])
  );
  if (names.length === 0) return found;
  const patterns = names.map((name) => ({
    name,
    // A setting's name read as `$NAME` (a shell, a Makefile) is that name; `$name` in JavaScript is another.
    // A class selector (`.glass-card`) ends where its name does: `.glass-card-header` is another class.
    word: new RegExp(
      `(?<![\\w${SETTING_NAME.test(name) ? "" : "$"}-])${escapeRegExp(name)}(?![\\w$${isClassName(name) ? "-" : ""}])`
    ),
    definition: name.startsWith("--") ? (
      // A flag a program of the project takes: a quoted option string, a shell `case` arm, clap's `long`.
      new RegExp(
        `['"]${escapeRegExp(name)}['"=]|^[ \\t]*${escapeRegExp(name)}\\s*[)|]|long\\s*=\\s*"${escapeRegExp(name.slice(2))}"`,
        "m"
      )
    ) : isClassName(name) ? selectorRule(name) : definitionOf(name),
    // A constant's name (`MAX_RETRIES`) is declared wherever it is defined; a lower- or type-cased one
    // (`eventName`, `AccountService`) only where a declaration, not a key or a local, sets it.
    declaration: /^(?:[a-z_]|[A-Z][a-z])/.test(name) ? declarationOf(name) : void 0
  }));
  for (const [i, path3] of tree.files.entries()) {
    progress(i, tree.files.length);
    if (!isEvidenceFile(path3) || tree.links.has(path3)) continue;
    let text2;
    try {
      const head = readFileHead((0, import_node_path39.join)(root, path3), MAX_FILE_BYTES2);
      if (!head || head.size > MAX_FILE_BYTES2) continue;
      text2 = head.text;
    } catch {
      continue;
    }
    if (text2.slice(0, BINARY_PROBE).includes("\0") || generatedHead(text2)) continue;
    let code;
    const present = /* @__PURE__ */ new Set();
    if (patterns.length > FEW_NAMES)
      for (const [word] of text2.matchAll(WORD)) {
        const candidate = found.has(word) ? word : word.replace(/^\$+/, "");
        if (found.has(candidate)) present.add(candidate);
      }
    for (const { name, word, definition, declaration } of patterns) {
      const may = patterns.length > FEW_NAMES && IDENTIFIER2.test(name) ? present.has(name) : text2.includes(name);
      if (!may || !word.test(text2)) continue;
      const hits = found.get(name);
      hits.count++;
      code ??= withoutComments(path3, text2);
      if (code !== text2 && !word.test(code)) continue;
      if (!hits.imported && importedFromOutside(code, name, tree)) hits.imported = true;
      const listed = hits.files.length < limit;
      if (listed) hits.files.push(path3);
      if (!listed && (hits.count > MAX_DEFINING_SEARCH || hits.declaring.length >= 2)) continue;
      if (!definition.test(code)) continue;
      if (listed || hits.defining.length < 2) hits.defining.push(path3);
      if (!declaration || DECLARES_EVERY_KEY.test(path3) || declaration.test(code)) hits.declaring.push(path3);
    }
  }
  return found;
}
function definitionOf(name) {
  const n = escapeRegExp(name);
  return new RegExp(
    [
      `\\b(?:def|function|class|interface|(?<![{,]\\s*)type|struct|enum|const|let|var|fn|func|trait|module|table|TABLE|record|object)\\s+${n}\\b`,
      `\\bimpl(?:<[^>\\n]*>)?\\s+${n}\\b(?!(?:<[^>\\n]*>)?\\s+for\\b)`,
      // A Go method: `func (h *Handler) startSession(`.
      `\\bfunc\\s*\\([^)\\n]*\\)\\s*${n}\\b`,
      `^[ \\t]*(?:export[ \\t]+|public[ \\t]+|private[ \\t]+|static[ \\t]+|readonly[ \\t]+)*${n}\\s*(?::(?!:)|=(?!=)|\\([^)\\n]*\\)\\s*(?::[^;{\\n]*)?(?:\\n\\s*)?\\{)`,
      `^[ \\t]*${MODIFIERS}${NOT_A_TYPE}\\w[\\w<>,\\[\\]?]*\\s+${n}\\s*[({=;]`
    ].join("|"),
    "m"
  );
}
function selectorRule(name) {
  return new RegExp(`(?:^|[\\s,>+~}&(])${escapeRegExp(name)}(?![\\w-])[^;{}]*\\{`, "m");
}
function declarationOf(name) {
  const n = escapeRegExp(name);
  return new RegExp(
    [
      `\\b(?:def|function|class|interface|(?<![{,]\\s*)type|struct|enum|fn|func|trait|module|record|object)\\s+${n}\\b`,
      `\\bimpl(?:<[^>\\n]*>)?\\s+${n}\\b(?!(?:<[^>\\n]*>)?\\s+for\\b)`,
      // A Go method: `func (h *Handler) startSession(`.
      `\\bfunc\\s*\\([^)\\n]*\\)\\s*${n}\\b`,
      `\\b(?:CREATE|create)\\s+(?:\\w+\\s+)?(?:TABLE|table)\\s+(?:(?:IF|if)\\s+(?:NOT|not)\\s+(?:EXISTS|exists)\\s+)?${n}\\b`,
      `^(?:export[ \\t]+(?:default[ \\t]+)?)?(?:const|let|var)[ \\t]+${n}\\b`,
      `^${MODIFIERS}(?:(?:const|let|var|val|readonly)[ \\t]+)?${n}\\s*(?::(?!:)|=(?!=))`,
      `^[ \\t]*${MODIFIERS}${n}\\s*\\([^)\\n]*\\)\\s*(?::[^;{\\n]*)?(?:\\n\\s*)?\\{`,
      `^[ \\t]*${MODIFIERS}${NOT_A_TYPE}\\w[\\w<>,\\[\\]?]*\\s+${n}\\s*[({]`,
      `^${MODIFIERS}${NOT_A_TYPE}\\w[\\w<>,\\[\\]?]*\\s+${n}\\s*[=;]`
    ].join("|"),
    "m"
  );
}
function importedFromOutside(text2, name, tree) {
  if (!/^[A-Za-z_$]/.test(name)) return false;
  const word = escapeRegExp(name);
  const modules = [];
  const statements = [
    // Rust: `use a::b::Name;`, `use a::{b, Name};`
    new RegExp(`^[ \\t]*(?:pub(?:\\([^)]*\\))?[ \\t]+)?use[ \\t]+([\\w]+)::[^;]*\\b${word}\\b[^;]*;`, "gm"),
    // JavaScript, TypeScript: `import { Name } from 'x'`, `import Name from 'x'`, across lines
    new RegExp(`^[ \\t]*import[ \\t]+(?:type[ \\t]+)?[^;'"]*?\\b${word}\\b[^;'"]*?from[ \\t]*['"]([^'"]+)['"]`, "gm"),
    // `const { Name } = require('x')`, within a line's reach: a long line that names it often stays linear
    new RegExp(`\\b${word}\\b[^;\\n]{0,200}=\\s*require\\(\\s*['"]([^'"]+)['"]`, "g"),
    // Python: `from x.y import a, Name`, `from x import (\n Name,\n)`
    new RegExp(`^[ \\t]*from[ \\t]+([\\w.]+)[ \\t]+import[ \\t]+(?:\\([^)]*\\b${word}\\b|[^\\n]*\\b${word}\\b)`, "gm"),
    // Java, Kotlin, Scala, C#: `import a.b.Name;`
    new RegExp(`^[ \\t]*import[ \\t]+(?:static[ \\t]+)?([\\w.]+)\\.${word}\\b`, "gm")
  ];
  for (const statement of statements) for (const match of text2.matchAll(statement)) modules.push(match[1]);
  return modules.some((module2) => !ownModule(module2, tree));
}
function ownModule(module2, tree) {
  if (/^(?:\.|\/|@\/|~\/|#|\$|crate$|self$|super$)/.test(module2)) return true;
  if (/^@[\w.-]+\//.test(module2)) return workspacePackage(tree, module2);
  const first = module2.split(/[/.:]/)[0];
  const forms = /* @__PURE__ */ new Set([first, first.replace(/_/g, "-"), first.replace(/-/g, "_")]);
  for (const form of forms) {
    if ((tree.byName.get(form) ?? []).length > 0) return true;
    for (const extension of ["py", "ts", "js", "rs", "go", "java", "kt"])
      if ((tree.byName.get(`${form}.${extension}`) ?? []).length > 0) return true;
  }
  return false;
}
var import_node_path39, MAX_FILE_BYTES2, BINARY_PROBE, LOCKFILE, LICENCE, GENERATED, GENERATED_MARK, generatedHead, PROSE, EDITOR_SAVED, AGENT_NOTES, FEW_NAMES, MAX_DEFINING_SEARCH, WORD, SETTING_NAME, IDENTIFIER2, COMMENTS, DECLARES_EVERY_KEY, MODIFIERS, NOT_A_TYPE;
var init_code_search = __esm({
  "packages/cli/src/lint/code-search.ts"() {
    "use strict";
    import_node_path39 = require("node:path");
    init_files();
    init_project_tree();
    init_token_shape();
    MAX_FILE_BYTES2 = 1024 * 1024;
    BINARY_PROBE = 8192;
    LOCKFILE = /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|Cargo\.lock|poetry\.lock|uv\.lock|Pipfile\.lock|composer\.lock|Gemfile\.lock|go\.sum|flake\.lock|packages\.lock\.json|[^/]*\.lock)$/;
    LICENCE = /(^|\/)(LICEN[CS]E|COPYING|NOTICE|THIRD[-_]PARTY)[^/]*$/i;
    GENERATED = /(^|\/)(dist|build|out|target|coverage|vendor|third_party|\.next|\.nuxt|\.svelte-kit|__pycache__|\.venv|venv|site-packages|obj|Library|Temp)\/|\.(min\.[a-z]+|map|snap)$|[._-](generated|gen|pb)\.[a-z]+$|_pb2\.py$/i;
    GENERATED_MARK = /@generated\b|<auto-generated|^.*\bgenerated\b.*\bDO NOT (?:EDIT|MODIFY)\b|\b(?:merged|packed) representation of the (?:entire |whole )?(?:codebase|repository)\b/im;
    generatedHead = (text2) => GENERATED_MARK.test(text2.split("\n", 5).join("\n"));
    PROSE = /\.(md|mdx|txt|rst|adoc|html?|ipynb|csv|tsv|log|svg)$/i;
    EDITOR_SAVED = /\.(unity|prefab|asset|mat|meta|tscn|tres|anim|controller|uasset|umap|xib|storyboard)$/i;
    AGENT_NOTES = /(^|\/)(CLAUDE|AGENTS|GEMINI|MEMORY)(\.local)?\.md$|(^|\/)\.(claude|cursor|codex|gemini|github\/copilot)[^/]*\//i;
    FEW_NAMES = 16;
    MAX_DEFINING_SEARCH = 64;
    WORD = /[A-Za-z_$][\w$]*/g;
    SETTING_NAME = /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;
    IDENTIFIER2 = /^[A-Za-z_$][\w$]*$/;
    COMMENTS = [
      {
        files: /\.(?:[cm]?[jt]sx?|java|kts?|c|h|cc|cpp|cxx|hpp|hh|cs|go|rs|swift|dart|scala|php|groovy|gradle|s?css|less|proto|zig|sol|jsonc)$/i,
        comment: /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g
      },
      // Python: a docstring (the string opening a module, or the body of a `def`/`class` after its
      // colon) says what the code is, or refers elsewhere ("port of `Policy._apply`"), as a comment
      // does; a string the code assigns or passes (`executescript("""CREATE TABLE \u2026""")`) is code.
      // The lookahead first: what stands before is asked only where a triple quote opens, never at every
      // character; and each line before splits one way only (`#[^\r\n]*`, then `\r?\n`), or a run of
      // comment lines ending in CRLF takes exponential time.
      {
        files: /\.pyi?$/i,
        comment: /(?=[rRuUbBfF]{0,2}(?:"""|'''))(?<=(?:^(?:[ \t]*(?:#[^\r\n]*)?\r?\n)*|:[ \t]*(?:#[^\r\n]*)?\r?\n)[ \t]*)[rRuUbBfF]{0,2}(?:"""[\s\S]*?"""|'''[\s\S]*?''')|("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(?<![$\w{])#[^\n]*/g
      },
      {
        files: /\.(?:sh|bash|zsh|rb|ya?ml|toml|r|pl|pm|gd|cmake|ps1|nix|exs?|jl|tf|hcl|conf|ini|cfg)$|(?:^|\/)(?:Makefile|Dockerfile|[^/]*\.mk|\.env[^/]*)$/i,
        comment: /("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|(?<![$\w{])#[^\n]*/g
      },
      { files: /\.(?:sql|lua|hs|elm)$/i, comment: /('(?:[^'\n]|'')*'|"[^"\n]*")|--[^\n]*/g },
      // A single-file component: its template's `<!-- -->`, its script's and style's `//` and `/* */`.
      {
        files: /\.(?:vue|svelte|astro)$/i,
        comment: /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|<!--[\s\S]*?-->|\/\/[^\n]*|\/\*[\s\S]*?\*\//g
      },
      // HTML and XML, with the XML files of .NET builds and UIs (`.csproj`, `.props`, `.xaml`, `.resx`).
      {
        files: /\.(?:html?|xhtml|xml|svg|[cfv]sproj|vcxproj|props|targets|xaml|axaml|resx|nuspec|plist)$/i,
        comment: /("(?:[^"\\\n]|\\.)*")|<!--[\s\S]*?-->/g
      }
    ];
    DECLARES_EVERY_KEY = /\.(?:graphqls?|gql|prisma|proto|thrift|avsc|sql|ya?ml|toml|json5?|ini|cfg|conf|properties|xml|plist|go)$/i;
    MODIFIERS = "(?:(?:public|private|protected|internal|static|final|override|virtual|abstract|async|sealed|unsafe|extern|inline|export)[ \\t]+)*";
    NOT_A_TYPE = "(?!(?:return|await|new|throw|yield|else|case|typeof|delete|not|and|or|if|elif|while|for|echo|print|assert|raise)\\b)";
  }
});

// packages/cli/src/lint/evidence.ts
function namesToSearch(claims) {
  const names = [];
  for (const { shape, aside, section: section4 } of claims) {
    if (aside || section4 === "why") continue;
    if (shape.kind === "identifier" && distinctiveName(shape.name)) names.push(shape.name);
    if (shape.kind === "flag") names.push(shape.flag);
  }
  return names;
}
function fileHolds(root, file, name) {
  return fileMatches(root, file, `(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`, true);
}
function fileMatches(root, file, pattern, code = false) {
  try {
    const real = import_node_fs35.realpathSync.native((0, import_node_path40.join)(root, file));
    if (!isInside(real, import_node_fs35.realpathSync.native(root)) || !(0, import_node_fs35.statSync)(real).isFile()) return false;
    const head = readFileHead(real, 1024 * 1024);
    return head !== void 0 && new RegExp(pattern).test(code ? withoutComments(file, head.text) : head.text);
  } catch {
    return false;
  }
}
function nameHeld(root, target, name, clause, score, line) {
  const given2 = valueGiven(clause, name);
  const value = given2?.value;
  const setting = value === void 0 ? void 0 : settingPattern(`${name}=${value}`);
  const set = setting !== void 0 && fileMatches(root, target, setting);
  if (setting !== void 0 && !set && given2?.said) return "set otherwise";
  if (setting !== void 0 && set)
    return {
      check: { kind: PROPOSED_KINDS.text, target, pattern: setting },
      score: score + 1,
      line,
      said: `\`${quoted(name)}\` = ${value} (in ${target})`
    };
  const word = /^[A-Za-z_]\w*$/.test(name) && fileMatches(root, target, `\\w${name}|${name}\\w`);
  return {
    check: isClassName(name) ? (
      // A class selector ends where its name does (`.glass-card`, not `.glass-card-header`).
      { kind: PROPOSED_KINDS.text, target, pattern: `${escapeRegExp(name)}(?:[^\\w-]|$)` }
    ) : word ? { kind: PROPOSED_KINDS.text, target, pattern: `\\b${name}\\b` } : { kind: PROPOSED_KINDS.text, target, pattern: name, fixed: true },
    score,
    line,
    said: `\`${quoted(name)}\` (in ${target})`
  };
}
function valueGiven(clause, name) {
  const at = clause.indexOf(`\`${name}\``);
  if (at === -1) return void 0;
  const after = clause.slice(at + name.length + 2, at + name.length + 2 + 120);
  const said = /^[\s\S]*?\b(?:is|are)?\s*(?:set to|defaults? to|equals)\s+`?(-?\d+(?:\.\d+)?)(?![\w.])/.exec(after)?.[1];
  if (said !== void 0) return { value: said, said: true };
  const literal = LITERAL_AFTER.exec(after);
  const value = literal?.[1] ?? literal?.[2] ?? literal?.[3];
  return value === void 0 ? void 0 : { value, said: false };
}
function versionAfter(clause, name) {
  const at = clause.indexOf(name);
  if (at === -1) return void 0;
  const after = clause.slice(at + name.length, at + name.length + 48);
  return /^[^\d\n]{0,24}?(?<![\w.])[\^~]?(?:>=|<=|==|~>|>|<)?\s?v?(\d+(?:\.\d+){0,2})(?![\w])/.exec(after)?.[1];
}
function featureNamed(clause, name) {
  const n = escapeRegExp(name);
  return new RegExp(
    `\`${n}\`(?:\\s*(?:[+,/&]|\\band\\b)\\s*\`[^\`]+\`)*\\s*(?:features?|flags?)\\b|\\bfeatures?\\s*(?:[=:]\\s*\\[[^\\]]*?)?["'\`]${n}["'\`]`,
    "i"
  ).test(clause);
}
function namesCode({ claims, procedures: procedures2 }) {
  return procedures2.some((procedure) => !procedure.aside && procedure.section !== "why") || claims.some(
    ({ shape, aside, example, section: section4 }) => !aside && !example && section4 !== "why" && (shape.kind === "path" && !shape.glob && shape.path.includes("/") || shape.kind === "identifier" && distinctiveName(shape.name))
  );
}
function weigh(read3, type, project) {
  const { claims, procedures: procedures2 } = read3;
  const { tree, hits, manifests, root } = project;
  const judgement = judgementType(type);
  const candidates = [];
  if (aboutAnotherCheckout(read3, (0, import_node_path40.basename)(root), tree)) return { candidates, missing: [] };
  const missing = missingPaths(claims, tree, false, declaredLibraries(manifests));
  const counts = (claim) => !claim.aside && claim.section !== "why" && claim.section !== "tree" && (!judgement || claim.section === "description" || claim.section === "how" || claim.lead === true);
  const namesPlace = (claim) => judgement && !claim.aside && !claim.example && claim.section === "body" && claim.backticked;
  const bonus = (claim) => (claim.section === "description" ? 2 : 0) + (claim.section === "how" ? 1 : 0) + (claim.section === "fence" ? -1 : 0) + (claim.anchored ? 1 : 0) + (claim.backticked ? 1 : 0);
  const namedByClause = /* @__PURE__ */ new Map();
  const filesIn = (clause) => (namedByClause.get(clause) ?? []).map(({ file }) => file);
  const namedByParagraph = /* @__PURE__ */ new Map();
  const asideByClause = /* @__PURE__ */ new Map();
  const gone = /* @__PURE__ */ new Set();
  const goneInClause = /* @__PURE__ */ new Set();
  const unsetIn = /* @__PURE__ */ new Set();
  for (const claim of claims) {
    const { shape } = claim;
    if (shape.kind !== "path" || shape.glob) continue;
    const where = findInTree(tree, shape.path, shape.stem);
    if ((!where || "near" in where) && !isMemoryPath(tree, shape.path)) {
      if (claim.backticked) gone.add(claim.paragraph);
      else if (codeFileInProse(shape.path)) goneInClause.add(claim.clause);
    }
    if (!where || !("found" in where)) continue;
    if (tree.folders.has(where.found)) continue;
    if (claim.contrasted) asideByClause.set(claim.clause, [...asideByClause.get(claim.clause) ?? [], where.found]);
    else namedByClause.set(claim.clause, [...namedByClause.get(claim.clause) ?? [], { file: where.found, claim }]);
    namedByParagraph.set(claim.paragraph, /* @__PURE__ */ new Set([...namedByParagraph.get(claim.paragraph) ?? [], where.found]));
  }
  const headingFile = (claim) => {
    for (const heading of [...claim.headings ?? []].reverse()) {
      const files = namedByParagraph.get(heading);
      if (files) return files.size === 1 ? [...files][0] : void 0;
    }
    return void 0;
  };
  const namedFiles = new Set([...namedByClause.values()].flat().map(({ file }) => file));
  for (const claim of claims) {
    const { shape } = claim;
    if (shape.kind === "path") {
      if (isMemoryPath(tree, shape.path) || claim.example || shape.glob || /(^|\/)MEMORY\.md$/i.test(shape.path))
        continue;
      const whole = shape.stem && shape.symbol ? findInTree(tree, `${shape.path}.${shape.symbol}`) : void 0;
      const where = whole && "found" in whole ? whole : findInTree(tree, shape.path, shape.stem);
      if (!where || !("found" in where)) continue;
      if (shape.stem && where !== whole && tree.folders.has(where.found)) continue;
      if (shape.folder && !tree.folders.has(where.found)) continue;
      if (!counts(claim) && !(namesPlace(claim) && shape.path.includes("/"))) continue;
      const target = where.found;
      if (RETIRED.test(target) && !RETIRED.test(shape.path)) continue;
      if (!shape.path.includes("/")) {
        if (claim.folders.some((folder2) => findInTree(tree, folder2) === void 0)) continue;
        if (isTestPath(target) && !isTestPath(shape.path)) continue;
        if (/^\.claude\/(?:[^/]+$|worktrees\/|agent-memory(?:-local)?\/)/.test(target) && !read3.claims.some(writesClaudeFolder))
          continue;
      }
      const folder = tree.folders.has(target);
      if (folder && !shape.path.includes("/") && claim.elsewhere) continue;
      const symbol = where === whole ? void 0 : shape.symbol;
      if (symbol && !folder && distinctiveName(symbol) && fileHolds(root, target, symbol)) {
        candidates.push({
          check: { kind: PROPOSED_KINDS.text, target, pattern: symbol, fixed: true },
          score: 6 + bonus(claim),
          line: claim.line,
          said: `\`${symbol}\` (in ${target})`
        });
        continue;
      }
      if (folder ? !target.includes("/") : UBIQUITOUS.test(target.slice(target.lastIndexOf("/") + 1)) || ROOT_CONFIG.test(target))
        continue;
      if (!folder && (shape.pointer || aboutContent(claim, claims, root, target))) {
        const inside = contentNamed(claim, claims, root, target);
        const held = inside && nameHeld(root, target, inside, claim.clauseText, 6 + bonus(claim), claim.line);
        if (held === "set otherwise") unsetIn.add(target);
        else if (held) candidates.push(held);
        continue;
      }
      candidates.push({
        check: { kind: PROPOSED_KINDS.path, target },
        score: (folder ? 2 : 3) + bonus(claim),
        line: claim.line,
        said: quoted(target)
      });
    } else if (shape.kind === "identifier" || shape.kind === "flag" || shape.kind === "package") {
      const lesson = counts(claim);
      if (!lesson && !(namesPlace(claim) && shape.kind === "identifier")) continue;
      const name = shape.kind === "flag" ? shape.flag : shape.name;
      const dependency = lesson && claim.backticked && !claim.example && (claim.dependencyWords || /[-/.@\d]/.test(name)) && !featureNamed(claim.clauseText, name) && !workspacePackage(tree, name) ? manifests.dependency(name) : void 0;
      if (dependency) {
        const version = versionAfter(claim.clauseText, name);
        const pinned = version === void 0 ? void 0 : pinnedEntry(dependency, name, version);
        const held2 = pinned !== void 0 && fileMatches(root, pinned.file, pinned.pattern) ? pinned : void 0;
        const entry = held2 ?? dependency;
        candidates.push({
          check: {
            kind: PROPOSED_KINDS.text,
            target: entry.file,
            pattern: entry.pattern,
            ...entry.flags ? { flags: entry.flags } : {}
          },
          score: 3 + bonus(claim) + (held2 ? 2 : 0),
          line: claim.line,
          said: held2 ? `\`${quoted(name)}\` ${version} (a dependency in ${dependency.file})` : `\`${quoted(name)}\` (a dependency in ${dependency.file})`
        });
        continue;
      }
      if (shape.kind === "package") continue;
      const found = hits.get(name);
      if (!found || found.count === 0) continue;
      if (found.count > MAX_NAME_FILES && !(judgement && ownApi(claim, name, found))) continue;
      if (found.imported) continue;
      const holders = (namedByClause.get(claim.clause) ?? []).filter(
        ({ file }) => found.files.includes(file) && !settingFor(claim.clauseText, name, file)
      );
      const nearest = holders.filter((named) => named.claim.at < claim.at).sort((a, b) => b.claim.at - a.claim.at)[0];
      const beside = (nearest ?? holders[0])?.file;
      if ((!lesson || claim.section === "fence") && !beside) continue;
      if (!beside && filesIn(claim.clause).length > 0) continue;
      if (shape.kind === "flag" && !beside) continue;
      if (!beside && (gone.has(claim.paragraph) || goneInClause.has(claim.clause) || claim.example)) continue;
      if (!beside && libraryBefore(claim, claims, tree)) continue;
      const setting = shape.kind === "identifier" && /^[A-Z][A-Z0-9_]+$/.test(name);
      const configs = setting ? found.files.filter((file) => isConfigFile(file) && !isTemplateFile(file)) : [];
      const readers = setting && configs.length === 0 && found.files.some(isTemplateFile) ? found.files.filter((file) => !isConfigFile(file) && !isTemplateFile(file) && !isTestPath(file)) : [];
      const config = configs.length === 1 ? configs[0] : readers.length === 1 ? readers[0] : void 0;
      const defined = definingFile(name, found, claim.clauseText) ?? (claim.backticked ? namedDefiner(found, namedFiles, claim.clauseText) : void 0);
      const target = judgement ? beside ?? config ?? (claim.backticked ? defined : void 0) : claim.backticked ? beside ?? config ?? defined : definingFile(name, found, claim.clauseText);
      if (!target || asideByClause.get(claim.clause)?.includes(target)) continue;
      if (claim.unmarked && !beside && !namedFiles.has(target)) continue;
      const flag3 = shape.kind === "flag";
      const score = (beside ? 6 : 4) + bonus(claim) - (flag3 ? 1 : 0);
      const held = nameHeld(root, target, name, flag3 ? "" : claim.clauseText, score, claim.line);
      if (held === "set otherwise") unsetIn.add(target);
      else candidates.push(held);
    } else if (shape.kind === "setting") {
      if (claim.example || !counts(claim) && !namesPlace(claim)) continue;
      const files = [...new Set(filesIn(claim.clause))];
      const file = files.length === 1 ? files[0] : files.length === 0 ? headingFile(claim) : void 0;
      if (file === void 0) continue;
      const asWritten = fileHolds(root, file, shape.text);
      const path3 = shape.text.includes("::");
      if (path3 && !asWritten) continue;
      const pattern = asWritten ? void 0 : settingPattern(shape.text);
      if (!asWritten && (pattern === void 0 || !fileMatches(root, file, pattern, true))) {
        if (pattern === void 0 || !fileMatches(root, file, pattern)) unsetIn.add(file);
        continue;
      }
      candidates.push({
        check: pattern === void 0 ? { kind: PROPOSED_KINDS.text, target: file, pattern: shape.text, fixed: true } : { kind: PROPOSED_KINDS.text, target: file, pattern },
        score: 6 + bonus(claim),
        line: claim.line,
        said: `\`${quoted(shape.text)}\` (in ${file})`
      });
    } else if (shape.kind === "url" && project.http && counts(claim) && !claim.example && !/^https?:\/\/(localhost|127\.|\[|\d)/i.test(shape.url)) {
      candidates.push({
        check: { kind: PROPOSED_KINDS.url, target: shape.url },
        score: 2 + bonus(claim),
        line: claim.line,
        said: quoted(shape.url)
      });
    }
  }
  for (const procedure of procedures2) {
    if (!counts(procedure)) continue;
    const entry = manifests.procedure(procedure.runner, procedure.name);
    if (!entry) continue;
    const command = procedure.command;
    candidates.push({
      check: {
        kind: PROPOSED_KINDS.text,
        target: entry.file,
        pattern: entry.pattern,
        ...entry.flags ? { flags: entry.flags } : {}
      },
      score: 4 + (procedure.section === "description" ? 2 : 0) + (procedure.section === "how" ? 1 : 0),
      line: procedure.line,
      said: `\`${quoted(command)}\` (defined in ${entry.file})`
    });
  }
  return {
    candidates: candidates.filter(({ check: check3 }) => !("target" in check3 && unsetIn.has(check3.target))),
    missing
  };
}
function placesNameAway(claims, type, tree, root) {
  return heldClaims(claims, type).some((held) => {
    if (held.kind !== "name") return false;
    const where = findInTree(tree, held.file);
    if (!where || !("found" in where) || tree.folders.has(where.found) || tree.links.has(where.found)) return false;
    if (qualifiedElsewhere(where.found, held.name, (path3) => hasFile(tree, path3))) return false;
    return !fileMatches(root, where.found, escapeRegExp(heldPart(held.name)));
  });
}
function codeFileInProse(path3) {
  const file = /^(?:[\w.-]+\/)*([A-Za-z][\w-]{2,})\.([A-Za-z]+)$/.exec(path3);
  if (!file) return false;
  const stem = file[1] ?? "";
  const extension = file[2] ?? "";
  if (/^js$/i.test(extension)) return distinctiveName(stem);
  return SOURCE_EXTENSION.test(extension);
}
function aboutContent(claim, claims, root, target) {
  try {
    (0, import_node_fs35.statSync)((0, import_node_path40.join)(root, target));
  } catch {
    return false;
  }
  const others = claims.filter((other) => other.clause === claim.clause && other !== claim && !other.aside);
  const had = HAD_BEFORE.exec(claim.clauseText.slice(0, claim.at));
  const words = had ? `${claim.clauseText.slice(0, had.index)} ${claim.clauseText.slice(claim.at).replace(/`?[\w-]*[./][\w./-]*`?/g, " ")}` : claim.clauseText;
  return others.some((other) => other.shape.kind === "identifier") || CONTENT_WORDS.test(words);
}
function contentNamed(claim, claims, root, target) {
  const saidOfAnother = (other) => other.at < claim.at && claims.some((path3) => path3.clause === claim.clause && path3.shape.kind === "path" && path3.at < other.at);
  for (const other of claims) {
    if (other.clause !== claim.clause || other.aside || other.shape.kind !== "identifier" || !other.backticked) continue;
    if (saidOfAnother(other)) continue;
    const { name } = other.shape;
    if (settingFor(claim.clauseText, name, target)) continue;
    const telling = SETTINGS_FILE.test(target) ? name.length >= 4 && !COMMON.has(name) : distinctiveName(name);
    if (telling && fileHolds(root, target, name)) return name;
  }
  return void 0;
}
function definingFile(name, found, clause = "") {
  const defining = KEY_WORDS.test(blankCode(clause)) ? found.defining : found.declaring;
  const source = defining.filter((file) => !isTestPath(file) && !isTemplateFile(file));
  if (source.length === 1) return source[0];
  if (source.length > 1) return void 0;
  const tests = defining.filter(isTestPath);
  const testName = /^test|test$|tests$|_test|fake|mock|fixture|harness|stub/i;
  return tests.length === 1 && found.files.every(isTestPath) && testName.test(name) ? tests[0] : void 0;
}
function namedDefiner(found, namedFiles, clause) {
  const source = found.defining.filter((file) => !isTestPath(file) && !isTemplateFile(file));
  const named = [...namedFiles].filter((file) => source.includes(file));
  const said = named.filter((file) => new RegExp(`\\b${escapeRegExp(stemOf2(file))}\\b`).test(clause));
  return said.length === 1 ? said[0] : named[0];
}
function strongest(candidates, type) {
  const least = judgementType(type) ? 5 : 3;
  const bare = new Set(candidates.flatMap((c) => ownName(c.check) && "target" in c.check ? [c.check.target] : []));
  const kept = candidates.filter(
    (c) => c.score >= least && c.check.kind !== "none" && !ownName(c.check) && !(c.check.kind === PROPOSED_KINDS.path && bare.has(c.check.target))
  );
  const grepped = new Set(kept.flatMap((c) => c.check.kind === PROPOSED_KINDS.text ? [c.check.target] : []));
  const within2 = (folder) => candidates.some((o) => "target" in o.check && o.check.target.startsWith(`${folder}/`));
  const sorted = kept.filter((c) => c.check.kind !== PROPOSED_KINDS.path || !grepped.has(c.check.target) && !within2(c.check.target)).sort((a, b) => b.score - a.score || a.line - b.line);
  const chosen = [];
  const seen = /* @__PURE__ */ new Set();
  for (const candidate of sorted) {
    if (chosen.length >= MAX_CHECKS) break;
    const { check: check3 } = candidate;
    const key = JSON.stringify(check3);
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(candidate);
  }
  return chosen;
}
var import_node_fs35, import_node_path40, MAX_NAME_FILES, MAX_CHECKS, ROOT_CONFIG, quoted, LITERAL_AFTER, judgementType, RETIRED, libraryBefore, SOURCE_EXTENSION, SETTINGS_FILE, writesClaudeFolder, HAD_BEFORE, CONTENT_WORDS, ownApi, isTestPath, KEY_WORDS, stemOf2, isConfigFile, isTemplateFile, ownName;
var init_evidence = __esm({
  "packages/cli/src/lint/evidence.ts"() {
    "use strict";
    import_node_fs35 = require("node:fs");
    import_node_path40 = require("node:path");
    init_dist5();
    init_files();
    init_claims();
    init_code_search();
    init_manifests();
    init_held_claims();
    init_project_tree();
    init_token_shape();
    init_shipped_checkers();
    MAX_NAME_FILES = 4;
    MAX_CHECKS = 8;
    ROOT_CONFIG = /^config\.(ya?ml|json|toml|js|ts)$/i;
    quoted = (text2) => text2.length > 80 ? `${text2.slice(0, 77)}\u2026` : text2;
    LITERAL_AFTER = /^\s*(?:\(\s*default(?:s to)?\s*[:=]?\s*|default(?:s to)?\s*[:=]?\s*|=\s*)`?(?:(-?\d[\d_]*(?:\.\d+)?)(?![\w.])|(true|false)\b|(["'][^"'`\n]{1,40}["']))`?/i;
    judgementType = (type) => type === "feedback" || type === "user";
    RETIRED = /(^|\/)[_.-]*(?:deprecated|archived?|old|legacy|backups?|bak|obsolete|attic|trash|unused)(?:[-_.][^/]*)?\//i;
    libraryBefore = (claim, claims, tree) => claims.some(
      (other) => other.clause === claim.clause && other.at < claim.at && other.shape.kind === "package" && !workspacePackage(tree, other.shape.name)
    );
    SOURCE_EXTENSION = /^(?:py|tsx?|jsx|[cm]js|go|rs|rb|java|kts?|swift|cc?|cpp|hh?|hpp|cs|php|vue|svelte|dart|sh|sql|exs?|scala|lua)$/i;
    SETTINGS_FILE = /\.(?:ini|toml|ya?ml|json5?|xml|plist|gradle|kts|properties|cfg|conf)$|\.config\.[cm]?[jt]s$/i;
    writesClaudeFolder = ({ shape }) => shape.kind === "path" && /^\.claude(?:\/|$)/.test(shape.path);
    HAD_BEFORE = /\b(?:has|have|includes?|ships?)\s+(?:`?[\w./-]+`?(?:,\s*|\s+and\s+))*`?$/i;
    CONTENT_WORDS = /\b(?:has|have|holds?|contains?|includes?|sets?|defines?|declares?|registers?|lists?|adds?|added|wires?|mounts?|renders?|configures?|requests?|requires?|needs?|enables?|disables?|overrides?|pins?|builds?|creates?|calls?|uses?|spawns?|handles?|returns?|exports?|imports?|checks?|validates?|parses?|loads?|stores?|keeps?|fetch(?:es)?|reads|writes|sends|shows|emits|drops|wraps|updated|changed|fixed|patched|modified|source of truth|accepts?|skips?|dispatch(?:es)?|logs|logged|hard-?coded|thresholds?|untested|covered|coverage|bugs?|vulnerab\w*|leaks?|exposes?|tokens|utilities|variables)\b/i;
    ownApi = (claim, name, found) => claim.backticked && name.length >= 12 && /[a-z][A-Z]|[A-Za-z0-9]_[A-Za-z0-9]/.test(name) && found.count <= MAX_DEFINING_SEARCH && definingFile(name, found) !== void 0;
    isTestPath = (path3) => /(^|\/)(tests?|__tests__|spec|specs|fixtures?|fakes?|mocks?|__mocks__)\/|[._-](test|spec)\.[a-z]+$|(^|\/)test_[^/]*$|_test\.[a-z]+$/i.test(
      path3
    );
    KEY_WORDS = /\b(?:keys?|fields?|propert(?:y|ies)|props?|attributes?|columns?|params?|parameters?|arguments?|options?|settings?)\b/i;
    stemOf2 = (path3) => (0, import_node_path40.basename)(path3).replace(/\.[^.]*$/, "");
    isConfigFile = (path3) => /(^|\/)(\.env[\w.-]*|[\w.-]*\.(env|toml|ya?ml|ini|cfg|conf)|[\w.-]*(config|settings)[\w.-]*)$/i.test(path3);
    isTemplateFile = (path3) => /\.(?:example|sample|template|tmpl|dist)$/i.test(path3) || isConfigFile(path3) && /(?:^|[/._-])(?:example|sample|template|tmpl)[._-][^/]*$/i.test(path3);
    ownName = (check3) => {
      if (check3.kind !== PROPOSED_KINDS.text || !("pattern" in check3)) return false;
      const pattern = check3.pattern.replace(/^\\b(\w+)\\b$/, "$1");
      const segments = check3.target.split("/");
      const parts = segments.pop().split(".");
      const joined = parts.slice(0, -1).join("");
      return segments.includes(pattern) || parts[0] === pattern || parts.length > 2 && joined.toLowerCase() === pattern.toLowerCase();
    };
  }
});

// packages/cli/src/lint/lint.ts
var lint_exports = {};
__export(lint_exports, {
  LINT_SEVERITY: () => LINT_SEVERITY,
  blockLines: () => blockLines,
  blockText: () => blockText,
  lintMemories: () => lintMemories,
  yamlScalar: () => yamlScalar
});
function bodyStart(text2) {
  const lines = text2.split("\n");
  if (!/^(\ufeff)?---/.test(lines[0] ?? "")) return 0;
  const close = lines.findIndex((line, i) => i > 0 && /^---[ \t]*\r?$/.test(line));
  return close === -1 ? 0 : close + 1;
}
function fileLine(text2, offset, line) {
  if (line > 0) return offset + line;
  const at = text2.split("\n").findIndex((l) => /^\s*description\s*:/.test(l));
  return at === -1 ? 1 : at + 1;
}
async function holdingToday(proposals, root, memoryDir, registry, timeoutSeconds, progress) {
  const runs2 = [];
  const owners2 = [];
  for (const { file, chosen } of proposals)
    for (const candidate of chosen) {
      runs2.push({ file, name: file, body: "", verify: { kind: "block", block: candidate.check } });
      owners2.push({ file, candidate });
    }
  const reports = await verifyMemories(runs2, { root, memoryDir, registry, timeoutSeconds }, { progress });
  const holding = /* @__PURE__ */ new Map();
  reports.forEach((report2, i) => {
    const { file, candidate } = owners2[i];
    if (report2.status === "fresh") holding.set(file, [...holding.get(file) ?? [], candidate]);
  });
  return holding;
}
function foundLine(chosen, room) {
  const said = chosen.map((c) => c.said);
  const line = `names ${said.length > 1 ? `${said.slice(0, -1).join(", ")} and ${said.at(-1)}` : said[0]}`;
  return line.length > room ? `${line.slice(0, room - 1)}\u2026` : line;
}
async function lintMemories(files, memoryDir, root, registry, options5 = {}) {
  const findings = [];
  const candidates = [];
  const checked = [];
  const rotted = [];
  const names = /* @__PURE__ */ new Map();
  const shown2 = (file) => (0, import_node_path41.relative)(memoryDir, file) || (0, import_node_path41.basename)(file);
  const add = (code, file, line, detail, suggestion) => findings.push({
    code,
    severity: LINT_SEVERITY[code],
    file: shown2(file),
    line,
    detail,
    ...suggestion ? { suggestion } : {}
  });
  const looked = (file) => options5.only === void 0 || options5.only.has(file);
  const progress = options5.progress ?? (() => {
  });
  for (const [i, file] of files.entries()) {
    progress("read", i, files.length, "memories");
    const draft = options5.drafts?.get(file);
    const memory = draft === void 0 ? readMemory(file, true, {
      allows: (path3) => isInside(path3, memoryDir) || isInside(path3, root),
      shown: (path3) => (0, import_node_path41.relative)(root, path3)
    }) : memoryFromText(file, draft);
    const verdict = memory.verify.kind === "verdict" ? memory.verify.result : void 0;
    if (verdict && HELD.test(verdict.reason)) {
      if (looked(file)) add("unreadable", file, null, verdict.reason);
      continue;
    }
    names.set(memory.name, [...names.get(memory.name) ?? [], file]);
    if (!looked(file)) continue;
    const text2 = draft ?? ((0, import_node_fs36.lstatSync)(file).isSymbolicLink() ? "" : (0, import_node_fs36.readFileSync)(file, "utf8"));
    const candidate = { memory, text: text2, offset: bodyStart(text2), judged: false };
    if (verdict) {
      const { reason } = verdict;
      if (reason === "no frontmatter") {
        add("no-frontmatter", file, 1, "no frontmatter: the memory has no name, description or verify block");
        candidates.push(candidate);
      } else if (reason === "no verify block") candidates.push(candidate);
      else if (reason.startsWith("no verify block (frontmatter is not valid YAML: ")) {
        const problem = reason.slice("no verify block (".length, -1);
        add("invalid-yaml", file, lineOf(reason), problem);
        candidates.push({ ...candidate, unwritable: `its ${problem}; fix it first` });
      } else if (reason.startsWith("invalid frontmatter: ") || reason.startsWith("unsupported frontmatter language"))
        add("invalid-yaml", file, lineOf(reason), reason);
      else if (reason !== "no counterpart (judgement)") add("invalid-verify", file, memory.verifyLine ?? 1, reason);
    } else if (memory.verify.kind === "block") {
      const problems = await verifyProblems(memory.verify.block, registry);
      for (const problem of problems) add("invalid-verify", file, memory.verifyLine ?? 1, problem);
      if (problems.length === 0 && onlyJudgements(memory.verify.block)) candidates.push({ ...candidate, judged: true });
      else checked.push(candidate);
    }
  }
  for (const [name, same] of names) {
    if (same.length < 2) continue;
    for (const file of same.filter(looked))
      add(
        "duplicate-name",
        file,
        null,
        `name '${name}' is also the name of ${same.filter((other) => other !== file).map(shown2).join(", ")}`
      );
  }
  const fossils = [];
  if (isInside(root, memoryDir)) {
    const detail = "the root is the memory dir: no project files to check claims against (use --root)";
    findings.push({ code: "no-project", severity: LINT_SEVERITY["no-project"], file: ".", line: null, detail });
  } else if (candidates.length > 0 || checked.length > 0) {
    const tree = walkProject(root, memoryDir);
    const rotIn = (target, missing) => {
      for (const { path: path3, line, moved } of missing) {
        rotted.push({ file: target.memory.file, path: path3, line, ...moved ? { moved } : {} });
        const budget2 = MAX_SAID - Math.max(0, (0, import_node_path41.relative)(root, target.memory.file).length - 40);
        const hint = moved && moved.length <= 80 ? ` (${moved} has its name)` : "";
        const elsewhere = budget2 - hint.length >= 40 ? hint : "";
        const room = budget2 - elsewhere.length;
        const named = path3.length > room ? `${path3.slice(0, room - 1)}\u2026` : path3;
        add(
          "fossil-missing",
          target.memory.file,
          fileLine(target.text, target.offset, line),
          `names ${named}, which does not exist under the root${elsewhere}: the claim may have rotted already`
        );
      }
    };
    const manifests = readManifests(root, tree);
    const libraries = declaredLibraries(manifests);
    const checkedMissing = checked.map((target) => {
      const read3 = claimsIn(target.memory.body, target.memory.description, target.memory.name);
      const outside2 = aboutAnotherCheckout(read3, (0, import_node_path41.basename)(root), tree);
      return { target, claims: read3.claims, missing: missingPaths(read3.claims, tree, outside2, libraries) };
    });
    const claimed = candidates.map((candidate) => ({
      candidate,
      claims: claimsIn(candidate.memory.body, candidate.memory.description, candidate.memory.name)
    }));
    const hits = searchNames(
      [...new Set(claimed.flatMap(({ claims }) => namesToSearch(claims.claims)))],
      root,
      tree,
      MAX_NAME_FILES + 1,
      (done, total) => progress("searched", done, total, "project files")
    );
    const project = {
      root,
      tree,
      hits,
      manifests,
      http: registry.get(PROPOSED_KINDS.url) !== void 0
    };
    const weighedAll = claimed.map(({ candidate, claims }) => ({
      candidate,
      claims,
      ...weigh(claims, candidate.memory.type, project)
    }));
    const inHistory = await onceHeld(
      root,
      [...checkedMissing, ...weighedAll].flatMap(({ missing }) => missing),
      { memoryDir }
    );
    const held = options5.writtenNow ? (missing) => !missing.ifHistory || inHistory(missing) : inHistory;
    const anotherProjects = (claims, missing) => {
      const never = new Set(missing.filter((path3) => !inHistory(path3)).map(({ path: path3 }) => path3));
      const here = new Set(
        claims.flatMap(({ shape, aside }) => {
          if (shape.kind !== "path" || aside) return [];
          const where = findInTree(tree, shape.path);
          return where && "found" in where ? [shape.path] : [];
        })
      );
      return never.size >= 4 && here.size * 3 <= never.size;
    };
    const heldIn = (claims, missing) => options5.writtenNow && anotherProjects(claims, missing) ? missing.filter(inHistory) : missing.filter(held);
    for (const { target, missing, claims } of checkedMissing) rotIn(target, heldIn(claims, missing));
    const weighed = weighedAll.map(({ candidate, claims, candidates: found, missing: all }) => {
      rotIn(candidate, heldIn(claims.claims, all));
      if (all.some((missing) => !missing.ifHistory || held(missing)) || placesNameAway(claims.claims, candidate.memory.type, tree, root))
        return { candidate, chosen: [], rotted: true, named: true };
      const outside2 = found.filter(
        ({ check: check3 }) => !("target" in check3) || !leadsIntoMemory(root, check3.target, memoryDir)
      );
      return { candidate, chosen: strongest(outside2, candidate.memory.type), rotted: false, named: namesCode(claims) };
    });
    const holding = await holdingToday(
      weighed.map(({ candidate, chosen }) => ({ file: candidate.memory.file, chosen })),
      root,
      memoryDir,
      registry,
      options5.timeoutSeconds,
      (done, total) => progress("ran", done, total, "proposed checks")
    );
    for (const { candidate, rotted: rotted2, named } of weighed) {
      const { memory, text: text2, offset, judged, unwritable } = candidate;
      const chosen = holding.get(memory.file) ?? [];
      if (rotted2) continue;
      if (chosen.length === 0) {
        const type = memory.type;
        const says = `${memory.description ?? ""}${memory.body}`.trim() !== "";
        if (!judged && !unwritable && !named && says && (type === "feedback" || type === "user"))
          fossils.push({
            file: memory.file,
            name: memory.name,
            checks: [{ kind: "none" }],
            judgement: true,
            found: `a ${type} memory: a judgement`,
            line: 1,
            replaces: false
          });
        continue;
      }
      const checks = chosen.map((c) => c.check);
      const found = foundLine(chosen, MAX_SAID - Math.max(0, (0, import_node_path41.relative)(root, memory.file).length - 40));
      const line = fileLine(text2, offset, Math.min(...chosen.map((c) => c.line)));
      const kind = judged ? "kind: none" : "no verify block";
      add(
        "fossil",
        memory.file,
        line,
        `${found}, and has ${kind}: give it a check (claimcheck suggest)`,
        blockText(checks)
      );
      fossils.push({
        file: memory.file,
        name: memory.name,
        checks,
        judgement: false,
        found,
        line,
        replaces: judged,
        ...unwritable ? { unwritable } : {}
      });
    }
  }
  if (options5.requireChecks) {
    const proposed = new Map(fossils.map((fossil) => [fossil.file, fossil]));
    for (const { memory, judged, unwritable } of candidates) {
      const fossil = proposed.get(memory.file);
      if (judged || unwritable || fossil && !fossil.judgement) continue;
      const detail = "no verify block, and a new memory needs one: add its check, or `kind: none` when the claim is a judgement";
      add("unchecked", memory.file, 1, detail, fossil ? blockText(fossil.checks) : void 0);
    }
  }
  findings.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0));
  return { findings, fossils, rotted };
}
function yamlScalar(text2) {
  if (/^[\w./@-]+$/.test(text2) && !/^[-@]|^\.(inf|nan)$/i.test(text2)) return text2;
  if (!UNPRINTABLE.test(text2) && !text2.includes("##[")) return `'${text2.replace(/'/g, "''")}'`;
  return JSON.stringify(text2).replace(new RegExp(UNPRINTABLE, "g"), (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`).replaceAll("##[", "#\\x23[");
}
function checkLines(check3) {
  const lines = [`kind: ${check3.kind}`];
  if ("target" in check3) lines.push(`target: ${yamlScalar(check3.target)}`);
  if (check3.kind === PROPOSED_KINDS.text) {
    lines.push(`pattern: ${yamlScalar(check3.pattern)}`);
    if (check3.fixed) lines.push("fixed: true");
    if (check3.flags) lines.push(`flags: ${check3.flags}`);
  }
  return lines;
}
function blockLines(checks) {
  if (checks.length === 1) return ["verify:", ...checkLines(checks[0]).map((line) => `  ${line}`)];
  return [
    "verify:",
    ...checks.flatMap((check3) => checkLines(check3).map((line, i) => `${i === 0 ? "  - " : "    "}${line}`))
  ];
}
var import_node_fs36, import_node_path41, LINT_SEVERITY, lineOf, HELD, MAX_SAID, UNPRINTABLE, blockText;
var init_lint = __esm({
  "packages/cli/src/lint/lint.ts"() {
    "use strict";
    import_node_fs36 = require("node:fs");
    import_node_path41 = require("node:path");
    init_dist5();
    init_claims();
    init_code_search();
    init_evidence();
    init_held_claims();
    init_manifests();
    init_path_history();
    init_project_tree();
    init_shipped_checkers();
    LINT_SEVERITY = {
      fossil: "warning",
      "fossil-missing": "warning",
      unchecked: "warning",
      "no-project": "info",
      "duplicate-name": "error",
      "no-frontmatter": "info",
      "invalid-yaml": "error",
      "invalid-verify": "error",
      unreadable: "error"
    };
    lineOf = (reason) => {
      const match = /\(line (\d+)\)\)?$/.exec(reason);
      return match ? Number(match[1]) : null;
    };
    HELD = /^(memory file too large|not a regular file|unreadable|memory file outside memory dir)/;
    MAX_SAID = 160;
    UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
    blockText = (checks) => blockLines(checks).join("\n");
  }
});

// packages/cli/src/lint/empty-state.ts
var empty_state_exports = {};
__export(empty_state_exports, {
  countProposable: () => countProposable,
  emptyStateLine: () => emptyStateLine,
  nothingChecked: () => nothingChecked
});
function nothingChecked(memories) {
  return memories.some((m) => m.reason !== "no counterpart (judgement)") && memories.every((m) => m.status === "unverifiable" && UNCHECKED.test(m.reason));
}
function nextStep({ memories, proposable }) {
  if (proposable === void 0) return "`claimcheck suggest` proposes checks for the claims it can hold to the project";
  if (proposable === 0) return "`claimcheck suggest` finds no claim it can check on its own";
  const of = proposable === memories ? memories === 1 ? "it" : `all ${memories}` : `${proposable} of them`;
  return `\`claimcheck suggest\` can propose checks for ${of}`;
}
function emptyStateLine(state, audience) {
  const none2 = state.memories === 1 ? "The one memory here carries no check" : `None of the ${memoriesWord(state.memories)} here carries a check`;
  if (audience === "person")
    return `${none2}, so nothing was verified: ${nextStep(state)}, and the agent can add them as it writes (claimcheck's Claude Code plugin).`;
  return `${none2} (no verify block), so none was verified. ${nextStep(state)}; a memory written with a verify block is checked from then on.`;
}
async function countProposable(files, setup) {
  const { lintMemories: lintMemories2 } = await Promise.resolve().then(() => (init_lint(), lint_exports));
  const { fossils } = await lintMemories2(files, setup.memoryDir, setup.root, setup.registry, {
    timeoutSeconds: setup.timeoutSeconds
  });
  return fossils.filter((fossil) => !fossil.judgement).length;
}
var UNCHECKED, memoriesWord;
var init_empty_state = __esm({
  "packages/cli/src/lint/empty-state.ts"() {
    "use strict";
    UNCHECKED = /^(no verify block|no frontmatter|no counterpart \(judgement\))/;
    memoriesWord = (n) => `${n} ${n === 1 ? "memory" : "memories"}`;
  }
});

// packages/cli/src/claude-code/block-lexer.ts
function matchEnd(re, text2, at) {
  re.lastIndex = at;
  return re.test(text2) ? re.lastIndex : -1;
}
function pastNewlines(text2, at) {
  let i = at;
  while (text2.charCodeAt(i) === 10) i++;
  return i;
}
function pastIndent(text2, at) {
  let i = at;
  while (i < at + 3 && text2.charCodeAt(i) === 32) i++;
  return i;
}
function htmlBlockEnd(text2, at) {
  const open2 = pastIndent(text2, at);
  if (text2.charCodeAt(open2) !== 60) return -1;
  const after = open2 + 1;
  const c = text2.charCodeAt(after);
  const through = (close, from) => {
    const i = text2.indexOf(close, from);
    return i === -1 ? text2.length : i + close.length;
  };
  if (c === 63) return pastNewlines(text2, through("?>", after + 1));
  if (c === 33) {
    if (text2.startsWith("--", after + 1)) return pastNewlines(text2, lineEnd(text2, through("-->", after + 1)));
    if (/[A-Za-z]/.test(text2.charAt(after + 1))) return pastNewlines(text2, through(">", after));
    return text2.slice(after + 1, after + 8).toUpperCase() === "[CDATA[" ? pastNewlines(text2, through("]]>", after + 8)) : -1;
  }
  const closing = c === 47;
  const nameAt = closing ? after + 1 : after;
  const name = /^[A-Za-z][-\w]*/.exec(text2.slice(nameAt))?.[0] ?? "";
  const nameEnd = nameAt + name.length;
  const lower = name.toLowerCase();
  const next = text2.charAt(nameEnd);
  if (/^(?:script|pre|style|textarea)/.test(lower)) {
    if (closing || !RAW_TAGS.includes(lower) || !(next === ">" || /\s/.test(next))) return -1;
    const close = `</${lower}>`;
    for (let i = text2.indexOf("</", nameEnd); i !== -1; i = text2.indexOf("</", i + 2))
      if (text2.slice(i, i + close.length).toLowerCase() === close) return pastNewlines(text2, lineEnd(text2, i));
    return text2.length;
  }
  if (BLOCK_TAGS.has(lower) && (/^[\n >]/.test(next) || text2.startsWith("/>", nameEnd)))
    return untilBlankLine(text2, nameEnd + 1);
  if (name === "") return -1;
  const tagEnd = closing ? matchEnd(/\s*>/y, text2, nameEnd) : matchEnd(/ *\/?>/y, text2, attributesEnd(text2, nameEnd));
  if (tagEnd === -1) return -1;
  const rest = matchEnd(/[\t ]*/y, text2, tagEnd);
  return rest >= text2.length || text2.charCodeAt(rest) === 10 ? untilBlankLine(text2, tagEnd) : -1;
}
function attributesEnd(text2, at) {
  const attribute = / +[:A-Z_][-.:\w]*(?: *= *(?:[^\s"'<=>`]+|'[^\n']*'|"[^\n"]*"))?/iy;
  let i = at;
  for (let next; (next = matchEnd(attribute, text2, i)) > i; ) i = next;
  return i;
}
function untilBlankLine(text2, at) {
  const blank2 = /\n[\t\n ]*\n/g;
  blank2.lastIndex = at;
  return blank2.exec(text2) ? blank2.lastIndex : text2.length;
}
function paragraphEnd(text2, at) {
  let end = lineEnd(text2, at);
  while (end + 1 < text2.length && matchEnd(ENDS_PARAGRAPH, text2, end + 1) === -1) end = lineEnd(text2, end + 1);
  return end;
}
function setextEnd(text2, at) {
  let i = at;
  for (let next; (next = matchEnd(SETEXT_TEXT, text2, i)) !== -1; ) {
    i = next;
    const underline = matchEnd(SETEXT_UNDERLINE, text2, i);
    if (underline !== -1) return underline;
    if (matchEnd(BLANK_LINE, text2, i) !== -1) break;
  }
  return -1;
}
function indentedCodeEnd(text2, at) {
  let end = -1;
  for (let i = at; ; i = end) {
    const content = matchEnd(CODE_INDENT, text2, i);
    if (content === -1 || content >= text2.length || text2.charCodeAt(content) === 10) return end;
    const stop = lineEnd(text2, content);
    end = stop < text2.length ? matchEnd(/[\t\n ]*$|[\t\n ]*\n|/y, text2, stop + 1) : stop;
  }
}
function fenceEnd(text2, at) {
  const open2 = matchEnd(FENCE_OPEN, text2, at);
  if (open2 === -1) return -1;
  const fence = text2.slice(at, open2).trimStart();
  const close = /\n {0,3}(?=[`~])/g;
  close.lastIndex = open2;
  while (close.exec(text2)) {
    const i = close.lastIndex;
    if (text2.startsWith(fence, i) && matchEnd(/[`~]* *(?![^\n])/y, text2, i + fence.length) !== -1)
      return lineEnd(text2, i);
    close.lastIndex = i;
  }
  return text2.length;
}
function listEnd(text2, at) {
  const kind = text2.charAt(matchEnd(LIST_MARKER, text2, at) - 1);
  let end = at;
  for (let itemAt = at; itemAt < text2.length; ) {
    const marker = matchEnd(LIST_MARKER, text2, itemAt);
    if (marker === -1 || text2.charAt(marker - 1) !== kind || matchEnd(RULE_LINE, text2, itemAt) !== -1) break;
    const item = itemExtent(text2, itemAt, marker);
    end = item.content;
    itemAt = item.consumed + 1;
  }
  return end;
}
function itemExtent(text2, at, marker) {
  const stop = lineEnd(text2, marker);
  const firstLine = text2.slice(marker, stop);
  if (firstLine.trim() === "") return { consumed: stop, content: stop };
  const spaces = firstLine.search(/[^ ]|$/);
  const indent = marker - at + (spaces > 4 ? 1 : spaces);
  const low = Math.min(3, indent - 1);
  let previous = firstLine;
  let sawBlank = false;
  let consumed = stop;
  let content = stop;
  for (let i = stop + 1; i < text2.length; i = consumed + 1) {
    const lineStop = lineEnd(text2, i);
    const line = text2.slice(i, lineStop);
    const first = line.search(/[^ ]|$/);
    if (first <= low && matchEnd(ENDS_ITEM, line, first) !== -1) break;
    const blank2 = line.trim() === "";
    if (!blank2 && leadingColumns(line) < indent && (sawBlank || !lazyMayFollow(previous, low))) break;
    previous = line.replace(/\t/g, "    ").slice(indent);
    sawBlank ||= blank2;
    consumed = lineStop;
    if (!blank2) content = lineStop;
  }
  return { consumed, content };
}
function lazyMayFollow(previous, low) {
  const first = previous.search(/[^ ]|$/);
  return !INDENTED_CODE_LINE.test(previous) && (first > low || matchEnd(CLOSED_LINE, previous, first) === -1);
}
function quoteEnd(text2, at) {
  let end = lineEnd(text2, at);
  const takeQuoted = () => {
    while (end + 1 < text2.length && matchEnd(QUOTE_LINE, text2, end + 1) !== -1) end = lineEnd(text2, end + 1);
  };
  takeQuoted();
  for (; ; ) {
    const inner = text2.slice(at, end).split("\n").map((line) => line.replace(/^ {0,3}>[\t ]?/, "")).join("\n");
    const blocks = scanBlocks(inner);
    const last = blocks.at(-1);
    if (last?.kind !== "paragraph" || /\n[\t ]*$/.test(inner)) return end;
    let lazy2 = end;
    while (lazy2 + 1 < text2.length) {
      const next = lazy2 + 1;
      if (matchEnd(ENDS_PARAGRAPH, text2, next) !== -1 || matchEnd(ENDS_LAZY_QUOTE, text2, next) !== -1) break;
      lazy2 = lineEnd(text2, next);
    }
    if (lazy2 === end) return end;
    end = lazy2;
    const before = end;
    takeQuoted();
    if (end === before) return end;
  }
}
function scanBlocks(text2) {
  const blocks = [];
  let at = 0;
  const push = (kind, end) => {
    blocks.push({ kind, start: at, end });
    at = Math.max(end, at + 1);
  };
  while (at < text2.length) {
    if (isBlank(text2, at)) {
      push("blank", Math.min(lineEnd(text2, at) + 1, text2.length));
      continue;
    }
    const lead = pastIndent(text2, at);
    const c = text2.charAt(lead);
    let end = -1;
    let kind = "paragraph";
    if (c === " " || c === "	") [kind, end] = ["code", indentedCodeEnd(text2, at)];
    else if (c === "`" || c === "~") [kind, end] = ["fence", fenceEnd(text2, at)];
    else if (c === "#") [kind, end] = ["heading", matchEnd(HEADING, text2, at)];
    else if ("_-*".includes(c) && matchEnd(RULE_LINE, text2, at) !== -1)
      [kind, end] = ["rule", matchEnd(RULE_LINE, text2, at)];
    if (end === -1 && "-*+0123456789".includes(c) && matchEnd(LIST_START, text2, at) !== -1)
      [kind, end] = ["list", listEnd(text2, at)];
    else if (end === -1 && c === ">") [kind, end] = ["quote", quoteEnd(text2, at)];
    else if (end === -1 && c === "<") [kind, end] = ["html", htmlBlockEnd(text2, at)];
    else if (end === -1 && c === "[") [kind, end] = ["definition", matchEnd(DEFINITION, text2, at)];
    if (end === -1) {
      const setext = setextEnd(text2, at);
      [kind, end] = setext === -1 ? ["paragraph", paragraphEnd(text2, at)] : ["heading", setext];
    }
    push(kind, end);
    if (at < text2.length && text2.charCodeAt(at) === 10 && kind !== "html") at++;
  }
  return blocks;
}
var RAW_TAGS, BLOCK_TAGS, BLOCK_TAG_ALTERNATION, RULE, ENDS_PARAGRAPH, ENDS_LAZY_QUOTE, ENDS_ITEM, CLOSED_LINE, INDENTED_CODE_LINE, SETEXT_TEXT, SETEXT_UNDERLINE, BLANK_LINE, LIST_MARKER, LIST_START, RULE_LINE, HEADING, FENCE_OPEN, CODE_INDENT, QUOTE_LINE, DEFINITION, lineEnd, isBlank, leadingColumns;
var init_block_lexer = __esm({
  "packages/cli/src/claude-code/block-lexer.ts"() {
    "use strict";
    RAW_TAGS = ["script", "pre", "style", "textarea"];
    BLOCK_TAGS = new Set(
      "address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem meta nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead title tr track ul".split(" ")
    );
    BLOCK_TAG_ALTERNATION = [...BLOCK_TAGS].join("|");
    RULE = String.raw`(?:-[\t ]*-[\t ]*-[-\t ]*|_[\t ]*_[\t ]*_[_\t ]*|\*[\t ]*\*[\t ]*\*[*\t ]*)(?![^\n])`;
    ENDS_PARAGRAPH = new RegExp(
      String.raw` {0,3}(?:>|[-+*] |1[).] |#{1,6}(?!\S)|\`{3,}[^\n\`]*\n|~~~[^\n]*\n|${RULE})| *\n|<(?:!--|${RAW_TAGS.join("|")}|/?(?:${BLOCK_TAG_ALTERNATION})(?:[\n >]|/>))`,
      "y"
    );
    ENDS_LAZY_QUOTE = new RegExp(
      String.raw`[\t ]*(?![^\n])| {0,3}(?:\d{1,9}[).]|[-+*])(?:[\t ][^\n]|\n)| {0,3}<(?:!--|(?:${RAW_TAGS.join("|")})[\s>]|/?(?:${BLOCK_TAG_ALTERNATION})(?:[\n >]|/>))`,
      "iy"
    );
    ENDS_ITEM = /#|```|~~~|(?:- *- *-[- ]*|_ *_ *_[_ ]*|[*] *[*] *[*][* ]*)$|<!--|<[A-Z].*>|(?:\d{1,9}[).]|[-+*])(?![^\t ])/iy;
    CLOSED_LINE = /#|```|~~~|(?:- *- *-[- ]*|_ *_ *_[_ ]*|[*] *[*] *[*][* ]*)$/y;
    INDENTED_CODE_LINE = /^(?: {0,3}\t| {4})[\t ]*[^\t ]/;
    SETEXT_TEXT = /(?![-+*] |\d{1,9}[).] | {0,3}(?:[\t#>]|```|~~~|<[^\n>]+>\n)| {4}).*\n/y;
    SETEXT_UNDERLINE = / {0,3}(?:-+|=+) *(?![^\n])\n*/y;
    BLANK_LINE = /[^\S\n]*\n/y;
    LIST_MARKER = / {0,3}(?:\d{1,9}[).]|[-+*])(?![^\t\n ])/y;
    LIST_START = / {0,3}(?:\d{1,9}[).]|[-+*])(?:[\t ][^\n]+)?(?![^\n])/y;
    RULE_LINE = new RegExp(String.raw` {0,3}${RULE}\n*`, "y");
    HEADING = / {0,3}#{1,6}(?!\S).*(?![^\n])\n*/y;
    FENCE_OPEN = / {0,3}(?:`{3,}(?![^\n`]*`)|~{3,})/y;
    CODE_INDENT = / {0,3}\t| {4}/y;
    QUOTE_LINE = / {0,3}>/y;
    DEFINITION = / {0,3}\[(?:[^\\[\]]|\\.){1,999}\]:[\t ]*\n?[\t ]*(?:<[^\n<>]*>|[^\s<][^\s]*)(?:[\t ]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?[\t ]*(?:\n|$)/y;
    lineEnd = (text2, at) => {
      const i = text2.indexOf("\n", at);
      return i === -1 ? text2.length : i;
    };
    isBlank = (text2, at) => /^[\t ]*$/.test(text2.slice(at, lineEnd(text2, at)));
    leadingColumns = (line) => line.replace(/\t/g, "    ").search(/[^ ]|$/);
  }
});

// packages/cli/src/claude-code/index-load.ts
function lineStarts(text2) {
  const starts = [0];
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charCodeAt(i);
    if (c === 10 || c === 13 && text2.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}
function lineIndex(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = low + high + 1 >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}
function withoutComments2(body) {
  if (!body.text.includes("<!--")) return body;
  const text2 = body.text.replace(/\r\n?/g, "\n");
  const blocks = scanBlocks(text2);
  const firstLine = body.pieces[0]?.line ?? 1;
  const starts = lineStarts(text2);
  const lineAt2 = (offset) => firstLine + lineIndex(starts, offset);
  const out = { text: "", pieces: [] };
  const keep = (from, to) => {
    if (from >= to) return;
    out.pieces.push({ at: out.text.length, line: lineAt2(from) });
    out.text += text2.slice(from, to);
  };
  let done = 0;
  for (const span of blocks) {
    if (span.kind !== "html") continue;
    const raw = text2.slice(span.start, span.end).trimStart();
    if (!raw.startsWith("<!--") || !raw.includes("-->")) continue;
    keep(done, span.start);
    const block = text2.slice(span.start, span.end);
    if (block.replace(COMMENT, "").trim() !== "") {
      let from = span.start;
      for (const comment of block.matchAll(COMMENT)) {
        keep(from, span.start + comment.index);
        from = span.start + comment.index + comment[0].length;
      }
      keep(from, span.end);
    }
    done = span.end;
  }
  if (done === 0) return body;
  keep(done, text2.length);
  return out;
}
function shownLines(source, from, to) {
  const { text: text2, pieces } = source;
  const lines = [];
  let piece = 0;
  let line = pieces[0]?.line ?? 1;
  let start2 = from;
  for (let i = 0; i < from; i++) {
    while (piece < pieces.length && pieces[piece].at <= i)
      line = pieces[piece++].line;
    const c = text2.charCodeAt(i);
    if (c === 10 || c === 13 && text2.charCodeAt(i + 1) !== 10) line++;
  }
  let startLine = line;
  for (let i = from; i < to; i++) {
    while (piece < pieces.length && pieces[piece].at <= i)
      line = pieces[piece++].line;
    if (i === start2) startLine = line;
    const c = text2.charCodeAt(i);
    const crlf = c === 13 && text2.charCodeAt(i + 1) === 10;
    if (c === 10 || c === 13 || c === 8232 || c === 8233) {
      lines.push({ line: startLine, start: start2, end: i });
      if (crlf) i++;
      if (c !== 8232 && c !== 8233) line++;
      start2 = i + 1;
    }
  }
  lines.push({ line: start2 === from ? startLine : line, start: start2, end: to });
  return lines;
}
function readBody(text2, raw) {
  const bomless = text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
  if (raw) return { body: { text: bomless, pieces: [{ at: 0, line: 1 }] }, frontmatter: [] };
  const frontmatter = FRONTMATTER.exec(bomless)?.[0];
  if (frontmatter === void 0) return { body: { text: text2, pieces: [{ at: 0, line: 1 }] }, frontmatter: [] };
  const taken = frontmatter.replace(/\r?\n$/, "").split(/\r\n?|\n/);
  return {
    body: { text: bomless.slice(frontmatter.length), pieces: [{ at: 0, line: lineStarts(frontmatter).length }] },
    frontmatter: taken.map((line, i) => ({ line: i + 1, text: sanitised(line) }))
  };
}
function indexLoadBudget(text2, limits, raw = false, bytes = Buffer.byteLength(text2)) {
  const { body, frontmatter } = readBody(text2, raw);
  const source = raw ? body : withoutComments2(body);
  const whole = source.text;
  const begin = whole.length - whole.trimStart().length;
  const end = begin + whole.trim().length;
  const trimmed = whole.slice(begin, end);
  const measuredLines = trimmed === "" ? 0 : trimmed.split("\n").length;
  let kept = trimmed;
  let by = null;
  if (measuredLines > limits.maxLines) {
    kept = trimmed.split("\n").slice(0, limits.maxLines).join("\n");
    by = "lines";
  }
  if (kept.length > limits.maxChars) {
    const newline = kept.lastIndexOf("\n", limits.maxChars);
    kept = kept.slice(0, newline > 0 ? newline : limits.maxChars);
    by = "chars";
  }
  const lines = shownLines(source, begin, end);
  const cutAt = begin + kept.length;
  let at = lines.length;
  let truncatedLine = false;
  if (by !== null) {
    at = lines.findIndex((line) => line.end >= cutAt);
    if (at === -1) at = lines.length;
    else if (lines[at].end === cutAt) at++;
    else truncatedLine = lines[at].start < cutAt;
  }
  const shown2 = by === null ? sanitised(kept).trim() : sanitised(`${kept}
`).slice(0, -1).trimStart();
  const budget2 = {
    lines: lines.map(({ line, start: start2, end: stop }) => ({
      line,
      text: raw ? whole.slice(start2, stop) : sanitised(whole.slice(start2, stop))
    })),
    measured: { lines: measuredLines, chars: trimmed.length },
    text: shown2,
    loaded: { lines: kept === "" ? 0 : kept.split("\n").length, chars: kept.length },
    cut: { at, truncatedLine, by },
    frontmatter
  };
  if (raw || bytes <= MAX_INDEX_FILE_BYTES) return budget2;
  return { ...budget2, text: "", loaded: { lines: 0, chars: 0 }, cut: { at: 0, truncatedLine: false, by: "size" } };
}
var MAX_INDEX_FILE_BYTES, FRONTMATTER, INVISIBLE, LINE_BREAK, COMMENT, OWN_TAG, sanitised;
var init_index_load = __esm({
  "packages/cli/src/claude-code/index-load.ts"() {
    "use strict";
    init_block_lexer();
    MAX_INDEX_FILE_BYTES = 4194304;
    FRONTMATTER = /^---\s*\n([\s\S]*?)---\s*\n?/;
    INVISIBLE = /(?![\u200c\u200d\ufe0e\ufe0f])[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{DI}]/gu;
    LINE_BREAK = /\r\n?|[\n\u2028\u2029]/g;
    COMMENT = /<!--[\s\S]*?-->/g;
    OWN_TAG = /<(?=\/?(?:system[-_]reminder|function_results|tool_use_error|sandbox_violations|persisted-output|total_tokens|user-prompt-submit-hook|agent-message|cross-session-message|slack-ping|slack-tag-message|fetched-web-content|untrusted-widget-state|coordinator-relay)(?![-\w]))/gi;
    sanitised = (text2) => text2.replace(LINE_BREAK, "\n").replace(INVISIBLE, "").replace(OWN_TAG, "<\\");
  }
});

// packages/cli/src/index-health/links.ts
function localPath(target) {
  const bare = target.startsWith("<") ? target.slice(1, -1) : target;
  if (bare === "" || bare.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return void 0;
  const path3 = bare.replace(/[?#].*$/, "");
  try {
    return decodeURIComponent(path3);
  } catch {
    return path3;
  }
}
function outsideFences(lines) {
  let fence = null;
  return lines.filter(({ text: text2 }) => {
    const marker = FENCE2.exec(text2)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text2.trim() === marker) fence = null;
      return false;
    }
    if (marker) {
      fence = marker;
      return false;
    }
    return true;
  });
}
function nextOf(text2, set) {
  const next = new Int32Array(text2.length + 1);
  next[text2.length] = text2.length;
  for (let i = text2.length - 1; i >= 0; i--) next[i] = set.includes(text2.charAt(i)) ? i : next[i + 1];
  return next;
}
function withoutCodeSpans(text2) {
  const runs2 = [];
  for (let i = 0; i < text2.length; ) {
    if (text2.charAt(i) !== "`") {
      i++;
      continue;
    }
    let end = i;
    while (text2.charAt(end) === "`") end++;
    runs2.push({ at: i, length: end - i });
    i = end;
  }
  if (runs2.length < 2) return text2;
  const closer = new Array(runs2.length).fill(-1);
  const lastOfLength = /* @__PURE__ */ new Map();
  for (let r = runs2.length - 1; r >= 0; r--) {
    const { length } = runs2[r];
    closer[r] = lastOfLength.get(length) ?? -1;
    lastOfLength.set(length, r);
  }
  let out = "";
  let done = 0;
  for (let r = 0; r < runs2.length; r++) {
    const close = closer[r];
    const open2 = runs2[r];
    if (close === -1 || open2.at < done) continue;
    const end = runs2[close].at + open2.length;
    out += text2.slice(done, open2.at) + " ".repeat(end - open2.at);
    done = end;
    r = close;
  }
  return out + text2.slice(done);
}
function wikiLinks(text2) {
  const close = nextOf(text2, "]");
  const found = [];
  for (let i = text2.indexOf("[["); i !== -1; i = text2.indexOf("[[", i + 1)) {
    const end = close[i + 2];
    if (text2.charAt(end + 1) !== "]") continue;
    const inner = text2.slice(i + 2, end);
    const name = inner.split(/[|#]/, 1)[0];
    if (name === "") continue;
    found.push({ start: i, end: end + 2, name: name.trim() });
    i = end + 1;
  }
  return found;
}
function markdownLinks(text2) {
  const stop = nextOf(text2, ") 	");
  const closeAngle = nextOf(text2, ">\n");
  const quote = { '"': nextOf(text2, '"'), "'": nextOf(text2, "'") };
  const found = [];
  const open2 = [];
  for (let i = 0; i < text2.length; i++) {
    const c = text2.charAt(i);
    if (c === "\\") {
      i++;
      continue;
    }
    if (c === "[") {
      open2.push(i);
      continue;
    }
    if (c !== "]" || open2.length === 0) continue;
    const start2 = open2.pop();
    if (text2.charAt(i + 1) !== "(") continue;
    let at = i + 2;
    while (text2.charAt(at) === " " || text2.charAt(at) === "	") at++;
    let targetEnd;
    if (text2.charAt(at) === "<") {
      targetEnd = closeAngle[at] + 1;
      if (text2.charAt(targetEnd - 1) !== ">") continue;
    } else {
      targetEnd = stop[at];
    }
    const target = text2.slice(at, targetEnd);
    if (target === "") continue;
    let end = targetEnd;
    while (text2.charAt(end) === " " || text2.charAt(end) === "	") end++;
    const q = text2.charAt(end);
    if ((q === '"' || q === "'") && end > targetEnd) {
      end = quote[q][end + 1] + 1;
      while (text2.charAt(end) === " " || text2.charAt(end) === "	") end++;
    }
    if (text2.charAt(end) !== ")") continue;
    const image = start2 > 0 && text2.charAt(start2 - 1) === "!";
    found.push({ start: image ? start2 - 1 : start2, end: end + 1, target });
    open2.length = 0;
    i = end;
  }
  return found;
}
function indexLinks(lines) {
  const links = [];
  for (const { line, text: text2 } of outsideFences(lines)) {
    const plain = withoutCodeSpans(text2);
    const definition = REFERENCE_DEFINITION.exec(plain);
    if (definition) {
      const path3 = localPath(definition[2]);
      if (path3 !== void 0) links.push({ kind: "path", line, raw: text2.slice(0, definition[0].length).trim(), path: path3 });
      continue;
    }
    let rest = "";
    let done = 0;
    for (const { start: start2, end, name } of wikiLinks(plain)) {
      links.push({ kind: "wiki", line, raw: text2.slice(start2, end), name });
      rest += plain.slice(done, start2) + " ".repeat(end - start2);
      done = end;
    }
    rest += plain.slice(done);
    for (const { start: start2, end, target } of markdownLinks(rest)) {
      const path3 = localPath(target);
      if (path3 !== void 0) links.push({ kind: "path", line, raw: text2.slice(start2, end), path: path3 });
    }
  }
  return links;
}
function isIndexEntry(text2) {
  return LIST_ITEM2.test(text2) || /\]\(|\[\[/.test(text2) || REFERENCE_DEFINITION.test(text2);
}
var FENCE2, LIST_ITEM2, REFERENCE_DEFINITION;
var init_links = __esm({
  "packages/cli/src/index-health/links.ts"() {
    "use strict";
    FENCE2 = /^ {0,3}(`{3,}|~{3,})/;
    LIST_ITEM2 = /^\s*(?:[-*+]|\d+[.)])\s+\S/;
    REFERENCE_DEFINITION = /^ {0,3}\[((?:[^[\]\\]|\\.)+)\]:\s*(<[^>]*>|\S+)/;
  }
});

// packages/cli/src/index-health/dropped.ts
var dropped_exports = {};
__export(dropped_exports, {
  droppedEntries: () => droppedEntries
});
function droppedEntries(budget2, limits) {
  const { at, truncatedLine, by } = budget2.cut;
  const swallowed = budget2.frontmatter.flatMap(
    (entry) => isIndexEntry(entry.text) ? [{ line: entry.line, text: entry.text.trim(), why: "taken as frontmatter" }] : []
  );
  if (by === null) return swallowed;
  const past = by === "size" ? `the file is over ${MAX_INDEX_FILE_BYTES} bytes, so none of it is read` : by === "lines" ? `past the ${limits.maxLines}-line limit` : `past the ${limits.maxChars}-character limit`;
  return [
    ...swallowed,
    ...budget2.lines.slice(at).flatMap((entry, i) => {
      if (!isIndexEntry(entry.text)) return [];
      const why = i === 0 && truncatedLine ? `truncated by the ${limits.maxChars}-character limit` : past;
      return [{ line: entry.line, text: entry.text.trim(), why }];
    })
  ];
}
var init_dropped = __esm({
  "packages/cli/src/index-health/dropped.ts"() {
    "use strict";
    init_index_load();
    init_links();
  }
});

// packages/cli/src/index-health/timestamps.ts
function parseModified(value) {
  if (typeof value !== "string") return void 0;
  const text2 = value.trim();
  const match = ISO_8601.exec(text2);
  if (!match) return void 0;
  const [, year, month, day2, hour, minute, second] = match;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  if (Number(month) < 1 || Number(month) > 12 || Number(day2) < 1 || Number(day2) > daysInMonth) return void 0;
  if (hour !== void 0 && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return void 0;
  const offset = match[7];
  const normalOffset = offset === void 0 || offset === "Z" ? "Z" : offset.length === 3 ? `${offset}:00` : `${offset.slice(0, 3)}:${offset.slice(-2)}`;
  const clock = text2.slice(11).replace(/(Z|[+-]\d{2}(?::?\d{2})?)$/, "");
  const zoned = hour === void 0 ? `${text2}T00:00:00Z` : `${text2.slice(0, 10)}T${clock}${normalOffset}`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? void 0 : time;
}
var ISO_8601;
var init_timestamps = __esm({
  "packages/cli/src/index-health/timestamps.ts"() {
    "use strict";
    ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
  }
});

// packages/cli/src/index-health/index-report.ts
var index_report_exports = {};
__export(index_report_exports, {
  DEFAULT_INDEX_SETTINGS: () => DEFAULT_INDEX_SETTINGS,
  MAX_INDEX_BYTES: () => MAX_INDEX_BYTES,
  SEVERITY: () => SEVERITY,
  checkIndex: () => checkIndex,
  isSubagentMemory: () => isSubagentMemory,
  readIndexBudget: () => readIndexBudget
});
async function readTopics(memoryDir) {
  const names = (await (0, import_promises.readdir)(memoryDir, { withFileTypes: true })).filter((entry) => entry.name.endsWith(".md") && entry.name !== INDEX_FILE && !entry.isDirectory()).map((entry) => entry.name).sort(byteOrder);
  return Promise.all(
    names.map(async (name) => {
      const file = (0, import_node_path42.join)(memoryDir, name);
      const memory = readMemory(file);
      const lines = memory.body.split(/\r\n?|\n/).map((text2, i) => ({ line: i + 1, text: text2 }));
      const repositoryFile = REPOSITORY_FILE.test(name) && !FRONTMATTER_START.test(readFileHead(file, 16)?.text ?? "");
      return {
        file,
        stem: name.slice(0, -3),
        name: memory.name,
        modified: memory.modified,
        links: indexLinks(lines),
        repositoryFile
      };
    })
  );
}
function budgetFindings(budget2, settings2) {
  const findings = [];
  const measures = [
    { used: budget2.measured.lines, limit: settings2.maxLines, unit: "lines", what: "line" },
    { used: budget2.measured.chars, limit: settings2.maxChars, unit: "characters", what: "character" }
  ];
  for (const { used, limit, unit, what } of measures) {
    const base = { file: INDEX_FILE, line: null };
    if (used > limit) {
      findings.push({
        ...base,
        code: "OVER",
        severity: "error",
        detail: `${used} ${unit}, over the ${limit}-${what} limit`
      });
    } else if (used >= settings2.warnRatio * limit) {
      const percent = Math.floor(used / limit * 100);
      findings.push({
        ...base,
        code: "WARN",
        severity: "warning",
        detail: `${used} ${unit}, ${percent}% of the ${limit}-${what} limit`
      });
    }
  }
  for (const entry of droppedEntries(budget2, settings2)) {
    findings.push({
      code: "DROPPED",
      severity: "error",
      file: INDEX_FILE,
      line: entry.line,
      detail: `line ${entry.line} is never loaded (${entry.why}): ${entry.text}`
    });
  }
  return findings;
}
function linkedTopic(link2, topics, from) {
  if (link2.kind === "wiki") {
    const key = wikiKey(link2.name);
    return topics.find((t) => t.stem === link2.name) ?? topics.find((t) => t.name === link2.name) ?? topics.find((t) => wikiKey(t.stem) === key || wikiKey(t.name) === key);
  }
  const target = (0, import_node_path42.isAbsolute)(link2.path) ? link2.path : (0, import_node_path42.resolve)(from, link2.path);
  return topics.find((t) => t.file === target) ?? ((0, import_node_fs37.existsSync)(target) ? target : void 0);
}
function linkFindings(links, topics, memoryDir) {
  const findings = [];
  const linked = /* @__PURE__ */ new Set();
  for (const link2 of links) {
    const found = linkedTopic(link2, topics, memoryDir);
    if (found !== void 0) {
      linked.add(typeof found === "string" ? found : found.file);
      continue;
    }
    if (link2.kind === "wiki") {
      findings.push({
        code: "WIKI_UNRESOLVED",
        severity: "info",
        file: INDEX_FILE,
        line: link2.line,
        detail: `line ${link2.line}: ${link2.raw} names no topic file yet (by file stem or name)`
      });
      continue;
    }
    const target = (0, import_node_path42.isAbsolute)(link2.path) ? link2.path : (0, import_node_path42.resolve)(memoryDir, link2.path);
    const where = isInside(target, memoryDir) ? (0, import_node_path42.relative)(memoryDir, target) : target;
    findings.push({
      code: "MISSING",
      severity: "error",
      file: INDEX_FILE,
      line: link2.line,
      detail: `line ${link2.line}: ${link2.raw} links to ${where}, which does not exist`
    });
  }
  return { findings, linked };
}
function mdFileNames(text2) {
  const names = [];
  let wordStart = 0;
  for (let i = 0; i < text2.length; i++) {
    if (/[\s`'"|()[\],;<>]/.test(text2.charAt(i))) wordStart = i + 1;
    else if (text2.startsWith(".md", i) && !/\w/.test(text2.charAt(i + 3)) && i > wordStart && i - wordStart <= MAX_NAME)
      names.push(text2.slice(wordStart, i + 3));
  }
  return names;
}
function namedTopics(lines, topics) {
  const words = /* @__PURE__ */ new Set();
  const patterns = [];
  for (const { text: text2 } of lines) {
    for (const name of mdFileNames(text2)) words.add((0, import_node_path42.basename)(name));
    for (const [, span] of text2.matchAll(/`([^`]+)`/g)) {
      for (const word of span.split(/[\s,]+/)) {
        if (/^[\w.-]+\*[\w.-]*$/.test(word))
          patterns.push(new RegExp(`^${word.replace(/\./g, "\\.").replace(/\*/g, "[\\w.-]*")}$`));
        else words.add(word);
      }
    }
  }
  return topics.filter(
    (topic) => words.has((0, import_node_path42.basename)(topic.file)) || words.has(topic.stem) || patterns.some((pattern) => pattern.test(topic.stem))
  );
}
function reachedThroughTopics(topics, linked) {
  const reached = /* @__PURE__ */ new Set();
  const queue = topics.filter((topic) => linked.has(topic.file));
  for (let topic = queue.shift(); topic !== void 0; topic = queue.shift()) {
    for (const link2 of topic.links) {
      const found = linkedTopic(link2, topics, (0, import_node_path42.dirname)(topic.file));
      if (typeof found !== "object" || linked.has(found.file) || reached.has(found.file)) continue;
      reached.add(found.file);
      queue.push(found);
    }
  }
  return reached;
}
function timestampFindings(topic, settings2, now) {
  const file = (0, import_node_path42.basename)(topic.file);
  const base = { file, line: null };
  if (topic.modified === void 0 || topic.modified === null || topic.modified === "") {
    return { ...base, code: "NO_TS", severity: "info", detail: `${file} has no modified time (not the same as stale)` };
  }
  const time = parseModified(topic.modified);
  const shown2 = typeof topic.modified === "string" ? topic.modified : JSON.stringify(topic.modified);
  if (time === void 0) {
    return {
      ...base,
      code: "BAD_TS",
      severity: "warning",
      detail: `${file}: modified '${shown2}' is not an ISO 8601 time`
    };
  }
  if (time > now + FUTURE_TOLERANCE_MS) {
    return {
      ...base,
      code: "FUTURE_TS",
      severity: "warning",
      detail: `${file}: modified ${shown2} is in the future (clock skew?)`
    };
  }
  const days = Math.floor((now - time) / DAY_MS2);
  if (days > settings2.staleDays) {
    return {
      ...base,
      code: "STALE",
      severity: "warning",
      detail: `${file}: modified ${shown2}, ${days} days ago (over ${settings2.staleDays})`
    };
  }
  return void 0;
}
function readIndex(file) {
  let read3;
  try {
    read3 = readFileHead(file, MAX_INDEX_BYTES);
  } catch (error) {
    if (error instanceof ClaimcheckError) throw error;
    throw new ClaimcheckError("USAGE", `cannot read ${file}: ${error.code}`);
  }
  if (read3 === void 0) throw new ClaimcheckError("USAGE", `no index: ${file} does not exist`);
  return read3;
}
function readIndexBudget(memoryDir, limits) {
  const { text: text2, size } = readIndex((0, import_node_path42.join)(memoryDir, INDEX_FILE));
  const raw = isSubagentMemory(memoryDir);
  return { budget: indexLoadBudget(text2, limits, raw, size), size, raw };
}
async function checkIndex(memoryDir, settings2, now = Date.now()) {
  const { budget: budget2, size, raw } = readIndexBudget(memoryDir, settings2);
  const topics = await readTopics(memoryDir);
  const { findings: missing, linked } = linkFindings(indexLinks(budget2.lines), topics, memoryDir);
  for (const topic of namedTopics(budget2.lines, topics)) linked.add(topic.file);
  const findings = [...budgetFindings(budget2, settings2), ...missing];
  if (size > MAX_INDEX_BYTES) {
    findings.unshift({
      code: "OVER",
      severity: "error",
      file: INDEX_FILE,
      line: null,
      detail: raw ? `${size} bytes, of which claimcheck reads the first ${MAX_INDEX_BYTES} (Claude Code loads at most ${settings2.maxChars} characters)` : `${size} bytes, over the ${MAX_INDEX_BYTES}-byte limit: Claude Code reads none of it (claimcheck reads the first ${MAX_INDEX_BYTES})`
    });
  }
  const throughTopics = reachedThroughTopics(topics, linked);
  for (const topic of topics) {
    if (!linked.has(topic.file)) {
      if (topic.repositoryFile) continue;
      const file = (0, import_node_path42.basename)(topic.file);
      findings.push(
        throughTopics.has(topic.file) ? {
          code: "ORPHAN",
          severity: "info",
          file,
          line: null,
          detail: `${file} is linked only from other topics, not from ${INDEX_FILE}`
        } : {
          code: "ORPHAN",
          severity: "warning",
          file,
          line: null,
          detail: `${file} is never linked from ${INDEX_FILE}`
        }
      );
      continue;
    }
    const found = timestampFindings(topic, settings2, now);
    if (found) findings.push(found);
  }
  return { memoryDir, settings: settings2, raw, loaded: budget2.loaded, total: budget2.measured, findings };
}
var import_node_fs37, import_promises, import_node_path42, SEVERITY, DEFAULT_INDEX_SETTINGS, FUTURE_TOLERANCE_MS, DAY_MS2, REPOSITORY_FILE, FRONTMATTER_START, isSubagentMemory, wikiKey, MAX_NAME, MAX_INDEX_BYTES;
var init_index_report = __esm({
  "packages/cli/src/index-health/index-report.ts"() {
    "use strict";
    import_node_fs37 = require("node:fs");
    import_promises = require("node:fs/promises");
    import_node_path42 = require("node:path");
    init_dist5();
    init_files();
    init_index_load();
    init_dropped();
    init_links();
    init_timestamps();
    SEVERITY = {
      OVER: "error",
      WARN: "warning",
      DROPPED: "error",
      MISSING: "error",
      WIKI_UNRESOLVED: "info",
      ORPHAN: "warning",
      STALE: "warning",
      NO_TS: "info",
      BAD_TS: "warning",
      FUTURE_TS: "warning"
    };
    DEFAULT_INDEX_SETTINGS = { maxLines: 200, maxChars: 25e3, warnRatio: 0.8, staleDays: 30 };
    FUTURE_TOLERANCE_MS = 5 * 60 * 1e3;
    DAY_MS2 = 24 * 60 * 60 * 1e3;
    REPOSITORY_FILE = /^(?:readme|license[^/]*)\.md$/i;
    FRONTMATTER_START = /^\ufeff?---[ \t]*\r?\n/;
    isSubagentMemory = (memoryDir) => ["agent-memory", "agent-memory-local"].includes((0, import_node_path42.basename)((0, import_node_path42.dirname)(memoryDir)));
    wikiKey = (name) => name.replace(/_/g, "-");
    MAX_NAME = 255;
    MAX_INDEX_BYTES = MAX_INDEX_FILE_BYTES;
  }
});

// packages/cli/src/commands/check.ts
var check_exports = {};
__export(check_exports, {
  CHECK_HELP: () => CHECK_HELP,
  checkCommand: () => checkCommand
});
function memoryFiles(positionals, cwd) {
  if (positionals.length === 0) return void 0;
  const files = positionals.map((path3) => (0, import_node_path43.resolve)(cwd, path3));
  const areFiles = files.map((file) => {
    try {
      return (0, import_node_fs38.statSync)(file).isFile();
    } catch {
      return false;
    }
  });
  if (!areFiles.some(Boolean)) return void 0;
  const notFile = positionals.find((_, i) => !areFiles[i]);
  if (notFile !== void 0) throw new ClaimcheckError("USAGE", `not a memory file: ${notFile}`);
  const folders = new Set(files.map((file) => (0, import_node_fs38.realpathSync)((0, import_node_path43.dirname)(file))));
  if (folders.size > 1) throw new ClaimcheckError("USAGE", "memory files given together must be in one memory dir");
  return files.map((file) => (0, import_node_fs38.realpathSync)(file));
}
async function checkCommand(args, io) {
  const { values, positionals } = parseCommand(args, { ...CHECK_OPTIONS, ...extraOutputOptions(FORMATS) });
  if (values.help) {
    io.stdout(CHECK_HELP);
    return 0;
  }
  const only = memoryFiles(positionals, io.cwd);
  if (!only && positionals.length > 1) {
    throw new ClaimcheckError("USAGE", `check takes one MEMORY_DIR or memory files, got: ${positionals.join(" ")}`);
  }
  const format3 = oneOf(values.format, "text", FORMATS, "format");
  const extra = extraOutputs(values, FORMATS, io.cwd);
  const timeout = positiveNumber(values.timeout, "--timeout");
  const concurrency = positiveNumber(values.concurrency, "--concurrency", true);
  const flags = {
    root: values.root,
    config: values.config,
    timeout,
    concurrency,
    offline: values.offline === true,
    noCache: values["no-cache"] === true,
    userScope: values["user-scope"] === true
  };
  if (values.all && positionals.length > 0) {
    throw new ClaimcheckError("USAGE", "--all checks every memory dir of the project: name none");
  }
  const setup = await setupRun(flags, only ? (0, import_node_path43.dirname)(only[0]) : positionals[0], io, values.all === true);
  const { root } = setup;
  if (setup.userScopeNote !== void 0) io.warn(setup.userScopeNote);
  const dirs = values.all ? everyMemoryDir(setup, io) : [{ path: setup.memoryDir, from: only ? "the memory files named" : setup.memoryDirFrom }];
  const runs2 = [];
  const inferredMode = setup.config?.config.inferred ?? "warn";
  const formats = /* @__PURE__ */ new Set([format3, ...extra.map(([as]) => as)]);
  for (const { path: memoryDir, from } of dirs) {
    const files = only ?? await listMemoryFiles(memoryDir, setup.include);
    const progress = progressLine(io, { quiet: values.quiet === true });
    const reports = await verifyMemoryFiles(
      files,
      runOptions(setup, memoryDir),
      // No report of `check` shows a body: only those the inferred checks read are kept, until read.
      { bodies: inferredMode === "off" ? false : "unchecked", progress: progress.update }
    );
    progress.end();
    if (inferredMode !== "off") {
      const { addInferred: addInferred2 } = await Promise.resolve().then(() => (init_inferred(), inferred_exports));
      await addInferred2(reports, { root, memoryDir }, { age: formats.has("json"), keepBodies: false });
    }
    const tool = { name: "claimcheck", version: meta.version };
    runs2.push({ tool, root, memoryDir, ...values.all ? {} : { memoryDirFrom: from }, memories: reports });
    if (files.length === 0) io.warn(`no memory files in ${memoryDir}`);
  }
  if (dirs.length === 0) io.warn(`no memory dir found for ${root}`);
  const color = values.output === void 0 && useColor(values["no-color"] === true, io);
  const options5 = {
    inferred: inferredMode,
    observe: values.observe === true,
    color,
    quiet: values.quiet === true,
    sections: values.all === true,
    forPeople: values.output === void 0 && io.stdoutIsTTY,
    from: new Map(dirs.map((dir) => [dir.path, dir.from])),
    date: /* @__PURE__ */ new Date(),
    cwd: io.cwd,
    docs: new Map(
      setup.registry.entries().flatMap(({ checker }) => checker.meta.docs ? [[checker.kind, checker.meta.docs]] : [])
    )
  };
  const render = async (as, shown2) => {
    const indexes = as === "html" ? { indexes: await indexReports(runs2) } : {};
    return REPORTERS[as](runs2, { ...shown2, ...indexes });
  };
  const text2 = await render(format3, options5);
  if (format3 === "github" || extra.some(([as]) => as === "github"))
    appendStepSummary(io, githubSummary(checkFindings(runs2, options5)));
  if (!values.all && format3 === "text") noteMemoryDir(io, setup.memoryDir, dirs[0]?.from ?? "", options5.quiet);
  if (values.output !== void 0)
    await writeFileSafely((0, import_node_path43.resolve)(io.cwd, values.output), text2, { special: "write-into" });
  else io.stdout(text2);
  await writeExtraOutputs(extra, (as) => render(as, { ...options5, color: false, forPeople: false }));
  const stale5 = runs2.some(
    (run) => summarize(run.memories).stale > 0 || inferredMode === "error" && summarize(run.memories).inferred > 0
  );
  const code = values.observe || !stale5 ? 0 : 1;
  if (values.log !== void 0) appendLine((0, import_node_path43.resolve)(io.cwd, values.log), logLine(runs2, code, values.observe === true));
  if (format3 === "text" && !options5.quiet && only === void 0) await sayNothingChecked(runs2, setup, io);
  return code;
}
async function sayNothingChecked(runs2, setup, io) {
  const { nothingChecked: nothingChecked2, emptyStateLine: emptyStateLine2, countProposable: countProposable2 } = await Promise.resolve().then(() => (init_empty_state(), empty_state_exports));
  for (const run of runs2) {
    if (!nothingChecked2(run.memories)) continue;
    const files = run.memories.map((memory) => memory.file);
    const proposable = await countProposable2(files, { ...setup, memoryDir: run.memoryDir });
    const line = emptyStateLine2({ memories: files.length, proposable }, "person");
    io.stderr(`claimcheck: ${runs2.length > 1 ? `${run.memoryDir}: ` : ""}${line}
`);
  }
}
async function indexReports(runs2) {
  const { checkIndex: checkIndex2, DEFAULT_INDEX_SETTINGS: DEFAULT_INDEX_SETTINGS2 } = await Promise.resolve().then(() => (init_index_report(), index_report_exports));
  const reports = /* @__PURE__ */ new Map();
  for (const run of runs2) {
    if (!(0, import_node_fs38.existsSync)((0, import_node_path43.join)(run.memoryDir, INDEX_FILE))) continue;
    try {
      reports.set(run.memoryDir, await checkIndex2(run.memoryDir, DEFAULT_INDEX_SETTINGS2));
    } catch {
    }
  }
  return reports;
}
var import_node_fs38, import_node_path43, CHECK_HELP, CHECK_OPTIONS, FORMATS;
var init_check = __esm({
  "packages/cli/src/commands/check.ts"() {
    "use strict";
    import_node_fs38 = require("node:fs");
    import_node_path43 = require("node:path");
    init_dist5();
    init_args();
    init_files();
    init_io();
    init_meta();
    init_reporters();
    init_check_findings();
    init_github();
    init_report();
    init_progress();
    init_extra_outputs();
    init_run_log();
    init_run_setup();
    CHECK_HELP = `Usage: claimcheck check [MEMORY_DIR | MEMORY_FILE...] [options]

Runs every memory's checks (or just the named files') and reports fresh, stale and unverifiable claims.

Options:
  --format FORMAT        text (default), json, junit, sarif, github (annotations, and a summary
                         appended to $GITHUB_STEP_SUMMARY when it is set), tap or html
  --output FILE          write the report to FILE instead of standard output
${EXTRA_OUTPUT_HELP}
  --observe              report only: exit 0 even when a claim is stale
  --log FILE             append a JSON line about this run to FILE (see claimcheck stats)
  --all                  every memory dir of the project: the one taken without MEMORY_DIR (the
                         config's memoryDir first), Claude Code's auto memory dir, .claude/memory
                         and each subagent's (project, local and user scope), a section each
  --timeout SECONDS      time budget of a check without its own timeout (default 20)
  --offline              make no request: checks that use the network are unverifiable (offline)
  --no-cache             neither read nor write the http cache (.claimcheck/cache/http.json)
  --user-scope           run as a user-scope hook does: no JavaScript config, no checker from the
                         folder, only what 'claimcheck trust' approved (for a folder not yet vetted)
  --concurrency N        checks in flight at once (default 32)
  --root DIR             folder relative targets resolve against (default: the git top level)
  --config FILE          config file (default: the first claimcheck.config.* from here up to the root)
  --no-color, --quiet, --help, --version

Exit codes: 0 nothing stale, 1 a claim is stale, 2 usage, config or internal error.
`;
    CHECK_OPTIONS = {
      format: { type: "string", short: "f" },
      output: { type: "string", short: "o" },
      observe: { type: "boolean" },
      all: { type: "boolean" },
      timeout: { type: "string" },
      concurrency: { type: "string" },
      offline: { type: "boolean" },
      "no-cache": { type: "boolean" },
      "user-scope": { type: "boolean" },
      log: { type: "string" }
    };
    FORMATS = Object.keys(REPORTERS);
  }
});

// packages/cli/src/lint/advice.ts
var advice_exports = {};
__export(advice_exports, {
  MAX_ADVICE_LINE: () => MAX_ADVICE_LINE,
  adviseChecks: () => adviseChecks,
  adviseOnWrite: () => adviseOnWrite
});
async function adviseOnWrite(file, setup, { draft, propose = true } = {}) {
  const drafts = draft === void 0 ? void 0 : /* @__PURE__ */ new Map([[file, draft]]);
  const { fossils, findings, rotted } = await lintMemories([file], setup.memoryDir, setup.root, setup.registry, {
    drafts,
    writtenNow: true
  });
  const missing = rotted.map(({ path: path3, moved }) => ({ path: path3, ...moved ? { moved } : {} }));
  const fossil = fossils[0];
  if (!fossil || !propose) return { missing };
  const checks = fossil.checks.filter(
    (check3) => blockLines([check3]).every((line) => line.length + 2 <= MAX_ADVICE_LINE)
  );
  if (checks.length === 0) return { missing };
  const bare = findings.some((finding) => finding.code === "no-frontmatter");
  const block = blockText(checks);
  return {
    missing,
    check: {
      found: fossil.found,
      block: bare ? `---
${block}
---` : block,
      ...fossil.judgement ? { judgement: true } : {},
      ...bare ? { frontmatter: true } : {}
    }
  };
}
async function adviseChecks(file, setup, draft) {
  return (await adviseOnWrite(file, setup, { draft })).check;
}
var MAX_ADVICE_LINE;
var init_advice = __esm({
  "packages/cli/src/lint/advice.ts"() {
    "use strict";
    init_lint();
    MAX_ADVICE_LINE = 300;
  }
});

// packages/cli/src/hooks/hook-answers.ts
function hookOutput(event, additionalContext) {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext } })}
`;
}
function shortened(text2, max) {
  if (text2.length <= max) return text2;
  let end = Math.max(0, max - 1);
  if (/[\ud800-\udbff]/.test(text2.charAt(end - 1))) end--;
  return `${text2.slice(0, end)}\u2026`;
}
function heldFact(report2, shownFile) {
  return `Memory '${flat(report2.name)}' (${flat(shownFile)}) failed verification: ${flat(report2.reason)}. Its content may be out of date.`;
}
function fitContext(groups) {
  const all = groups.flatMap((group) => group.facts);
  const whole = all.join("\n");
  if (all.every((fact) => fact.length <= MAX_FACT_LENGTH) && whole.length <= MAX_HOOK_CONTEXT) return whole;
  const reserve = groups.reduce(
    (sum, group) => sum + (group.facts.length > 0 ? 1 + group.more(group.facts.length).length : 0),
    0
  );
  const lines = [];
  let length = 0;
  for (const group of groups) {
    let left = 0;
    for (const fact of group.facts) {
      const next = length + (lines.length > 0 ? 1 : 0) + fact.length;
      if (fact.length > MAX_FACT_LENGTH || next > MAX_HOOK_CONTEXT - reserve) left++;
      else {
        lines.push(fact);
        length = next;
      }
    }
    if (left > 0) lines.push(group.more(left));
  }
  return lines.join("\n");
}
function droppedGroup(entries, when) {
  const who = when === "session" ? "this session does not see it" : "sessions from now on do not see it";
  return {
    facts: entries.map(
      (entry) => `MEMORY.md line ${entry.line} is past what Claude Code loads (${entry.why}), so ${who}: ${shortened(flat(entry.text), MAX_ENTRY_QUOTE)}`
    ),
    more: (count) => `\u2026and ${count} more entries of MEMORY.md past what Claude Code loads; run 'claimcheck index' to see them all.`
  };
}
function withinCap(before, text2, after) {
  return before + shortened(flat(text2), Math.max(0, MAX_HOOK_CONTEXT - before.length - after.length)) + after;
}
function withheldRead(report2, filePath, shownFile) {
  const content = withinCap(
    `Memory '${shortened(flat(report2.name), MAX_FACT_LENGTH)}' (${shortened(flat(shownFile), MAX_FACT_LENGTH)}) failed verification: `,
    report2.reason,
    ". Its body is withheld until the claim holds again."
  );
  const file = { filePath, content, numLines: 1, startLine: 1, totalLines: 1 };
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "PostToolUse", updatedToolOutput: { type: "text", file } } })}
`;
}
function readContext(report2, shownFile) {
  return withinCap(
    `The memory file you just read (${shortened(flat(shownFile), MAX_FACT_LENGTH)}) failed verification: `,
    report2.reason,
    ". Its content may be out of date."
  );
}
function adviceLine(before, text2, after) {
  return before + shortened(flat(text2), Math.max(1, MAX_ADVICE_LINE - before.length - after.length)) + after;
}
function readInferredContext(report2, shownFile) {
  const counted2 = new Map((report2.inferred ?? []).map((check3) => [check3.path, check3]));
  const changed = [...counted2.values()].filter((check3) => check3.changes !== void 0 && check3.changes.commits > 0).map(
    (check3) => `${flat(check3.path)} changed in ${check3.changes?.commits} ${check3.changes?.commits === 1 ? "commit" : "commits"} since this memory was written, ${check3.changes?.since.slice(0, 10)}.`
  );
  return withinCap(
    `The memory file you just read (${shortened(flat(shownFile), MAX_FACT_LENGTH)}) carries no check, and `,
    `${inferredReasons(report2)}.${changed.length > 0 ? ` ${changed.join(" ")}` : ""}`,
    " What it says about them may be out of date."
  );
}
function writtenStaleContext(report2, shownFile) {
  return adviceLine(
    `The memory you just wrote (${adviceFile(shownFile)}) fails its own check: `,
    report2.reason,
    ". Fix the check or the claim."
  );
}
function adviceContext(advice, shownFile) {
  const file = adviceFile(shownFile);
  const lines = advice.missing.map(
    ({ path: path3, moved }) => adviceLine(
      `The memory you just wrote (${file}) names `,
      path3,
      `, which does not exist under the project${moved && moved.length <= 80 ? ` (${flat(moved)} has its name)` : ""}: that claim is false on the day it is written.`
    )
  );
  for (const claim of advice.misplaced ?? [])
    lines.push(
      adviceLine(
        `The memory you just wrote (${file}) places `,
        claim,
        ", which does not hold it: that claim is false on the day it is written."
      )
    );
  const { check: check3 } = advice;
  if (check3?.judgement)
    lines.push(
      `The memory you just wrote (${file}) carries no check, and its claim reads as a judgement, which no check can confirm.`,
      whereBlockGoes(check3),
      verifyBlock(check3)
    );
  else if (check3)
    lines.push(
      adviceLine(
        `The memory you just wrote (${file}) carries no check, and what it says can be checked (`,
        check3.found,
        ")."
      ),
      "claimcheck verifies a memory before it is handed over when its frontmatter carries a check.",
      whereBlockGoes(check3),
      verifyBlock(check3)
    );
  return shortened(lines.join("\n"), MAX_HOOK_CONTEXT);
}
function denyCreate(shownFile, why, advice) {
  const refused = adviceLine(
    `claimcheck requires a check on every new memory, and ${adviceFile(shownFile)} has none (`,
    why,
    ")."
  );
  const then = !advice ? "Write it again with a verify block in its frontmatter, such as:\nverify:\n  kind: readable\n  target: <a path the claim names>\n(or `verify:\\n  kind: none` when the claim is a judgement)" : advice.judgement ? `Its claim reads as a judgement, which no check can confirm: write it again with this in its frontmatter:
${verifyBlock(advice)}` : `${adviceLine("What it says can be checked (", advice.found, "): write it again with this verify block in its frontmatter:")}
${verifyBlock(advice)}`;
  const reason = `${refused}
${then}`;
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName: "PreToolUse", permissionDecision: "deny", permissionDecisionReason: shortened(reason, MAX_HOOK_CONTEXT) } })}
`;
}
function withSystemMessage(answer, notices) {
  if (notices.length === 0) return answer;
  const systemMessage = shortened(
    notices.map((notice) => `claimcheck: warning: ${shortened(flat(notice), MAX_FACT_LENGTH)}`).join("\n"),
    MAX_HOOK_CONTEXT
  );
  const fields = answer === void 0 ? {} : JSON.parse(answer);
  return `${JSON.stringify({ systemMessage, ...fields })}
`;
}
function failureContext(where, message) {
  return withinCap(
    `claimcheck could not verify the memories in ${flat(where)}: `,
    message,
    ". Treat every memory as unverified: its content may be out of date."
  );
}
var MAX_HOOK_CONTEXT, MAX_FACT_LENGTH, MAX_ENTRY_QUOTE, flat, heldGroup, inferredReasons, inferredGroup, MAX_ADVICE_FILE, adviceFile, verifyBlock, whereBlockGoes;
var init_hook_answers = __esm({
  "packages/cli/src/hooks/hook-answers.ts"() {
    "use strict";
    init_advice();
    init_inferred_facts();
    init_visible_text();
    MAX_HOOK_CONTEXT = 1e4;
    MAX_FACT_LENGTH = 1e3;
    MAX_ENTRY_QUOTE = 200;
    flat = visible;
    heldGroup = (held, shownFile) => ({
      facts: held.map((report2) => heldFact(report2, shownFile(report2.file))),
      more: (count) => `\u2026and ${count} more memories failed verification; run 'claimcheck check' to see them all.`
    });
    inferredReasons = (report2) => inferredPhrase(report2, flat);
    inferredGroup = (reports, shownFile) => ({
      facts: reports.map(
        (report2) => `Memory '${flat(report2.name)}' (${flat(shownFile(report2.file))}) carries no check, and ${inferredReasons(report2)}. What it says about them may be out of date.`
      ),
      more: (count) => `\u2026and ${count} more memories without a check name what is no longer there; run 'claimcheck check' to see them all.`
    });
    MAX_ADVICE_FILE = 80;
    adviceFile = (shownFile) => shortened(flat(shownFile), MAX_ADVICE_FILE);
    verifyBlock = (advice) => advice.block.startsWith("verify:") || advice.block.startsWith("---") ? advice.block : `verify:
${advice.block}`;
    whereBlockGoes = (advice) => advice.frontmatter ? "It has no frontmatter: put this at the top of the file, a frontmatter holding the block:" : "The verify block to add to its frontmatter:";
  }
});

// packages/cli/src/hooks/hook-guard.ts
async function neverBreakingTheSession(run, io) {
  try {
    return await run();
  } catch (error) {
    io.stdout(
      hookOutput("SessionStart", failureContext(io.cwd, error instanceof Error ? error.message : String(error)))
    );
    return 0;
  }
}
var asksForHookAnswer;
var init_hook_guard = __esm({
  "packages/cli/src/hooks/hook-guard.ts"() {
    "use strict";
    init_hook_answers();
    asksForHookAnswer = (args) => args.some(
      (arg, i) => arg === "--format=claude-hook" || arg === "claude-hook" && /^(-f|--format)$/.test(args[i - 1] ?? "")
    );
  }
});

// packages/cli/src/hooks/hook-payload.ts
function parseHookPayload(text2) {
  if (text2.trim() === "") return {};
  let data2;
  try {
    data2 = JSON.parse(text2);
  } catch {
    return {};
  }
  if (data2 === null || typeof data2 !== "object") return {};
  const record2 = data2;
  const input = record2.tool_input;
  const text_ = (value) => typeof value === "string" && value !== "" ? value : void 0;
  return {
    hookEventName: text_(record2.hook_event_name),
    cwd: text_(record2.cwd),
    toolName: text_(record2.tool_name),
    filePath: text_(input?.file_path),
    content: typeof input?.content === "string" ? input.content : void 0
  };
}
var init_hook_payload = __esm({
  "packages/cli/src/hooks/hook-payload.ts"() {
    "use strict";
  }
});

// packages/cli/src/own-bin.ts
function ownBin() {
  let dir = (0, import_node_path44.dirname)((0, import_node_url9.fileURLToPath)(importMeta.url));
  while (!(0, import_node_fs39.existsSync)((0, import_node_path44.join)(dir, "package.json")) && (0, import_node_path44.dirname)(dir) !== dir) dir = (0, import_node_path44.dirname)(dir);
  return (0, import_node_fs39.realpathSync)((0, import_node_path44.join)(dir, "dist", "bin.cjs"));
}
var import_node_fs39, import_node_path44, import_node_url9;
var init_own_bin = __esm({
  "packages/cli/src/own-bin.ts"() {
    "use strict";
    import_node_fs39 = require("node:fs");
    import_node_path44 = require("node:path");
    import_node_url9 = require("node:url");
  }
});

// packages/cli/src/hooks/child-groups.ts
function processTable() {
  if (process.platform === "linux") {
    return (0, import_node_fs40.readdirSync)("/proc").flatMap((name) => {
      if (!/^\d+$/.test(name)) return [];
      try {
        const stat2 = (0, import_node_fs40.readFileSync)(`/proc/${name}/stat`, "utf8");
        const [, , pgid] = stat2.slice(stat2.lastIndexOf(")") + 2).split(" ");
        return [{ pid: Number(name), pgid: Number(pgid) }];
      } catch {
        return [];
      }
    });
  }
  const listed = (0, import_node_child_process2.execFileSync)("/bin/ps", ["-A", "-o", "pid=,pgid="], { encoding: "utf8" });
  return listed.split("\n").flatMap((line) => {
    const [pid, pgid] = line.trim().split(/\s+/).map(Number);
    return pid && pgid !== void 0 ? [{ pid, pgid }] : [];
  });
}
function endProcessGroups(groups) {
  if (process.platform === "win32" || groups.size === 0) return;
  let table;
  try {
    table = processTable();
  } catch {
    return;
  }
  const own3 = table.find((entry) => entry.pid === process.pid)?.pgid;
  const alive = new Set(table.map((entry) => entry.pgid));
  for (const pgid of groups) {
    if (pgid === own3 || !alive.has(pgid)) continue;
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
    }
  }
}
var import_node_child_process2, import_node_fs40;
var init_child_groups = __esm({
  "packages/cli/src/hooks/child-groups.ts"() {
    "use strict";
    import_node_child_process2 = require("node:child_process");
    import_node_fs40 = require("node:fs");
  }
});

// packages/cli/src/hooks/hook-thread-argument.ts
var HOOK_THREAD_ARGUMENT;
var init_hook_thread_argument = __esm({
  "packages/cli/src/hooks/hook-thread-argument.ts"() {
    "use strict";
    HOOK_THREAD_ARGUMENT = "--claimcheck-hook-thread";
  }
});

// packages/cli/src/user-cache-dir.ts
function userCacheDir(env = process.env, home = import_node_os9.homedir) {
  const base = env.XDG_CACHE_HOME?.startsWith("/") ? env.XDG_CACHE_HOME : home();
  if (!(0, import_node_fs41.existsSync)(base)) return void 0;
  return (0, import_node_path45.join)(base === env.XDG_CACHE_HOME ? base : (0, import_node_path45.join)(base, ".cache"), "claimcheck");
}
var import_node_fs41, import_node_os9, import_node_path45;
var init_user_cache_dir = __esm({
  "packages/cli/src/user-cache-dir.ts"() {
    "use strict";
    import_node_fs41 = require("node:fs");
    import_node_os9 = require("node:os");
    import_node_path45 = require("node:path");
  }
});

// packages/cli/src/kept-git-answers.ts
var kept_git_answers_exports = {};
__export(kept_git_answers_exports, {
  openKeptGitAnswers: () => openKeptGitAnswers
});
function small(file) {
  const read3 = readFileHead(file, MAX_SMALL_FILE_BYTES);
  if (read3 !== void 0 && read3.size > MAX_SMALL_FILE_BYTES) throw new Error(`${file} is too large`);
  return read3?.text;
}
function repositoryAt(gitdir) {
  if (small((0, import_node_path46.join)(gitdir, "HEAD")) === void 0) return void 0;
  const named = small((0, import_node_path46.join)(gitdir, "commondir"))?.trim();
  const common = named ? (0, import_node_path46.resolve)(gitdir, named) : gitdir;
  return isFolder((0, import_node_path46.join)(common, "objects")) && isFolder((0, import_node_path46.join)(common, "refs")) ? { gitdir, common } : void 0;
}
function repositoryOf(root) {
  for (let dir = (0, import_node_fs42.realpathSync)(root); ; dir = (0, import_node_path46.dirname)(dir)) {
    const dotGit = (0, import_node_path46.join)(dir, ".git");
    let found = true;
    try {
      (0, import_node_fs42.statSync)(dotGit);
    } catch {
      found = false;
    }
    if (found) {
      if (isFolder(dotGit)) return repositoryAt(dotGit);
      const gitdir = /^gitdir:[ \t]*(.+?)[ \t]*$/m.exec(small(dotGit) ?? "")?.[1];
      return gitdir === void 0 ? void 0 : repositoryAt((0, import_node_path46.resolve)(dir, gitdir));
    }
    if (repositoryAt(dir) !== void 0 || (0, import_node_path46.dirname)(dir) === dir) return void 0;
  }
}
function headCommit({ gitdir, common }) {
  const head = small((0, import_node_path46.join)(gitdir, "HEAD"))?.trim() ?? "";
  if (COMMIT2.test(head)) return head;
  const ref = /^ref: (refs\/\S+)$/.exec(head)?.[1];
  if (ref === void 0 || ref.split("/").some((part) => part === "" || part === "." || part === "..")) return void 0;
  const ownRef = /^refs\/(?:worktree|bisect|rewritten)\//.test(ref);
  const loose2 = small((0, import_node_path46.join)(ownRef ? gitdir : common, ref))?.trim();
  if (loose2 !== void 0 || ownRef) return loose2 !== void 0 && COMMIT2.test(loose2) ? loose2 : void 0;
  const packed = readFileHead((0, import_node_path46.join)(common, "packed-refs"), MAX_PACKED_REFS_BYTES);
  if (packed === void 0 || packed.size > MAX_PACKED_REFS_BYTES) return void 0;
  const line = packed.text.split("\n").find((entry) => entry.endsWith(` ${ref}`));
  const commit = line?.slice(0, line.indexOf(" "));
  return commit !== void 0 && COMMIT2.test(commit) ? commit : void 0;
}
function identity(path3) {
  let info;
  try {
    info = (0, import_node_fs42.lstatSync)(path3, { bigint: true });
  } catch (error) {
    const code = error.code;
    return code === "ENOENT" ? "-" : void 0;
  }
  if (!info.isFile()) return void 0;
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeNs}:${info.ctimeNs}`;
}
function stampsOf(root) {
  try {
    const repository = repositoryOf(root);
    if (repository === void 0) return {};
    const { gitdir, common } = repository;
    const program = identity(PROGRAM);
    const config = [identity((0, import_node_path46.join)(common, "config")), identity((0, import_node_path46.join)(gitdir, "config.worktree")), program];
    const commit = headCommit(repository);
    const history = [commit, identity((0, import_node_path46.join)(common, "shallow")), identity((0, import_node_path46.join)(common, "info", "grafts")), ...config];
    const listing = [identity((0, import_node_path46.join)(gitdir, "index")), ...config];
    const whole = (parts) => parts.includes(void 0) ? void 0 : parts.join(" ");
    return { history: whole(history), listing: whole(listing), claims: program };
  } catch {
    return {};
  }
}
function openKeptGitAnswers(root, cacheDir, notice = () => {
}) {
  if (cacheDir === void 0) return keepingNothing;
  const stamps = stampsOf(root);
  if (stamps.history === void 0 && stamps.listing === void 0) return keepingNothing;
  let realRoot;
  try {
    realRoot = (0, import_node_fs42.realpathSync)(root);
  } catch {
    return keepingNothing;
  }
  const folder = (0, import_node_path46.join)(cacheDir, "git-answers");
  const file = (0, import_node_path46.join)(folder, `${(0, import_node_crypto.createHash)("sha256").update(realRoot).digest("hex").slice(0, 16)}.json`);
  const refused = ownFolderProblem(cacheDir);
  const read3 = refused === void 0 ? readOwnFile(file, MAX_KEPT_BYTES) : { refused };
  if ("refused" in read3) {
    notice(notUsedWarning(`the git answers kept in ${folder}`, read3.refused));
    return keepingNothing;
  }
  let found = {};
  if ("bytes" in read3)
    try {
      found = JSON.parse(read3.bytes.toString("utf8")) ?? {};
    } catch {
    }
  const same = found.format === FORMAT && found.root === realRoot;
  const fresh = (kind) => ({ stamp: stamps[kind], answers: {}, learned: false });
  const kinds = { history: fresh("history"), listing: fresh("listing"), claims: fresh("claims") };
  for (const kind of KINDS) {
    const kept = found[kind];
    if (same && isKept(kept) && kinds[kind].stamp !== void 0 && kept.stamp === kinds[kind].stamp)
      kinds[kind].answers = kept.answers;
  }
  const answer = (kind) => (question) => Object.hasOwn(kinds[kind].answers, question) ? kinds[kind].answers[question] : void 0;
  const keep = (kind) => (question, value) => {
    const { answers, stamp } = kinds[kind];
    if (stamp === void 0) return;
    delete answers[question];
    answers[question] = value;
    const questions = Object.keys(answers);
    for (const old of questions.slice(0, Math.max(0, questions.length - MAX_ANSWERS))) delete answers[old];
    kinds[kind].learned = true;
  };
  return {
    history: answer("history"),
    keepHistory: keep("history"),
    listing: answer("listing"),
    keepListing: keep("listing"),
    claims: answer("claims"),
    keepClaims: keep("claims"),
    save() {
      if (!KINDS.some((kind) => kinds[kind].learned)) return;
      const now = stampsOf(root);
      const written = { format: FORMAT, root: realRoot };
      for (const kind of KINDS)
        if (kinds[kind].stamp !== void 0 && now[kind] === kinds[kind].stamp)
          written[kind] = {
            stamp: kinds[kind].stamp,
            answers: kind === "claims" ? withinBudget(kinds.claims.answers) : kinds[kind].answers
          };
      if (KINDS.every((kind) => written[kind] === void 0)) return;
      writeAside(file, JSON.stringify(written));
    }
  };
}
function withinBudget(answers) {
  const kept = [];
  let bytes = 0;
  for (const [question, answer] of Object.entries(answers).reverse()) {
    const weight = question.length + JSON.stringify(answer).length;
    if (weight > MAX_MEMORY_CLAIMS_BYTES) continue;
    if (bytes + weight > MAX_CLAIMS_BYTES) break;
    bytes += weight;
    kept.push([question, answer]);
  }
  return Object.fromEntries(kept.reverse());
}
function writeAside(file, text2) {
  const folder = (0, import_node_path46.dirname)(file);
  const aside = `${file}.${process.pid}.tmp`;
  try {
    (0, import_node_fs42.mkdirSync)(folder, { recursive: true, mode: 448 });
    if (ownFolderProblem(folder) !== void 0) return;
    const fd = (0, import_node_fs42.openSync)(aside, "wx", 384);
    try {
      (0, import_node_fs42.writeSync)(fd, text2);
    } finally {
      (0, import_node_fs42.closeSync)(fd);
    }
    (0, import_node_fs42.renameSync)(aside, file);
    const old = Date.now() - 60 * 60 * 1e3;
    for (const name of (0, import_node_fs42.readdirSync)(folder))
      if (/\.json\.\d+\.tmp$/.test(name) && (0, import_node_fs42.statSync)((0, import_node_path46.join)(folder, name)).mtimeMs < old)
        (0, import_node_fs42.rmSync)((0, import_node_path46.join)(folder, name), { force: true });
  } catch {
    try {
      (0, import_node_fs42.rmSync)(aside, { force: true });
    } catch {
    }
  }
}
var import_node_crypto, import_node_fs42, import_node_path46, import_node_url10, MAX_SMALL_FILE_BYTES, MAX_PACKED_REFS_BYTES, MAX_KEPT_BYTES, MAX_ANSWERS, MAX_CLAIMS_BYTES, MAX_MEMORY_CLAIMS_BYTES, FORMAT, COMMIT2, keepingNothing, PROGRAM, isFolder, KINDS, isKept;
var init_kept_git_answers = __esm({
  "packages/cli/src/kept-git-answers.ts"() {
    "use strict";
    import_node_crypto = require("node:crypto");
    import_node_fs42 = require("node:fs");
    import_node_path46 = require("node:path");
    import_node_url10 = require("node:url");
    init_dist5();
    init_read_file();
    MAX_SMALL_FILE_BYTES = 64 * 1024;
    MAX_PACKED_REFS_BYTES = 8 * 1024 * 1024;
    MAX_KEPT_BYTES = 8 * 1024 * 1024;
    MAX_ANSWERS = 2048;
    MAX_CLAIMS_BYTES = 4 * 1024 * 1024;
    MAX_MEMORY_CLAIMS_BYTES = 64 * 1024;
    FORMAT = 2;
    COMMIT2 = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
    keepingNothing = {
      history: () => void 0,
      keepHistory: () => {
      },
      listing: () => void 0,
      keepListing: () => {
      },
      claims: () => void 0,
      keepClaims: () => {
      },
      save: () => {
      }
    };
    PROGRAM = (0, import_node_url10.fileURLToPath)(importMeta.url);
    isFolder = (path3) => {
      try {
        return (0, import_node_fs42.statSync)(path3).isDirectory();
      } catch {
        return false;
      }
    };
    KINDS = ["history", "listing", "claims"];
    isKept = (value) => typeof value === "object" && value !== null && typeof value.stamp === "string" && typeof value.answers === "object" && value.answers !== null && !Array.isArray(value.answers);
  }
});

// packages/cli/src/context/verify.ts
var verify_exports = {};
__export(verify_exports, {
  holdEverything: () => holdEverything,
  verifyForHandover: () => verifyForHandover
});
async function verifyForHandover(flags, memoryDirArgument, env, deadlineAt, only, bodies = true, inferred, admit) {
  const setup = await setupRun(flags, memoryDirArgument, env);
  const files = only ?? await listMemoryFiles(setup.memoryDir, setup.include);
  const infer = inferred !== void 0 && (setup.config?.config.inferred ?? "warn") !== "off";
  const reports = await verifyMemoryFiles(files, runOptions(setup), {
    deadlineMs: deadlineAt === void 0 ? void 0 : Math.max(0, deadlineAt - Date.now()),
    // The inferred checks read the text of memories with no verify block: theirs is kept until read.
    bodies: bodies || (infer ? "unchecked" : false),
    admit
  });
  if (infer) {
    const { addInferred: addInferred2 } = await Promise.resolve().then(() => (init_inferred(), inferred_exports));
    const { openKeptGitAnswers: openKeptGitAnswers2 } = await Promise.resolve().then(() => (init_kept_git_answers(), kept_git_answers_exports));
    let cacheDir;
    try {
      cacheDir = userCacheDir(env.env, env.home === void 0 ? void 0 : () => env.home);
    } catch {
      cacheDir = void 0;
    }
    const kept = openKeptGitAnswers2(setup.root, cacheDir, env.notice ?? env.warn);
    const place = { root: setup.root, memoryDir: setup.memoryDir, deadlineAt, kept };
    await addInferred2(reports, place, { ...inferred, keepBodies: bodies });
  }
  return { setup, reports };
}
async function holdEverything(error, flags, memoryDirArgument, env) {
  const reason = `verifier error: ${messageOf(error)}`;
  try {
    const root = resolveRoot(flags.root, env);
    const found = findMemoryDir(memoryDirArgument, root, env);
    if (memoryDirArgument === void 0) confinedFoundMemoryDir(found, root);
    const memoryDir = found.path;
    const files = await listMemoryFiles(memoryDir);
    const reports = readMemories(files).map(({ name, file }) => ({
      name,
      file,
      body: "",
      status: "stale",
      reason,
      checks: []
    }));
    return { root, memoryDir, reports };
  } catch {
    return void 0;
  }
}
var init_verify = __esm({
  "packages/cli/src/context/verify.ts"() {
    "use strict";
    init_dist5();
    init_locate();
    init_config_reach();
    init_run_setup();
    init_user_cache_dir();
  }
});

// packages/cli/src/hooks/hook-thread.ts
var hook_thread_exports = {};
__export(hook_thread_exports, {
  HOOK_THREAD_ARGUMENT: () => HOOK_THREAD_ARGUMENT,
  MARGIN_MS: () => MARGIN_MS,
  answerHookJob: () => answerHookJob,
  verifyInThread: () => verifyInThread
});
async function answerHookJob(job, admit) {
  const warnings = [];
  const notices = [];
  const { groups } = job;
  const stopTelling = groups === void 0 ? void 0 : onProgramGroup((pid) => groups.postMessage(pid));
  try {
    const { verifyForHandover: verifyForHandover2 } = await Promise.resolve().then(() => (init_verify(), verify_exports));
    const env = {
      ...job.env,
      warn: (message) => warnings.push(message),
      notice: (message) => notices.push(message)
    };
    const only = job.draft ? [] : job.only;
    const { setup, reports } = await verifyForHandover2(
      job.flags,
      job.memoryDirArgument,
      env,
      job.deadlineAt,
      only,
      false,
      job.inferred,
      admit
    );
    let advice;
    const report2 = reports[0];
    const { adviseOnWrite: adviseOnWrite2 } = await Promise.resolve().then(() => (init_advice(), advice_exports));
    if (job.draft) advice = await adviseOnWrite2(job.draft.file, setup, { draft: job.draft.text });
    else if (job.advise && report2 && report2.status !== "stale") {
      const propose = report2.reason === "no verify block" || report2.reason === "no frontmatter";
      advice = await adviseOnWrite2(report2.file, setup, { propose });
    }
    return { memoryDir: setup.memoryDir, reports, warnings, notices, userScopeNote: setup.userScopeNote, advice };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    stopTelling?.();
  }
}
async function verifyInThread(job, {
  warn,
  notice = warn,
  deadlineFlag
}) {
  const { Worker, MessageChannel, receiveMessageOnPort } = (0, import_node_module8.createRequire)(importMeta.url)(
    "node:worker_threads"
  );
  const started = /* @__PURE__ */ new Set();
  const { port1, port2 } = new MessageChannel();
  port1.on("message", (pid) => started.add(pid));
  const worker = new Worker(ownBin(), {
    argv: [HOOK_THREAD_ARGUMENT],
    workerData: { ...job, groups: port2 },
    transferList: [port2],
    stdout: true,
    stderr: true
  });
  let timer2;
  try {
    const answer = await new Promise((resolve24, reject) => {
      timer2 = setTimeout(
        () => reject(new Error(`not verified in time (--deadline ${deadlineFlag}s)`)),
        Math.max(0, job.deadlineAt - Date.now()) + MARGIN_MS
      );
      worker.once("message", resolve24);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`the verifying thread ended with code ${code}`)));
    });
    answer.notices?.forEach(notice);
    if ("error" in answer) throw new Error(answer.error);
    answer.warnings.forEach(warn);
    return answer;
  } finally {
    clearTimeout(timer2);
    await worker.terminate();
    for (let told = receiveMessageOnPort(port1); told !== void 0; told = receiveMessageOnPort(port1))
      started.add(told.message);
    port1.close();
    endProcessGroups(started);
  }
}
var import_node_module8, MARGIN_MS;
var init_hook_thread = __esm({
  "packages/cli/src/hooks/hook-thread.ts"() {
    "use strict";
    import_node_module8 = require("node:module");
    init_dist5();
    init_own_bin();
    init_child_groups();
    init_hook_thread_argument();
    MARGIN_MS = 500;
  }
});

// packages/cli/src/hooks/hook-in-place.ts
function setupIsOwnCode(job) {
  if (job.draft !== void 0 || job.advise === true || job.flags.config !== void 0) return false;
  const env = { ...job.env, warn: () => {
  } };
  try {
    return configFile(env.cwd, resolveRoot(job.flags.root, env)) === void 0;
  } catch {
    return false;
  }
}
async function verifyForHook(job, options5) {
  if (!setupIsOwnCode(job)) return verifyInThread(job, options5);
  let threadWanted = false;
  const admit = (memory) => {
    if (memory.verify.kind !== "block" && memory.body.length + (memory.description?.length ?? 0) <= MAX_TEXT_IN_PLACE)
      return;
    threadWanted = true;
    throw new Error("verified in a thread");
  };
  let timer2;
  const late = new Promise((_, reject) => {
    timer2 = setTimeout(
      () => reject(new Error(`not verified in time (--deadline ${options5.deadlineFlag}s)`)),
      Math.max(0, job.deadlineAt - Date.now()) + MARGIN_MS
    );
  });
  try {
    const answer = await Promise.race([answerHookJob(job, admit), late]);
    if (threadWanted) return verifyInThread(job, options5);
    answer.notices?.forEach(options5.notice ?? options5.warn);
    if ("error" in answer) throw new Error(answer.error);
    answer.warnings.forEach(options5.warn);
    return answer;
  } finally {
    clearTimeout(timer2);
  }
}
var MAX_TEXT_IN_PLACE;
var init_hook_in_place = __esm({
  "packages/cli/src/hooks/hook-in-place.ts"() {
    "use strict";
    init_find();
    init_locate();
    init_hook_thread();
    MAX_TEXT_IN_PLACE = 32 * 1024;
  }
});

// packages/cli/src/hooks/hook-route.ts
function memoryDirFor2(options5, env) {
  if (options5.memoryDirArgument !== void 0) return (0, import_node_path47.resolve)(env.cwd, options5.memoryDirArgument);
  return autoMemoryDir(resolveRoot(options5.root, env), env).path;
}
function memoryFileKind(file, memoryDir) {
  if (!file.endsWith(".md")) return void 0;
  const dir = realOr2((0, import_node_path47.dirname)(file));
  if (dir === void 0 || dir !== realOr2(memoryDir)) return void 0;
  return (0, import_node_path47.basename)(file) === INDEX_FILE2 ? "index" : "topic";
}
function toolRoute(payload, options5, env) {
  const event = payload.hookEventName;
  const tool = payload.toolName;
  const onTool = event === "PostToolUse" && (tool === void 0 || tool === "Read" || WRITE_TOOLS.has(tool)) || event === "PreToolUse" && tool === "Write" && (options5.require || requiredByEnvironment(env));
  if (!onTool || payload.filePath === void 0) return void 0;
  const file = (0, import_node_path47.resolve)(env.cwd, payload.filePath);
  const memoryDir = memoryDirFor2(options5, env);
  const kind = memoryFileKind(file, memoryDir);
  if (kind === void 0 || event === "PreToolUse" && kind !== "topic") return void 0;
  return { file, memoryDir, kind };
}
var import_node_fs43, import_node_path47, STDIN_WAIT_MS, INDEX_FILE2, WRITE_TOOLS, realOr2, requiredByEnvironment;
var init_hook_route = __esm({
  "packages/cli/src/hooks/hook-route.ts"() {
    "use strict";
    import_node_fs43 = require("node:fs");
    import_node_path47 = require("node:path");
    init_locate();
    init_memory_dir();
    STDIN_WAIT_MS = 2e3;
    INDEX_FILE2 = "MEMORY.md";
    WRITE_TOOLS = /* @__PURE__ */ new Set(["Write", "Edit", "MultiEdit"]);
    realOr2 = (path3) => {
      try {
        return (0, import_node_fs43.realpathSync)(path3);
      } catch {
        return void 0;
      }
    };
    requiredByEnvironment = (env) => ["1", "true", "yes", "on"].includes((env.env.CLAIMCHECK_REQUIRE_CHECKS ?? "").trim().toLowerCase());
  }
});

// packages/cli/src/hooks/hooks.ts
var hooks_exports = {};
__export(hooks_exports, {
  answerClaudeHook: () => answerClaudeHook
});
async function droppedOf(memoryDir) {
  try {
    const { readIndexBudget: readIndexBudget2, DEFAULT_INDEX_SETTINGS: DEFAULT_INDEX_SETTINGS2 } = await Promise.resolve().then(() => (init_index_report(), index_report_exports));
    const { droppedEntries: droppedEntries2 } = await Promise.resolve().then(() => (init_dropped(), dropped_exports));
    return droppedEntries2(readIndexBudget2(memoryDir, DEFAULT_INDEX_SETTINGS2).budget, DEFAULT_INDEX_SETTINGS2);
  } catch {
    return [];
  }
}
async function committedLeadingOut(hook) {
  const { refusedCommittedMemoryDirs: refusedCommittedMemoryDirs2, notReadingCommitted: notReadingCommitted2 } = await Promise.resolve().then(() => (init_run_setup(), run_setup_exports));
  return refusedCommittedMemoryDirs2(resolveRoot(hook.flags.root, hook.env), hook.env).map(({ from, real }) => {
    hook.io.warn(notReadingCommitted2({ from, real }));
    return `The memory dir this repository commits at ${visible(from)} was not read by claimcheck: it leads out of the repository, to ${visible(real)}.`;
  });
}
async function sessionStart(hook) {
  const { env, flags, memoryDirArgument } = hook;
  const refused = memoryDirArgument === void 0 ? await committedLeadingOut(hook) : [];
  const committed = { facts: refused, more: () => "" };
  if (memoryDirArgument === void 0 && autoMemoryDisabled(resolveRoot(flags.root, env), env))
    return refused.length > 0 ? fitContext([committed]) : void 0;
  const memoryDir = memoryDirOf(hook);
  if (!(0, import_node_fs44.existsSync)(memoryDir)) return refused.length > 0 ? fitContext([committed]) : void 0;
  const verifying = verify2(hook, { memoryDirArgument: memoryDir, inferred: { age: false } });
  const dropped = await droppedOf(memoryDir);
  const result2 = await verifying;
  const held = result2.reports.filter((report2) => report2.status === "stale");
  const inferred = result2.reports.filter(hasStaleInferred);
  const note = result2.userScopeNote === void 0 ? [] : [result2.userScopeNote];
  note.forEach(hook.io.warn);
  const { nothingChecked: nothingChecked2, emptyStateLine: emptyStateLine2 } = await Promise.resolve().then(() => (init_empty_state(), empty_state_exports));
  const unchecked2 = nothingChecked2(result2.reports) ? [emptyStateLine2({ memories: result2.reports.length }, "agent")] : [];
  const groups = [
    committed,
    { facts: note, more: () => "" },
    heldGroup(held, (file) => (0, import_node_path48.relative)(result2.memoryDir, file)),
    droppedGroup(dropped, "session"),
    inferredGroup(inferred, (file) => (0, import_node_path48.relative)(result2.memoryDir, file)),
    { facts: unchecked2, more: () => "" }
  ];
  return groups.some((group) => group.facts.length > 0) ? fitContext(groups) : void 0;
}
async function afterRead(hook, file, memoryDir) {
  const { reports } = await verify2(hook, {
    memoryDirArgument: memoryDir,
    only: [inMemoryDir(file)],
    inferred: { age: "when-stale", changesOf: "all" }
  });
  const report2 = reports[0];
  const shown2 = (0, import_node_path48.basename)(file);
  if (report2 !== void 0 && hasStaleInferred(report2))
    return hookOutput("PostToolUse", readInferredContext(report2, shown2));
  if (report2?.status !== "stale") return void 0;
  if (hook.withhold) return withheldRead(report2, hook.payload.filePath, shown2);
  return hookOutput("PostToolUse", readContext(report2, shown2));
}
async function afterWrite(hook, file, memoryDir, kind) {
  if (kind === "index") {
    const dropped = await droppedOf(memoryDir);
    return dropped.length === 0 ? void 0 : hookOutput("PostToolUse", fitContext([droppedGroup(dropped, "write")]));
  }
  const { reports, advice } = await verify2(hook, {
    memoryDirArgument: memoryDir,
    only: [inMemoryDir(file)],
    advise: true,
    inferred: { age: false }
  });
  const report2 = reports[0];
  const shown2 = (0, import_node_path48.basename)(file);
  if (report2?.status === "stale") return hookOutput("PostToolUse", writtenStaleContext(report2, shown2));
  const misplaced = (report2?.inferred ?? []).filter((check3) => check3.status === "stale" && check3.claim.startsWith("`")).map((check3) => check3.claim);
  if (advice && (advice.check || advice.missing.length > 0 || misplaced.length > 0))
    return hookOutput("PostToolUse", adviceContext({ ...advice, misplaced }, shown2));
  return void 0;
}
async function beforeWrite(hook, file, memoryDir) {
  if ((0, import_node_fs44.existsSync)(file)) return void 0;
  const { memoryFromText: memoryFromText2 } = await Promise.resolve().then(() => (init_dist5(), dist_exports3));
  const text2 = hook.payload.content ?? "";
  const memory = memoryFromText2(file, text2);
  if (memory.verify.kind === "block") return void 0;
  let advice;
  try {
    const draft = { file: inMemoryDir(file), text: text2 };
    advice = (await verify2(hook, { memoryDirArgument: memoryDir, draft })).advice?.check;
  } catch {
  }
  return denyCreate((0, import_node_path48.basename)(file), memory.verify.result.reason, advice);
}
function collectNotices(io) {
  const notices = [...new Set(io.noticesSaid ?? [])];
  const notice = (message) => {
    if (notices.includes(message)) return;
    notices.push(message);
    io.warn(message);
  };
  return { io: { ...io, notice }, notices };
}
async function answerClaudeHook(options5, given2) {
  const { io, notices } = collectNotices(given2);
  const answer = (text2) => {
    const said = withSystemMessage(text2, notices);
    if (said !== void 0) io.stdout(said);
  };
  const deadlineAt = (io.startedAt ?? Date.now()) + options5.deadlineMs;
  const wait = Math.max(0, Math.min(STDIN_WAIT_MS, deadlineAt - Date.now()));
  const input = await io.readInput(wait);
  if (input === OVERSIZED_INPUT) return 0;
  const payload = parseHookPayload(input);
  const env = { ...io, cwd: payload.cwd ? (0, import_node_path48.resolve)(io.cwd, payload.cwd) : io.cwd };
  const hook = { ...options5, io, env, payload, deadlineAt };
  const event = payload.hookEventName ?? "SessionStart";
  const tool = payload.toolName;
  let where = env.cwd;
  try {
    if (event === "SessionStart") {
      try {
        where = memoryDirOf(hook);
      } catch {
      }
      const context = await sessionStart(hook);
      answer(context === void 0 ? void 0 : hookOutput("SessionStart", context));
      return 0;
    }
    const route = toolRoute(payload, routeOptions(hook), env);
    if (route === void 0) return 0;
    const { file, memoryDir, kind } = route;
    where = memoryDir;
    let said;
    if (event === "PreToolUse") said = await beforeWrite(hook, file, memoryDir);
    else if (tool !== void 0 && WRITE_TOOLS.has(tool)) said = await afterWrite(hook, file, memoryDir, kind);
    else if (kind === "topic") said = await afterRead(hook, file, memoryDir);
    answer(said);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith(NO_MEMORY_DIR) || event === "PreToolUse") answer(void 0);
    else answer(hookOutput(event, failureContext(where, message)));
  }
  return 0;
}
var import_node_fs44, import_node_path48, routeOptions, memoryDirOf, inMemoryDir, jobOf, verify2;
var init_hooks = __esm({
  "packages/cli/src/hooks/hooks.ts"() {
    "use strict";
    import_node_fs44 = require("node:fs");
    import_node_path48 = require("node:path");
    init_inferred_facts();
    init_memory_dir();
    init_locate();
    init_visible_text();
    init_hook_answers();
    init_hook_payload();
    init_stdin();
    init_hook_in_place();
    init_hook_route();
    routeOptions = (hook) => ({
      memoryDirArgument: hook.memoryDirArgument,
      root: hook.flags.root,
      require: hook.require
    });
    memoryDirOf = (hook) => memoryDirFor2(routeOptions(hook), hook.env);
    inMemoryDir = (file) => (0, import_node_path48.join)((0, import_node_fs44.realpathSync)((0, import_node_path48.dirname)(file)), (0, import_node_path48.basename)(file));
    jobOf = (hook, job) => ({
      flags: hook.flags,
      env: { cwd: hook.env.cwd, env: { ...hook.env.env }, home: hook.env.home },
      deadlineAt: hook.deadlineAt,
      ...job
    });
    verify2 = (hook, job) => verifyForHook(jobOf(hook, job), { warn: hook.io.warn, notice: hook.io.notice, deadlineFlag: hook.deadlineMs / 1e3 });
  }
});

// packages/cli/src/context/render.ts
var render_exports = {};
__export(render_exports, {
  HELD_HEADING: () => HELD_HEADING,
  INFERRED_HEADING: () => INFERRED_HEADING,
  handoverBody: () => handoverBody,
  heldLine: () => heldLine,
  renderMarkdown: () => renderMarkdown,
  splitHandover: () => splitHandover,
  trimBody: () => trimBody
});
function splitHandover(reports) {
  return {
    handed: reports.filter((report2) => report2.status !== "stale"),
    held: reports.filter((report2) => report2.status === "stale")
  };
}
function compose(sections, cutBodies, heldLines, cutHeld, maxChars, inferredLines = [], cutInferred = 0) {
  const parts = [...sections];
  if (cutBodies > 0) parts.push(`\u2026and ${cutBodies} more memories not shown (cut to fit --max-chars ${maxChars})
`);
  if (heldLines.length > 0 || cutHeld > 0) {
    const lines = [HELD_HEADING, ...heldLines];
    if (cutHeld > 0) lines.push(`\u2026and ${cutHeld} more held memories`);
    parts.push(`${lines.join("\n")}
`);
  }
  if (inferredLines.length > 0 || cutInferred > 0) {
    const lines = [INFERRED_HEADING, ...inferredLines];
    if (cutInferred > 0) lines.push(`\u2026and ${cutInferred} more memories without a check name what is no longer there`);
    parts.push(`${lines.join("\n")}
`);
  }
  return parts.join("\n");
}
function renderMarkdown(reports, maxChars) {
  const { handed, held } = splitHandover(reports);
  const sections = handed.map(section3);
  const heldLines = held.map(heldLine);
  const inferredLines = handed.filter((report2) => staleInferred(report2).length > 0).map(inferredLine);
  const full = compose(sections, 0, heldLines, 0, void 0, inferredLines);
  if (maxChars === void 0 || full.length <= maxChars) return full;
  for (let kept = sections.length - 1; kept >= 0; kept--) {
    const text2 = compose(sections.slice(0, kept), sections.length - kept, heldLines, 0, maxChars, inferredLines);
    if (text2.length <= maxChars) return text2;
  }
  for (let kept = inferredLines.length - 1; kept >= 0; kept--) {
    const cut = inferredLines.length - kept;
    const text2 = compose([], sections.length, heldLines, 0, maxChars, inferredLines.slice(0, kept), cut);
    if (text2.length <= maxChars) return text2;
  }
  for (let kept = heldLines.length - 1; kept >= 0; kept--) {
    const text2 = compose([], sections.length, heldLines.slice(0, kept), heldLines.length - kept, maxChars);
    if (text2.length <= maxChars) return text2;
  }
  return `\u2026${reports.length} memories not shown (--max-chars ${maxChars})
`.slice(0, Math.max(maxChars, 0));
}
function handoverBody(reports, place) {
  const { handed, held } = splitHandover(reports);
  return {
    memoryDir: place.memoryDir,
    ...place.memoryDirFrom === void 0 ? {} : { memoryDirFrom: place.memoryDirFrom },
    memories: handed.map((report2) => ({
      name: report2.name,
      file: place.path(report2.file),
      ...report2.description === void 0 ? {} : { description: report2.description },
      ...report2.type === void 0 ? {} : { type: report2.type },
      status: report2.status,
      reason: report2.reason,
      ...report2.inferred === void 0 ? {} : { inferred: report2.inferred.map(({ claim, status, reason }) => ({ claim, status, reason })) },
      body: trimBody(report2.body)
    })),
    held: held.map((report2) => ({ name: report2.name, file: place.path(report2.file), reason: report2.reason }))
  };
}
var HELD_HEADING, INFERRED_HEADING, trimBody, section3, heldLine, inferredLine;
var init_render = __esm({
  "packages/cli/src/context/render.ts"() {
    "use strict";
    init_inferred_facts();
    init_visible_text();
    HELD_HEADING = "## Held memories (bodies withheld)";
    INFERRED_HEADING = "## Memories without a check that name what is no longer there";
    trimBody = (body) => body.replace(/^(?:[ \t]*\r?\n)+/, "").trimEnd().replace(/\r\n/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");
    section3 = (report2) => {
      const body = trimBody(report2.body);
      return body === "" ? `## ${visible(report2.name)}
` : `## ${visible(report2.name)}
${body}
`;
    };
    heldLine = (report2) => `- ${visible(report2.name)}: held (${visible(report2.reason)})`;
    inferredLine = (report2) => `- ${visible(report2.name)}: ${inferredPhrase(report2, visible)}`;
  }
});

// packages/cli/src/commands/context.ts
var context_exports = {};
__export(context_exports, {
  CONTEXT_HELP: () => CONTEXT_HELP,
  contextCommand: () => contextCommand
});
async function contextCommand(args, io) {
  if (!asksForHookAnswer(args)) return runContext(args, io);
  return neverBreakingTheSession(() => runContext(args, io), io);
}
async function runContext(args, io) {
  const { values, positionals } = parseCommand(args, OPTIONS);
  if (values.help) {
    io.stdout(CONTEXT_HELP);
    return 0;
  }
  const format3 = values.format ?? "markdown";
  if (!["markdown", "json", "claude-hook"].includes(format3)) {
    throw new ClaimcheckError("USAGE", `unknown format '${format3}' (expected markdown, json or claude-hook)`);
  }
  if (positionals.length > 1)
    throw new ClaimcheckError("USAGE", `context takes one MEMORY_DIR, got: ${positionals.join(" ")}`);
  const flags = {
    root: values.root,
    config: values.config,
    timeout: positiveNumber(values.timeout, "--timeout"),
    concurrency: positiveNumber(values.concurrency, "--concurrency", true),
    userScope: values["user-scope"] === true,
    offline: values.offline === true,
    noCache: values["no-cache"] === true
  };
  const maxChars = positiveNumber(values["max-chars"], "--max-chars", true);
  if (maxChars !== void 0 && format3 !== "markdown") {
    throw new ClaimcheckError("USAGE", "--max-chars applies to --format markdown");
  }
  if ((values.withhold || values.require) && format3 !== "claude-hook") {
    throw new ClaimcheckError("USAGE", `--${values.withhold ? "withhold" : "require"} applies to --format claude-hook`);
  }
  if (values.all) {
    if (format3 === "claude-hook" || positionals.length > 0 || maxChars !== void 0) {
      throw new ClaimcheckError(
        "USAGE",
        "--all takes no MEMORY_DIR, and goes with --format markdown or json without --max-chars"
      );
    }
    return handOverAll(format3, flags, io);
  }
  if (format3 === "claude-hook") {
    const deadline = positiveNumber(values.deadline, "--deadline") ?? DEFAULT_DEADLINE_SECONDS;
    const { answerClaudeHook: answerClaudeHook2 } = await Promise.resolve().then(() => (init_hooks(), hooks_exports));
    return answerClaudeHook2(
      {
        flags,
        memoryDirArgument: positionals[0],
        deadlineMs: deadline * 1e3,
        withhold: values.withhold === true,
        require: values.require === true
      },
      io
    );
  }
  return handOver(format3, flags, positionals[0], io, maxChars);
}
async function handOver(format3, flags, memoryDir, io, maxChars) {
  const { verifyForHandover: verifyForHandover2, holdEverything: holdEverything2 } = await Promise.resolve().then(() => (init_verify(), verify_exports));
  const { reportPath: reportPath2 } = await Promise.resolve().then(() => (init_report(), report_exports));
  const { handoverBody: handoverBody2, renderMarkdown: renderMarkdown2 } = await Promise.resolve().then(() => (init_render(), render_exports));
  const { jsonDocument: jsonDocument2 } = await Promise.resolve().then(() => (init_sections(), sections_exports));
  const render = (reports2, root, dir, cap2, memoryDirFrom) => format3 === "json" ? jsonDocument2(
    { tool: { name: "claimcheck", version: meta.version }, root },
    handoverBody2(reports2, { memoryDir: dir, memoryDirFrom, path: (file) => reportPath2(file, root) })
  ) : renderMarkdown2(reports2, cap2);
  let verified;
  try {
    verified = await verifyForHandover2(flags, memoryDir, io, void 0, void 0, true, { age: false });
  } catch (error) {
    const held = await holdEverything2(error, flags, memoryDir, io);
    if (held && held.reports.length > 0) io.stdout(render(held.reports, held.root, held.memoryDir, maxChars));
    throw error;
  }
  const { setup, reports } = verified;
  const cap = maxChars ?? setup.config?.config.context?.maxChars;
  const { nothingChecked: nothingChecked2, emptyStateLine: emptyStateLine2, countProposable: countProposable2 } = await Promise.resolve().then(() => (init_empty_state(), empty_state_exports));
  let first = "";
  if (format3 === "markdown" && nothingChecked2(reports)) {
    const files = reports.map((report2) => report2.file);
    first = `_${emptyStateLine2({ memories: files.length, proposable: await countProposable2(files, setup) }, "agent")}_

`;
  }
  io.stdout(
    `${first}${render(reports, setup.root, setup.memoryDir, cap === void 0 ? void 0 : Math.max(0, cap - first.length), setup.memoryDirFrom)}`
  );
  return reports.some((report2) => report2.status === "stale") ? 1 : 0;
}
async function handOverAll(format3, flags, io) {
  const { verifyForHandover: verifyForHandover2, holdEverything: holdEverything2 } = await Promise.resolve().then(() => (init_verify(), verify_exports));
  const { reportPath: reportPath2 } = await Promise.resolve().then(() => (init_report(), report_exports));
  const { handoverBody: handoverBody2, renderMarkdown: renderMarkdown2 } = await Promise.resolve().then(() => (init_render(), render_exports));
  const { jsonSections: jsonSections2, markdownSectionHeading: markdownSectionHeading2 } = await Promise.resolve().then(() => (init_sections(), sections_exports));
  const { everyMemoryDir: everyMemoryDir2, setupBase: setupBase2 } = await Promise.resolve().then(() => (init_run_setup(), run_setup_exports));
  const base = await setupBase2(flags, io).catch(() => void 0);
  const root = base?.root ?? resolveRoot(flags.root, io);
  const dirs = base ? everyMemoryDir2(base, io) : projectMemoryDirs(root, io);
  if (dirs.length === 0) io.warn(`no memory dir found for ${root}`);
  const tool = { name: "claimcheck", version: meta.version };
  const render = (sections2) => {
    if (format3 === "markdown") {
      return sections2.map(({ dir, reports }) => `${markdownSectionHeading2(dir.path, dir.from)}

${renderMarkdown2(reports)}`).join("\n");
    }
    const path3 = (file) => reportPath2(file, root);
    return jsonSections2(
      { tool, root },
      sections2.map(({ dir, reports }) => ({
        from: dir.from,
        body: handoverBody2(reports, { memoryDir: dir.path, path: path3 })
      }))
    );
  };
  const sections = [];
  try {
    for (const dir of dirs)
      sections.push({
        dir,
        reports: (await verifyForHandover2(flags, dir.path, io, void 0, void 0, true, { age: false })).reports
      });
  } catch (error) {
    const held = await Promise.all(
      dirs.map(async (dir) => ({ dir, reports: (await holdEverything2(error, flags, dir.path, io))?.reports ?? [] }))
    );
    io.stdout(render(held));
    throw error;
  }
  io.stdout(render(sections));
  return sections.some(({ reports }) => reports.some((report2) => report2.status === "stale")) ? 1 : 0;
}
var CONTEXT_HELP, OPTIONS, DEFAULT_DEADLINE_SECONDS;
var init_context = __esm({
  "packages/cli/src/commands/context.ts"() {
    "use strict";
    init_errors2();
    init_args();
    init_hook_guard();
    init_memory_dir();
    init_locate();
    init_meta();
    CONTEXT_HELP = `Usage: claimcheck context [MEMORY_DIR] [options]

Hands memory over: fresh and unverifiable memories in full, stale ones held back with their reason.

Options:
  --format markdown|json|claude-hook   output (default markdown); claude-hook is Claude Code's hook
  --max-chars N          cap the markdown output: bodies are dropped before held lines
  --all                  every memory dir of the project (the config's memoryDir, Claude Code's auto
                         memory dir, .claude/memory and each subagent's), a section each; markdown
                         or json
  --deadline SECONDS     claude-hook: time for the whole run (default 10)
  --withhold             claude-hook: answer a read of a stale topic file with its body withheld
  --require              claude-hook: deny a Write that creates a topic file with no verify block
  --user-scope           load a JavaScript config only once approved with 'claimcheck trust'
                         (what a user-scope hook passes: it runs in any folder opened)
  --timeout SECONDS      time budget of a check without its own timeout (default 20)
  --offline              make no request: checks that use the network are unverifiable (offline)
  --no-cache             neither read nor write the http cache (.claimcheck/cache/http.json)
  --concurrency N, --root DIR, --config FILE, --help

Exit codes: 0 nothing held, 1 a memory is held, 2 verification could not run (every memory held).
claude-hook always exits 0.
`;
    OPTIONS = {
      format: { type: "string", short: "f" },
      "max-chars": { type: "string" },
      deadline: { type: "string" },
      withhold: { type: "boolean" },
      require: { type: "boolean" },
      "user-scope": { type: "boolean" },
      all: { type: "boolean" },
      timeout: { type: "string" },
      concurrency: { type: "string" },
      offline: { type: "boolean" },
      "no-cache": { type: "boolean" }
    };
    DEFAULT_DEADLINE_SECONDS = 10;
  }
});

// packages/cli/src/commands/checkers.ts
var checkers_exports2 = {};
__export(checkers_exports2, {
  CHECKERS_HELP: () => CHECKERS_HELP,
  checkersCommand: () => checkersCommand
});
async function checkersCommand(args, io) {
  const { values, positionals } = parseCommand(args, OPTIONS2);
  if (values.help) {
    io.stdout(CHECKERS_HELP);
    return 0;
  }
  if (positionals.length > 0)
    throw new ClaimcheckError("USAGE", `checkers takes no arguments, got: ${positionals.join(" ")}`);
  const format3 = values.format ?? "text";
  if (format3 !== "text" && format3 !== "json")
    throw new ClaimcheckError("USAGE", `unknown format '${format3}' (expected text or json)`);
  const { config, registry } = await setupCheckers({ root: values.root, config: values.config }, io);
  const rows = registry.entries().map(({ checker, source }) => ({
    kind: checker.kind,
    package: checker.meta.name,
    version: checker.meta.version,
    // The engine's own kind (`none`) is carried where the engine is.
    source: source === "built in" ? carriedFile("@claimcheck/core") : source ?? "unknown",
    description: checker.meta.docs?.description ?? null,
    url: checker.meta.docs?.url ?? null
  }));
  if (format3 === "json") {
    io.stdout(`${jsonForLogs(JSON.stringify({ config: config?.file ?? null, checkers: rows }, null, 2))}
`);
    return 0;
  }
  const shown2 = rows.map((row) => ({
    kind: visible(row.kind),
    package: visible(row.package),
    version: visible(row.version),
    source: visible(row.source),
    description: row.description === null ? void 0 : visible(row.description)
  }));
  const header = { kind: "KIND", package: "PACKAGE", version: "VERSION", source: "FROM" };
  const widths = ["kind", "package", "version"].map(
    (key) => Math.max(...[header, ...shown2].map((row) => row[key].length))
  );
  const line = (row) => {
    const columns = `${row.kind.padEnd(widths[0] ?? 0)}  ${row.package.padEnd(widths[1] ?? 0)}  ${row.version.padEnd(widths[2] ?? 0)}  ${row.source}`;
    return row.description === void 0 ? columns : `${columns}
${" ".repeat((widths[0] ?? 0) + 2)}${row.description}`;
  };
  const configLine = config ? `config: ${visible(config.file)}` : "config: none (the default checkers)";
  io.stdout(`${configLine}
${[header, ...shown2].map(line).join("\n")}
`);
  return 0;
}
var CHECKERS_HELP, OPTIONS2;
var init_checkers2 = __esm({
  "packages/cli/src/commands/checkers.ts"() {
    "use strict";
    init_dist5();
    init_args();
    init_run_setup();
    init_shipped_checkers();
    init_visible_text();
    CHECKERS_HELP = `Usage: claimcheck checkers [options]

Lists the enabled checkers: kind, package, version, where each was loaded from, and what each
kind checks (the checker's own description).

Options:
  --format text|json     output format (default text)
  --config FILE, --root DIR, --help
`;
    OPTIONS2 = { format: { type: "string", short: "f" } };
  }
});

// packages/cli/src/severity-colors.ts
function paintSeverity(text2, severity, color) {
  return color ? `${COLORS2[severity]}${text2}${RESET2}` : text2;
}
function paintDiffLine(line, color) {
  if (!color) return line;
  if (line.startsWith("+") && !line.startsWith("+++")) return `\x1B[32m${line}${RESET2}`;
  if (line.startsWith("-") && !line.startsWith("---")) return `\x1B[31m${line}${RESET2}`;
  return line;
}
var COLORS2, RESET2;
var init_severity_colors = __esm({
  "packages/cli/src/severity-colors.ts"() {
    "use strict";
    COLORS2 = { error: "\x1B[31m", warning: "\x1B[33m", info: "\x1B[36m" };
    RESET2 = "\x1B[39m";
  }
});

// packages/cli/src/index-health/render.ts
function countBySeverity(report2) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const finding of report2.findings) counts[finding.severity]++;
  return counts;
}
function indexText(report2, { listInfo = false, color = false } = {}) {
  const { loaded: loaded2, total, settings: settings2 } = report2;
  const header = `MEMORY.md loads ${loaded2.lines} of ${total.lines} lines and ${loaded2.chars} of ${total.chars} characters (limits: ${settings2.maxLines} lines, ${settings2.maxChars} characters${report2.raw ? "; a subagent index, read raw" : ""})`;
  const infoOf = /* @__PURE__ */ new Map();
  for (const finding of report2.findings)
    if (finding.severity === "info") infoOf.set(finding.code, (infoOf.get(finding.code) ?? 0) + 1);
  const lines = [];
  const summed = /* @__PURE__ */ new Set();
  for (const finding of report2.findings) {
    const count = infoOf.get(finding.code) ?? 0;
    if (finding.severity !== "info" || listInfo || count <= INFO_LINES)
      lines.push(`${paintSeverity(`[${finding.code}]`, finding.severity, color)} ${visible(finding.detail)}`);
    else if (!summed.has(finding.code)) {
      summed.add(finding.code);
      lines.push(
        `${paintSeverity(`[${finding.code}]`, "info", color)} ${count} info findings, the first: ${visible(finding.detail)} (--fail-on info lists each)`
      );
    }
  }
  const { error, warning, info } = countBySeverity(report2);
  return `${[header, ...lines, "", `errors=${error} warnings=${warning} info=${info}`].join("\n")}
`;
}
function indexBody(report2, memoryDirFrom) {
  return {
    memoryDir: report2.memoryDir,
    ...memoryDirFrom === void 0 ? {} : { memoryDirFrom },
    index: "MEMORY.md",
    raw: report2.raw,
    loaded: report2.loaded,
    total: report2.total,
    limits: report2.settings,
    summary: countBySeverity(report2),
    findings: report2.findings
  };
}
var INFO_LINES;
var init_render2 = __esm({
  "packages/cli/src/index-health/render.ts"() {
    "use strict";
    init_visible_text();
    init_severity_colors();
    INFO_LINES = 3;
  }
});

// packages/cli/src/commands/index.ts
var commands_exports = {};
__export(commands_exports, {
  INDEX_HELP: () => INDEX_HELP,
  indexCommand: () => indexCommand
});
async function indexCommand(args, io) {
  const { values, positionals } = parseCommand(args, { ...OPTIONS3, ...extraOutputOptions(FORMATS2) });
  if (values.help) {
    io.stdout(INDEX_HELP);
    return 0;
  }
  if (positionals.length > 1)
    throw new ClaimcheckError("USAGE", `index takes one MEMORY_DIR, got: ${positionals.join(" ")}`);
  const format3 = oneOf(values.format, "text", FORMATS2, "format");
  const extra = extraOutputs(values, FORMATS2, io.cwd);
  const failOn = failOnOption(values["fail-on"]);
  const warnRatio = positiveNumber(values["warn-ratio"], "--warn-ratio");
  if (warnRatio !== void 0 && warnRatio > 1)
    throw new ClaimcheckError(
      "USAGE",
      `--warn-ratio expects a number above 0, at most 1, not '${values["warn-ratio"]}'`
    );
  if (values.all && positionals.length > 0) {
    throw new ClaimcheckError("USAGE", "--all checks every memory dir of the project: name none");
  }
  const base = values.all ? await setupBase({ root: values.root, config: values.config }, io) : void 0;
  const { memoryDir, memoryDirFrom, config, root } = base ? { ...base, memoryDir: "", memoryDirFrom: "" } : await setupMemoryDir({ root: values.root, config: values.config }, positionals[0], io);
  const configured = config?.config.index ?? {};
  const settings2 = {
    maxLines: positiveNumber(values["max-lines"], "--max-lines", true) ?? configured.maxLines ?? DEFAULT_INDEX_SETTINGS.maxLines,
    maxChars: positiveNumber(values["max-chars"], "--max-chars", true) ?? configured.maxChars ?? DEFAULT_INDEX_SETTINGS.maxChars,
    warnRatio: warnRatio ?? configured.warnRatio ?? DEFAULT_INDEX_SETTINGS.warnRatio,
    staleDays: positiveNumber(values["stale-days"], "--stale-days") ?? configured.staleDays ?? DEFAULT_INDEX_SETTINGS.staleDays
  };
  const tool = { name: "claimcheck", version: meta.version };
  const date = /* @__PURE__ */ new Date();
  const color = values.output === void 0 && useColor(values["no-color"] === true, io);
  const fails = (report2) => report2.findings.some((finding) => failing(finding.severity, failOn));
  const write = async (text2) => {
    if (values.output === void 0) io.stdout(text2);
    else await writeFileSafely((0, import_node_path49.resolve)(io.cwd, values.output), text2, { special: "write-into" });
  };
  const summarise = (runs3) => {
    if (format3 === "github" || extra.some(([as]) => as === "github"))
      appendStepSummary(io, githubSummary(indexFindings(runs3, { failOn })));
  };
  if (!values.all) {
    const report2 = await checkIndex(memoryDir, settings2);
    if (format3 === "text") noteMemoryDir(io, memoryDir, memoryDirFrom, values.quiet === true);
    const runs3 = [{ tool, root, from: memoryDirFrom, report: report2 }];
    const render2 = (as, paint = false) => {
      const other = INDEX_REPORTERS[as];
      if (other) return other(runs3, { failOn, date });
      return as === "json" ? jsonDocument({ tool }, indexBody(report2, memoryDirFrom)) : indexText(report2, { listInfo: failOn === "info", color: paint });
    };
    await write(render2(format3, color));
    summarise(runs3);
    await writeExtraOutputs(extra, render2);
    return fails(report2) ? 1 : 0;
  }
  const dirs = (base ? everyMemoryDir(base, io) : []).filter((dir) => {
    const has = (0, import_node_fs45.existsSync)((0, import_node_path49.join)(dir.path, INDEX_FILE));
    if (!has) io.warn(`no ${INDEX_FILE} in ${dir.path}; left out`);
    return has;
  });
  const reports = await Promise.all(dirs.map((dir) => checkIndex(dir.path, settings2)));
  const total = { error: 0, warning: 0, info: 0 };
  for (const report2 of reports) for (const finding of report2.findings) total[finding.severity]++;
  const runs2 = reports.map((report2, i) => ({ tool, root, from: dirs[i]?.from, report: report2 }));
  const render = (as, paint = false) => {
    const other = INDEX_REPORTERS[as];
    if (other) return other(runs2, { failOn, date });
    if (as === "json") {
      return jsonSections(
        { tool, summary: total },
        reports.map((report2, i) => ({ from: dirs[i]?.from, body: indexBody(report2) }))
      );
    }
    const parts = reports.map(
      (report2, i) => `${textSectionHeading(report2.memoryDir, dirs[i]?.from ?? "")}
${indexText(report2, { listInfo: failOn === "info", color: paint })}`
    );
    return `${[...parts, `errors=${total.error} warnings=${total.warning} info=${total.info}`].join("\n")}
`;
  };
  await write(render(format3, color));
  summarise(runs2);
  await writeExtraOutputs(extra, render);
  return reports.some(fails) ? 1 : 0;
}
var import_node_fs45, import_node_path49, INDEX_HELP, OPTIONS3, FORMATS2;
var init_commands = __esm({
  "packages/cli/src/commands/index.ts"() {
    "use strict";
    import_node_fs45 = require("node:fs");
    import_node_path49 = require("node:path");
    init_dist5();
    init_args();
    init_index_report();
    init_render2();
    init_io();
    init_files();
    init_github();
    init_index_findings();
    init_reporters();
    init_index_run();
    init_extra_outputs();
    init_meta();
    init_run_setup();
    init_sections();
    INDEX_HELP = `Usage: claimcheck index [MEMORY_DIR] [options]

Checks MEMORY.md as Claude Code loads it: within its line and character limits, no entry past the cut,
no broken link, no topic file left unlinked, and how old each linked topic is.

Options:
  --format FORMAT        text (default), json, junit, sarif, github, tap or html
  --output FILE          write the report to FILE instead of standard output
${EXTRA_OUTPUT_HELP}
  --max-lines N          lines loaded (default 200)
  --max-chars N          characters loaded, as JavaScript counts them (default 25000)
  --warn-ratio R         warn at this share of a limit (default 0.8)
  --stale-days D         a topic modified longer ago is stale (default 30)
  --fail-on error|warning|info   the least severe finding that makes the exit code 1 (default warning)
  --all                  every memory dir of the project that has a MEMORY.md: the config's
                         memoryDir, Claude Code's auto memory dir, .claude/memory and each
                         subagent's (read raw), a section each
  --root DIR, --config FILE, --help
`;
    OPTIONS3 = {
      format: { type: "string", short: "f" },
      output: { type: "string", short: "o" },
      "max-lines": { type: "string" },
      "max-chars": { type: "string" },
      "warn-ratio": { type: "string" },
      "stale-days": { type: "string" },
      "fail-on": { type: "string" },
      all: { type: "boolean" }
    };
    FORMATS2 = ["text", "json", ...Object.keys(INDEX_REPORTERS)];
  }
});

// node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text2, ignoreTrivia = false) {
  const len = text2.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text2.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start2 = pos;
    if (text2.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text2.length && text2.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text2.substring(start2, pos);
      }
    }
    let end = pos;
    if (pos < text2.length && (text2.charCodeAt(pos) === 69 || text2.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text2.length && text2.charCodeAt(pos) === 43 || text2.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
        pos++;
        while (pos < text2.length && isDigit(text2.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text2.substring(start2, end);
  }
  function scanString() {
    let result2 = "", start2 = pos;
    while (true) {
      if (pos >= len) {
        result2 += text2.substring(start2, pos);
        scanError = 2;
        break;
      }
      const ch = text2.charCodeAt(pos);
      if (ch === 34) {
        result2 += text2.substring(start2, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result2 += text2.substring(start2, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text2.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result2 += '"';
            break;
          case 92:
            result2 += "\\";
            break;
          case 47:
            result2 += "/";
            break;
          case 98:
            result2 += "\b";
            break;
          case 102:
            result2 += "\f";
            break;
          case 110:
            result2 += "\n";
            break;
          case 114:
            result2 += "\r";
            break;
          case 116:
            result2 += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result2 += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start2 = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result2 += text2.substring(start2, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result2;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text2.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text2.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text2.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start2 = pos - 1;
        if (text2.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text2.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text2.substring(start2, pos);
          return token = 12;
        }
        if (text2.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text2.charCodeAt(pos);
            if (ch === 42 && text2.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text2.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text2.substring(start2, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text2.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text2.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text2.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result2;
    do {
      result2 = scanNext();
    } while (result2 >= 12 && result2 <= 15);
    return result2;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
var init_scanner = __esm({
  "node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/scanner.js"() {
    "use strict";
    (function(CharacterCodes2) {
      CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
      CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
      CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
      CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
      CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
      CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
      CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
      CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
      CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
      CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
      CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
      CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
      CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
      CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
      CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
      CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
      CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
      CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
      CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
      CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
      CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
      CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
      CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
      CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
      CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
      CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
      CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
      CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
      CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
      CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
      CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
      CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
      CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
      CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
      CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
      CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
      CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
      CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
      CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
      CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
      CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
      CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
      CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
      CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
      CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
      CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
      CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
      CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
      CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
      CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
      CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
      CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
      CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
      CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
      CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
      CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
      CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
      CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
      CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
      CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
      CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
      CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
      CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
      CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
      CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
      CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
      CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
      CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
      CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
      CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
      CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
      CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
      CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
      CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
      CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
      CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
      CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
      CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
      CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
      CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
  }
});

// node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces, maxCachedValues, cachedBreakLinesWithSpaces, supportedEols;
var init_string_intern = __esm({
  "node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/string-intern.js"() {
    cachedSpaces = new Array(20).fill(0).map((_, index) => {
      return " ".repeat(index);
    });
    maxCachedValues = 200;
    cachedBreakLinesWithSpaces = {
      " ": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + " ".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + " ".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + " ".repeat(index);
        })
      },
      "	": {
        "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\n" + "	".repeat(index);
        }),
        "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r" + "	".repeat(index);
        }),
        "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
          return "\r\n" + "	".repeat(index);
        })
      }
    };
    supportedEols = ["\n", "\r", "\r\n"];
  }
});

// node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/format.js
function format2(documentText, range, options5) {
  let initialIndentLevel;
  let formatText;
  let formatTextStart;
  let rangeStart;
  let rangeEnd;
  if (range) {
    rangeStart = range.offset;
    rangeEnd = rangeStart + range.length;
    formatTextStart = rangeStart;
    while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
      formatTextStart--;
    }
    let endOffset = rangeEnd;
    while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
      endOffset++;
    }
    formatText = documentText.substring(formatTextStart, endOffset);
    initialIndentLevel = computeIndentLevel(formatText, options5);
  } else {
    formatText = documentText;
    initialIndentLevel = 0;
    formatTextStart = 0;
    rangeStart = 0;
    rangeEnd = documentText.length;
  }
  const eol = getEOL(options5, documentText);
  const eolFastPathSupported = supportedEols.includes(eol);
  let numberLineBreaks = 0;
  let indentLevel = 0;
  let indentValue;
  if (options5.insertSpaces) {
    indentValue = cachedSpaces[options5.tabSize || 4] ?? repeat(cachedSpaces[1], options5.tabSize || 4);
  } else {
    indentValue = "	";
  }
  const indentType = indentValue === "	" ? "	" : " ";
  let scanner = createScanner(formatText, false);
  let hasError = false;
  function newLinesAndIndent() {
    if (numberLineBreaks > 1) {
      return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
    if (!eolFastPathSupported || amountOfSpaces > cachedBreakLinesWithSpaces[indentType][eol].length) {
      return eol + repeat(indentValue, initialIndentLevel + indentLevel);
    }
    if (amountOfSpaces <= 0) {
      return eol;
    }
    return cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
  }
  function scanNext() {
    let token = scanner.scan();
    numberLineBreaks = 0;
    while (token === 15 || token === 14) {
      if (token === 14 && options5.keepLines) {
        numberLineBreaks += 1;
      } else if (token === 14) {
        numberLineBreaks = 1;
      }
      token = scanner.scan();
    }
    hasError = token === 16 || scanner.getTokenError() !== 0;
    return token;
  }
  const editOperations = [];
  function addEdit(text2, startOffset, endOffset) {
    if (!hasError && (!range || startOffset < rangeEnd && endOffset > rangeStart) && documentText.substring(startOffset, endOffset) !== text2) {
      editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text2 });
    }
  }
  let firstToken = scanNext();
  if (options5.keepLines && numberLineBreaks > 0) {
    addEdit(repeat(eol, numberLineBreaks), 0, 0);
  }
  if (firstToken !== 17) {
    let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
    let initialIndent = indentValue.length * initialIndentLevel < 20 && options5.insertSpaces ? cachedSpaces[indentValue.length * initialIndentLevel] : repeat(indentValue, initialIndentLevel);
    addEdit(initialIndent, formatTextStart, firstTokenStart);
  }
  while (firstToken !== 17) {
    let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
    let secondToken = scanNext();
    let replaceContent = "";
    let needsLineBreak = false;
    while (numberLineBreaks === 0 && (secondToken === 12 || secondToken === 13)) {
      let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
      addEdit(cachedSpaces[1], firstTokenEnd, commentTokenStart);
      firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
      needsLineBreak = secondToken === 12;
      replaceContent = needsLineBreak ? newLinesAndIndent() : "";
      secondToken = scanNext();
    }
    if (secondToken === 2) {
      if (firstToken !== 1) {
        indentLevel--;
      }
      ;
      if (options5.keepLines && numberLineBreaks > 0 || !options5.keepLines && firstToken !== 1) {
        replaceContent = newLinesAndIndent();
      } else if (options5.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else if (secondToken === 4) {
      if (firstToken !== 3) {
        indentLevel--;
      }
      ;
      if (options5.keepLines && numberLineBreaks > 0 || !options5.keepLines && firstToken !== 3) {
        replaceContent = newLinesAndIndent();
      } else if (options5.keepLines) {
        replaceContent = cachedSpaces[1];
      }
    } else {
      switch (firstToken) {
        case 3:
        case 1:
          indentLevel++;
          if (options5.keepLines && numberLineBreaks > 0 || !options5.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 5:
          if (options5.keepLines && numberLineBreaks > 0 || !options5.keepLines) {
            replaceContent = newLinesAndIndent();
          } else {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 12:
          replaceContent = newLinesAndIndent();
          break;
        case 13:
          if (numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 6:
          if (options5.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (!needsLineBreak) {
            replaceContent = cachedSpaces[1];
          }
          break;
        case 10:
          if (options5.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else if (secondToken === 6 && !needsLineBreak) {
            replaceContent = "";
          }
          break;
        case 7:
        case 8:
        case 9:
        case 11:
        case 2:
        case 4:
          if (options5.keepLines && numberLineBreaks > 0) {
            replaceContent = newLinesAndIndent();
          } else {
            if ((secondToken === 12 || secondToken === 13) && !needsLineBreak) {
              replaceContent = cachedSpaces[1];
            } else if (secondToken !== 5 && secondToken !== 17) {
              hasError = true;
            }
          }
          break;
        case 16:
          hasError = true;
          break;
      }
      if (numberLineBreaks > 0 && (secondToken === 12 || secondToken === 13)) {
        replaceContent = newLinesAndIndent();
      }
    }
    if (secondToken === 17) {
      if (options5.keepLines && numberLineBreaks > 0) {
        replaceContent = newLinesAndIndent();
      } else {
        replaceContent = options5.insertFinalNewline ? eol : "";
      }
    }
    const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
    addEdit(replaceContent, firstTokenEnd, secondTokenStart);
    firstToken = secondToken;
  }
  return editOperations;
}
function repeat(s, count) {
  let result2 = "";
  for (let i = 0; i < count; i++) {
    result2 += s;
  }
  return result2;
}
function computeIndentLevel(content, options5) {
  let i = 0;
  let nChars = 0;
  const tabSize = options5.tabSize || 4;
  while (i < content.length) {
    let ch = content.charAt(i);
    if (ch === cachedSpaces[1]) {
      nChars++;
    } else if (ch === "	") {
      nChars += tabSize;
    } else {
      break;
    }
    i++;
  }
  return Math.floor(nChars / tabSize);
}
function getEOL(options5, text2) {
  for (let i = 0; i < text2.length; i++) {
    const ch = text2.charAt(i);
    if (ch === "\r") {
      if (i + 1 < text2.length && text2.charAt(i + 1) === "\n") {
        return "\r\n";
      }
      return "\r";
    } else if (ch === "\n") {
      return "\n";
    }
  }
  return options5 && options5.eol || "\n";
}
function isEOL(text2, offset) {
  return "\r\n".indexOf(text2.charAt(offset)) !== -1;
}
var init_format = __esm({
  "node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/format.js"() {
    "use strict";
    init_scanner();
    init_string_intern();
  }
});

// node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/parser.js
function parseTree(text2, errors = [], options5 = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep13, offset, length) => {
      if (currentParent.type === "property") {
        if (sep13 === ":") {
          currentParent.colonOffset = offset;
        } else if (sep13 === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text2, visitor, options5);
  const result2 = currentParent.children[0];
  if (result2) {
    delete result2.parent;
  }
  return result2;
}
function findNodeAtLocation(root, path3) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path3) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function visit(text2, visitor, options5 = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text2, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options5 && options5.disallowComments;
  const allowTrailingComma = options5 && options5.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options5.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}
var ParseOptions;
var init_parser = __esm({
  "node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/parser.js"() {
    "use strict";
    init_scanner();
    (function(ParseOptions2) {
      ParseOptions2.DEFAULT = {
        allowTrailingComma: false
      };
    })(ParseOptions || (ParseOptions = {}));
  }
});

// node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/edit.js
function setProperty(text2, originalPath, value, options5) {
  const path3 = originalPath.slice();
  const errors = [];
  const root = parseTree(text2, errors);
  let parent = void 0;
  let lastSegment = void 0;
  while (path3.length > 0) {
    lastSegment = path3.pop();
    parent = findNodeAtLocation(root, path3);
    if (parent === void 0 && value !== void 0) {
      if (typeof lastSegment === "string") {
        value = { [lastSegment]: value };
      } else {
        value = [value];
      }
    } else {
      break;
    }
  }
  if (!parent) {
    if (value === void 0) {
      throw new Error("Can not delete in empty document");
    }
    return withFormatting(text2, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options5);
  } else if (parent.type === "object" && typeof lastSegment === "string" && Array.isArray(parent.children)) {
    const existing = findNodeAtLocation(parent, [lastSegment]);
    if (existing !== void 0) {
      if (value === void 0) {
        if (!existing.parent) {
          throw new Error("Malformed AST");
        }
        const propertyIndex = parent.children.indexOf(existing.parent);
        let removeBegin;
        let removeEnd = existing.parent.offset + existing.parent.length;
        if (propertyIndex > 0) {
          let previous = parent.children[propertyIndex - 1];
          removeBegin = previous.offset + previous.length;
        } else {
          removeBegin = parent.offset + 1;
          if (parent.children.length > 1) {
            let next = parent.children[1];
            removeEnd = next.offset;
          }
        }
        return withFormatting(text2, { offset: removeBegin, length: removeEnd - removeBegin, content: "" }, options5);
      } else {
        return withFormatting(text2, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options5);
      }
    } else {
      if (value === void 0) {
        return [];
      }
      const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
      const index = options5.getInsertionIndex ? options5.getInsertionIndex(parent.children.map((p) => p.children[0].value)) : parent.children.length;
      let edit2;
      if (index > 0) {
        let previous = parent.children[index - 1];
        edit2 = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      } else if (parent.children.length === 0) {
        edit2 = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        edit2 = { offset: parent.offset + 1, length: 0, content: newProperty + "," };
      }
      return withFormatting(text2, edit2, options5);
    }
  } else if (parent.type === "array" && typeof lastSegment === "number" && Array.isArray(parent.children)) {
    const insertIndex = lastSegment;
    if (insertIndex === -1) {
      const newProperty = `${JSON.stringify(value)}`;
      let edit2;
      if (parent.children.length === 0) {
        edit2 = { offset: parent.offset + 1, length: 0, content: newProperty };
      } else {
        const previous = parent.children[parent.children.length - 1];
        edit2 = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text2, edit2, options5);
    } else if (value === void 0 && parent.children.length >= 0) {
      const removalIndex = lastSegment;
      const toRemove = parent.children[removalIndex];
      let edit2;
      if (parent.children.length === 1) {
        edit2 = { offset: parent.offset + 1, length: parent.length - 2, content: "" };
      } else if (parent.children.length - 1 === removalIndex) {
        let previous = parent.children[removalIndex - 1];
        let offset = previous.offset + previous.length;
        let parentEndOffset = parent.offset + parent.length;
        edit2 = { offset, length: parentEndOffset - 2 - offset, content: "" };
      } else {
        edit2 = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: "" };
      }
      return withFormatting(text2, edit2, options5);
    } else if (value !== void 0) {
      let edit2;
      const newProperty = `${JSON.stringify(value)}`;
      if (!options5.isArrayInsertion && parent.children.length > lastSegment) {
        const toModify = parent.children[lastSegment];
        edit2 = { offset: toModify.offset, length: toModify.length, content: newProperty };
      } else if (parent.children.length === 0 || lastSegment === 0) {
        edit2 = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + "," };
      } else {
        const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
        const previous = parent.children[index - 1];
        edit2 = { offset: previous.offset + previous.length, length: 0, content: "," + newProperty };
      }
      return withFormatting(text2, edit2, options5);
    } else {
      throw new Error(`Can not ${value === void 0 ? "remove" : options5.isArrayInsertion ? "insert" : "modify"} Array index ${insertIndex} as length is not sufficient`);
    }
  } else {
    throw new Error(`Can not add ${typeof lastSegment !== "number" ? "index" : "property"} to parent of type ${parent.type}`);
  }
}
function withFormatting(text2, edit2, options5) {
  if (!options5.formattingOptions) {
    return [edit2];
  }
  let newText = applyEdit(text2, edit2);
  let begin = edit2.offset;
  let end = edit2.offset + edit2.content.length;
  if (edit2.length === 0 || edit2.content.length === 0) {
    while (begin > 0 && !isEOL(newText, begin - 1)) {
      begin--;
    }
    while (end < newText.length && !isEOL(newText, end)) {
      end++;
    }
  }
  const edits = format2(newText, { offset: begin, length: end - begin }, { ...options5.formattingOptions, keepLines: false });
  for (let i = edits.length - 1; i >= 0; i--) {
    const edit3 = edits[i];
    newText = applyEdit(newText, edit3);
    begin = Math.min(begin, edit3.offset);
    end = Math.max(end, edit3.offset + edit3.length);
    end += edit3.content.length - edit3.length;
  }
  const editLength = text2.length - (newText.length - end) - begin;
  return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
}
function applyEdit(text2, edit2) {
  return text2.substring(0, edit2.offset) + edit2.content + text2.substring(edit2.offset + edit2.length);
}
var init_edit = __esm({
  "node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/impl/edit.js"() {
    "use strict";
    init_format();
    init_parser();
  }
});

// node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/main.js
function modify(text2, path3, value, options5) {
  return setProperty(text2, path3, value, options5);
}
function applyEdits(text2, edits) {
  let sortedEdits = edits.slice(0).sort((a, b) => {
    const diff = a.offset - b.offset;
    if (diff === 0) {
      return a.length - b.length;
    }
    return diff;
  });
  let lastModifiedOffset = text2.length;
  for (let i = sortedEdits.length - 1; i >= 0; i--) {
    let e = sortedEdits[i];
    if (e.offset + e.length <= lastModifiedOffset) {
      text2 = applyEdit(text2, e);
    } else {
      throw new Error("Overlapping edit");
    }
    lastModifiedOffset = e.offset;
  }
  return text2;
}
var ScanError, SyntaxKind, ParseErrorCode;
var init_main = __esm({
  "node_modules/.pnpm/jsonc-parser@3.3.1/node_modules/jsonc-parser/lib/esm/main.js"() {
    "use strict";
    init_format();
    init_edit();
    init_scanner();
    init_parser();
    (function(ScanError2) {
      ScanError2[ScanError2["None"] = 0] = "None";
      ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
      ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
      ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
      ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
      ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
      ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (ScanError = {}));
    (function(SyntaxKind2) {
      SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
      SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
      SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
      SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
      SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
      SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
      SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
      SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
      SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
      SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
      SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
      SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
      SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
      SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
      SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
      SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
      SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
    })(SyntaxKind || (SyntaxKind = {}));
    (function(ParseErrorCode2) {
      ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
      ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
      ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
      ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
      ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
      ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
      ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
      ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
      ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
      ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
      ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
      ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
      ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (ParseErrorCode = {}));
  }
});

// packages/cli/src/hooks/settings-hooks.ts
function joinEntries(entries) {
  const byEvent = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const seen = byEvent.get(entry.event);
    const matchers = [seen?.matcher, entry.matcher].filter((m) => m !== void 0);
    byEvent.set(
      entry.event,
      matchers.length === 0 ? { event: entry.event } : { event: entry.event, matcher: [...new Set(matchers.join("|").split("|"))].join("|") }
    );
  }
  return [...byEvent.values()];
}
function hooksOf(settings2) {
  const hooks = settings2.hooks;
  if (hooks === void 0) return void 0;
  if (hooks === null || typeof hooks !== "object" || Array.isArray(hooks))
    throw new SettingsShapeError("'hooks' is not a mapping");
  return hooks;
}
function groupsOf(settings2, event) {
  const groups = hooksOf(settings2)?.[event];
  if (groups === void 0) return [];
  if (!Array.isArray(groups)) throw new SettingsShapeError(`'hooks.${event}' is not a list`);
  return groups;
}
function ownHooks(settings2) {
  return Object.keys(hooksOf(settings2) ?? {}).flatMap(
    (event) => groupsOf(settings2, event).flatMap(
      (group) => hooksIn(group).filter((hook) => isOwnCommand(hook?.command)).map((hook) => ({ event, command: hook.command }))
    )
  );
}
function formatting(text2) {
  const indent = text2.match(/^[ \t]+(?=")/m)?.[0] ?? "  ";
  return {
    insertSpaces: !indent.startsWith("	"),
    tabSize: indent.startsWith("	") ? 1 : indent.length,
    eol: text2.includes("\r\n") ? "\r\n" : "\n"
  };
}
function edit(text2, path3, value, arrayInsertion = false) {
  const edits = modify(text2, path3, value, {
    formattingOptions: formatting(text2),
    isArrayInsertion: arrayInsertion
  });
  return applyEdits(text2, edits);
}
function removeOwnHooks(text2, events) {
  let removed = 0;
  for (const event of events) {
    const groups = groupsOf(parse4(text2), event);
    if (!groups.some((group) => hooksIn(group).some((hook) => isOwnCommand(hook?.command)))) continue;
    for (let g = groups.length - 1; g >= 0; g--) {
      const hooks = hooksIn(groups[g]);
      const own3 = hooks.flatMap((hook, h) => isOwnCommand(hook?.command) ? [h] : []);
      if (own3.length === 0) continue;
      removed += own3.length;
      if (own3.length === hooks.length) text2 = edit(text2, ["hooks", event, g], void 0);
      else for (const h of own3.reverse()) text2 = edit(text2, ["hooks", event, g, "hooks", h], void 0);
    }
    if (groupsOf(parse4(text2), event).length === 0) text2 = edit(text2, ["hooks", event], void 0);
  }
  if (removed > 0 && Object.keys(hooksOf(parse4(text2)) ?? { kept: true }).length === 0)
    text2 = edit(text2, ["hooks"], void 0);
  return { text: text2, removed };
}
function hasExactly(settings2, { event, matcher }, command) {
  const own3 = groupsOf(settings2, event).flatMap(
    (group) => hooksIn(group).filter((hook) => isOwnCommand(hook?.command)).map((hook) => ({ group, hook }))
  );
  return own3.length === 1 && own3[0]?.hook.command === command && own3[0].group.matcher === matcher;
}
function addOwnHooks(text2, entries, commandFor) {
  for (const entry of entries) {
    const command = commandFor(entry);
    if (hasExactly(parse4(text2), entry, command)) continue;
    text2 = removeOwnHooks(text2, [entry.event]).text;
    const group = {
      ...entry.matcher === void 0 ? {} : { matcher: entry.matcher },
      hooks: [{ type: "command", command }]
    };
    const exists = hooksOf(parse4(text2))?.[entry.event] !== void 0;
    text2 = exists ? edit(text2, ["hooks", entry.event, -1], group, true) : edit(text2, ["hooks", entry.event], [group]);
  }
  return text2;
}
var HOOK_EVENTS, REQUIRE_ENTRY, HOOK_ARGUMENTS, WITHHOLD_ARGUMENT, USER_SCOPE_ARGUMENT, REQUIRE_ARGUMENT, HOOK_FLAGS, isOwnCommand, SettingsShapeError, hooksIn, parse4;
var init_settings_hooks = __esm({
  "packages/cli/src/hooks/settings-hooks.ts"() {
    "use strict";
    init_main();
    HOOK_EVENTS = {
      "session-start": { event: "SessionStart" },
      "post-read": { event: "PostToolUse", matcher: "Read" },
      "post-write": { event: "PostToolUse", matcher: "Write|Edit|MultiEdit" }
    };
    REQUIRE_ENTRY = { event: "PreToolUse", matcher: "Write" };
    HOOK_ARGUMENTS = "context --format claude-hook";
    WITHHOLD_ARGUMENT = "--withhold";
    USER_SCOPE_ARGUMENT = "--user-scope";
    REQUIRE_ARGUMENT = "--require";
    HOOK_FLAGS = /* @__PURE__ */ new Set([WITHHOLD_ARGUMENT, USER_SCOPE_ARGUMENT, REQUIRE_ARGUMENT]);
    isOwnCommand = (command) => {
      if (typeof command !== "string") return false;
      const at = command.lastIndexOf(HOOK_ARGUMENTS);
      if (at === -1) return false;
      const after = command.slice(at + HOOK_ARGUMENTS.length).trim();
      return after === "" || after.split(/\s+/).every((flag3) => HOOK_FLAGS.has(flag3));
    };
    SettingsShapeError = class extends Error {
    };
    hooksIn = (group) => Array.isArray(group?.hooks) ? group.hooks : [];
    parse4 = (text2) => JSON.parse(text2);
  }
});

// packages/cli/src/hooks/hook-command-line.ts
function explain(why) {
  const answer = {
    systemMessage: `claimcheck did not verify memory: ${why}`,
    hookSpecificOutput: {
      hookEventName: "SessionStart",
      additionalContext: `claimcheck could not verify the memories: ${why}. Treat every memory as unverified: its content may be out of date.`
    }
  };
  if (why.includes("'")) throw new Error(`a hook's reason cannot hold a single quote: ${why}`);
  return `printf '%s\\n' '${JSON.stringify(answer)}'`;
}
function hookCommandLine(launcher, event) {
  const run = `${launcher.program} ${HOOK_ARGUMENTS}`;
  if (event !== "SessionStart") return `${NODE_PRESENT} && ${launcher.present} || exit 0; ${run}`;
  return [
    `${NODE_PRESENT} || { ${explain(NODE_MISSING)}; exit 0; }`,
    `${launcher.present} || { ${explain(launcher.missing)}; exit 0; }`,
    run
  ].join("; ");
}
var PROJECT_LAUNCHER, PATH_LAUNCHER, NODE_PRESENT, NODE_MISSING;
var init_hook_command_line = __esm({
  "packages/cli/src/hooks/hook-command-line.ts"() {
    "use strict";
    init_settings_hooks();
    PROJECT_LAUNCHER = {
      program: '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/claimcheck',
      present: '[ -x "$CLAUDE_PROJECT_DIR/node_modules/.bin/claimcheck" ]',
      missing: "claimcheck is not installed in this project (run npm install)"
    };
    PATH_LAUNCHER = {
      program: "claimcheck",
      present: "command -v claimcheck >/dev/null 2>&1",
      // Until the packages are published, what works is the clone's committed bin (the README's Install).
      missing: "claimcheck is not on PATH (link claude-plugin/bin/claimcheck of a claimcheck clone onto PATH, as Install in the claimcheck README shows)"
    };
    NODE_PRESENT = "command -v node >/dev/null 2>&1";
    NODE_MISSING = "Node.js is not on PATH (claimcheck needs Node.js 20.19 or newer)";
  }
});

// packages/cli/src/commands/hook.ts
var hook_exports = {};
__export(hook_exports, {
  HOOK_HELP: () => HOOK_HELP,
  hookCommand: () => hookCommand
});
function onPath(name, io) {
  const folders = (absoluteSearchPath(io.env.PATH) ?? "").split(import_node_path50.delimiter).filter(Boolean);
  return folders.some((folder) => {
    try {
      (0, import_node_fs46.accessSync)((0, import_node_path50.join)(folder, name), import_node_fs46.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
function launcherFor(scope, root, io) {
  const installed = (0, import_node_fs46.existsSync)((0, import_node_path50.join)(root, "node_modules", ".bin", "claimcheck"));
  if (scope === "project" && !installed) {
    throw new ClaimcheckError(
      "USAGE",
      `project scope runs the project's own claimcheck, which is not installed in ${root} (install @claimcheck/cli in it: Install in claimcheck's README), or use --scope local or --scope user`
    );
  }
  if (scope !== "user" && installed) return PROJECT_LAUNCHER;
  if (!onPath("claimcheck", io))
    io.warn(
      "claimcheck is not on PATH, so until it is (Install in claimcheck's README) the hooks only say so at session start; the Claude Code plugin needs no install"
    );
  return PATH_LAUNCHER;
}
function settingsFile(scope, root, io) {
  if (scope === "user") return (0, import_node_path50.join)(claudeConfigDir(io), "settings.json");
  return (0, import_node_path50.join)(root, ".claude", scope === "local" ? "settings.local.json" : "settings.json");
}
function readEvents(value, gate) {
  const chosen = value === void 0 ? Object.values(HOOK_EVENTS) : value.split(",").map((name) => HOOK_EVENTS[oneOf(name.trim(), "session-start", Object.keys(HOOK_EVENTS), "event")]);
  return joinEntries(gate ? [...chosen, REQUIRE_ENTRY] : chosen);
}
function readSettings(file, shown2) {
  const read3 = readRegularFile(file, MAX_SETTINGS_BYTES2);
  if (read3 === void 0) return {};
  const { text: text2, mode } = read3;
  let settings2;
  try {
    settings2 = text2.trim() === "" ? {} : JSON.parse(text2);
  } catch (error) {
    throw new ClaimcheckError(
      "USAGE",
      `${shown2} is not valid JSON (${error.message.split("\n")[0]}); it was left untouched`
    );
  }
  if (settings2 === null || typeof settings2 !== "object" || Array.isArray(settings2)) {
    throw new ClaimcheckError("USAGE", `${shown2} is not a JSON object; it was left untouched`);
  }
  return { text: text2, mode };
}
function withinProject(file, root, shown2) {
  let real;
  try {
    real = import_node_fs46.realpathSync.native(file);
  } catch {
    try {
      real = (0, import_node_path50.join)(import_node_fs46.realpathSync.native((0, import_node_path50.dirname)(file)), (0, import_node_path50.basename)(file));
    } catch {
      return;
    }
  }
  const project = import_node_fs46.realpathSync.native(root);
  if (!isInside(real, project))
    throw new ClaimcheckError(
      "USAGE",
      `${shown2} leads outside the project, to ${real}; a project's settings are written inside ${project} (for your own settings, --scope user)`
    );
}
function ignoredByGit(file, root) {
  return (0, import_node_child_process3.spawnSync)("git", ["-c", "core.fsmonitor=false", "check-ignore", "-q", "--", file], {
    cwd: root,
    stdio: "ignore",
    // Looked up on absolute entries of PATH only: a relative one is the project's own folder.
    env: { ...process.env, PATH: absoluteSearchPath(process.env.PATH) }
  }).status !== 1;
}
function backupOf(scope, file, io) {
  if (scope === "user") return `${file}.bak`;
  const name = `${file.replace(/[^A-Za-z0-9]/g, "-").slice(-200)}.bak`;
  return (0, import_node_path50.join)(userStateDir(io.env, io.home ?? (0, import_node_os10.homedir)()), "settings-backups", name);
}
function refuseSharedBackupFolder(backup, shown2) {
  const folder = (0, import_node_path50.dirname)(backup);
  const problem = ownFolderProblem(folder);
  if (problem === void 0) return;
  throw new ClaimcheckError(
    "USAGE",
    `${notUsedWarning(`${folder} for the backup of ${shown2}`, problem)}; ${shown2} was left untouched (set XDG_STATE_HOME to a folder of your own)`
  );
}
async function writeSettings(file, text2, previous, backupFile) {
  await (0, import_promises2.mkdir)((0, import_node_path50.dirname)(file), { recursive: true });
  let backup;
  if (previous.text !== void 0) {
    backup = backupFile;
    await (0, import_promises2.mkdir)((0, import_node_path50.dirname)(backup), { recursive: true, mode: 448 });
    await writeFileSafely(backup, previous.text, { mode: previous.mode, special: "replace" });
  }
  await writeFileSafely(file, text2, { mode: previous.mode, special: "refuse" });
  return backup;
}
async function hookCommand(args, io) {
  const { values, positionals } = parseCommand(args, OPTIONS4);
  if (values.help) {
    io.stdout(HOOK_HELP);
    return 0;
  }
  const [action, ...extra] = positionals;
  if (action !== "install" && action !== "uninstall" || extra.length > 0) {
    const expected = "expected 'claimcheck hook install' or 'claimcheck hook uninstall'";
    if (action === void 0 || extra.length > 0) throw new ClaimcheckError("USAGE", expected);
    const near = nearestName(action, ["install", "uninstall"]);
    const hint = near === void 0 ? expected : `did you mean 'claimcheck hook ${near}'?`;
    throw new ClaimcheckError("USAGE", `unknown hook action '${action}' (${hint})`);
  }
  const scope = oneOf(values.scope, "project", ["project", "local", "user"], "scope");
  if (values.require && action === "uninstall") throw new ClaimcheckError("USAGE", "--require applies to hook install");
  const entries = readEvents(
    values.events,
    values.require === true || action === "uninstall" && values.events === void 0
  );
  const root = resolveRoot(values.root, io);
  const file = settingsFile(scope, root, io);
  const shown2 = isInside(file, io.cwd) ? (0, import_node_path50.relative)(io.cwd, file) : file;
  const previous = readSettings(file, shown2);
  if (scope !== "user") withinProject(file, root, shown2);
  let chosen;
  const launcher = () => chosen ??= launcherFor(scope, root, io);
  let text2;
  try {
    const current = previous.text === void 0 || previous.text.trim() === "" ? "{}\n" : previous.text;
    text2 = action === "install" ? addOwnHooks(current, entries, (entry) => {
      const line = hookCommandLine(launcher(), entry.event);
      const command = scope === "user" ? `${line} ${USER_SCOPE_ARGUMENT}` : line;
      if (entry.event === "PreToolUse") return `${command} ${REQUIRE_ARGUMENT}`;
      return values.withhold && entry.event === "PostToolUse" ? `${command} ${WITHHOLD_ARGUMENT}` : command;
    }) : removeOwnHooks(
      current,
      entries.map((entry) => entry.event)
    ).text;
  } catch (error) {
    if (error instanceof SettingsShapeError)
      throw new ClaimcheckError("USAGE", `${shown2}: ${error.message}; it was left untouched`);
    throw error;
  }
  if (!text2.endsWith("\n")) text2 += "\n";
  if (values["dry-run"]) {
    io.stdout(text2);
    return 0;
  }
  const events = entries.map((entry) => entry.matcher ? `${entry.event} (${entry.matcher})` : entry.event).join(" and ");
  const unchanged = previous.text !== void 0 ? text2 === previous.text : action === "uninstall";
  if (unchanged) {
    io.stdout(
      action === "install" ? `claimcheck's ${events} hooks are already in ${shown2}
` : `no claimcheck hooks in ${shown2}; nothing changed
`
    );
    return 0;
  }
  const backupFile = backupOf(scope, file, io);
  if (scope !== "user" && previous.text !== void 0) refuseSharedBackupFolder(backupFile, shown2);
  const backup = await writeSettings(file, text2, previous, backupFile);
  if (scope === "local" && !ignoredByGit(file, root))
    io.warn(`${shown2} is not ignored by git here: add it to .gitignore, or git add -A will commit your own hooks`);
  const kept = backup ? ` (previous file kept as ${isInside(backup, io.cwd) ? (0, import_node_path50.relative)(io.cwd, backup) : backup})` : "";
  if (action === "install") {
    const runs2 = `${launcher().program} ${HOOK_ARGUMENTS}${scope === "user" ? ` ${USER_SCOPE_ARGUMENT}` : ""}`;
    io.stdout(
      `installed claimcheck's ${events} hooks in ${shown2}${kept}
  runs: ${runs2}
  (when Node.js or claimcheck is missing, they exit 0 and say so at session start)
`
    );
  } else {
    io.stdout(`removed claimcheck's ${events} hooks from ${shown2}${kept}
`);
  }
  return 0;
}
var import_node_child_process3, import_node_fs46, import_node_os10, import_promises2, import_node_path50, HOOK_HELP, OPTIONS4, MAX_SETTINGS_BYTES2;
var init_hook = __esm({
  "packages/cli/src/commands/hook.ts"() {
    "use strict";
    import_node_child_process3 = require("node:child_process");
    import_node_fs46 = require("node:fs");
    import_node_os10 = require("node:os");
    import_promises2 = require("node:fs/promises");
    import_node_path50 = require("node:path");
    init_dist5();
    init_nearest_name();
    init_args();
    init_files();
    init_settings_hooks();
    init_memory_dir();
    init_locate();
    init_hook_command_line();
    HOOK_HELP = `Usage: claimcheck hook install|uninstall [options]

Adds claimcheck's hooks to Claude Code's settings, or removes them (and nothing else).
  SessionStart                 tells the agent which memories failed verification, and which
                               MEMORY.md entries it will not see
  PostToolUse (Read)           checks a memory file when the agent reads it
  PostToolUse (Write|Edit|MultiEdit)
                               checks a memory file when the agent writes it, and gives the check
                               to add to one that has none
  PreToolUse (Write)           with --require: denies creating a memory file with no check

Options:
  --scope project|local|user   .claude/settings.json (default), .claude/settings.local.json,
                               or <claude-config>/settings.json
  --events LIST                session-start,post-read,post-write (default all three)
  --withhold                   the read hook answers a read of a stale topic file with its body
                               withheld (for unattended runs), not with a warning beside it
  --require                    add the PreToolUse gate: a Write that creates a memory file with no
                               verify block is denied, with the block to add (existing memories
                               are never blocked)
  --dry-run                    print the settings file that would be written; write nothing
  --root DIR, --help
`;
    OPTIONS4 = {
      scope: { type: "string" },
      events: { type: "string" },
      "dry-run": { type: "boolean" },
      withhold: { type: "boolean" },
      require: { type: "boolean" }
    };
    MAX_SETTINGS_BYTES2 = 4 * 1024 * 1024;
  }
});

// packages/cli/src/commands/trust.ts
var trust_exports = {};
__export(trust_exports, {
  TRUST_HELP: () => TRUST_HELP,
  trustCommand: () => trustCommand
});
async function trustCommand(args, io) {
  const { values, positionals } = parseCommand(args, OPTIONS5);
  if (values.help) {
    io.stdout(TRUST_HELP);
    return 0;
  }
  if (positionals.length > 1)
    throw new ClaimcheckError("USAGE", `trust takes one MEMORY_DIR, got: ${positionals.join(" ")}`);
  if (values.list && values.revoke) throw new ClaimcheckError("USAGE", "--list and --revoke do not go together");
  const root = import_node_fs47.realpathSync.native(resolveRoot(values.root, io));
  const store = readTrustStore(trustStore(io));
  if (store.refused !== void 0)
    throw new ClaimcheckError("USAGE", refusedStoreWarning({ ...store, refused: store.refused }));
  const ours = store.approvals.filter((approval) => approval.root === root);
  if (values.list) {
    if (ours.length === 0) io.stdout(`no approvals for ${visible(root)}
`);
    for (const approval of ours) io.stdout(`${visible(approval.approvedAt.slice(0, 10))}  ${visible(approval.what)}
`);
    return 0;
  }
  if (values.revoke) {
    const kept = store.approvals.filter((approval) => approval.root !== root);
    await writeTrustStore({ ...store, approvals: kept });
    pruneCopies(kept, io);
    io.stdout(`revoked ${ours.length} ${ours.length === 1 ? "approval" : "approvals"} for ${visible(root)}
`);
    return 0;
  }
  if ((io.env.CI ?? "") !== "") {
    throw new ClaimcheckError("USAGE", "trust never approves anything in CI (CI is set); nothing was approved");
  }
  if (!io.stdinIsTTY || !io.stdoutIsTTY) {
    throw new ClaimcheckError("USAGE", "trust asks at a terminal, and this is not one; nothing was approved");
  }
  return approve({ root: values.root, config: values.config }, positionals[0], root, store, io);
}
async function approve(flags, memoryDirArgument, root, store, io) {
  const given2 = [];
  const add = (approval) => given2.push({ ...approval, approvedAt: (/* @__PURE__ */ new Date()).toISOString() });
  if (flags.config === void 0) {
    const declined = /* @__PURE__ */ new Set();
    const askAboutCheckers = async () => {
      const { folder } = await setupCheckers({ ...flags, userScope: true }, io);
      for (const pkg of folder?.awaitingCheckers ?? []) {
        if (declined.has(pkg.key)) continue;
        const approval = await askAboutChecker(pkg, folder.config.shown, root, io);
        if (approval === void 0) {
          declined.add(pkg.key);
          continue;
        }
        store = { ...store, approvals: [...store.approvals.filter((kept) => kept.key !== approval.key), approval] };
        await writeTrustStore(store);
        pruneCopies(store.approvals, io);
      }
    };
    await askAboutCheckers();
    const awaiting = (await setupCheckers({ ...flags, userScope: true }, io)).folder?.awaiting;
    if (awaiting !== void 0) {
      const config = await askAboutConfig(awaiting, flags, io);
      if (config !== void 0) {
        add({ ...config, root });
        store = { ...store, approvals: [...store.approvals, ...given2.splice(0)] };
        await writeTrustStore(store);
        if (awaiting.javascript) await askAboutCheckers();
      }
    }
  }
  const setup = await setupRun({ ...flags, userScope: true }, memoryDirArgument, io);
  const runRoot = import_node_fs47.realpathSync.native(setup.root);
  const asked = [];
  const programs2 = setup.entries.filter((entry) => entry.checker.resource === "process");
  await verifyMemoryFiles(await listMemoryFiles(setup.memoryDir, setup.include), {
    root: setup.root,
    memoryDir: setup.memoryDir,
    registry: createRegistry(programs2),
    allow: setup.allow,
    trust: (check3) => {
      asked.push(check3);
      return untrusted(check3.kind);
    }
  });
  const seen = /* @__PURE__ */ new Set();
  let waiting = 0;
  for (const check3 of asked) {
    const key = approvalKey(runRoot, check3);
    if (seen.has(key) || setup.trust(check3) === void 0) continue;
    seen.add(key);
    waiting++;
    const what = describe2(check3, runRoot);
    io.stdout(`
${what.file} would run:
  ${what.command}
  ${what.cwd}
`);
    if (what.controls) {
      io.stdout("  not approved: it holds control characters (shown escaped); such a command is never approved\n");
      continue;
    }
    const answer = await io.ask("Run it when claimcheck checks this memory? [y/N] ");
    if (answer === void 0) break;
    if (YES.test(answer)) add({ key, root: runRoot, what: `${what.file}: ${what.command} (${what.cwd})` });
  }
  if (given2.length > 0) await writeTrustStore({ ...store, approvals: [...store.approvals, ...given2] });
  io.stdout(
    waiting === 0 && given2.length === 0 ? `
no command waits for approval in ${visible(setup.memoryDir)}
` : `
approved ${given2.length} of ${waiting} ${waiting === 1 ? "command" : "commands"}
`
  );
  return 0;
}
function pruneCopies(approvals2, io) {
  const kept = approvals2.flatMap((approval) => isCheckerApproval(approval.data) ? [approval.data.copy.sha256] : []);
  pruneCheckerCopies(checkerStore(io), new Set(kept));
}
async function askAboutChecker(pkg, configShown, root, io) {
  const where = visible(shownPath(pkg.bound, root));
  io.stdout(`
${visible(configShown)} names a checker that is code from this folder: ${visible(pkg.name)}
`);
  let copy;
  let own3;
  try {
    copy = checkerCopy(pkg);
    own3 = ownMarks(pkg, copy.own);
  } catch (error) {
    io.stdout(`  not approved: ${messageOf(error)}
`);
    return void 0;
  }
  const files = copy.own.length;
  const sha = copy.sha256.slice(0, 16);
  io.stdout(`  ${where} (${files} ${files === 1 ? "file" : "files"}, sha256 ${sha})
`);
  if (!(0, import_node_fs47.lstatSync)(pkg.bound).isDirectory() && files > 1)
    io.stdout(`  with the files it loads: ${copy.own.map((file) => visible(shownPath(file, root))).join(", ")}
`);
  if (copy.dependencies.length > 0)
    io.stdout(`  with the packages it depends on: ${copy.dependencies.map(visible).join(", ")}
`);
  const store = checkerStore(io);
  io.stdout(
    `  Approved, a copy of these is kept in ${visible(store)}, and a hook installed for every folder loads that copy, never these files.
`
  );
  if (!YES.test(await io.ask(`Load ${visible(pkg.name)} in runs here? [y/N] `) ?? "")) return void 0;
  const data2 = { copy: keepCheckerCopy(store, copy), own: own3 };
  return {
    key: pkg.key,
    root,
    what: `checker ${visible(pkg.name)}: ${where} (sha256 ${sha})`,
    approvedAt: (/* @__PURE__ */ new Date()).toISOString(),
    data: data2
  };
}
async function askAboutConfig(awaiting, flags, io) {
  const shown2 = visible(awaiting.shown);
  if (awaiting.javascript) {
    io.stdout(
      `${shown2} is JavaScript: loading it runs it. Approved, it runs once now, and a hook installed for every folder then uses the settings it produced (never the code).
`
    );
  } else {
    io.stdout(`${shown2} asks for more than a hook installed for every folder grants on its own:
`);
    for (const line of awaiting.widening) io.stdout(`  ${line}
`);
  }
  if (!YES.test(await io.ask(`Approve ${shown2} as it is now? [y/N] `) ?? "")) return void 0;
  if (!awaiting.javascript) return { key: awaiting.key, what: `config ${shown2}` };
  const { loadConfig: loadConfig2, readConfigText: readConfigText2 } = await Promise.resolve().then(() => (init_load(), load_exports));
  const loaded2 = await loadConfig2(io.cwd, resolveRoot(flags.root, io));
  const now = configKey(import_node_fs47.realpathSync.native(awaiting.file), readConfigText2(awaiting.file, awaiting.shown));
  if (loaded2?.file !== awaiting.file || now !== awaiting.key) {
    throw new ClaimcheckError("USAGE", `${shown2} changed while it was being approved; nothing was approved`);
  }
  return { key: awaiting.key, what: `config ${shown2}`, data: settingsOf(loaded2.config) };
}
function settingsOf(config) {
  const checkers = config.checkers?.filter(
    (spec) => typeof spec === "string" || Array.isArray(spec) && typeof spec[0] === "string"
  );
  try {
    return JSON.parse(JSON.stringify({ ...config, checkers }));
  } catch (error) {
    throw new ClaimcheckError(
      "CONFIG",
      `cannot keep the settings the config produced: ${messageOf(error)}; nothing was approved`
    );
  }
}
function describe2(check3, root) {
  const { program } = check3;
  const argv = typeof program.command === "string" ? "" : " (argv, no shell)";
  const strings2 = [check3.memoryFile, ...typeof program.command === "string" ? [program.command] : program.command];
  if (program.cwd !== void 0) strings2.push(program.cwd);
  return {
    file: visible(shownPath(check3.memoryFile, root)),
    command: `${visible(programLine(program))}${argv}`,
    // Where it runs is part of what is approved (SPEC \u00a76.6): said even when it is the root.
    cwd: `cwd: ${program.cwd === void 0 ? ". (the root)" : visible(program.cwd)}`,
    controls: strings2.some(holdsControls)
  };
}
var import_node_fs47, TRUST_HELP, OPTIONS5, YES;
var init_trust = __esm({
  "packages/cli/src/commands/trust.ts"() {
    "use strict";
    import_node_fs47 = require("node:fs");
    init_dist5();
    init_args();
    init_visible_text();
    init_locate();
    init_run_setup();
    init_checker_approval();
    init_checker_copy();
    init_checker_store();
    init_gate();
    init_store();
    TRUST_HELP = `Usage: claimcheck trust [MEMORY_DIR] [options]

Asks, one by one, whether each command the memory files would run may run, and keeps your answers
in your own store ($XDG_STATE_HOME/claimcheck/trust.json, else ~/.local/state/claimcheck/trust.json),
bound to this project, the memory file and the command with its options: any change needs a new
approval. Commands the allow setting of their checker lists need none. The config is asked about
first when it holds what a hook installed for every folder uses only once approved (checker
settings, allowOutside, include, a checker of the network lane, or JavaScript), as it is now.
A checker the config names from this folder (a path, or a package in its node_modules) is asked
about before that: approved, a copy of what it loads is kept in your store (beside trust.json, in
checkers/), and a hook installed for every folder loads that copy, never the folder's files.
Nothing of the folder is loaded before you answer.

Needs a terminal; never approves anything in CI.

Options:
  --list       list the approvals for this project
  --revoke     remove every approval for this project
  --root DIR, --config FILE, --help
`;
    OPTIONS5 = {
      list: { type: "boolean" },
      revoke: { type: "boolean" }
    };
    YES = /^(y|yes)$/i;
  }
});

// packages/cli/src/rollout/stats.ts
function isLoggedMemory(value) {
  const memory = value;
  return isText(memory?.file) && isText(memory.name) && isText(memory.status) && isText(memory.reason) && (memory.kinds === void 0 || Array.isArray(memory.kinds) && memory.kinds.every(isText));
}
function isRun(value) {
  const run = value;
  return isText(run?.time) && typeof run.summary?.stale === "number" && Array.isArray(run.memories) && run.memories.every(isLoggedMemory);
}
function readLog(text2) {
  const runs2 = [];
  const skipped = [];
  text2.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    try {
      const parsed = JSON.parse(line);
      if (isRun(parsed)) runs2.push(parsed);
      else skipped.push(i + 1);
    } catch {
      skipped.push(i + 1);
    }
  });
  runs2.sort((a, b) => a.time < b.time ? -1 : a.time > b.time ? 1 : 0);
  return { runs: runs2, skipped };
}
function summarizeLog(runs2, skipped, lastN) {
  const byMemory = /* @__PURE__ */ new Map();
  const kinds = /* @__PURE__ */ new Map();
  for (const run of runs2) {
    for (const memory of run.memories) {
      const key = `${memory.file}\0${memory.name}`;
      let stats = byMemory.get(key);
      if (!stats) {
        stats = { file: memory.file, name: memory.name, staleRuns: 0, runs: 0, firstStale: "", lastReason: "" };
        byMemory.set(key, stats);
      }
      stats.runs++;
      if (memory.status === "stale") {
        stats.staleRuns++;
        if (stats.firstStale === "") stats.firstStale = run.time;
        stats.staleSince ??= run.time;
        stats.lastReason = memory.reason;
        for (const kind of memory.kinds ?? []) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      } else {
        delete stats.staleSince;
      }
    }
  }
  const memories = [...byMemory.values()].filter((stats) => stats.staleRuns > 0).sort((a, b) => b.staleRuns - a.staleRuns || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const last = runs2.slice(-lastN);
  return {
    runs: runs2.length,
    from: runs2[0]?.time,
    to: runs2.at(-1)?.time,
    skipped,
    memories,
    kinds: Object.fromEntries(kinds),
    last: { runs: last.length, blocked: last.filter((run) => run.summary.stale > 0).length }
  };
}
function skippedLines(skipped) {
  const shown2 = skipped.slice(0, 10).join(", ");
  const more = skipped.length - 10;
  const lines = `${skipped.length === 1 ? "line" : "lines"} ${shown2}${more > 0 ? ` and ${more} more` : ""}`;
  return skipped.length === 1 ? `1 line was not a run and was skipped (${lines})` : `${skipped.length} lines were not runs and were skipped (${lines})`;
}
function statsText(stats) {
  if (stats.runs === 0) return `no runs in the log${stats.skipped.length ? ` (${skippedLines(stats.skipped)})` : ""}
`;
  const lines = [`${stats.runs} ${stats.runs === 1 ? "run" : "runs"} from ${day(stats.from)} to ${day(stats.to)} (UTC)`];
  if (stats.skipped.length > 0) lines.push(skippedLines(stats.skipped));
  lines.push("");
  if (stats.memories.length === 0) lines.push("No memory was stale in any run.");
  else {
    lines.push("Memories that were stale, most often first:");
    for (const memory of stats.memories) {
      const streak = `, stale since ${day(memory.staleSince)}`;
      lines.push(
        `  '${visible(memory.name)}' (${visible(memory.file)}): stale in ${memory.staleRuns} of ${memory.runs} runs, first ${day(memory.firstStale)}${memory.staleSince ? streak : " (not stale in its last run)"}; last reason: ${visible(memory.lastReason)}`
      );
    }
    lines.push("", "Kinds whose checks failed:");
    for (const [kind, count] of Object.entries(stats.kinds).sort((a, b) => b[1] - a[1]))
      lines.push(`  kind '${visible(kind)}': ${count} stale ${count === 1 ? "result" : "results"}`);
  }
  const { runs: runs2, blocked } = stats.last;
  lines.push(
    "",
    `The last ${runs2} ${runs2 === 1 ? "run" : "runs"}: ${blocked} would have blocked (exit 1 without --observe), ${runs2 - blocked} would have passed.`
  );
  return `${lines.join("\n")}
`;
}
var isText, day;
var init_stats = __esm({
  "packages/cli/src/rollout/stats.ts"() {
    "use strict";
    init_visible_text();
    isText = (value) => typeof value === "string";
    day = (time) => visible((time ?? "").slice(0, 16).replace("T", " "));
  }
});

// packages/cli/src/commands/stats.ts
var stats_exports = {};
__export(stats_exports, {
  STATS_HELP: () => STATS_HELP,
  statsCommand: () => statsCommand
});
async function statsCommand(args, io) {
  const { values, positionals } = parseCommand(args, OPTIONS6);
  if (values.help) {
    io.stdout(STATS_HELP);
    return 0;
  }
  if (positionals.length !== 1)
    throw new ClaimcheckError("USAGE", "stats takes one LOG_FILE (see claimcheck stats --help)");
  const format3 = values.format ?? "text";
  if (format3 !== "text" && format3 !== "json")
    throw new ClaimcheckError("USAGE", `unknown format '${format3}' (expected text or json)`);
  const lastN = positiveNumber(values.last, "--last", true) ?? 7;
  const file = (0, import_node_path51.resolve)(io.cwd, positionals[0]);
  const read3 = readRegularFile(file, MAX_LOG_BYTES);
  if (read3 === void 0) throw new ClaimcheckError("USAGE", `no such log: ${positionals[0]}`);
  const { runs: runs2, skipped } = readLog(read3.text);
  const stats = summarizeLog(runs2, skipped, lastN);
  io.stdout(format3 === "json" ? jsonDocument({}, stats) : statsText(stats));
  return 0;
}
var import_node_path51, STATS_HELP, OPTIONS6, MAX_LOG_BYTES;
var init_stats2 = __esm({
  "packages/cli/src/commands/stats.ts"() {
    "use strict";
    import_node_path51 = require("node:path");
    init_dist5();
    init_args();
    init_files();
    init_stats();
    init_sections();
    STATS_HELP = `Usage: claimcheck stats LOG_FILE [options]

Summarises the runs 'claimcheck check --log LOG_FILE' recorded: which memories and which kinds of
check failed, how often and since when, and whether the last runs would have blocked.

Options:
  --last N              how many of the latest runs to judge for blocking (default 7)
  --format text|json    output (default text)
  --help
`;
    OPTIONS6 = {
      last: { type: "string" },
      format: { type: "string", short: "f" }
    };
    MAX_LOG_BYTES = 256 * 1024 * 1024;
  }
});

// packages/cli/src/lint/insert-verify.ts
function valueEnd(front, at) {
  const indent = /^\s*/.exec(front[at])?.[0].length ?? 0;
  let end = at + 1;
  while (end < front.length) {
    const line = front[end];
    if (!blank(line) && !COMMENT2.test(line) && (/^\s*/.exec(line)?.[0].length ?? 0) <= indent) break;
    end++;
  }
  while (end > at + 1 && (blank(front[end - 1]) || COMMENT2.test(front[end - 1]))) end--;
  return end;
}
function frontData(text2) {
  if (text2.trim() === "") return {};
  try {
    const data2 = (0, import_js_yaml2.load)(text2);
    return data2 !== null && typeof data2 === "object" && !Array.isArray(data2) ? data2 : void 0;
  } catch {
    return void 0;
  }
}
function withoutVerify(data2) {
  const { verify: _top, ...rest } = data2;
  const metadata = rest.metadata;
  if (metadata && typeof metadata === "object" && !Array.isArray(metadata)) {
    const { verify: _nested, ...others } = metadata;
    return { ...rest, metadata: others };
  }
  return rest;
}
function verifyOf(data2) {
  const metadata = data2.metadata;
  return data2.verify ?? (metadata && typeof metadata === "object" ? metadata.verify : void 0);
}
function insertVerify(bytes, checks, replace = false) {
  const text2 = bytes.toString("latin1");
  const bom = text2.startsWith(BOM) ? BOM : "";
  const rest = text2.slice(bom.length);
  const eol = /\r\n/.test(rest.slice(0, 4096)) ? "\r\n" : "\n";
  const lines = rest.split("\n");
  const bare = (line) => line.endsWith("\r") ? line.slice(0, -1) : line;
  const encode = (block2) => block2.map((line) => Buffer.from(line, "utf8").toString("latin1"));
  const block = blockLines(checks);
  const expected = checks.length === 1 ? checks[0] : checks;
  const first = bare(lines[0] ?? "");
  if (!OPEN.test(first)) {
    if (/^---\s*\S/.test(first)) return { ok: false, why: "its frontmatter is not YAML" };
    const added = ["---", ...block, "---"];
    return {
      ok: true,
      bytes: Buffer.from(`${bom}${encode(added).join(eol)}${eol}${rest}`, "latin1"),
      at: 0,
      lines: added,
      replaced: 0
    };
  }
  const close = lines.findIndex((line, i) => i > 0 && CLOSE.test(bare(line)));
  if (close === -1) return { ok: false, why: "its frontmatter has no closing '---' line" };
  const front = lines.slice(1, close).map(bare);
  const existing = front.findIndex((line) => /^\s*verify\s*:/.test(line));
  let at;
  let removed = 0;
  let indent = "";
  if (existing !== -1) {
    if (!replace) return { ok: false, why: "it has a verify block already" };
    if (front.filter((line) => /^\s*verify\s*:/.test(line)).length > 1)
      return { ok: false, why: "it has more than one verify block" };
    indent = /^\s*/.exec(front[existing])?.[0] ?? "";
    at = existing + 1;
    removed = valueEnd(front, existing) - existing;
  } else {
    at = close;
    const metadata = front.findIndex((line) => /^metadata:\s*(#.*)?$/.test(line));
    if (metadata !== -1) {
      const end = valueEnd(front, metadata);
      const child = front.slice(metadata + 1, end).find((line) => !blank(line) && !COMMENT2.test(line));
      indent = child ? /^\s+/.exec(child)?.[0] ?? "  " : "  ";
      at = end + 1;
    }
  }
  const insert = block.map((line) => `${indent}${line}`);
  const encoded = encode(insert).map((line) => `${line}${eol === "\r\n" ? "\r" : ""}`);
  const result2 = [...lines.slice(0, at), ...encoded, ...lines.slice(at + removed)];
  const written = `${bom}${result2.join("\n")}`;
  const before = frontData(Buffer.from(front.join("\n"), "latin1").toString("utf8"));
  const after = frontData(
    Buffer.from(
      result2.slice(1, close + insert.length - removed).map(bare).join("\n"),
      "latin1"
    ).toString("utf8")
  );
  if (!before || !after || !(0, import_node_util3.isDeepStrictEqual)(withoutVerify(before), withoutVerify(after)) || !(0, import_node_util3.isDeepStrictEqual)(verifyOf(after), expected))
    return {
      ok: false,
      why: "the block cannot be inserted without changing the rest of its frontmatter; add it by hand"
    };
  return { ok: true, bytes: Buffer.from(written, "latin1"), at, lines: insert, replaced: removed };
}
var import_node_util3, import_js_yaml2, BOM, OPEN, CLOSE, COMMENT2, blank;
var init_insert_verify = __esm({
  "packages/cli/src/lint/insert-verify.ts"() {
    "use strict";
    import_node_util3 = require("node:util");
    import_js_yaml2 = __toESM(require_js_yaml(), 1);
    init_lint();
    BOM = "\xEF\xBB\xBF";
    OPEN = /^---[ \t]*(yaml)?[ \t]*$/i;
    CLOSE = /^---[ \t]*$/;
    COMMENT2 = /^\s*#/;
    blank = (line) => line.trim() === "";
  }
});

// packages/cli/src/lint/write-suggestion.ts
async function writeSuggestion(file, before, checks, replace = false) {
  const info = (0, import_node_fs48.lstatSync)(file);
  if (info.isSymbolicLink()) return { written: false, why: "it is a symlink; add the block where it leads" };
  if (info.nlink > 1)
    return {
      written: false,
      why: `it has ${info.nlink} hard links, which a rewrite would split; add the block by hand`
    };
  const insertion = insertVerify(before, checks, replace);
  if (!insertion.ok) return { written: false, why: insertion.why };
  if (!(0, import_node_fs48.readFileSync)(file).equals(before))
    return { written: false, why: "it changed since it was read (run suggest again)" };
  await writeFileSafely(file, insertion.bytes, { mode: info.mode, special: "refuse" });
  return { written: true };
}
var import_node_fs48;
var init_write_suggestion = __esm({
  "packages/cli/src/lint/write-suggestion.ts"() {
    "use strict";
    import_node_fs48 = require("node:fs");
    init_files();
    init_insert_verify();
  }
});

// packages/cli/src/lint/since.ts
function git(cwd, args) {
  return (0, import_node_child_process4.execFileSync)("git", ["-c", "core.fsmonitor=false", "-c", "core.untrackedCache=false", ...args], {
    cwd,
    // Looked up on absolute entries of PATH only: a relative one is the repository's own folder.
    env: { ...process.env, PATH: absoluteSearchPath(process.env.PATH) },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 6e4,
    maxBuffer: 64 * 1024 * 1024
  });
}
function addedSince(ref, memoryDir) {
  let top;
  try {
    top = git(memoryDir, ["rev-parse", "--show-toplevel"]).trim();
  } catch {
    throw new ClaimcheckError("USAGE", `--since needs a git repository: ${memoryDir} is not in one`);
  }
  let commit;
  try {
    commit = git(top, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]).trim();
  } catch {
    throw new ClaimcheckError("USAGE", `--since: '${ref}' is not a commit of the repository at ${top}`);
  }
  const names = (args) => {
    try {
      return git(memoryDir, args).split("\0").filter((line) => line !== "");
    } catch (error) {
      const said = String(error.stderr ?? "").trim().split("\n")[0];
      throw new ClaimcheckError("USAGE", `--since: git ${args[0]} failed in ${top}${said ? `: ${said}` : ""}`);
    }
  };
  const before = new Set(names(["ls-tree", "-r", "-z", "--name-only", "--full-name", commit, "--", "."]));
  const now = names(["ls-files", "-z", "--full-name", "--cached", "--others", "--exclude-standard", "--", "."]);
  return new Set(now.filter((path3) => !before.has(path3)).map((path3) => realOrSame((0, import_node_path52.join)(top, path3))));
}
var import_node_child_process4, import_node_fs49, import_node_path52, realOrSame;
var init_since = __esm({
  "packages/cli/src/lint/since.ts"() {
    "use strict";
    import_node_child_process4 = require("node:child_process");
    import_node_fs49 = require("node:fs");
    import_node_path52 = require("node:path");
    init_dist5();
    realOrSame = (path3) => {
      try {
        return (0, import_node_fs49.realpathSync)(path3);
      } catch {
        return path3;
      }
    };
  }
});

// packages/cli/src/commands/lint.ts
var lint_exports2 = {};
__export(lint_exports2, {
  LINT_HELP: () => LINT_HELP,
  SUGGEST_HELP: () => SUGGEST_HELP,
  lintCommand: () => lintCommand,
  lintRun: () => lintRun,
  suggestCommand: () => suggestCommand
});
async function lintSetup(values, memoryDirArgument, io) {
  const setup = await setupRun(
    { root: values.root, config: values.config, noCache: true, userScope: values["user-scope"] === true },
    memoryDirArgument,
    io
  );
  if (setup.userScopeNote !== void 0) io.warn(setup.userScopeNote);
  const files = await listMemoryFiles(setup.memoryDir, setup.include);
  let only;
  if (values.since !== void 0) {
    const added = addedSince(values.since, setup.memoryDir);
    only = new Set(files.filter((file) => added.has(realOrSame2(file))));
  }
  const progress = progressLine(io, { quiet: values.quiet === true });
  try {
    const result2 = await lintMemories(files, setup.memoryDir, setup.root, setup.registry, {
      only,
      timeoutSeconds: setup.timeoutSeconds,
      requireChecks: values.since !== void 0,
      progress: progress.step
    });
    return { setup, files, ...result2 };
  } finally {
    progress.end();
  }
}
function lintText(findings, color) {
  const counts = { error: 0, warning: 0, info: 0 };
  const lines = findings.map((finding) => {
    counts[finding.severity]++;
    return `${paintSeverity(`[${finding.code}]`, finding.severity, color)} ${visible(finding.file)}${finding.line ? `:${finding.line}` : ""}: ${visible(finding.detail)}`;
  });
  return `${[...lines, ...lines.length ? [""] : [], `errors=${counts.error} warnings=${counts.warning} info=${counts.info}`].join("\n")}
`;
}
async function lintCommand(args, io) {
  return (await lintRun(args, io)).code;
}
async function lintRun(args, io) {
  const { values, positionals } = parseCommand(args, LINT_OPTIONS);
  if (values.help) {
    io.stdout(LINT_HELP);
    return { code: 0, findings: [] };
  }
  if (positionals.length > 1)
    throw new ClaimcheckError("USAGE", `lint takes one MEMORY_DIR, got: ${positionals.join(" ")}`);
  const format3 = oneOf(values.format, "text", ["text", "json", ...Object.keys(INDEX_REPORTERS)], "format");
  const failOn = failOnOption(values["fail-on"]);
  const { setup, findings } = await lintSetup(values, positionals[0], io);
  const tool = { name: "claimcheck", version: meta.version };
  const run = { tool, root: setup.root, from: setup.memoryDirFrom, report: { memoryDir: setup.memoryDir, findings } };
  const runs2 = [run];
  const named = findings.map((finding) => ({ ...finding, file: fileOfDir(run, finding.file) || "." }));
  const other = INDEX_REPORTERS[format3];
  const text2 = other ? other(runs2, { failOn, command: "lint" }) : format3 === "json" ? jsonDocument(
    { tool },
    { root: setup.root, memoryDir: setup.memoryDir, summary: countOf2(findings), findings: named }
  ) : lintText(named, values.output === void 0 && useColor(values["no-color"] === true, io));
  if (values.output === void 0) io.stdout(text2);
  else await writeFileSafely((0, import_node_path53.resolve)(io.cwd, values.output), text2, { special: "write-into" });
  if (format3 === "github") appendStepSummary(io, githubSummary(indexFindings(runs2, { failOn, command: "lint" })));
  return { code: findings.some((finding) => failing(finding.severity, failOn)) ? 1 : 0, findings };
}
function countOf2(findings) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return counts;
}
function refuseSettingsMemoryDir(memoryDirFrom, root) {
  const prefix = "autoMemoryDirectory in ";
  if (!memoryDirFrom.startsWith(prefix)) return;
  const settings2 = memoryDirFrom.slice(prefix.length);
  if (!isInside((0, import_node_path53.resolve)(settings2), (0, import_node_fs50.realpathSync)(root))) return;
  throw new ClaimcheckError(
    "USAGE",
    `suggest --write does not write into a memory dir chosen by ${visible(memoryDirFrom)}, a file of the repository: name it as MEMORY_DIR to write there`
  );
}
function insertionDiff(file, at, removed, added) {
  return [
    `--- ${file}`,
    `+++ ${file}`,
    `@@ -${removed.length ? at + 1 : at},${removed.length} +${at + 1},${added.length} @@`,
    ...removed.map((line) => `-${line}`),
    ...added.map((line) => `+${line}`),
    ""
  ].join("\n");
}
async function suggestCommand(args, io) {
  const { values, positionals } = parseCommand(args, SUGGEST_OPTIONS);
  if (values.help) {
    io.stdout(SUGGEST_HELP);
    return 0;
  }
  if (positionals.length > 1)
    throw new ClaimcheckError("USAGE", `suggest takes one MEMORY_DIR, got: ${positionals.join(" ")}`);
  const { setup, fossils, findings } = await lintSetup(values, positionals[0], io);
  if (values.write) refuseSettingsMemoryDir(setup.memoryDirFrom, setup.root);
  const shown2 = (file) => (0, import_node_path53.relative)(io.cwd, file) || file;
  const color = useColor(values["no-color"] === true, io);
  let written = 0;
  let refused = 0;
  const byHand = (file, why, checks) => {
    io.stdout(
      `# ${visible(shown2(file))}: not written: ${visible(why)}; add by hand:
${blockLines(checks).map((line) => `#   ${line}`).join("\n")}
`
    );
    refused++;
  };
  for (const finding of findings)
    if (finding.code === "fossil-missing")
      io.stdout(
        `# ${visible(shown2((0, import_node_path53.join)(setup.memoryDir, finding.file)))}${finding.line ? `:${finding.line}` : ""}: ${visible(finding.detail)}; no block proposed: fix the claim first
`
      );
  for (const fossil of fossils) {
    if (fossil.unwritable) {
      byHand(fossil.file, fossil.unwritable, fossil.checks);
      continue;
    }
    const before = (0, import_node_fs50.readFileSync)(fossil.file);
    const insertion = insertVerify(before, fossil.checks, fossil.replaces);
    if (!insertion.ok) {
      byHand(fossil.file, insertion.why, fossil.checks);
      continue;
    }
    const lines = before.toString("utf8").split("\n");
    const removed = lines.slice(insertion.at, insertion.at + insertion.replaced).map((line) => line.replace(/\r$/, ""));
    io.stdout(`# ${visible(fossil.found)}
`);
    const diff = insertionDiff(visible(shown2(fossil.file)), insertion.at, removed.map(visible), insertion.lines);
    io.stdout(
      diff.split("\n").map((line) => paintDiffLine(line, color)).join("\n")
    );
    if (!values.write) continue;
    const outcome = await writeSuggestion(fossil.file, before, fossil.checks, fossil.replaces);
    if (outcome.written) written++;
    else {
      io.stderr(`claimcheck: ${visible(shown2(fossil.file))}: not written: ${visible(outcome.why)}
`);
      refused++;
    }
  }
  const none2 = findings.find((finding) => finding.code === "no-project");
  if (none2) io.stdout(`${visible(none2.detail)}: nothing to propose
`);
  else if (fossils.length === 0) io.stdout(`no fossil to give a check in ${visible(setup.memoryDir)}
`);
  else if (values.write)
    io.stdout(
      `wrote ${written} verify ${written === 1 ? "block" : "blocks"}${refused ? `; ${refused} not written` : ""}
`
    );
  return refused > 0 ? 1 : 0;
}
var import_node_fs50, import_node_path53, LINT_HELP, SUGGEST_HELP, LINT_OPTIONS, SUGGEST_OPTIONS, realOrSame2;
var init_lint2 = __esm({
  "packages/cli/src/commands/lint.ts"() {
    "use strict";
    import_node_fs50 = require("node:fs");
    import_node_path53 = require("node:path");
    init_dist5();
    init_args();
    init_files();
    init_write_suggestion();
    init_insert_verify();
    init_lint();
    init_since();
    init_meta();
    init_github();
    init_index_findings();
    init_reporters();
    init_index_run();
    init_io();
    init_severity_colors();
    init_progress();
    init_run_setup();
    init_sections();
    init_visible_text();
    LINT_HELP = `Usage: claimcheck lint [MEMORY_DIR] [options]

Finds fossils (a memory with no verify block, or kind: none, whose text makes a claim a check
could hold: a path that exists, a name found in a few source files, an npm script or make target,
a dependency), paths no file of the project matches (the claim may have rotted already),
duplicate names, frontmatter that is not valid YAML, and verify blocks that could not run.
A fossil is reported only with checks that hold today: lint runs each one it would propose.
Memory files are never evidence: claims are held to the project around the memory dir.

Options:
  --format FORMAT        text (default), json, junit, sarif, github, tap or html
  --output FILE          write the report to FILE instead of standard output
  --fail-on error|warning|info   the least severe finding that makes the exit code 1 (default warning)
  --since REF            only memories added since the git ref REF (committed, staged or untracked);
                         each must carry a verify block (kind: none for a judgement)
  --user-scope           run as a user-scope hook does: no JavaScript config, no checker from the
                         folder, only what 'claimcheck trust' approved (for a folder not yet vetted)
  --root DIR, --config FILE, --help
`;
    SUGGEST_HELP = `Usage: claimcheck suggest [MEMORY_DIR] [--write]

Proposes a verify block for each fossil 'claimcheck lint' finds, with one check per claim it can
hold (at most twelve): readable for a file or folder the memory names, grep for a name in the
source file that holds it, for an npm script or make target in its manifest, for a dependency in
the manifest that declares it. Every check proposed holds today. Feedback and user memories with
no such claim are marked as judgements (kind: none). Prints them as a diff; with --write, inserts
them (every other byte of each file unchanged; under metadata: in Claude Code's shape; a kind: none
block replaced; atomically). A memory whose frontmatter is not valid YAML, a symlink, or a file
with other hard links is never written: the block to add is shown instead.

Options:
  --write                insert the proposed blocks
  --since REF            only memories added since the git ref REF
  --user-scope           run as a user-scope hook does: no JavaScript config, no checker from the
                         folder, only what 'claimcheck trust' approved (for a folder not yet vetted)
  --root DIR, --config FILE, --help
`;
    LINT_OPTIONS = {
      format: { type: "string", short: "f" },
      output: { type: "string", short: "o" },
      "fail-on": { type: "string" },
      since: { type: "string" },
      "user-scope": { type: "boolean" }
    };
    SUGGEST_OPTIONS = {
      write: { type: "boolean" },
      since: { type: "string" },
      "user-scope": { type: "boolean" }
    };
    realOrSame2 = (path3) => {
      try {
        return (0, import_node_fs50.realpathSync)(path3);
      } catch {
        return path3;
      }
    };
  }
});

// packages/cli/src/commands/init.ts
var init_exports = {};
__export(init_exports, {
  INIT_HELP: () => INIT_HELP,
  initCommand: () => initCommand
});
function memoryDirOf2(argument, root, io) {
  try {
    const found = findMemoryDir(argument, root, io);
    return { path: found.path, committed: isInside(found.path, root) };
  } catch (error) {
    if (argument === void 0 && error instanceof Error && error.message.startsWith(NO_MEMORY_DIR))
      return { committed: false };
    throw error;
  }
}
async function createFile(file, text2) {
  const temp = (0, import_node_path54.join)((0, import_node_path54.dirname)(file), `.${(0, import_node_path54.basename)(file)}.${(0, import_node_crypto2.randomBytes)(6).toString("hex")}.tmp`);
  try {
    const handle = await (0, import_promises3.open)(temp, "wx", 438);
    try {
      await handle.writeFile(text2);
    } finally {
      await handle.close();
    }
    await (0, import_promises3.link)(temp, file);
  } catch (error) {
    if (error.code === "EEXIST" && (0, import_node_fs51.existsSync)(file))
      throw new ClaimcheckError("USAGE", `${file} already exists; nothing was written`);
    throw new ClaimcheckError("USAGE", `cannot write ${file}: ${describeFailure(error)}`);
  } finally {
    await (0, import_promises3.unlink)(temp).catch(() => void 0);
  }
}
async function chooseHooks(io, projectInstalled) {
  if (!io.stdinIsTTY || !io.stdoutIsTTY) return void 0;
  io.stdout(
    `
Claude Code's hooks tell the agent which memories failed verification, at session start and when
it reads a memory file. Add them to:
  project  .claude/settings.json (committed: every teammate gets them${projectInstalled ? "" : "; needs claimcheck installed in the project, which it is not"})
  local    .claude/settings.local.json (only you, in this project)
  user     your user settings (only you, in every project)
  none     not now (claimcheck hook install adds them later; or the Claude Code plugin)
`
  );
  for (; ; ) {
    const answer = (await io.ask("Hooks [project/local/user/none] (none): "))?.trim().toLowerCase();
    if (answer === void 0 || answer === "" || answer === "n" || answer === "no") return "none";
    const chosen = HOOK_CHOICES.find((choice) => choice.startsWith(answer));
    if (chosen === "project" && !projectInstalled) io.stdout(PROJECT_HOOKS_NEED_AN_INSTALL);
    else if (chosen) return chosen;
  }
}
async function initCommand(args, io) {
  const { values, positionals } = parseCommand(args, OPTIONS7);
  if (values.help) {
    io.stdout(INIT_HELP);
    return 0;
  }
  if (positionals.length > 1)
    throw new ClaimcheckError("USAGE", `init takes one MEMORY_DIR, got: ${positionals.join(" ")}`);
  if (values.hooks !== void 0 && values.scope !== void 0 && values.hooks !== values.scope)
    throw new ClaimcheckError("USAGE", `--hooks ${values.hooks} and --scope ${values.scope} disagree; give one`);
  const scopeGiven = values.scope ?? values.hooks;
  const hooksGiven = scopeGiven === void 0 ? void 0 : oneOf(scopeGiven, "none", HOOK_CHOICES, "hooks scope");
  const root = resolveRoot(values.root, io);
  const existing = firstConfigFile(io.cwd, root);
  const memory = existing === void 0 ? memoryDirOf2(positionals[0], root, io) : { committed: false };
  if (memory.path !== void 0 && positionals[0] !== void 0 && !memory.committed && existing === void 0)
    throw new ClaimcheckError(
      "USAGE",
      `a config names a memory dir inside the root (${root}), not ${positionals[0]}; name it on the command line instead`
    );
  const file = existing ?? (0, import_node_path54.join)(root, CONFIG_NAME);
  const shown2 = (0, import_node_path54.relative)(io.cwd, file) || file;
  if (existing !== void 0) {
    io.stdout(`${shown2} exists; kept as it is (edit it, or remove it and run init to start again)
`);
    if (values["dry-run"]) return 0;
  } else {
    const config = {};
    if ((0, import_node_fs51.existsSync)((0, import_node_path54.join)(root, SCHEMA_IN_PACKAGE))) config.$schema = `./${SCHEMA_IN_PACKAGE}`;
    if (memory.path !== void 0 && memory.committed) config.memoryDir = (0, import_node_path54.relative)(root, memory.path) || ".";
    config.checkers = DEFAULT_CHECKER_NAMES;
    const text2 = `${JSON.stringify(config, null, 2)}
`;
    if (values["dry-run"]) {
      io.stdout(text2);
      return 0;
    }
    await createFile(file, text2);
    io.stdout(
      `wrote ${shown2}${config.memoryDir === void 0 ? "" : ` (memoryDir: ${config.memoryDir})`}
  checkers: ${DEFAULT_CHECKER_NAMES.join(", ")}; exactly these run: add ${OPT_IN_NAMES.join(" or ")} to the list to enable them
`
    );
  }
  const projectInstalled = (0, import_node_fs51.existsSync)((0, import_node_path54.join)(root, "node_modules", ".bin", "claimcheck"));
  let hooks = hooksGiven ?? await chooseHooks(io, projectInstalled);
  if (hooks === "project" && !projectInstalled) {
    io.stdout(PROJECT_HOOKS_NEED_AN_INSTALL);
    hooks = void 0;
  }
  if (hooks !== void 0 && hooks !== "none") {
    const installed = await hookCommand(["install", "--scope", hooks, "--root", root], io);
    if (installed !== 0) return installed;
  }
  if (memory.path !== void 0 && memory.committed)
    io.stdout(
      `note: Claude Code's hooks check the memory Claude Code loads (its auto memory dir), not ${(0, import_node_path54.relative)(root, memory.path) || "."}; claimcheck check, the GitHub Action and pre-commit check this one
`
    );
  const claimcheck = isInside(ownBin(), (0, import_node_path54.join)(root, "node_modules")) ? "npx --no-install claimcheck" : "claimcheck";
  const next = [];
  if (existing === void 0 && memory.path === void 0) {
    io.stdout(
      "no memory dir yet: claimcheck will use Claude Code's auto memory dir for this project once it exists, or .claude/memory, or ./memory\n"
    );
  } else {
    io.stdout(`
${claimcheck} lint
`);
    const lintArgs = existing === void 0 ? [memory.path] : positionals;
    const { findings } = await lintRun([...lintArgs, "--root", root], io);
    next.push(...stepsAfterLint(findings, claimcheck, existing === void 0));
  }
  const hooksAdded = hooks !== void 0 && hooks !== "none";
  if (!hooksAdded && !ownHooksInstalled(root, io))
    next.push([`${claimcheck} hook install --scope local`, "add Claude Code's hooks, for you in this project"]);
  if (existing === void 0) next.push([`git add ${shown2}`, "share the config with the project"]);
  if (next.length === 0) return 0;
  const width = Math.max(...next.map(([command]) => command.length));
  io.stdout(`
Next:
${next.map(([command, why]) => `  ${command.padEnd(width)}  ${why}
`).join("")}`);
  return 0;
}
function stepsAfterLint(findings, claimcheck, offerWrite) {
  const steps = [];
  const count = (what, one, many) => {
    const n = findings.filter(what).length;
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`];
  };
  const toFix = [
    ...count((finding) => finding.severity === "error", "error", "errors"),
    ...count(
      (finding) => finding.code === "fossil-missing",
      "path that no longer exists",
      "paths that no longer exist"
    )
  ];
  if (toFix.length > 0)
    steps.push([`${claimcheck} lint`, `again, once the memory files are fixed (${toFix.join(", ")} above)`]);
  if (findings.some((finding) => finding.code === "fossil")) {
    steps.push([`${claimcheck} suggest`, "propose a verify block for each memory lint found unchecked"]);
    if (offerWrite) steps.push([`${claimcheck} suggest --write`, "insert them"]);
  }
  steps.push([`${claimcheck} check`, "run every check and see which claims still hold"]);
  return steps;
}
function ownHooksInstalled(root, io) {
  const files = [
    (0, import_node_path54.join)(root, ".claude", "settings.json"),
    (0, import_node_path54.join)(root, ".claude", "settings.local.json"),
    (0, import_node_path54.join)(claudeConfigDir(io), "settings.json")
  ];
  return files.some((file) => {
    try {
      const read3 = readFileHead(file, MAX_SETTINGS_BYTES3);
      const settings2 = read3 && read3.size <= MAX_SETTINGS_BYTES3 ? JSON.parse(read3.text) : void 0;
      return typeof settings2 === "object" && settings2 !== null && ownHooks(settings2).length > 0;
    } catch {
      return false;
    }
  });
}
var import_node_fs51, import_promises3, import_node_crypto2, import_node_path54, INIT_HELP, OPTIONS7, CONFIG_NAME, SCHEMA_IN_PACKAGE, DEFAULT_CHECKER_NAMES, HOOK_CHOICES, MAX_SETTINGS_BYTES3, PROJECT_HOOKS_NEED_AN_INSTALL;
var init_init = __esm({
  "packages/cli/src/commands/init.ts"() {
    "use strict";
    import_node_fs51 = require("node:fs");
    import_promises3 = require("node:fs/promises");
    import_node_crypto2 = require("node:crypto");
    import_node_path54 = require("node:path");
    init_dist5();
    init_args();
    init_find();
    init_memory_dir();
    init_failures();
    init_settings_hooks();
    init_locate();
    init_own_bin();
    init_read_file();
    init_shipped_checkers();
    init_hook();
    init_lint2();
    INIT_HELP = `Usage: claimcheck init [MEMORY_DIR] [options]

Sets claimcheck up in this project: writes claimcheck.config.json at the root (the checkers it
runs, listed; the $schema of the project's own install, when it has one), offers Claude Code's
hooks, runs claimcheck lint once and says what to do next. Run again where a config exists, it
keeps the config as it is and does the rest.

Options:
  --scope project|local|user|none   add claimcheck's Claude Code hooks to .claude/settings.json,
                                    .claude/settings.local.json or your user settings, or not
                                    (asked at a terminal; none elsewhere unless given)
  --hooks SCOPE                     the same as --scope
  --dry-run                         print the config that would be written; write nothing
  --root DIR, --help
`;
    OPTIONS7 = {
      hooks: { type: "string" },
      scope: { type: "string" },
      "dry-run": { type: "boolean" }
    };
    CONFIG_NAME = "claimcheck.config.json";
    SCHEMA_IN_PACKAGE = "node_modules/@claimcheck/cli/schema/config.schema.json";
    DEFAULT_CHECKER_NAMES = DEFAULT_CHECKERS.map((shipped) => shipped.name);
    HOOK_CHOICES = ["project", "local", "user", "none"];
    MAX_SETTINGS_BYTES3 = 4 * 1024 * 1024;
    PROJECT_HOOKS_NEED_AN_INSTALL = "project hooks run the project's own claimcheck (node_modules/.bin/claimcheck), which is not installed here, so no hooks were added. For you alone: claimcheck init --scope local (this project) or --scope user (every project), or the Claude Code plugin (Install in claimcheck's README). For the team: once the project installs @claimcheck/cli, claimcheck hook install\n";
  }
});

// packages/cli/src/program.ts
var program_exports = {};
__export(program_exports, {
  HOOK_THREAD_ARGUMENT: () => HOOK_THREAD_ARGUMENT,
  answerHookJob: () => answerHookJob2,
  main: () => main,
  processIo: () => processIo
});
module.exports = __toCommonJS(program_exports);

// packages/cli/src/main.ts
var import_node_fs52 = require("node:fs");
var import_node_path55 = require("node:path");
init_errors2();
init_nearest_name();

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

// packages/cli/src/main.ts
init_meta();
init_visible_text();
var HELP = `claimcheck ${meta.version}: verify what persistent memory claims before anyone acts on it.

Usage: claimcheck [command] [options]

Commands:
  init [MEMORY_DIR]           set claimcheck up here: a config, Claude Code's hooks, a first lint
  check [MEMORY_DIR|FILE...]  run the memories' checks and report (the default command)
  context [MEMORY_DIR]        hand memory over: fresh and unverifiable in full, stale ones held
  index [MEMORY_DIR]          check MEMORY.md against what Claude Code loads, and its links
  hook install|uninstall      add or remove claimcheck's Claude Code hooks
  trust [MEMORY_DIR]          approve, at a terminal, the commands memory files would run
  stats LOG_FILE              summarise the runs 'check --log' recorded
  lint [MEMORY_DIR]           find fossils (claims with no check) and frontmatter problems
  suggest [MEMORY_DIR]        propose verify blocks for the fossils; --write inserts them
  checkers                    list the enabled checkers and where they were loaded from

Run 'claimcheck <command> --help' (or 'claimcheck help <command>') for a command's options.
`;
var COMMANDS = {
  check: async () => (await Promise.resolve().then(() => (init_check(), check_exports))).checkCommand,
  context: async () => (await Promise.resolve().then(() => (init_context(), context_exports))).contextCommand,
  checkers: async () => (await Promise.resolve().then(() => (init_checkers2(), checkers_exports2))).checkersCommand,
  index: async () => (await Promise.resolve().then(() => (init_commands(), commands_exports))).indexCommand,
  hook: async () => (await Promise.resolve().then(() => (init_hook(), hook_exports))).hookCommand,
  trust: async () => (await Promise.resolve().then(() => (init_trust(), trust_exports))).trustCommand,
  stats: async () => (await Promise.resolve().then(() => (init_stats2(), stats_exports))).statsCommand,
  lint: async () => (await Promise.resolve().then(() => (init_lint2(), lint_exports2))).lintCommand,
  suggest: async () => (await Promise.resolve().then(() => (init_lint2(), lint_exports2))).suggestCommand,
  init: async () => (await Promise.resolve().then(() => (init_init(), init_exports))).initCommand
};
function refuseUnknownCommand(word, cwd) {
  if (!/^[A-Za-z][\w-]*$/.test(word) || (0, import_node_fs52.existsSync)((0, import_node_path55.resolve)(cwd, word))) return;
  const near = nearestName(word, Object.keys(COMMANDS));
  throw new ClaimcheckError(
    "USAGE",
    near === void 0 ? `unknown command '${word}', and no memory dir of that name (see claimcheck --help)` : `unknown command '${word}' (did you mean '${near}'?)`
  );
}
async function main(argv, io) {
  try {
    const [first, ...rest] = argv;
    if (VERSION_WORDS.includes(first)) {
      io.stdout(`${meta.version}
`);
      return 0;
    }
    if (first === "help" && isCommandName(rest[0])) return await (await COMMANDS[rest[0]]())(["--help"], io);
    if (first === "help" && rest[0] !== void 0) {
      const near = nearestName(rest[0], Object.keys(COMMANDS));
      const hint = near === void 0 ? "see claimcheck --help" : `did you mean '${near}'?`;
      throw new ClaimcheckError("USAGE", `no help for '${rest[0]}': there is no such command (${hint})`);
    }
    if (HELP_WORDS.includes(first)) {
      io.stdout(HELP);
      return 0;
    }
    const named = isCommandName(first) ? COMMANDS[first] : void 0;
    if (!named && first !== void 0) refuseUnknownCommand(first, io.cwd);
    const command = await (named ?? COMMANDS.check)();
    return await command(named ? rest : argv, io);
  } catch (error) {
    if (isClaimcheckError(error)) {
      io.stderr(`claimcheck: ${linesForLogs(error.message)}
`);
    } else {
      const detail = io.env.CLAIMCHECK_DEBUG && error instanceof Error ? `
${error.stack}` : "";
      io.stderr(
        `claimcheck: internal error: ${linesForLogs(error instanceof Error ? error.message : String(error))}${detail}
`
      );
    }
    return 2;
  }
}

// packages/cli/src/program.ts
init_io();
init_hook_thread_argument();
async function answerHookJob2(job) {
  return (await Promise.resolve().then(() => (init_hook_thread(), hook_thread_exports))).answerHookJob(job);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  HOOK_THREAD_ARGUMENT,
  answerHookJob,
  main,
  processIo
});
/*! Bundled license information:

is-extendable/index.js:
  (*!
   * is-extendable <https://github.com/jonschlinkert/is-extendable>
   *
   * Copyright (c) 2015, Jon Schlinkert.
   * Licensed under the MIT License.
   *)

strip-bom-string/index.js:
  (*!
   * strip-bom-string <https://github.com/jonschlinkert/strip-bom-string>
   *
   * Copyright (c) 2015, 2017, Jon Schlinkert.
   * Released under the MIT License.
   *)
*/

// claimcheck build 732145d0c5be901c
