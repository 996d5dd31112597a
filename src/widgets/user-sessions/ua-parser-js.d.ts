// The part of ua-parser-js 1.x (MIT, no bundled types) this widget uses.
declare module 'ua-parser-js' {
  interface UAParserPart {
    name?: string;
    version?: string;
  }
  export class UAParser {
    constructor(userAgent?: string);
    getBrowser(): UAParserPart;
    getOS(): UAParserPart;
  }
}
