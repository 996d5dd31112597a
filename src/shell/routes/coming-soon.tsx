// Placeholder by the lead; the demo-screens engineer owns this file.
export function ComingSoonRoute() {
  return <h1>coming-soon</h1>;
}
