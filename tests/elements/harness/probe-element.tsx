// The kit engineer's probe element (<kit-probe>) goes here.
export {};
