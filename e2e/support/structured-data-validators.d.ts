// The validators the structured-data spec runs ship without types: what the spec uses of them.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<{ severity: 'ERROR' | 'WARNING'; issueMessage: string }[]>;
  }
}
declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}
declare module 'structured-data-testing-tool' {
  export const structuredDataTestHtml: (html: string, options: { presets: unknown[] }) => Promise<unknown>;
}
declare module 'structured-data-testing-tool/presets.js' {
  export const Google: unknown;
  export const Twitter: unknown;
  export const Facebook: unknown;
}
