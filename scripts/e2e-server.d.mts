import type { ServerProcess } from './test-server.mjs';

export declare const e2eApiSecretKey: string;
export interface E2EServer extends ServerProcess {
  /** A free port for the partner-portal demo, whose origin this server allows. */
  partnerPort: number;
  /** The port of the docs getting-started journey's partner page (allowed as an origin). */
  pagePort: number;
}
export declare function startE2EServer(workerIndex?: number): Promise<E2EServer>;
