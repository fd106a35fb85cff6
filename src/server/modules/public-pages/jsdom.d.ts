// The part of jsdom (a devDependency, without bundled types) the public pages test uses to parse served HTML and XML.
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
