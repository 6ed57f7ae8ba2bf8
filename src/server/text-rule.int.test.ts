/**
 * Issue 18's text rule, proven on every text field the app accepts: walking the declared endpoints, each text field
 * of each body, query and path parameter gets a NUL character and then a lone surrogate, and the request must be
 * refused naming the field (403 or 404 where the field is the access rule's id) with nothing written anywhere.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '../core/contracts/api.ts';
import { type Endpoint, keyOf } from '../core/contracts/endpoint.ts';
import { exampleContext } from './testing/example-context.ts';
import { multipart } from './testing/multipart.ts';
import { type ExampleContext, requestExamples, type RequestExample } from './testing/request-examples.ts';
import { everyUserRow } from './testing/every-row.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import {
  type ExampleField,
  exampleTextFields,
  schemaTextFields,
  withChanged,
} from './testing/text-fields.ts';

let t: TestApp;
let ctx: ExampleContext;

beforeAll(async () => {
  t = await createTestApp();
  ctx = await exampleContext(t.app);
});
afterAll(() => t.close());

const everything = () => everyUserRow(t.app);

/** The examples of an endpoint (one, or one per type of log). */
function examplesOf(key: string): RequestExample[] {
  const made = requestExamples[key as keyof typeof requestExamples]?.(ctx);
  return made === undefined ? [] : Array.isArray(made) ? made : [made];
}

const NUL = (s: string) => `${s}\u0000`;
const LONE = (s: string) => `${s}\uD800`;
/** A lone surrogate has no UTF-8 form: in a URL it can only come as invalid percent-encoding. */
const BROKEN_UTF8 = '%ED%A0%80';

function urlOf(e: Endpoint, params: Record<string, string>, query: Record<string, string> | undefined) {
  const path = e.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => params[name] ?? '');
  const search = query
    ? `?${Object.entries(query)
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`
    : '';
  return path + search;
}

/** The status a poisoned field must get: the access rule answers for its own ids, validation for the rest. */
function expectedStatus(e: Endpoint, part: 'params' | 'query' | 'body', field: ExampleField): number {
  const name = field.path[0];
  const { access } = e;
  if (part === 'params' && access.kind === 'self' && name === access.param) return 403;
  if (part === 'params' && access.kind === 'owner' && name === access.param) return 404;
  if (part === 'body' && name === 'userId' && access.kind !== 'public') return 403;
  return 400;
}

async function send(
  e: Endpoint,
  example: RequestExample,
  part: 'params' | 'query' | 'body',
  field: ExampleField,
  kind: 'nul' | 'lone',
) {
  const session = example.asAdmin ? ctx.admin : ctx.me;
  const rawParams = example.params ?? {};
  let params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, encodeURIComponent(v)]));
  let query = example.query
    ? Object.fromEntries(Object.entries(example.query).map(([k, v]) => [k, encodeURIComponent(v)]))
    : undefined;
  let payload: string | undefined = example.body === undefined ? undefined : JSON.stringify(example.body);
  const name = String(field.path[0]);
  if (part === 'params')
    params = {
      ...params,
      [name]: encodeURIComponent(rawParams[name] ?? '') + (kind === 'nul' ? '%00' : BROKEN_UTF8),
    };
  if (part === 'query' && query && example.query)
    query = {
      ...query,
      [name]: encodeURIComponent(example.query[name] ?? '') + (kind === 'nul' ? '%00' : BROKEN_UTF8),
    };
  if (part === 'body' && e.bodyType === 'multipart')
    return session.call({
      method: e.method,
      url: urlOf(e, params, query),
      ...multipart(withChanged(example.body, field, kind === 'nul' ? NUL : LONE) as Record<string, string>),
    });
  if (part === 'body')
    payload = JSON.stringify(withChanged(example.body, field, kind === 'nul' ? NUL : LONE));
  return session.call({
    method: e.method,
    url: urlOf(e, params, query),
    ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
  });
}

