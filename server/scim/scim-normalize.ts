// What Entra ID sends that a strict SCIM reading refuses, made standard before SCIMMY sees it:
// capitalised PATCH op names ("Replace") and booleans as strings ("True"/"False") for the
// boolean attributes it writes (`active`, `primary`).
const booleanAttributes = new Set(['active', 'primary']);

function toBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lowered = value.trim().toLowerCase();
  return lowered === 'true' ? true : lowered === 'false' ? false : value;
}

/** Copies a resource body with string booleans of the known boolean attributes made booleans. */
export function normalizeBooleans(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeBooleans);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = booleanAttributes.has(key.toLowerCase())
      ? toBoolean(inner)
      : normalizeBooleans(inner);
  }
  return out;
}

interface RawOperation {
  op?: unknown;
  path?: unknown;
  value?: unknown;
}

/** A PatchOp body with lower-case op names and string booleans made booleans. */
export function normalizePatch(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const message = body as { Operations?: unknown };
  if (!Array.isArray(message.Operations)) return body;
  return {
    ...message,
    Operations: message.Operations.map((operation: RawOperation) => {
      if (!operation || typeof operation !== 'object') return operation;
      const path = typeof operation.path === 'string' ? operation.path : undefined;
      const last = path?.split(/[.:]/).pop()?.replace(/\[.*$/, '').toLowerCase();
      const value =
        last && booleanAttributes.has(last)
          ? toBoolean(operation.value)
          : normalizeBooleans(operation.value);
      return {
        ...operation,
        ...(typeof operation.op === 'string' ? { op: operation.op.toLowerCase() } : {}),
        ...(operation.value !== undefined ? { value } : {}),
      };
    }),
  };
}
