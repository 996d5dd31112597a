// Links between the hosted pages keep the whole authorize request and set the page to show.
import { authorizeParams, type AuthorizeRequest } from '../authorize-request';

export const authorizeUrl = (request: AuthorizeRequest, screenHint: 'sign-in' | 'sign-up') =>
  `/user_management/authorize?${new URLSearchParams({ ...authorizeParams(request), screen_hint: screenHint })}`;