const withText = declaredEndpoints
  .map(({ endpoint }) => endpoint)
  .filter((e) => [e.params, e.query, e.body].some((s) => s && schemaTextFields(s).length > 0));

describe('the text rule', () => {
  it('has an example for every endpoint that takes text, covering every text field', () => {
    const missing: string[] = [];
    for (const e of withText) {
      const examples = examplesOf(keyOf(e));
      if (examples.length === 0) {
        missing.push(`${keyOf(e)}: no example`);
        continue;
      }
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = e[part];
        if (!schema) continue;
        const fields = schemaTextFields(schema);
        if (fields.length === 0) continue;
        const records = fields.filter((f) => f.endsWith('*key')).map((f) => f.replace(/\.?\*key$/, ''));
        // Several examples (one per type of log) cover the fields together; each must be valid.
        const covered = new Set(
          examples.flatMap((example) => exampleTextFields(example[part], records).map((f) => f.pattern)),
        );
        for (const f of fields) if (!covered.has(f)) missing.push(`${keyOf(e)}: ${part} ${f}`);
        for (const example of examples) {
          const parsed = schema.safeParse(example[part]);
          expect(parsed.error?.issues ?? [], `${keyOf(e)} ${part} example is valid`).toEqual([]);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(withText.length).toBeGreaterThan(60);
  });

  it.each(withText.map((e) => [keyOf(e), e] as const))(
    '%s refuses a NUL and a lone surrogate in each text field, writing nothing',
    async (key, e) => {
      const examples = examplesOf(key);
      if (examples.length === 0) return; // reported by the coverage test above
      const before = await everything();
      let tried = 0;
      for (const example of examples)
        for (const part of ['params', 'query', 'body'] as const) {
          const schema = e[part];
          if (!schema) continue;
          const records = schemaTextFields(schema)
            .filter((f) => f.endsWith('*key'))
            .map((f) => f.replace(/\.?\*key$/, ''));
          for (const field of exampleTextFields(example[part], records)) {
            for (const kind of ['nul', 'lone'] as const) {
              const res: LightMyRequestResponse = await send(e, example, part, field, kind);
              const label = `${key} ${part} ${field.path.join('.')} ${kind}`;
              tried += 1;
              // In a URL a lone surrogate can only arrive as broken UTF-8: a path is refused as a bad address; a
              // query keeps the bytes as they came, which is text PostgreSQL can store (so a 200 is fine there).
              // Likewise a form's field: UTF-8 cannot carry a lone surrogate, so it arrives as U+FFFD, storable
              // text (a browser's FormData does the same). The example names a conversation that is not hers, so
              // the request still writes nothing.
              if (kind === 'lone' && (part === 'query' || (part === 'body' && e.bodyType === 'multipart'))) {
                expect(res.statusCode, label).toBeLessThan(500);
                continue;
              }
              const want = kind === 'lone' && part === 'params' ? 400 : expectedStatus(e, part, field);
              expect(res.statusCode, `${label}: ${res.body}`).toBe(want);
              const body = res.json<{ code: string; message: string; fields?: Record<string, string> }>();
              expect(body.message, label).toEqual(expect.any(String));
              if (want === 400 && !(kind === 'lone' && part === 'params')) {
                const dotted = field.path.slice(0, field.isKey ? -1 : undefined).join('.');
                expect(
                  Object.keys(body.fields ?? {}).some((f) => f === dotted || f.startsWith(`${dotted}.`)),
                  `${label} names the field: ${res.body}`,
                ).toBe(true);
              }
            }
          }
        }
      expect(tried, key).toBeGreaterThan(0);
      expect(await everything(), `${key}: nothing written`).toBe(before);
    },
  );

  it('refuses broken UTF-8 in a path with the API error shape', async () => {
    const res = await ctx.me.call({
      method: 'DELETE',
      url: `/api/hospital-bag/${ctx.me.user.id}/items/${BROKEN_UTF8}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/address/), code: 'bad_url' });
  });
});
