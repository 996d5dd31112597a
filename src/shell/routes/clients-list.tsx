// Placeholder by the lead; the demo-screens engineer owns this file.
export function ClientsListRoute() {
  return <h1>clients-list</h1>;
}
