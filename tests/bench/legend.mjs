// What each measure of `npm run bench` is and how to read its ratios: printed with the results
// table (scripts/bench.mjs), so the explanation travels with the figures.
export const legend = `
- *First users row painted*: a plain partner page on another origin (127.0.0.1, the API on
  localhost) with \`<users-management>\` and a real token, against a floor page with no framework
  that fetches the same members with the same token and writes rows with the DOM. Time from
  navigation to the frame after the first member row exists, 10 cold loads each (new browser
  context, cache off through CDP), alternating: unthrottled, with the CPU 4x slower, and with
  50 ms added to every request's round trip (both through CDP).
- *Requests*: counted through CDP (preflights apart) until the first row and on load; a request
  made twice, or a widget API call without a token, fails the bench. The page sets the token at
  once, as a partner page does (so the loader's first reads start with the code download). A
  second page view in the same browser must send no preflight (\`Access-Control-Max-Age: 7200\`).
- *Kit bytes*: each kit file the widget page fetched, its gzip size, and whether its request left
  before the frame that showed the first row (CDP wall time against the page's clock); budgets
  110 kB before the first row, 150 kB once idle. The bundle-size table above also holds the kit's
  own first-paint code (the shared-React build's runtime and tag chunks: no React, react-dom,
  scheduler, TanStack Query, Lingui or loader), which may not grow.
- *First interaction*: click on 'Invite user' to the dialog visible, right after the first row
  (the dialog code may still be on its way: a pending state, then the dialog) and once idle.
- *Memory*: heap snapshots (CDP; a snapshot collects garbage first) after mount/unmount cycles,
  each of a settled page (no request in flight, idle three times in a row; the page's own
  element removed before the first, as its re-renders from the cycles' refetches left a varying
  number of React's alternate fibers), split into compiled code and feedback (\`code\` nodes and V8's \`dependent_code\` lists) and
  the retained objects (everything else: JS objects and Blink's native ones). Budgets on the
  objects but what only the browser's own stores keep: cycle 1 → 200 ≤ 128 kB and 200 → 1,000
  ≤ 32 kB (warm-up levels off, a leak does not). Those stores are rows of their own, not hidden:
  the performance timeline's entry buffers (long frames, long tasks, resource timings; capped by
  the browser) and Chromium's StyleEngine, which keeps one parsed media query set (~170 bytes)
  for every \`<thead>\` or \`<tfoot>\` ever inserted into the document (a blank page inserting
  tables does the same; tests/bench/heap-snapshot.ts), and DevTools' record of each request
  (there because the bench drives the page over the protocol). Also printed: all objects with those
  stores, the native share, the compiled code (V8 tiering the mount path up), the whole JS heap
  (\`Runtime.getHeapUsage\` after two forced GCs), and the reachable \`<users-management>\`
  elements, shadow roots and DOM listeners after the cycles (none may be left). That
  removed elements and their React fibers are released is also an element test
  (\`tests/elements/kit-unmount-release.test.ts\`).
- *React app*: a Vite + React 19 app (\`tests/bench/react-host\`) with \`<users-management>\`,
  built in the run twice: with the shared-React entry in its bundle, and with nothing of the kit
  in it and \`widgets.js\` as a script tag. The kit bytes the shared-React entry adds before the
  first row are the gzip of what that page fetched before it, minus the app's own bundle (budget
  45 kB); the first rows are cold loads alternating between the two pages (the shared-React one
  may not come later, median); the React renderers are counted through a stand-in DevTools hook.
- *Server*: the server in a child process with 10,000 members seeded, this process the load
  generator (20 keep-alive clients, 1 s warm-up, 5 s measured). Members list with search (a
  rotation of prefixes) and token refresh (each client rotating its own chain) are each measured
  between two runs of \`GET /api/token\`, the cheapest authenticated route (signature checked
  against the in-memory key, nothing read), whose averaged throughput is the baseline.
- *Server at enterprise size*: one organization grown to 100, 10,000 and 100,000 members (set-based
  seed), each list route measured (8 clients) between two runs of the cheapest route doing the same
  authentication work: the widgets' roles route (session and permissions read from the database)
  for the members pages, \`GET /organizations/:id\` for the management lists. Each row's ratio says
  which route it divides by; the baseline column adds \`GET /api/token\` (signature only, nothing
  read), which no database-backed route can approach on PGlite's one serialized connection. The
  *growth* rows divide a route's cost per request at N members by its cost at the first size: the
  issue's point, a page's cost must not grow with the organization (the baseline's own drift over
  the same span is shown beside it, as the machine's load changes between sizes).
- *Directory push*: an organization with a verified domain and an Okta directory; this process
  sends, as Okta does, one \`POST /Users\` per person (10,000) and then one \`POST /Groups\` per
  group with its members (200 of 50), 4 at a time, to the server in the same process. Users and
  groups per second, errors (the bench fails on one, or when a member or group membership is
  missing afterwards), and the members page (first 10, and a search; median of 20 after 5
  warm-up calls) before the push and after it. \`DIRECTORY_PUSH_USERS\`, \`DIRECTORY_PUSH_GROUPS\`
  and \`DIRECTORY_PUSH_CLIENTS\` change the sizes.
- *Events and webhooks*: first the event log alone, in process: 10 writers appending one event
  per transaction for 5 s, between two runs of the same transactions inserting one plain row
  (averaged, the baseline). Then the server in a child process with one webhook endpoint on a receiver in
  the load generator; 10 clients loop through the management API (create a user, add them to an
  organization, change the role, delete the user: 5 events in 4 writes, each event in its
  change's transaction) for 5 s. Events written per second, and each event's delivery latency
  from its \`created_at\` (its transaction's start) to its arrival, beside the writes' own answer
  times; every event must arrive. A write wakes its process's engine; otherwise it polls each second.
- *Audit-log export*: 1,000,000 events (\`BENCH_AUDIT_EVENTS\`) seeded with set-based INSERTs into
  a server in a child process (PostgreSQL when \`BENCH_DATABASE_URL\` is set, else PGlite, whose
  data lives in the server's own memory), then one export's signed CSV URL downloaded and its rows
  counted. The server's resident memory is sampled every 50 ms: *growth / CSV size* near 0 means
  the CSV streams a page of 1,000 rows at a time instead of being built in memory.

**What the ratios mean.** Absolute times depend on what else the machine is doing; a ratio of
two things measured back to back in one run does not, or much less. *Ours / floor* says how many
times longer a partner's user waits for the first row with the widget than with the least a page
could possibly do for the same data (one fetch, plain DOM): what the framework, the kit's
download and the widget's second call (roles) cost. *Throughput / \`GET /api/token\`* says which
share of the server's request capacity for its cheapest authenticated call a real route keeps:
1.0 would mean the route's own work (database reads, rotation writes) is free; 0.5, the target
for the members list on PostgreSQL, means it costs as much again as the HTTP, token and framework
overhead every request pays.
`;
