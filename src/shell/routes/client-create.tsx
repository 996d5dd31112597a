// Placeholder by the lead; the demo-screens engineer owns this file.
export function ClientCreateRoute() {
  return <h1>client-create</h1>;
}
