/**
 * The part of jsdom the tests use directly (its XML parser, which throws on a document that is not
 * well-formed). jsdom ships no types of its own and @types/jsdom is not installed.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string; url?: string });
    readonly window: { readonly document: Document };
  }
}
