// Placeholder by the lead; the demo-screens engineer owns this file.
export function HomeRoute() {
  return <h1>home</h1>;
}
