// The same app with the standalone entry (widgets.js, its own React): for React versions the
// shared-React entry does not support, or to keep the kit's React apart from the app's.
import '@loyalty-console/account-widgets';
import '../react/app';
