import '@loyalty-console/account-widgets';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#root');
