/** Type-checks the packed kit (a .tgz path) in fresh consumer projects; output names failures. */
export declare function checkKitConsumer(tarball: string): { ok: boolean; output: string };
