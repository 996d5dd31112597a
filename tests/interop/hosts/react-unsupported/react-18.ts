// React 19 as a React 18 would present itself to the kit's code: its version (the kit reads nothing else
// before refusing it). Installing a real React 18 beside the hosts' React 19 breaks npm's peer
// resolution of the workspace.
export * from 'react-actual';
export const version = '18.3.1';
