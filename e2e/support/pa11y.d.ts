// The part of pa11y's API (a JavaScript package without types) the HTML_CodeSniffer spec uses.
declare module 'pa11y' {
  import type { Browser } from 'puppeteer';

  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }
  interface Pa11yOptions {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    browser?: Browser;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
    includeNotices?: boolean;
    includeWarnings?: boolean;
    timeout?: number;
    wait?: number;
    actions?: string[];
    viewport?: { width: number; height: number };
  }
  interface Pa11yResults {
    pageUrl: string;
    documentTitle: string;
    issues: Pa11yIssue[];
  }
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
