// Route parameters may arrive encoded or not; a stray '%' must not crash the screen.
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
