/**
 * A form post's flat fields as the nested value a schema checks. A field's name is its path, segments
 * joined by dots, a number being a position in a list: `pickup.street` is `{pickup: {street}}` and
 * `vehicles.0.vin` is `{vehicles: [{vin}]}`. That path is also what `toFieldErrors` (shared/schema.ts)
 * reports a problem at, so an error summary links to the field by its name.
 */

/** Why a field was not taken: a name outside the grammar, a name sent twice, or one at odds with another. */
export type RefusedFieldReason = 'name' | 'repeated' | 'shape';

export interface RefusedField {
  name: string;
  reason: RefusedFieldReason;
}

export interface NestedFields {
  value: Record<string, unknown>;
  /** Empty when every field was taken. */
  refused: RefusedField[];
}

/**
 * A segment is a lower-case name (never starting with `_`, so no `__proto__`) or a position from 0 to 99
 * without leading zeros: a form never needs more, and a name like `vehicles.99999999` must not make a
 * list of that length.
 */
const NAME_SEGMENT = /^[a-z][a-z0-9_]*$/;
const INDEX_SEGMENT = /^(?:0|[1-9]\d?)$/;

type Node =
  | { kind: 'leaf'; value: unknown }
  | { kind: 'object'; children: Map<string, Node> }
  | { kind: 'list'; children: Map<number, Node> };

type Branch = Extract<Node, { kind: 'object' | 'list' }>;

function segmentsOf(name: string): string[] | undefined {
  const segments = name.split('.');
  const [first, ...rest] = segments;
  if (first === undefined || !NAME_SEGMENT.test(first)) return undefined;
  return rest.every((s) => NAME_SEGMENT.test(s) || INDEX_SEGMENT.test(s)) ? segments : undefined;
}

const isIndex = (segment: string) => INDEX_SEGMENT.test(segment);

/** The child of `branch` at `segment`, made a branch of the kind `next` asks for; undefined on a clash. */
function branchAt(branch: Branch, segment: string, next: string): Branch | undefined {
  const kind = isIndex(next) ? 'list' : 'object';
  const existing = childOf(branch, segment);
  if (existing) return existing.kind === kind ? existing : undefined;
  const created: Branch =
    kind === 'list' ? { kind, children: new Map<number, Node>() } : { kind, children: new Map<string, Node>() };
  setChild(branch, segment, created);
  return created;
}

function childOf(branch: Branch, segment: string): Node | undefined {
  return branch.kind === 'list' ? branch.children.get(Number(segment)) : branch.children.get(segment);
}

function setChild(branch: Branch, segment: string, node: Node): void {
  if (branch.kind === 'list') branch.children.set(Number(segment), node);
  else branch.children.set(segment, node);
}

/** Whether `segment` may sit in `branch`: positions only in a list, names only in an object. */
const fits = (branch: Branch, segment: string) => (branch.kind === 'list') === isIndex(segment);

function toValue(node: Node): unknown {
  if (node.kind === 'leaf') return node.value;
  if (node.kind === 'object') {
    return Object.fromEntries([...node.children].map(([key, child]) => [key, toValue(child)]));
  }
  // A gap in the positions stays an explicit undefined, which the schema reports at that position.
  const length = Math.max(-1, ...node.children.keys()) + 1;
  return Array.from({ length }, (_, i) => {
    const child = node.children.get(i);
    return child === undefined ? undefined : toValue(child);
  });
}

/** Nests `entries` (a form post's name/value pairs, in order) by their dotted names. */
export function nestFormFields(entries: Iterable<readonly [string, unknown]>): NestedFields {
  const root: Branch = { kind: 'object', children: new Map() };
  const refused: RefusedField[] = [];
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    const segments = segmentsOf(name);
    if (!segments) {
      refused.push({ name, reason: 'name' });
      continue;
    }
    if (seen.has(name)) {
      refused.push({ name, reason: 'repeated' });
      continue;
    }
    seen.add(name);
    let branch: Branch | undefined = root;
    for (let i = 0; i < segments.length - 1 && branch; i++) {
      branch = fits(branch, segments[i]!) ? branchAt(branch, segments[i]!, segments[i + 1]!) : undefined;
    }
    const last = segments.at(-1)!;
    if (!branch || !fits(branch, last) || childOf(branch, last)) {
      refused.push({ name, reason: 'shape' });
      continue;
    }
    setChild(branch, last, { kind: 'leaf', value });
  }
  return { value: toValue(root) as Record<string, unknown>, refused };
}
