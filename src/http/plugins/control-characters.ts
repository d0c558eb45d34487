/**
 * No request string carries a control character: every string in a body, query or path, at any depth,
 * is checked once here, in the validator, so a new field cannot forget it and the 422 lists it beside the schema's
 * own errors. Refused everywhere: NUL and the rest of C0 (U+0000-U+001F), DEL (U+007F) and C1 (U+0080-U+009F).
 * PostgreSQL text cannot hold NUL (it was a 500), and the rest are invisible terminal and format controls that no
 * name, label, identifier or query value contains honestly.
 *
 * One exception, marked on the field's schema with `x-multiline: true` (MultilineText in schemas/common.ts):
 * free text a person types into a text area (a memory event's note) keeps tab, line feed and carriage return,
 * because there they are the text's own line breaks and indentation. A single-line value (a name, a label, an
 * e-mail address, an id) refuses them too: in a list, a file name or a mail header a line break is an error or an
 * injection, never content.
 */
import type { ErrorObject } from 'ajv';
import { MULTILINE } from '../../schemas/common.ts';

const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

export const CONTROL_CHARACTER_KEYWORD = 'controlCharacter';
export const CONTROL_CHARACTER_TYPE = 'string_control_character';

interface SchemaNode {
  [MULTILINE]?: boolean;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** The paths ('/note', '/life_events/[]/note') of the fields a schema marks multi-line. */
export function multilinePaths(schema: unknown): Set<string> {
  const paths = new Set<string>();
  const walk = (node: SchemaNode | undefined, path: string): void => {
    if (node === undefined || typeof node !== 'object') return;
    if (node[MULTILINE] === true) paths.add(path);
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(branch, path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${path}/${key}`);
    const items = Array.isArray(node.items) ? node.items : node.items === undefined ? [] : [node.items];
    for (const item of items) walk(item, `${path}/[]`);
  };
  walk(schema as SchemaNode, '');
  return paths;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function found(text: string, multiline: boolean): string | undefined {
  return (multiline ? CONTROL_EXCEPT_LINES : ANY_CONTROL).exec(text)?.[0];
}

function error(instancePath: string, char: string, multiline: boolean): ErrorObject {
  const code = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    keyword: CONTROL_CHARACTER_KEYWORD,
    instancePath,
    schemaPath: '#/controlCharacter',
    params: { character: code, multiline },
    message: multiline
      ? `must not contain control characters other than tab, line feed and carriage return (found ${code})`
      : `must not contain control characters (found ${code})`,
  };
}

export const TOO_DEEP_KEYWORD = 'maxDepth';
export const TOO_DEEP_TYPE = 'too_deeply_nested';

/**
 * Where the body first nests arrays and objects deeper than `maxDepth`, or null. Measured without recursion, before
 * the schema or the walk below, so a body of thousands of nested arrays (a few KB) cannot overflow the stack.
 */
export function tooDeep(data: unknown, maxDepth: number): ErrorObject | null {
  const stack: [unknown, string, number][] = [[data, '', 0]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [value, pointer, depth] = top;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) {
      return {
        keyword: TOO_DEEP_KEYWORD,
        instancePath: pointer,
        schemaPath: '#/maxDepth',
        params: { limit: maxDepth },
        message: `Input should not nest arrays and objects more than ${maxDepth} levels deep`,
      };
    }
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, v] of entries) stack.push([v, `${pointer}/${escapePointer(key)}`, depth + 1]);
  }
  return null;
}

/** Ajv-shaped errors for every string (and object key) holding a control character the field does not allow. */
export function controlCharacterErrors(data: unknown, multiline: ReadonlySet<string>): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const visit = (value: unknown, pointer: string, shape: string): void => {
    if (typeof value === 'string') {
      const allowLines = multiline.has(shape);
      const char = found(value, allowLines);
      if (char !== undefined) errors.push(error(pointer, char, allowLines));
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${pointer}/${i}`, `${shape}/[]`));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) {
        const child = `${pointer}/${escapePointer(key)}`;
        const char = found(key, false);
        if (char !== undefined) errors.push(error(child, char, false));
        visit(v, child, `${shape}/${key}`);
      }
    }
  };
  visit(data, '', '');
  return errors;
}
