// The kit's tags, for scripts and tests that name them (the list itself is registry.ts).
export { kitTags, isKitTag, type KitTag } from './registry';
