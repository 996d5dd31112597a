export interface ServerProcess {
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function startServerProcess(options?: {
  env?: Record<string, string>;
  allowedOrigins?: string[];
  /** Default a free port. */
  port?: number;
  /** How long to wait for it to answer; default 90 s. */
  startTimeoutMs?: number;
}): Promise<ServerProcess>;
