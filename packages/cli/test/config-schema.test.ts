// The config's JSON Schema (shipped as @claimcheck/cli/config.schema.json, for editors) and the
// validator claimcheck runs cannot drift apart: they name the same fields, and they accept and
// refuse the same configs, on every config fast-check makes of those fields (SPEC §9.1).
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { configFields, validateConfig } from '../dist/config/schema.js'

const schema = JSON.parse(readFileSync(new URL('../schema/config.schema.json', import.meta.url), 'utf8'))
const validate = new Ajv.default({ strict: true, allowMatchingProperties: true }).compile(schema)

const { '': topFields, ...sectionFields } = configFields()

describe('config.schema.json (SPEC §9.1)', () => {
  it('names exactly the fields the validator knows, section by section', () => {
    expect(Object.keys(schema.properties).sort()).toEqual([...topFields!].sort())
    const sections = Object.keys(schema.properties).filter((name) => schema.properties[name].properties)
    expect(sections.sort()).toEqual(Object.keys(sectionFields).sort())
    for (const [section, fields] of Object.entries(sectionFields))
      expect(Object.keys(schema.properties[section].properties).sort(), section).toEqual([...fields].sort())
  })

  it('gives every field a description an editor can show', () => {
    for (const [name, field] of Object.entries<{ description?: string }>(schema.properties))
      expect(field.description, name).toMatch(/\w/)
  })

  it('accepts and refuses what the validator accepts and refuses', async () => {
    const anything = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.integer({ min: -2, max: 300 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, 0.5, 1, 1.5, -1, 2, 30, '', '~/x'),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
    )
    const section = (fields: readonly string[]) =>
      fc.oneof(anything, ...[...fields, 'unknownField'].map((field) => anything.map((value) => ({ [field]: value }))))
    // The semver syntax of a range is beyond JSON Schema: ranges here are valid ones, or no string.
    const requires = fc.oneof(
      anything,
      fc.dictionary(fc.string({ maxLength: 3 }), fc.oneof(fc.constantFrom('^1.0.0', '>=2', '1.x'), fc.integer()), {
        maxKeys: 2,
      }),
    )
    // Each entry's shape is the checker loader's to refuse; the validator takes any list.
    const checkers = fc.oneof(
      anything.filter((value) => !Array.isArray(value)),
      fc.array(fc.oneof(fc.string({ minLength: 1 }), fc.tuple(fc.string(), fc.dictionary(fc.string(), fc.integer()))), {
        maxLength: 3,
      }),
    )
    const valueOf = (field: string) =>
      sectionFields[field]
        ? section(sectionFields[field])
        : field === 'requires'
          ? requires
          : field === 'checkers'
            ? checkers
            : anything
    const fields = topFields!
    // One field at a time, so that no other field's mistake hides a disagreement on this one.
    const one = fc.oneof(
      ...fields.map((field) => valueOf(field).map((value) => ({ [field]: value }))),
      anything.map((value) => ({ unknownField: value })),
    )
    const many = fc.record(Object.fromEntries(fields.map((field) => [field, valueOf(field)])), { requiredKeys: [] })
    await fc.assert(
      fc.asyncProperty(fc.oneof(one, many), async (value) => {
        const ours = await validateConfig(value)
        expect(validate(value), ours.ok ? 'valid' : ours.problem).toBe(ours.ok)
      }),
      { numRuns: 3000 },
    )
  })
})
