// What a Chromium heap snapshot (HeapProfiler.takeHeapSnapshot, after a full GC: what is still
// reachable) holds, for the memory rows of tests/bench/first-row.ts: the engine's compiled code
// (`code` nodes: bytecode, baseline and optimized machine code, feedback vectors and cells, scope
// infos) apart from the objects (the page's JS objects and Blink's native ones: DOM nodes,
// listeners); of the objects, what the browser keeps for itself whatever the page does, and how
// many kit elements, shadow roots and event listeners are still reachable.

interface RawSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[]];
      edge_fields: string[];
      edge_types: [string[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface SnapshotSummary {
  /** Compiled code and feedback (`code` nodes, and the compiler's `dependent_code` lists), bytes. */
  code: number;
  /** Every other node, bytes: the objects. */
  objects: number;
  /** Of the objects, Blink's (`native` nodes), bytes. */
  native: number;
  /**
   * Of the objects, the bytes only the browser's own stores keep (see browserStores), by store.
   * Not reachable from any script: the page's code cannot free them.
   */
  browserOwn: Record<BrowserStore, number>;
  /** Reachable elements named `tag`, shadow roots and DOM event listeners (counts). */
  elements: number;
  shadowRoots: number;
  listeners: number;
  /** With `detail`: bytes of the objects by node type and name (what grows, by constructor). */
  byName: Map<string, number>;
}

/**
 * The browser's own stores that grow while a page mounts and unmounts widgets, found in Chromium
 * 156 (tests/bench/first-row.ts, `BENCH_MEMORY_DETAIL=1`, retainer paths of what grows):
 * - `performance timeline`: window.performance's entry buffers (long animation frames with their
 *   script timings, long tasks, resource timings), each capped by the browser (200 or 250
 *   entries) and filled by any slow frame or fetch; the kit itself records no marks or measures.
 * - `style engine media queries`: the document's StyleEngine keeps one parsed media query set
 *   (MediaQuerySet → MediaQuery → MediaQueryFeatureExpNode, ~170 bytes) for every `<thead>` or
 *   `<tfoot>` ever inserted into the document, and never releases it: a page with no script of
 *   ours that inserts and removes `<table><thead><tr><th>` 30 times keeps 30 more.
 * - `DevTools network records`: the inspector's record of each request (NetworkResourcesData),
 *   kept in the page's heap because the bench drives the page over the DevTools protocol
 *   (Playwright has its Network domain enabled); 150-900 kB over 1,000 cycles in today's runs.
 */
export type BrowserStore =
  'performance timeline' | 'style engine media queries' | 'DevTools network records';
const browserStores: { store: BrowserStore; owner: RegExp; edgeTo: RegExp }[] = [
  {
    store: 'DevTools network records',
    owner: /^(blink::)?NetworkResourcesData$/,
    edgeTo: /NetworkResourcesData::ResourceData/,
  },
  {
    store: 'performance timeline',
    owner: /^Performance$/,
    edgeTo: /^blink::HeapVectorBacking<cppgc::internal::BasicMember<blink::Performance/,
  },
  {
    store: 'style engine media queries',
    owner: /^StyleEngine$/,
    edgeTo: /^blink::HeapHashTableBacking<.*const blink::MediaQuerySet/,
  },
];

export function summarizeSnapshot(raw: RawSnapshot, tag: string, detail = false): SnapshotSummary {
  const { meta } = raw.snapshot;
  const { nodes, edges, strings } = raw;
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const [typeField, nameField, sizeField, edgeCountField] = [
    'type',
    'name',
    'self_size',
    'edge_count',
  ].map((field) => meta.node_fields.indexOf(field)) as [number, number, number, number];
  const [edgeTypeField, edgeNameField, edgeToField] = ['type', 'name_or_index', 'to_node'].map(
    (field) => meta.edge_fields.indexOf(field),
  ) as [number, number, number];
  const nodeTypes = meta.node_types[0];
  const [codeType, nativeType] = ['code', 'native'].map((name) => nodeTypes.indexOf(name));
  const weakEdge = meta.edge_types[0].indexOf('weak');
  const internalEdge = meta.edge_types[0].indexOf('internal');
  const dependentCode = strings.indexOf('dependent_code');
  const count = nodes.length / nodeFields;
  const type = (node: number) => nodes[node * nodeFields + typeField]!;
  const name = (node: number) => strings[nodes[node * nodeFields + nameField]!]!;
  const size = (node: number) => nodes[node * nodeFields + sizeField]!;

  // Each node's first edge, how many strong edges point at each node, and the optimizing
  // compiler's dependency lists: a hidden class's or property cell's `dependent_code` (the
  // optimized code to throw away when it changes) grows as V8 optimizes more of the mount path;
  // it is compiled-code bookkeeping, counted with the code, though the snapshot types it `native`.
  const firstEdge = new Uint32Array(count + 1);
  const retainers = new Uint32Array(count);
  const compilerLists = new Set<number>();
  for (let node = 0, edge = 0; node < count; node++) {
    firstEdge[node] = edge;
    const end = edge + nodes[node * nodeFields + edgeCountField]! * edgeFields;
    for (; edge < end; edge += edgeFields) {
      if (edges[edge + edgeTypeField] === weakEdge) continue;
      const to = edges[edge + edgeToField]! / nodeFields;
      retainers[to]! += 1;
      if (
        edges[edge + edgeTypeField] === internalEdge &&
        edges[edge + edgeNameField] === dependentCode
      )
        compilerLists.add(to);
    }
  }
  firstEdge[count] = edges.length;
  const children = function* (node: number) {
    for (let edge = firstEdge[node]!; edge < firstEdge[node + 1]!; edge += edgeFields)
      if (edges[edge + edgeTypeField] !== weakEdge) yield edges[edge + edgeToField]! / nodeFields;
  };

  /**
   * The bytes only `roots` keep alive: the roots, then every node all of whose strong retainers
   * are already counted (a node also held from elsewhere, a shared string or the window, is not).
   */
  const retainedOnlyBy = (roots: number[]) => {
    const kept = new Set(roots);
    const seen = new Map<number, number>();
    const queue = [...roots];
    let bytes = 0;
    while (queue.length > 0) {
      const node = queue.pop()!;
      bytes += size(node);
      for (const child of children(node)) {
        if (kept.has(child)) continue;
        const held = (seen.get(child) ?? 0) + 1;
        seen.set(child, held);
        if (held === retainers[child]) {
          kept.add(child);
          queue.push(child);
        }
      }
    }
    return bytes;
  };

  const summary: SnapshotSummary = {
    code: 0,
    objects: 0,
    native: 0,
    browserOwn: {
      'performance timeline': 0,
      'style engine media queries': 0,
      'DevTools network records': 0,
    },
    elements: 0,
    shadowRoots: 0,
    listeners: 0,
    byName: new Map(),
  };
  const storeRoots = new Map<BrowserStore, number[]>();
  const element = new RegExp(`^(Detached )?<${tag}[ >]`);
  for (let node = 0; node < count; node++) {
    if (type(node) === codeType || compilerLists.has(node)) {
      summary.code += size(node);
      continue;
    }
    summary.objects += size(node);
    if (detail) {
      const key = `${nodeTypes[type(node)]} ${name(node).slice(0, 160)}`;
      summary.byName.set(key, (summary.byName.get(key) ?? 0) + size(node));
    }
    if (type(node) !== nativeType) continue;
    summary.native += size(node);
    const nodeName = name(node);
    if (element.test(nodeName)) summary.elements += 1;
    else if (nodeName === 'ShadowRoot' || nodeName === 'Detached ShadowRoot')
      summary.shadowRoots += 1;
    else if (nodeName === 'V8EventListener') summary.listeners += 1;
    for (const { store, owner, edgeTo } of browserStores) {
      if (!owner.test(nodeName)) continue;
      const roots = storeRoots.get(store) ?? [];
      for (const child of children(node)) if (edgeTo.test(name(child))) roots.push(child);
      storeRoots.set(store, roots);
    }
  }
  for (const [store, roots] of storeRoots) summary.browserOwn[store] = retainedOnlyBy(roots);
  return summary;
}
