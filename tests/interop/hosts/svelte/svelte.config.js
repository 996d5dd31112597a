// As Svelte's Vite template sets it up: TypeScript in components through Vite.
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default { preprocess: vitePreprocess() };
