// A bundler app already on React: the shared-React entry, whose chunks import this app's react
// and react-dom (one React on the page, no second download of it). Needs React ^19.0.0.
import '@loyalty-console/account-widgets/shared-react';
import './app';
