// The one hashSecret lives in server/identity/secrets.ts; this path stays for existing imports.
export { hashSecret } from '../domain/secrets';
