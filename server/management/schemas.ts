// JSON-schema pieces the management routes share. Bodies refuse unknown properties, so a typo
// in a partner's request is an error instead of being silently ignored.

export const idParam = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: {
      [name]: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
    },
  }) as const;

/** The provider's limits: at most 10 keys of up to 40 characters, string values up to 600. */
export const metadataSchema = {
  type: ['object', 'null'],
  maxProperties: 10,
  propertyNames: { minLength: 1, maxLength: 40 },
  additionalProperties: { type: 'string', maxLength: 600 },
} as const;

export const externalIdSchema = { type: ['string', 'null'], minLength: 1, maxLength: 128 } as const;

export const emailSchema = { type: 'string', minLength: 3, maxLength: 320 } as const;

export const nameSchema = { type: ['string', 'null'], maxLength: 256 } as const;

export const slugSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const idValue = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;
