// Wire types of the widgets API (API-CONTRACT.md §2): the user's sessions. Field names are exactly
// as on the wire.

export interface SessionLocation {
  cityName: string;
  countryISOCode: string;
}

export interface Session {
  id: string;
  userAgent: string;
  ipAddress: string;
  currentLocation: SessionLocation | null;
  lastActivityAt: string;
  createdAt: string;
}

export interface ListSessionsResponse {
  data: Session[];
}

export interface RevokeAllSessionsRequest {
  currentSessionId: string;
}
