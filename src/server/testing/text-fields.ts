/**
 * Finds the text fields of a request: in a Zod schema (every string, enum or string literal, with `*` for any
 * array index or record key), and in an example value (every string, and every record key, with its real path).
 * The text-rule test poisons each field of an example and checks the examples cover every field of the schemas.
 */
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

function isTextLeaf(s: z.ZodType): boolean {
  const def = defOf(s);
  switch (def.type) {
    case 'string':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {}).some((v) => typeof v === 'string');
    case 'literal':
      return (def.values ?? []).some((v) => typeof v === 'string');
    case 'union':
      return (def.options ?? []).some((o) => isTextLeaf(unwrap(o)));
    default:
      return false;
  }
}

function unwrap(s: z.ZodType): z.ZodType {
  let current = s;
  for (;;) {
    const def = defOf(current);
    const next = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!next) return current;
    current = next;
  }
}

/** Every text field of a schema, as dotted paths (`conversationHistory.*.content`, `choices.*` for a key). */
export function schemaTextFields(schema: z.ZodType, prefix: string[] = []): string[] {
  const s = unwrap(schema);
  const def = defOf(s);
  if (isTextLeaf(s)) return [prefix.join('.')];
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([k, v]) => schemaTextFields(v, [...prefix, k]));
  if (def.type === 'array' && def.element) return schemaTextFields(def.element, [...prefix, '*']);
  if (def.type === 'record' && def.keyType && def.valueType) {
    const keys = isTextLeaf(unwrap(def.keyType)) ? [[...prefix, '*key'].join('.')] : [];
    return [...keys, ...schemaTextFields(def.valueType, [...prefix, '*'])];
  }
  return [];
}

export interface ExampleField {
  /** The real path of the value (`conversationHistory.0.content`). */
  path: (string | number)[];
  /** The same with `*` for array indexes and record keys, to compare with schemaTextFields. */
  pattern: string;
  /** A record's key rather than a value. */
  isKey: boolean;
}

/** Every string in an example value and every key of its records (`recordPaths` names which objects are records). */
export function exampleTextFields(
  value: unknown,
  recordPaths: readonly string[] = [],
  path: (string | number)[] = [],
  pattern: string[] = [],
): ExampleField[] {
  if (typeof value === 'string') return [{ path, pattern: pattern.join('.'), isKey: false }];
  if (Array.isArray(value))
    return value.flatMap((v, i) => exampleTextFields(v, recordPaths, [...path, i], [...pattern, '*']));
  if (value && typeof value === 'object') {
    const isRecord = recordPaths.includes(pattern.join('.'));
    return Object.entries(value).flatMap(([k, v]) => [
      ...(isRecord ? [{ path: [...path, k], pattern: [...pattern, '*key'].join('.'), isKey: true }] : []),
      ...exampleTextFields(v, recordPaths, [...path, k], [...pattern, isRecord ? '*' : k]),
    ]);
  }
  return [];
}

/** A copy of `value` with the string (or record key) at `field` changed by `change`. */
export function withChanged(value: unknown, field: ExampleField, change: (s: string) => string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parentPath = field.path.slice(0, -1);
  const last = field.path[field.path.length - 1];
  let parent: Record<string | number, unknown> = copy;
  for (const p of parentPath) parent = parent[p] as Record<string | number, unknown>;
  if (last === undefined) throw new Error('a field has a path');
  if (field.isKey) {
    const v = parent[last];
    delete parent[last];
    parent[change(String(last))] = v;
  } else parent[last] = change(String(parent[last]));
  return copy;
}
