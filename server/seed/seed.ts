import type { AppContext } from '../context';

export interface DemoSignIn {
  email: string;
  password: string;
  description: string;
}

/** Seeds demo data once (idempotent) and returns the demo sign-ins to print. */
export async function seed(_ctx: AppContext): Promise<DemoSignIn[]> {
  return [];
}
